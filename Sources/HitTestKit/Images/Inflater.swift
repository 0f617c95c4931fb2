/// A deflate decoder (RFC 1951) that writes into a buffer of exactly the size the caller expects.
///
/// The output buffer is the memory bound: a stream that would write one byte more than `output.count`
/// stops with `PNGError.tooMuchImageData` instead of growing anything, which defuses decompression bombs.
/// Input bits come from a `BitReader`; running out of input throws `.unexpectedEndOfData`.
///
/// The decoder borrows its buffers: create it inside `withUnsafeBufferPointer` and do not let it escape.
struct Inflater {
  /// The compressed input and the position in it.
  var reader: BitReader
  /// Where decompressed bytes go; its size is the most that may be written.
  let output: UnsafeMutableBufferPointer<UInt8>
  /// How many bytes have been written to `output`.
  var written = 0

  /// Prepares to decode the deflate stream that starts at byte `start` of `input`.
  init(input: UnsafeBufferPointer<UInt8>, startingAt start: Int, output: UnsafeMutableBufferPointer<UInt8>) {
    self.reader = BitReader(input: input, position: start)
    self.output = output
  }

  /// Decodes blocks until the final one, then returns the offset of the first input byte after the stream.
  mutating func inflate() throws(PNGError) -> Int {
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
    return reader.position
  }
}
