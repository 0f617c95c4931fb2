import SeededRandomness
import Testing

@testable import HitTestKit
@testable import PNGDecoding

@Suite struct PNGFuzzTests {
  static let seeds = [
    "rgba8", "palette4-adam7", "gray16-key", "blocks-fixed", "multiple-idat", "filters-all-gray2",
  ]

  /// Decodes `bytes`; returns the error's case name, or "decoded" after checking the image is coherent.
  func outcome(_ bytes: [UInt8]) -> String {
    do {
      let image = try Image(pngBytes: bytes)
      #expect(image.rgba.count == image.pixelWidth * image.pixelHeight * 4)
      return "decoded"
    } catch {
      return Mirror(reflecting: error).children.first?.label ?? "\(error)"
    }
  }

  /// Recomputes the CRC of every chunk whose bytes are all present, so mutations get past the CRC check.
  func fixingCRCs(_ bytes: [UInt8]) -> [UInt8] {
    var bytes = bytes
    var offset = 8
    while offset + 12 <= bytes.count {
      let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
      guard length <= bytes.count - offset - 12 else { break }
      let crc =
        bytes[(offset + 4)..<(offset + 8 + length)].withContiguousStorageIfAvailable { CRC32.checksum($0) }
        ?? Array(bytes[(offset + 4)..<(offset + 8 + length)]).withUnsafeBufferPointer { CRC32.checksum($0) }
      bytes.replaceSubrange((offset + 8 + length)..<(offset + 12 + length), with: PNGTestFile.bigEndian(crc))
      offset += 12 + length
    }
    return bytes
  }

  /// The byte ranges of the data of every IDAT chunk.
  func imageDataRanges(_ bytes: [UInt8]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var offset = 8
    while offset + 12 <= bytes.count {
      let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
      guard length <= bytes.count - offset - 12 else { break }
      if bytes[(offset + 4)..<(offset + 8)].elementsEqual("IDAT".utf8) {
        ranges.append((offset + 8)..<(offset + 8 + length))
      }
      offset += 12 + length
    }
    return ranges
  }

  func mutate(_ original: [UInt8], using rng: inout SplitMix64) -> [UInt8] {
    var bytes = original
    switch Int.random(in: 0..<6, using: &rng) {
    case 0:  // flip a few bits anywhere
      for _ in 0..<Int.random(in: 1...4, using: &rng) {
        bytes[Int.random(in: 0..<bytes.count, using: &rng)] ^= 1 << UInt8.random(in: 0..<8, using: &rng)
      }
    case 1:  // truncate
      bytes.removeLast(Int.random(in: 1..<bytes.count, using: &rng))
    case 2:  // change a chunk length field: small steps or anything
      let fields = [8, 33] + imageDataRanges(bytes).map { $0.lowerBound - 8 }
      let field = fields.randomElement(using: &rng)!
      let value: UInt32 =
        Bool.random(using: &rng)
        ? UInt32.random(in: 0...UInt32.max, using: &rng)
        : UInt32(
          truncatingIfNeeded: bytes[field..<(field + 4)].reduce(0) { $0 << 8 | Int($1) }
            + Int.random(in: -3...3, using: &rng))
      bytes.replaceSubrange(field..<(field + 4), with: PNGTestFile.bigEndian(value))
    case 3:  // random bytes over a short range
      let start = Int.random(in: 8..<bytes.count, using: &rng)
      for index in start..<min(bytes.count, start + Int.random(in: 1...8, using: &rng)) {
        bytes[index] = UInt8.random(in: 0...255, using: &rng)
      }
    default:  // flip bits inside the compressed image data, where the inflater will meet them
      let ranges = imageDataRanges(bytes).filter { !$0.isEmpty }
      guard let range = ranges.randomElement(using: &rng) else { break }
      for _ in 0..<Int.random(in: 1...3, using: &rng) {
        bytes[Int.random(in: range, using: &rng)] ^= 1 << UInt8.random(in: 0..<8, using: &rng)
      }
    }
    return Bool.random(using: &rng) ? fixingCRCs(bytes) : bytes
  }

  @Test("thousands of mutated files throw or decode, never trap, and reach the inflater and filters")
  func mutations() throws {
    var rng = SplitMix64(seed: 0x5EED)
    var seen: [String: Int] = [:]
    for name in Self.seeds {
      let original = try PNGFixtures.bytes(name)
      for _ in 0..<700 {
        seen[outcome(mutate(original, using: &rng)), default: 0] += 1
      }
    }
    for reached in ["badCRC", "truncatedChunk", "invalidDeflateData", "adlerMismatch", "decoded"] {
      #expect(seen[reached, default: 0] > 0, "no mutation produced \(reached): \(seen)")
    }
  }

  @Test("random headers over random raw data exercise every filter and layout without trapping")
  func generated() {
    var rng = SplitMix64(seed: 42)
    let layouts: [(UInt8, [UInt8])] = [
      (0, [1, 2, 4, 8, 16]), (2, [8, 16]), (3, [1, 2, 4, 8]), (4, [8, 16]), (6, [8, 16]),
    ]
    var seen: [String: Int] = [:]
    for _ in 0..<1500 {
      let (colorType, depths) = layouts.randomElement(using: &rng)!
      let depth = depths.randomElement(using: &rng)!
      let width = UInt32.random(in: 1...19, using: &rng)
      let height = UInt32.random(in: 1...19, using: &rng)
      let interlace = UInt8.random(in: 0...1, using: &rng)
      let header = PNGTestFile.header(
        width: width, height: height, depth: depth, colorType: colorType, interlace: interlace)
      // Usually exactly the right amount of data, sometimes one byte more or less; filter bytes are
      // random, so a few rows in a hundred have an invalid one.
      let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(colorType)]!
      let exact = Self.dataSize(
        width: Int(width), height: Int(height), bitsPerPixel: channels * Int(depth),
        interlaced: interlace == 1)
      let size = max(1, exact + [0, 0, 0, 0, 0, 0, -1, 1].randomElement(using: &rng)!)
      var raw = (0..<size).map { _ in UInt8.random(in: 0...255, using: &rng) }
      for index in raw.indices where UInt8.random(in: 0...255, using: &rng) > 4 { raw[index] %= 5 }
      var before: [[UInt8]] = []
      if colorType == 3 {
        let entries = Int.random(in: 1...(1 << Int(depth)), using: &rng)
        before.append(PNGTestFile.chunk("PLTE", [UInt8](repeating: 90, count: entries * 3)))
        before.append(
          PNGTestFile.chunk("tRNS", [UInt8](repeating: 7, count: Int.random(in: 0...entries, using: &rng))))
      }
      seen[outcome(PNGTestFile.file(header: header, before: before, raw: raw)), default: 0] += 1
    }
    for reached in ["invalidFilterType", "paletteIndexOutOfRange", "notEnoughImageData", "tooMuchImageData"] {
      #expect(seen[reached, default: 0] > 0, "no generated file produced \(reached): \(seen)")
    }
  }

  /// The decompressed size of an image: every row of every (Adam7) sub-image, with its filter byte.
  static func dataSize(width: Int, height: Int, bitsPerPixel: Int, interlaced: Bool) -> Int {
    let passes = interlaced ? Adam7.passes : [Adam7.Pass(xStart: 0, yStart: 0, xStep: 1, yStep: 1)]
    return passes.reduce(0) { total, pass in
      let (columns, rows) = pass.size(width: width, height: height)
      return columns == 0 ? total : total + rows * (1 + (columns * bitsPerPixel + 7) / 8)
    }
  }

  @Test("generated files of exactly the right size with valid filters always decode")
  func generatedExact() throws {
    var rng = SplitMix64(seed: 7)
    for _ in 0..<300 {
      let depth = [1, 2, 4, 8, 16].randomElement(using: &rng)!
      let width = Int.random(in: 1...17, using: &rng)
      let height = Int.random(in: 1...17, using: &rng)
      let interlace = UInt8.random(in: 0...1, using: &rng)
      var raw: [UInt8] = []
      for pass in interlace == 1 ? Adam7.passes : [Adam7.Pass(xStart: 0, yStart: 0, xStep: 1, yStep: 1)] {
        let (columns, rows) = pass.size(width: width, height: height)
        guard columns > 0 else { continue }
        for _ in 0..<rows {
          raw.append(UInt8.random(in: 0...4, using: &rng))
          raw += (0..<((columns * depth + 7) / 8)).map { _ in UInt8.random(in: 0...255, using: &rng) }
        }
      }
      let header = PNGTestFile.header(
        width: UInt32(width), height: UInt32(height), depth: UInt8(depth), colorType: 0, interlace: interlace)
      let image = try Image(pngBytes: PNGTestFile.file(header: header, raw: raw))
      #expect(image.pixelWidth == width && image.pixelHeight == height)
    }
  }
}
