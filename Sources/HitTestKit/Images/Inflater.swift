/// A deflate decoder (RFC 1951) that writes into a buffer of exactly the size the caller expects.
///
/// The output buffer is the memory bound: a stream that would write one byte more than `output.count`
/// stops with `PNGError.tooMuchImageData` instead of growing anything, which defuses decompression bombs.
/// Input bits are read least significant bit first through a 64-bit buffer refilled eight bytes at a time.
/// Every read is checked against the end of the input; running out throws `.unexpectedEndOfData`.
///
/// The decoder borrows its buffers: create it inside `withUnsafeBufferPointer` and do not let it escape.
struct Inflater {
  /// The compressed bytes.
  let input: UnsafeBufferPointer<UInt8>
  /// Where decompressed bytes go; its size is the most that may be written.
  let output: UnsafeMutableBufferPointer<UInt8>
  /// The next input byte to load into `bitBuffer`.
  var position: Int
  /// Input bits not yet consumed, least significant first; bits above `bitCount` may hold look-ahead.
  var bitBuffer: UInt64 = 0
  /// How many bits of `bitBuffer` are real, unconsumed input.
  var bitCount = 0
  /// How many bytes have been written to `output`.
  var written = 0

  /// Prepares to decode the deflate stream that starts at byte `start` of `input`.
  init(input: UnsafeBufferPointer<UInt8>, startingAt start: Int, output: UnsafeMutableBufferPointer<UInt8>) {
    self.input = input
    self.output = output
    self.position = start
  }

  /// Decodes blocks until the final one, then returns the offset of the first input byte after the stream.
  mutating func inflate() throws(PNGError) -> Int {
    var isFinal = false
    while !isFinal {
      let header = try bits(3)
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
    alignToByte()
    return position
  }

  /// Tops the bit buffer up to at least 56 bits, or to the end of the input.
  @inline(__always)
  mutating func refill() {
    if position + 8 <= input.count {
      let word = UnsafeRawPointer(input.baseAddress!).loadUnaligned(fromByteOffset: position, as: UInt64.self)
      bitBuffer |= UInt64(littleEndian: word) << UInt64(bitCount)
      let bytes = (63 - bitCount) >> 3
      position += bytes
      bitCount += bytes << 3
    } else {
      while bitCount <= 56 && position < input.count {
        bitBuffer |= UInt64(input[position]) << UInt64(bitCount)
        position += 1
        bitCount += 8
      }
    }
  }

  /// Reads `count` bits (at most 32) as an unsigned number, first bit least significant.
  @inline(__always)
  mutating func bits(_ count: Int) throws(PNGError) -> Int {
    if bitCount < count {
      refill()
      guard bitCount >= count else { throw .invalidDeflateData(.unexpectedEndOfData) }
    }
    let value = Int(truncatingIfNeeded: bitBuffer & ((1 << UInt64(count)) &- 1))
    bitBuffer >>= UInt64(count)
    bitCount -= count
    return value
  }

  /// Reads one symbol of `table`.
  @inline(__always)
  mutating func decode(_ table: HuffmanTable) throws(PNGError) -> Int {
    if bitCount < HuffmanTable.maximumCodeLength { refill() }
    let entry = Int(table.fast[Int(truncatingIfNeeded: bitBuffer) & ((1 << HuffmanTable.fastBits) - 1)])
    let length = entry & 15
    if length != 0 && length <= bitCount {
      bitBuffer >>= UInt64(length)
      bitCount -= length
      return entry >> 4
    }
    let (symbol, slowLength) = try table.decodeSlowly(bitBuffer, available: bitCount)
    bitBuffer >>= UInt64(slowLength)
    bitCount -= slowLength
    return symbol
  }

  /// Drops the bits left in the current byte and returns whole unread bytes from the buffer to the input.
  mutating func alignToByte() {
    position -= bitCount >> 3
    bitBuffer = 0
    bitCount = 0
  }
}
