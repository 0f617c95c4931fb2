// PNGDecoding: PNG files (PNG specification, third edition) to 8-bit RGBA, with inflate (RFC 1950/1951)
// of its own. It knows nothing of views and links nothing but the Swift standard library, so a program
// that only decodes (`png-decode`, which `Scripts/peers/png-peer.sh` measures against libpng) carries no
// Foundation. HitTestKit's `Image(pngBytes:)`, `PNGDecoder` and `PNGError` are its public face; the
// declarations here are `package`, for HitTestKit, the tests and the benchmarks only.
//
// Entry point: `PNGPixels(decoding:maximumPixelCount:)`. The walk: `PNGContents` reads and checks the
// chunks (`PNGChunk`, `PNGHeader`, `PNGTransparency`), `ZlibHeader` and `Inflater` decompress the IDAT
// data in place (`BitReader`, `HuffmanTable`), `PNGFilter` unfilters each scanline and
// `PNGPixelConverter` writes it as RGBA (`Adam7` for interlaced images).
