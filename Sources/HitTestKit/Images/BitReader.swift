/// Reads a deflate stream's bits (RFC 1951 §3.1.1): least significant bit first, through a 64-bit buffer
/// refilled eight bytes at a time.
///
/// A value type on purpose: the inflater's hot loop copies it into a local variable, so the buffer, the
/// bit count and the input position live in registers for a whole block and are stored back once, at the
/// block's end (or when it throws). Kept in the inflater, every symbol stored them to memory, because a
/// byte written through the output pointer could, for all the optimizer knows, alias them (13–20% of
/// inflate time on photo-like images, issue 11). Every read is checked against the end of the input;
/// running out throws `.unexpectedEndOfData`.
struct BitReader {
  /// The compressed bytes.
  let input: UnsafeBufferPointer<UInt8>
  /// The next input byte to load into `bitBuffer`.
  var position: Int
  /// Input bits not yet consumed, least significant first; bits above `bitCount` may hold look-ahead.
  var bitBuffer: UInt64 = 0
  /// How many bits of `bitBuffer` are real, unconsumed input.
  var bitCount = 0

  /// Prepares to read `input` from byte `position` on.
  init(input: UnsafeBufferPointer<UInt8>, position: Int) {
    self.input = input
    self.position = position
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

  /// Takes `count` bits (at most 32) that are known to be in the buffer (`count <= bitCount`).
  @inline(__always)
  mutating func take(_ count: Int) -> Int {
    let value = Int(truncatingIfNeeded: bitBuffer & ((1 << UInt64(count)) &- 1))
    bitBuffer >>= UInt64(count)
    bitCount -= count
    return value
  }

  /// Reads one symbol of `table`: one lookup for codes of up to `HuffmanTable.fastBits` bits, the
  /// table's slow walk for longer ones.
  @inline(__always)
  mutating func decode(_ table: HuffmanTable) throws(PNGError) -> Int {
    if bitCount < HuffmanTable.maximumCodeLength { refill() }
    let entry = Int(table.fast[Int(truncatingIfNeeded: bitBuffer) & (HuffmanTable.fastEntries - 1)])
    let length = entry & 15
    if length != 0 && length <= bitCount {
      bitBuffer >>= UInt64(length)
      bitCount -= length
      return entry >> 4
    }
    return try decodeSlowly(table)
  }

  /// The rare case of `decode`: a code longer than `HuffmanTable.fastBits`, or the input's last bits.
  @inline(never)
  mutating func decodeSlowly(_ table: HuffmanTable) throws(PNGError) -> Int {
    let (symbol, length) = try table.decodeSlowly(bitBuffer, available: bitCount)
    bitBuffer >>= UInt64(length)
    bitCount -= length
    return symbol
  }

  /// Drops the bits left in the current byte and returns whole unread bytes from the buffer to the input.
  mutating func alignToByte() {
    position -= bitCount >> 3
    bitBuffer = 0
    bitCount = 0
  }
}
