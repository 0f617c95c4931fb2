import Testing

@testable import HitTestKit

/// 1-, 2- and 4-bit gray samples scale to 0…255 by `v · 255 / (2^depth − 1)` (PNG §13.12): every value
/// of each depth, packed from the most significant bit, in one row.
@Suite struct PNGSubByteGrayTests {
  @Test("every sample value of a 1-, 2- or 4-bit gray image scales to 8 bits exactly", arguments: [1, 2, 4])
  func scalesEveryValue(depth: Int) throws {
    let values = Array(0..<(1 << depth))
    var packed = [UInt8](repeating: 0, count: (values.count * depth + 7) / 8)
    for (index, value) in values.enumerated() {
      let bit = index * depth
      packed[bit / 8] |= UInt8(value << (8 - depth - bit % 8))
    }
    let header = PNGTestFile.header(width: UInt32(values.count), height: 1, depth: UInt8(depth), colorType: 0)
    let image = try Image(pngBytes: PNGTestFile.file(header: header, raw: [0] + packed))
    let expected = values.flatMap { value -> [UInt8] in
      let gray = UInt8(value * 255 / ((1 << depth) - 1))
      return [gray, gray, gray, 255]
    }
    #expect(image.rgba == expected)
  }

  @Test("2-bit gray: 0, 1, 2, 3 are 0, 85, 170, 255")
  func twoBitValues() throws {
    let header = PNGTestFile.header(width: 4, height: 1, depth: 2, colorType: 0)
    let image = try Image(pngBytes: PNGTestFile.file(header: header, raw: [0, 0b00_01_10_11]))
    #expect(image.rgba.enumerated().filter { $0.offset % 4 == 0 }.map(\.element) == [0, 85, 170, 255])
  }
}
