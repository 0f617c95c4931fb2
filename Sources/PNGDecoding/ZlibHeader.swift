/// The rules of the two-byte zlib header that starts a PNG's image data (RFC 1950 §2.2, PNG §10.1).
///
/// CMF's low nibble is the method (8 = deflate, the only one PNG allows), its high nibble the window size
/// as log2 − 8 (at most 7, a 32 KB window); FLG's bit 5 asks for a preset dictionary, which PNG forbids;
/// and `CMF * 256 + FLG` must be a multiple of 31.
package enum ZlibHeader {
  /// The first rule the header breaks, as a phrase, or nil when it is valid.
  package static func problem(cmf: UInt8, flg: UInt8) -> String? {
    if cmf & 0x0F != 8 { return "compression method \(cmf & 0x0F) is not 8 (deflate)" }
    if cmf >> 4 > 7 { return "window size 2^\(Int(cmf >> 4) + 8) exceeds the 32 KB maximum" }
    if (UInt16(cmf) << 8 | UInt16(flg)) % 31 != 0 { return "the check bits do not make it a multiple of 31" }
    if flg & 0x20 != 0 { return "it asks for a preset dictionary, which PNG forbids" }
    return nil
  }

  /// Decompresses the zlib stream `compressed` into `output`, which it must fill exactly, and checks the
  /// Adler-32 checksum of the result.
  ///
  /// Bytes after the checksum are ignored, as libpng does.
  ///
  /// - Throws: `invalidZlibHeader`, `invalidDeflateData`, `tooMuchImageData`, `notEnoughImageData` or
  ///   `adlerMismatch`, in the order the problems are met.
  static func decompress(
    _ compressed: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>
  ) throws(PNGFault) {
    try [BitReader.Segment(start: 0, end: compressed.count)].withUnsafeBufferPointer {
      (segments) throws(PNGFault) in
      try decompress(BitReader(input: compressed, segments: segments), into: output)
    }
  }

  /// Decompresses the zlib stream that `reader` reads (a PNG's IDAT chunks in place) into `output`, which
  /// it must fill exactly, and checks the Adler-32 checksum of the result, as `decompress(_:into:)`.
  static func decompress(_ reader: BitReader, into output: UnsafeMutableBufferPointer<UInt8>) throws(PNGFault)
  {
    var reader = reader
    guard reader.remainingBytes >= 2 else { throw .invalidDeflateData(.unexpectedEndOfData) }
    let cmf = UInt8(try reader.bits(8))
    let flg = UInt8(try reader.bits(8))
    guard problem(cmf: cmf, flg: flg) == nil else { throw .invalidZlibHeader(cmf: cmf, flg: flg) }
    var inflater = Inflater(reader: reader, output: output)
    try inflater.inflate()
    guard inflater.written == output.count else {
      throw .notEnoughImageData(expected: output.count, actual: inflater.written)
    }
    guard inflater.reader.remainingBytes >= 4 else { throw .invalidDeflateData(.unexpectedEndOfData) }
    var stored: UInt32 = 0
    for _ in 0..<4 { stored = stored << 8 | UInt32(try inflater.reader.bits(8)) }
    let computed = Adler32.checksum(UnsafeBufferPointer(output))
    guard stored == computed else { throw .adlerMismatch(stored: stored, computed: computed) }
  }
}
