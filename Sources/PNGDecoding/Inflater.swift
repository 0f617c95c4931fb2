/// A deflate decoder (RFC 1951) that writes into a buffer of exactly the size the caller expects.
///
/// The output buffer is the memory bound: a stream that would write one byte more than `output.count`
/// stops with `PNGFault.tooMuchImageData` instead of growing anything, which defuses decompression bombs.
/// Input bits come from a `BitReader`, which may read the stream from several pieces of its input;
/// running out of input throws `.unexpectedEndOfData`.
///
/// The decoder borrows its buffers: create it inside `withUnsafeBufferPointer` and do not let it escape.
package struct Inflater {
  /// The compressed input and the position in it.
  var reader: BitReader
  /// Where decompressed bytes go; its size is the most that may be written.
  let output: UnsafeMutableBufferPointer<UInt8>
  /// How many bytes have been written to `output`.
  var written = 0

  /// The most bytes one compressed byte can expand to in deflate: a 258-byte match coded in 2 bits
  /// (a 1-bit length code and a 1-bit distance code, RFC 1951), so 4 × 258 = 1032 per byte.
  ///
  /// Image data declaring more than its compressed bytes could ever produce is rejected as
  /// `PNGFault.decompressionBomb` before the decompression buffer is allocated.
  package static let maximumExpansionRatio = 1032

  /// Prepares to decode the deflate stream read by `reader`.
  init(reader: BitReader, output: UnsafeMutableBufferPointer<UInt8>) {
    self.reader = reader
    self.output = output
  }

  /// Decodes blocks until the final one, then drops the bits left in its last byte: the reader is then at
  /// the first byte after the stream.
  mutating func inflate() throws(PNGFault) {
    var isFinal = false
    while !isFinal {
      let header = try reader.bits(3)
      isFinal = header & 1 == 1
      switch header >> 1 {
      case 0: try copyStoredBlock()
      case 1: try decodeBlock(literals: .fixedLiteralLengths, distances: .fixedDistances)
      case 2:
        let (literals, distances) = try readDynamicTables()
        try decodeBlock(literals: literals, distances: distances)
      default: throw .invalidDeflateData(.reservedBlockType)
      }
    }
    reader.alignToByte()
  }
}
