/// A PNG file decoded to 8-bit RGBA: what HitTestKit's `Image(pngBytes:)` and `PNGDecoder` are made of.
///
/// Every standard layout decodes (PNG specification, third edition): color types 0, 2, 3, 4, 6 at every
/// legal bit depth, palettes with `tRNS` alpha, gray and RGB color keys, Adam7 interlacing, image data
/// split over many `IDAT` chunks, and stored, fixed and dynamic deflate blocks. Malformed input throws a
/// `PNGFault` and never traps. Memory stays within what the header declares, which `maximumPixelCount`
/// caps before anything the size of the image is allocated.
package struct PNGPixels: Sendable {
  /// The width in pixels.
  package let width: Int
  /// The height in pixels.
  package let height: Int
  /// 4 × width × height bytes, red, green, blue and alpha per pixel (alpha not premultiplied), rows from
  /// the top.
  package let rgba: [UInt8]

  /// Decodes the PNG file `bytes`, borrowed for the call.
  ///
  /// - Throws: the `PNGFault` that says what was wrong; `imageTooLarge` when the header declares more
  ///   than `maximumPixelCount` pixels.
  package init(decoding bytes: UnsafeBufferPointer<UInt8>, maximumPixelCount: Int) throws(PNGFault) {
    let contents = try PNGContents(bytes, maximumPixelCount: maximumPixelCount)
    rgba = try contents.rgbaPixels(from: bytes)
    (width, height) = (contents.header.width, contents.header.height)
  }
}
