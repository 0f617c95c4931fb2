extension Inflater {
  /// Base match length for length symbols 257–285 (RFC 1951 §3.2.5).
  static let lengthBases: [UInt16] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195,
    227, 258,
  ]
  /// Extra bits after length symbols 257–285 (RFC 1951 §3.2.5).
  static let lengthExtraBits: [UInt8] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  /// Base distance for distance symbols 0–29 (RFC 1951 §3.2.5).
  static let distanceBases: [UInt16] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
    4097, 6145, 8193, 12289, 16385, 24577,
  ]
  /// Extra bits after distance symbols 0–29 (RFC 1951 §3.2.5).
  static let distanceExtraBits: [UInt8] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
  ]
  /// The order in which a dynamic block lists the code-length code's lengths (RFC 1951 §3.2.7).
  static let codeLengthOrder: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

  /// Copies a stored block (block type 0): LEN, its complement NLEN, then LEN raw bytes.
  mutating func copyStoredBlock() throws(PNGFault) {
    reader.alignToByte()
    let length = try reader.bits(16)
    let complement = try reader.bits(16)
    guard length == ~complement & 0xFFFF else {
      throw .invalidDeflateData(.storedLengthMismatch(length: UInt16(length), complement: UInt16(complement)))
    }
    guard length <= reader.remainingBytes else { throw .invalidDeflateData(.unexpectedEndOfData) }
    guard length <= output.count - written else { throw .tooMuchImageData(expected: output.count) }
    try reader.copyBytes(length, to: output.baseAddress! + written)
    written += length
  }

  /// Decodes literals and back-references with the given codes until the end-of-block symbol.
  ///
  /// Most of a block goes through `decodeQuickly`, which stops where its input or output margin ends or
  /// at a code it does not resolve in one lookup; `decodeSymbolCarefully` then decodes one symbol (and
  /// its match) with every check, and the quick loop resumes.
  mutating func decodeBlock(literals: HuffmanTable, distances: HuffmanTable) throws(PNGFault) {
    let entries = DecodeEntries(literals: literals, distances: distances)
    defer { entries.deallocate() }
    while true {
      if try decodeQuickly(entries, distances: distances) { return }
      if try decodeSymbolCarefully(literals: literals, distances: distances) { return }
    }
  }

  /// Decodes one literal, or one length and its distance and copies the match, checking every read and
  /// write; returns true when the symbol is the end of the block.
  ///
  /// The reader and the output position are copied into locals and stored back once when it ends or
  /// throws (see `BitReader`).
  @inline(never)
  mutating func decodeSymbolCarefully(literals: HuffmanTable, distances: HuffmanTable) throws(PNGFault)
    -> Bool
  {
    var reader = self.reader
    var written = self.written
    defer {
      self.reader = reader
      self.written = written
    }
    let symbol = try reader.decode(literals)
    if symbol < 256 {
      guard written < output.count else { throw .tooMuchImageData(expected: output.count) }
      output[written] = UInt8(truncatingIfNeeded: symbol)
      written += 1
      return false
    }
    if symbol == 256 { return true }
    let lengthIndex = symbol - 257
    guard lengthIndex < 29 else { throw .invalidDeflateData(.reservedSymbol(symbol)) }
    let length =
      Int(Self.lengthBases[lengthIndex]) + (try reader.bits(Int(Self.lengthExtraBits[lengthIndex])))
    let distance = try reader.decodeDistance(distances)
    try Self.copyMatch(length: length, distance: distance, in: output, written: &written)
    return false
  }

  /// Appends `length` bytes copied from `distance` bytes back; the source may overlap the destination.
  @inline(__always)
  static func copyMatch(
    length: Int, distance: Int, in output: UnsafeMutableBufferPointer<UInt8>, written: inout Int
  ) throws(PNGFault) {
    guard distance <= written else {
      throw .invalidDeflateData(.distanceTooFarBack(distance: distance, available: written))
    }
    guard length <= output.count - written else { throw .tooMuchImageData(expected: output.count) }
    let destination = output.baseAddress! + written
    let source = destination - distance
    if distance >= length && length >= 32 {
      destination.update(from: source, count: length)
    } else if distance == 1 {
      destination.update(repeating: source.pointee, count: length)
    } else if distance >= 8 && length <= output.count - written - 8 {
      // Eight bytes at a time, possibly overlapping: each load reads only bytes already written, because
      // the source is at least 8 behind. It may write up to 7 bytes past the match, inside the buffer;
      // later output overwrites them (a stream that stops early fails as `notEnoughImageData` anyway).
      var offset = 0
      while offset < length {
        let word = UnsafeRawPointer(source + offset).loadUnaligned(as: UInt64.self)
        UnsafeMutableRawPointer(destination + offset).storeBytes(of: word, as: UInt64.self)
        offset += 8
      }
    } else {
      for index in 0..<length { destination[index] = source[index] }
    }
    written += length
  }

  /// Reads a dynamic block's header (RFC 1951 §3.2.7) and returns its literal/length and distance codes.
  mutating func readDynamicTables() throws(PNGFault) -> (HuffmanTable, HuffmanTable) {
    let literalCount = try reader.bits(5) + 257
    let distanceCount = try reader.bits(5) + 1
    let codeLengthCount = try reader.bits(4) + 4
    guard literalCount <= 286, distanceCount <= 30 else {
      throw .invalidDeflateData(.invalidCodeLengths(reason: "more than 286 length or 30 distance codes"))
    }
    var codeLengthLengths = [UInt8](repeating: 0, count: 19)
    for index in 0..<codeLengthCount {
      codeLengthLengths[Self.codeLengthOrder[index]] = UInt8(try reader.bits(3))
    }
    let codeLengthCode = try HuffmanTable(lengths: codeLengthLengths)
    var lengths = [UInt8](repeating: 0, count: literalCount + distanceCount)
    var index = 0
    while index < lengths.count {
      let symbol = try reader.decode(codeLengthCode)
      if symbol < 16 {
        lengths[index] = UInt8(symbol)
        index += 1
        continue
      }
      let value: UInt8
      let repeatCount: Int
      switch symbol {
      case 16:
        guard index > 0 else {
          throw .invalidDeflateData(.invalidCodeLengths(reason: "repeat with no previous length"))
        }
        value = lengths[index - 1]
        repeatCount = 3 + (try reader.bits(2))
      case 17:
        value = 0
        repeatCount = 3 + (try reader.bits(3))
      default:
        value = 0
        repeatCount = 11 + (try reader.bits(7))
      }
      guard repeatCount <= lengths.count - index else {
        throw .invalidDeflateData(.invalidCodeLengths(reason: "repeat past the last code length"))
      }
      for offset in index..<(index + repeatCount) { lengths[offset] = value }
      index += repeatCount
    }
    guard lengths[256] != 0 else {
      throw .invalidDeflateData(.invalidCodeLengths(reason: "no code for the end-of-block symbol"))
    }
    let literals = try HuffmanTable(lengths: lengths[0..<literalCount])
    let distances = try HuffmanTable(lengths: lengths[literalCount...])
    return (literals, distances)
  }
}
