import Testing

@testable import HitTestKit
@testable import PNGDecoding

/// Writes deflate bit streams by hand: values least significant bit first, Huffman codes most
/// significant bit first (RFC 1951 §3.1.1).
struct BitWriter {
  var bytes: [UInt8] = []
  var bitCount = 0

  mutating func bit(_ value: Int) {
    if bitCount % 8 == 0 { bytes.append(0) }
    bytes[bytes.count - 1] |= UInt8(value & 1) << UInt8(bitCount % 8)
    bitCount += 1
  }

  mutating func value(_ value: Int, bits: Int) {
    for index in 0..<bits { bit(value >> index) }
  }

  mutating func code(_ code: Int, length: Int) {
    for index in (0..<length).reversed() { bit(code >> index) }
  }

  /// Writes literal/length `symbol` with the fixed code of RFC 1951 §3.2.6.
  mutating func fixed(_ symbol: Int) {
    switch symbol {
    case 0..<144: code(0x30 + symbol, length: 8)
    case 144..<256: code(0x190 + symbol - 144, length: 9)
    case 256..<280: code(symbol - 256, length: 7)
    default: code(0xC0 + symbol - 280, length: 8)
    }
  }
}

@Suite struct InflaterTests {
  /// Runs `deflate` (raw deflate, zlib header and Adler-32 added here) into a buffer of `size` bytes.
  func inflate(_ deflate: [UInt8], size: Int, expectedAdler: [UInt8]? = nil) throws(PNGError) -> [UInt8] {
    var output = [UInt8](repeating: 0, count: size)
    let adler = expectedAdler ?? [0, 0, 0, 0]
    let stream: [UInt8] = [0x78, 0x01] + deflate + adler
    do {
      try stream.withUnsafeBufferPointer { input in
        try output.withUnsafeMutableBufferPointer { output in try ZlibHeader.decompress(input, into: output) }
      }
    } catch let fault as PNGFault {
      if case .adlerMismatch = fault, expectedAdler == nil { return output }
      throw PNGError(fault)
    } catch {
      Issue.record("unexpected error \(error)")
    }
    return output
  }

  @Test("fixed-code literals and overlapping back-references reproduce the text")
  func fixedBlock() throws {
    var writer = BitWriter()
    writer.value(1, bits: 1)
    writer.value(1, bits: 2)
    writer.fixed(Int(UInt8(ascii: "a")))
    writer.fixed(Int(UInt8(ascii: "b")))
    writer.fixed(264)  // length 10
    writer.code(1, length: 5)  // distance 2
    writer.fixed(256)
    let output = try inflate(writer.bytes, size: 12)
    #expect(String(decoding: output, as: UTF8.self) == "abababababab")
  }

  @Test("a back-reference before the start of the output is rejected")
  func distanceTooFarBack() {
    var writer = BitWriter()
    writer.value(1, bits: 1)
    writer.value(1, bits: 2)
    writer.fixed(Int(UInt8(ascii: "a")))
    writer.fixed(257)  // length 3
    writer.code(4, length: 5)  // distances 5-6, one extra bit
    writer.value(0, bits: 1)
    writer.fixed(256)
    #expect(throws: PNGError.invalidDeflateData(.distanceTooFarBack(distance: 5, available: 1))) {
      try inflate(writer.bytes, size: 4)
    }
  }

  @Test("reserved length and distance symbols are rejected", arguments: [286, 287])
  func reservedLength(symbol: Int) {
    var writer = BitWriter()
    writer.value(1, bits: 1)
    writer.value(1, bits: 2)
    writer.fixed(symbol)
    #expect(throws: PNGError.invalidDeflateData(.reservedSymbol(symbol))) {
      try inflate(writer.bytes, size: 4)
    }
  }

  @Test("a reserved distance symbol is rejected")
  func reservedDistance() {
    var writer = BitWriter()
    writer.value(1, bits: 1)
    writer.value(1, bits: 2)
    writer.fixed(65)
    writer.fixed(257)
    writer.code(30, length: 5)
    #expect(throws: PNGError.invalidDeflateData(.reservedSymbol(30))) { try inflate(writer.bytes, size: 4) }
  }

  /// A fixed block that starts with `prefix` literals (enough for the quick loop, which keeps 273 output
  /// and 8 input bytes of margin), then what `body` writes, then 300 literals (never reached if `body` is
  /// broken), and the end of the block.
  func quickLoopStream(prefix: [UInt8], _ body: (inout BitWriter) -> Void) -> [UInt8] {
    var writer = BitWriter()
    writer.value(1, bits: 1)
    writer.value(1, bits: 2)
    for byte in prefix { writer.fixed(Int(byte)) }
    body(&writer)
    for _ in 0..<300 { writer.fixed(Int(UInt8(ascii: "z"))) }
    writer.fixed(256)
    return writer.bytes
  }

  @Test("matches of every distance class and the longest length reproduce the text mid-stream")
  func quickLoopMatches() throws {
    let prefix = (0..<300).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
    // (length symbol, extra bits, extra value, distance symbol, extra bits, extra value) and the match.
    let matches: [(Int, Int, Int, Int, Int, Int, length: Int, distance: Int)] = [
      (264, 0, 0, 0, 0, 0, length: 10, distance: 1),
      (265, 1, 1, 1, 0, 0, length: 12, distance: 2),
      (269, 2, 3, 4, 1, 1, length: 22, distance: 6),
      (273, 3, 5, 6, 2, 3, length: 40, distance: 12),
      (285, 0, 0, 16, 7, 100, length: 258, distance: 357),
      (257, 0, 0, 3, 0, 0, length: 3, distance: 4),
    ]
    var expected = prefix
    let stream = quickLoopStream(prefix: prefix) { writer in
      for match in matches {
        writer.fixed(match.0)
        writer.value(match.2, bits: match.1)
        writer.code(match.3, length: 5)
        writer.value(match.5, bits: match.4)
        for _ in 0..<match.length { expected.append(expected[expected.count - match.distance]) }
      }
    }
    expected += [UInt8](repeating: UInt8(ascii: "z"), count: 300)
    #expect(try inflate(stream, size: expected.count) == expected)
  }

  @Test("bad matches are rejected mid-stream, where the quick loop decodes them, as at the end")
  func quickLoopRejects() {
    let prefix = [UInt8](repeating: UInt8(ascii: "a"), count: 300)
    let tooFar = quickLoopStream(prefix: prefix) { writer in
      writer.fixed(257)
      writer.code(29, length: 5)  // distances 24577-32768, 13 extra bits
      writer.value(8191, bits: 13)
    }
    #expect(throws: PNGError.invalidDeflateData(.distanceTooFarBack(distance: 32768, available: 300))) {
      try inflate(tooFar, size: 1000)
    }
    let reservedDistance = quickLoopStream(prefix: prefix) { writer in
      writer.fixed(257)
      writer.code(31, length: 5)
    }
    #expect(throws: PNGError.invalidDeflateData(.reservedSymbol(31))) {
      try inflate(reservedDistance, size: 1000)
    }
    let reservedLength = quickLoopStream(prefix: prefix) { writer in writer.fixed(287) }
    #expect(throws: PNGError.invalidDeflateData(.reservedSymbol(287))) {
      try inflate(reservedLength, size: 1000)
    }
  }

  @Test("a stored block whose length and complement disagree is rejected")
  func storedMismatch() {
    #expect(throws: PNGError.invalidDeflateData(.storedLengthMismatch(length: 2, complement: 0xFFFC))) {
      try inflate([1, 2, 0, 0xFC, 0xFF, 7, 7], size: 2)
    }
  }

  @Test("a stored block longer than the data left is rejected")
  func storedTruncated() {
    #expect(throws: PNGError.invalidDeflateData(.unexpectedEndOfData)) {
      try inflate([1, 200, 0, 55, 0xFF, 7, 7], size: 200)
    }
  }

  @Test("several stored blocks, one of them empty, concatenate")
  func storedBlocks() throws {
    let output = try inflate(
      [0, 2, 0, 0xFD, 0xFF, 1, 2, 0, 0, 0, 0xFF, 0xFF, 1, 1, 0, 0xFE, 0xFF, 3], size: 3)
    #expect(output == [1, 2, 3])
  }

  @Test("a stream that stops before its final block is truncated")
  func truncated() {
    var writer = BitWriter()
    writer.value(0, bits: 1)
    writer.value(1, bits: 2)
    writer.fixed(65)
    writer.fixed(256)
    // Not final: the decoder looks for another block header and finds only the Adler-32 bytes' bits,
    // so give it none at all.
    var output = [UInt8](repeating: 0, count: 1)
    let stream: [UInt8] = [0x78, 0x01] + writer.bytes
    #expect(throws: PNGFault.invalidDeflateData(.unexpectedEndOfData)) {
      try stream.withUnsafeBufferPointer { input in
        try output.withUnsafeMutableBufferPointer { output in try ZlibHeader.decompress(input, into: output) }
      }
    }
  }

  @Test("dynamic header: over-subscribed code-length code")
  func overSubscribed() {
    var writer = BitWriter()
    writer.value(1, bits: 1)
    writer.value(2, bits: 2)
    writer.value(0, bits: 5)
    writer.value(0, bits: 5)
    writer.value(15, bits: 4)
    for _ in 0..<19 { writer.value(1, bits: 3) }
    #expect(throws: PNGError.invalidDeflateData(.invalidCodeLengths(reason: "over-subscribed code"))) {
      try inflate(writer.bytes + [0, 0], size: 4)
    }
  }

  @Test("dynamic header: a repeat code with no previous length")
  func repeatWithoutPrevious() {
    var writer = BitWriter()
    writer.value(1, bits: 1)
    writer.value(2, bits: 2)
    writer.value(0, bits: 5)
    writer.value(0, bits: 5)
    writer.value(0, bits: 4)  // 4 code-length code lengths: for 16, 17, 18, 0
    for length in [1, 0, 0, 1] { writer.value(length, bits: 3) }
    writer.code(1, length: 1)  // symbol 16 (canonical: 0 gets code 0, 16 gets code 1)
    writer.value(0, bits: 2)
    #expect(
      throws: PNGError.invalidDeflateData(.invalidCodeLengths(reason: "repeat with no previous length"))
    ) {
      try inflate(writer.bytes + [0, 0], size: 4)
    }
  }

  /// A dynamic block header whose literal/length and distance code lengths (258 of them with HLIT = 0 and
  /// HDIST = 0) are all zeros sent as two code-18 runs of `first` and `second` zeros.
  func zeroRuns(_ first: Int, _ second: Int) -> [UInt8] {
    var writer = BitWriter()
    writer.value(1, bits: 1)
    writer.value(2, bits: 2)
    writer.value(0, bits: 5)
    writer.value(0, bits: 5)
    writer.value(0, bits: 4)
    for length in [0, 0, 1, 1] { writer.value(length, bits: 3) }  // 0 gets code 0, 18 gets code 1
    writer.code(1, length: 1)
    writer.value(first - 11, bits: 7)
    writer.code(1, length: 1)
    writer.value(second - 11, bits: 7)
    return writer.bytes + [0, 0]
  }

  @Test("dynamic header: no code for the end-of-block symbol")
  func noEndOfBlock() {
    #expect(
      throws: PNGError.invalidDeflateData(.invalidCodeLengths(reason: "no code for the end-of-block symbol"))
    ) {
      try inflate(zeroRuns(138, 120), size: 4)
    }
  }

  @Test("dynamic header: a repeat running past the last code length")
  func repeatPastEnd() {
    #expect(
      throws: PNGError.invalidDeflateData(.invalidCodeLengths(reason: "repeat past the last code length"))
    ) {
      try inflate(zeroRuns(138, 121), size: 4)
    }
  }

  @Test(
    "the zlib header rules",
    arguments: [
      ([0x79, 0x9C] as [UInt8], "compression method 9 is not 8 (deflate)"),
      ([0x88, 0x98], "window size 2^16 exceeds the 32 KB maximum"),
      ([0x78, 0x9D], "the check bits do not make it a multiple of 31"),
      ([0x78, 0xBB], "it asks for a preset dictionary, which PNG forbids"),
    ])
  func zlibHeader(header: [UInt8], problem: String) {
    #expect(ZlibHeader.problem(cmf: header[0], flg: header[1]) == problem)
  }

  @Test("the checksums match their published check values")
  func checksums() {
    let text = Array("123456789".utf8)
    #expect(text.withUnsafeBufferPointer { CRC32.checksum($0) } == 0xCBF4_3926)
    #expect(Array("Wikipedia".utf8).withUnsafeBufferPointer { Adler32.checksum($0) } == 0x11E6_0398)
    let long = (0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
    var byteByByte: UInt32 = 0xFFFF_FFFF
    for byte in long {
      byteByByte ^= UInt32(byte)
      for _ in 0..<8 { byteByByte = byteByByte & 1 == 1 ? 0xEDB8_8320 ^ (byteByByte >> 1) : byteByByte >> 1 }
    }
    #expect(long.withUnsafeBufferPointer { CRC32.checksum($0) } == ~byteByByte)
    var (a, b): (UInt32, UInt32) = (1, 0)
    for byte in long {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    #expect(long.withUnsafeBufferPointer { Adler32.checksum($0) } == b << 16 | a)
  }
}
