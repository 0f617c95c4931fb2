extension Inflater {
  /// The output room the quick loop keeps: the longest match (258 bytes) plus the 15 bytes a match copy
  /// may write past its end (it copies 16 bytes, then 8 at a time).
  static let quickOutputMargin = 258 + 15

  /// The input room the quick loop keeps: a refill loads 8 bytes.
  static let quickInputMargin = 8

  /// The bits the quick loop has in its buffer before each lookup: a length code of up to
  /// `HuffmanTable.fastBits` bits with its 5 extra bits (15), then a distance code with its 13 (23).
  static let quickBitsPerSymbol = 38

  /// Decodes the block's symbols while at least `quickInputMargin` input bytes (in the current segment)
  /// and `quickOutputMargin` output bytes are left; returns true at the end of the block, false when a margin runs out or a code
  /// needs more than one lookup (a code longer than `HuffmanTable.fastBits`, or one the code does not
  /// define), for `decodeSymbolCarefully` to take over.
  ///
  /// The margins are checked once per symbol instead of every read and write: with 38 bits buffered, a
  /// literal, or a length and its distance from `entries`, are consumed without refilling, and a match
  /// is at most 258 bytes. The bit buffer, bit count, input and output positions are plain locals kept in
  /// registers and stored back once (a `BitReader` whose address went to its out-of-line slow path was
  /// spilled to the stack at every symbol). Distances are still checked against the bytes written.
  /// Literals were 96% of the symbols of a 4096² gray image and the loop ran about 37 instructions for
  /// each (issue 11).
  mutating func decodeQuickly(_ entries: DecodeEntries, distances: HuffmanTable) throws(PNGFault) -> Bool {
    guard output.count >= Self.quickOutputMargin, let inputBase = reader.input.baseAddress else {
      return false
    }
    // Loads stay inside the segment being read (`BitReader`); the careful path crosses to the next.
    var inputLimit = reader.segmentEnd - Self.quickInputMargin
    let outputLimit = output.count - Self.quickOutputMargin
    let inputStart = UnsafeRawPointer(inputBase)
    let outputStart = output.baseAddress!
    var bitBuffer = reader.bitBuffer
    var bitCount = reader.bitCount
    var position = reader.position
    var written = self.written
    defer {
      reader.bitBuffer = bitBuffer
      reader.bitCount = bitCount
      reader.position = position
      self.written = written
    }
    let lengthEntries = UnsafePointer(entries.entries)
    let distanceEntries = lengthEntries + HuffmanTable.fastEntries
    let mask = UInt64(HuffmanTable.fastEntries - 1)
    while written <= outputLimit {
      if bitCount < Self.quickBitsPerSymbol {
        guard position <= inputLimit else { return false }
        let word = inputStart.loadUnaligned(fromByteOffset: position, as: UInt64.self)
        bitBuffer |= UInt64(littleEndian: word) &<< UInt64(truncatingIfNeeded: bitCount)
        position &+= (63 &- bitCount) >> 3
        bitCount |= 56
      }
      let entry = lengthEntries[Int(truncatingIfNeeded: bitBuffer & mask)]
      let codeLength = UInt64(entry & 15)
      if entry & DecodeEntries.literalFlag != 0 {
        outputStart[written] = UInt8(truncatingIfNeeded: entry >> 16)
        written &+= 1
        bitBuffer &>>= codeLength
        bitCount &-= Int(codeLength)
        continue
      }
      guard entry != 0 else { return false }
      if entry & DecodeEntries.endFlag != 0 {
        bitBuffer &>>= codeLength
        bitCount &-= Int(codeLength)
        return true
      }
      let lengthBits = codeLength &+ UInt64(entry >> 4 & 15)
      let length =
        Int(entry >> 16) &+ Int(truncatingIfNeeded: (bitBuffer & (1 &<< lengthBits &- 1)) &>> codeLength)
      bitBuffer &>>= lengthBits
      bitCount &-= Int(lengthBits)
      let distanceEntry = distanceEntries[Int(truncatingIfNeeded: bitBuffer & mask)]
      let distance: Int
      if distanceEntry != 0 {
        let distanceCodeLength = UInt64(distanceEntry & 15)
        let distanceBits = distanceCodeLength &+ UInt64(distanceEntry >> 4 & 15)
        distance =
          Int(distanceEntry >> 16)
          &+ Int(truncatingIfNeeded: (bitBuffer & (1 &<< distanceBits &- 1)) &>> distanceCodeLength)
        bitBuffer &>>= distanceBits
        bitCount &-= Int(distanceBits)
      } else {
        // A distance code longer than `fastBits`, or an undefined one: the checked reader decodes it.
        reader.bitBuffer = bitBuffer
        reader.bitCount = bitCount
        reader.position = position
        distance = try reader.decodeDistance(distances)
        (bitBuffer, bitCount, position) = (reader.bitBuffer, reader.bitCount, reader.position)
        inputLimit = reader.segmentEnd - Self.quickInputMargin
      }
      guard distance <= written else {
        throw .invalidDeflateData(.distanceTooFarBack(distance: distance, available: written))
      }
      let destination = UnsafeMutableRawPointer(outputStart + written)
      let source = UnsafeRawPointer(outputStart + (written &- distance))
      if distance >= 8 {
        // Sixteen bytes, then eight at a time, possibly overlapping: each load reads only bytes already
        // written, as the source is at least 8 behind; up to 15 bytes past the match are written, inside
        // the margin, and overwritten by later output. Most matches are 16 bytes or shorter.
        destination.storeBytes(of: source.loadUnaligned(as: UInt64.self), as: UInt64.self)
        destination.storeBytes(
          of: source.loadUnaligned(fromByteOffset: 8, as: UInt64.self), toByteOffset: 8, as: UInt64.self)
        var offset = 16
        while offset < length {
          destination.storeBytes(
            of: source.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset,
            as: UInt64.self)
          offset &+= 8
        }
      } else if distance == 1 {
        destination.initializeMemory(as: UInt8.self, repeating: source.load(as: UInt8.self), count: length)
      } else {
        for index in 0..<length {
          destination.storeBytes(
            of: source.load(fromByteOffset: index, as: UInt8.self), toByteOffset: index, as: UInt8.self)
        }
      }
      written &+= length
    }
    return false
  }
}

extension BitReader {
  /// Reads a distance code and its extra bits with every check (RFC 1951 §3.2.5).
  ///
  /// - Throws: `.reservedSymbol` for distance symbols 30 and 31, `.unexpectedEndOfData`, `.invalidCode`.
  @inline(never)
  mutating func decodeDistance(_ distances: HuffmanTable) throws(PNGFault) -> Int {
    let symbol = try decode(distances)
    guard symbol < 30 else { throw .invalidDeflateData(.reservedSymbol(symbol)) }
    return Int(Inflater.distanceBases[symbol]) + (try bits(Int(Inflater.distanceExtraBits[symbol])))
  }
}
