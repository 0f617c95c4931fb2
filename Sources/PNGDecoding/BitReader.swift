/// Reads a deflate stream's bits (RFC 1951 §3.1.1): least significant bit first, through a 64-bit buffer
/// refilled eight bytes at a time.
///
/// The stream may lie in several pieces of `input` (`segments`, in order): a PNG's image data is split over
/// IDAT chunks, which are read where they are in the file instead of being copied together first (the copy
/// was as large as the compressed data: 7 MiB more peak memory for a 4096² gray image, issue 11). Loads of
/// eight bytes stay inside the current segment; the last bytes of a segment come byte by byte, continuing
/// into the next.
///
/// A value type on purpose: the inflater's hot loop copies it into a local variable, so the buffer, the
/// bit count and the input position live in registers for a whole block and are stored back once, at the
/// block's end (or when it throws). Kept in the inflater, every symbol stored them to memory, because a
/// byte written through the output pointer could, for all the optimizer knows, alias them (13–20% of
/// inflate time on photo-like images, issue 11). Every read is checked against the end of the input;
/// running out throws `.unexpectedEndOfData`.
struct BitReader {
  /// A part of the input that holds part of the stream: offsets `start` up to, not including, `end`.
  ///
  /// A struct of its own rather than `Range<Int>`: an array of ranges makes the Swift runtime look up
  /// `Int: Comparable` by name when it first allocates one, a search through every protocol conformance
  /// the program holds (with `PNGColorType`'s former `Set`, 0.6–0.8 MiB of peak memory and half a
  /// million instructions on a program's first decode, issue 11).
  struct Segment {
    /// The offset of the segment's first byte in the input.
    let start: Int
    /// The offset just past the segment's last byte.
    let end: Int
  }

  /// The bytes that hold the stream (a whole PNG file, or just the stream).
  let input: UnsafeBufferPointer<UInt8>
  /// The parts of `input` that make up the stream, in order.
  let segments: UnsafeBufferPointer<Segment>
  /// The index in `segments` of the segment being read.
  var segmentIndex = 0
  /// The end of the segment being read: `position` never passes it.
  var segmentEnd: Int
  /// The stream offset of a byte minus its offset in `input`, for the segment being read.
  var streamOffset: Int
  /// The stream's length: the sum of the segments' lengths.
  let streamLength: Int
  /// The next input byte to load into `bitBuffer`.
  var position: Int
  /// Input bits not yet consumed, least significant first; bits above `bitCount` may hold look-ahead,
  /// always the bytes that follow.
  var bitBuffer: UInt64 = 0
  /// How many bits of `bitBuffer` are real, unconsumed input.
  var bitCount = 0

  /// Prepares to read the stream made of `segments` of `input`, which must be in bounds and in order;
  /// `segments` must not be empty.
  init(input: UnsafeBufferPointer<UInt8>, segments: UnsafeBufferPointer<Segment>) {
    self.input = input
    self.segments = segments
    position = segments[0].start
    segmentEnd = segments[0].end
    streamOffset = -segments[0].start
    streamLength = segments.reduce(0) { $0 + $1.end - $1.start }
  }

  /// The whole bytes not yet consumed: those in the buffer and those still in the input.
  var remainingBytes: Int { streamLength - (position + streamOffset) + bitCount >> 3 }

  /// Tops the bit buffer up to at least 56 bits, or to the end of the input.
  @inline(__always)
  mutating func refill() {
    if position + 8 <= segmentEnd {
      let word = UnsafeRawPointer(input.baseAddress!).loadUnaligned(fromByteOffset: position, as: UInt64.self)
      bitBuffer |= UInt64(littleEndian: word) << UInt64(bitCount)
      let bytes = (63 - bitCount) >> 3
      position += bytes
      bitCount += bytes << 3
    } else {
      refillByteByByte()
    }
  }

  /// The end of a segment: tops the buffer up a byte at a time, moving on to the next segments.
  @inline(never)
  mutating func refillByteByByte() {
    while bitCount <= 56 {
      if position == segmentEnd {
        guard segmentIndex + 1 < segments.count else { return }
        moveToNextSegment()
        continue
      }
      bitBuffer |= UInt64(input[position]) << UInt64(bitCount)
      position += 1
      bitCount += 8
    }
  }

  /// Continues at the start of the next segment, which the caller has checked exists.
  mutating func moveToNextSegment() {
    segmentIndex += 1
    let next = segments[segmentIndex]
    streamOffset += segmentEnd - next.start
    position = next.start
    segmentEnd = next.end
  }

  /// Reads `count` bits (at most 32) as an unsigned number, first bit least significant.
  @inline(__always)
  mutating func bits(_ count: Int) throws(PNGFault) -> Int {
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
  mutating func decode(_ table: HuffmanTable) throws(PNGFault) -> Int {
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
  mutating func decodeSlowly(_ table: HuffmanTable) throws(PNGFault) -> Int {
    let (symbol, length) = try table.decodeSlowly(bitBuffer, available: bitCount)
    bitBuffer >>= UInt64(length)
    bitCount -= length
    return symbol
  }

  /// Drops the bits left in the current byte; whole buffered bytes stay for the next reads.
  mutating func alignToByte() {
    let partial = bitCount & 7
    bitBuffer >>= UInt64(partial)
    bitCount -= partial
  }

  /// Copies the next `count` whole bytes (the reader is at a byte boundary) to `destination`.
  ///
  /// - Throws: `.unexpectedEndOfData` when the input ends first (callers check `remainingBytes` before, to
  ///   report the error before writing anything).
  mutating func copyBytes(_ count: Int, to destination: UnsafeMutablePointer<UInt8>) throws(PNGFault) {
    var copied = 0
    while copied < count && bitCount >= 8 {
      destination[copied] = UInt8(truncatingIfNeeded: bitBuffer)
      bitBuffer >>= 8
      bitCount -= 8
      copied += 1
    }
    guard copied < count else { return }
    // The look-ahead bits are the bytes about to be copied from the input: drop them.
    bitBuffer = 0
    while copied < count {
      if position == segmentEnd {
        guard segmentIndex + 1 < segments.count else { throw .invalidDeflateData(.unexpectedEndOfData) }
        moveToNextSegment()
      }
      let run = min(count - copied, segmentEnd - position)
      (destination + copied).update(from: input.baseAddress! + position, count: run)
      position += run
      copied += run
    }
  }
}
