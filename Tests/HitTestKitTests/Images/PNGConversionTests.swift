import Testing

@testable import HitTestKit
@testable import PNGDecoding

/// Every channel value of the common layouts, through each filter, on the dedicated converters and the
/// row-by-row path (the fixtures check alpha; these check red, green and blue too).
@Suite struct PNGConversionTests {
  /// A layout under test: PNG color type, channels, bit depth.
  struct Layout: CustomTestStringConvertible, Sendable {
    let colorType: UInt8
    let channels: Int
    let depth: Int
    var testDescription: String { "color type \(colorType), \(depth)-bit" }
  }

  static let layouts = [
    Layout(colorType: 0, channels: 1, depth: 8), Layout(colorType: 4, channels: 2, depth: 8),
    Layout(colorType: 2, channels: 3, depth: 8), Layout(colorType: 6, channels: 4, depth: 8),
    Layout(colorType: 0, channels: 1, depth: 16), Layout(colorType: 4, channels: 2, depth: 16),
    Layout(colorType: 2, channels: 3, depth: 16), Layout(colorType: 6, channels: 4, depth: 16),
  ]

  /// Deterministic samples (bytes, 16-bit samples big-endian) for a `width` × `height` image.
  static func samples(_ layout: Layout, width: Int, height: Int) -> [[UInt8]] {
    let rowBytes = width * layout.channels * layout.depth / 8
    return (0..<height).map { y in
      (0..<rowBytes).map { UInt8(truncatingIfNeeded: 37 * $0 + 101 * y + $0 * y) }
    }
  }

  /// The RGBA the documented rules give: high byte of 16-bit samples, gray copied to red/green/blue,
  /// alpha 255 without an alpha channel.
  static func expectedRGBA(_ layout: Layout, rows: [[UInt8]]) -> [UInt8] {
    let bytes = layout.depth / 8
    var rgba: [UInt8] = []
    for row in rows {
      for pixel in 0..<(row.count / (layout.channels * bytes)) {
        let channel = { (index: Int) in row[(pixel * layout.channels + index) * bytes] }
        switch layout.colorType {
        case 0: rgba += [channel(0), channel(0), channel(0), 255]
        case 4: rgba += [channel(0), channel(0), channel(0), channel(1)]
        case 2: rgba += [channel(0), channel(1), channel(2), 255]
        default: rgba += [channel(0), channel(1), channel(2), channel(3)]
        }
      }
    }
    return rgba
  }

  /// Filters `rows` with filter `row % 5` (None, Sub, Up, Average, Paeth in turn).
  static func filtered(_ rows: [[UInt8]], distance: Int) -> [UInt8] {
    var raw: [UInt8] = []
    for (y, row) in rows.enumerated() {
      let filter = y % 5
      raw.append(UInt8(filter))
      for index in row.indices {
        let left = index >= distance ? row[index - distance] : 0
        let above = y > 0 ? rows[y - 1][index] : 0
        let upperLeft = y > 0 && index >= distance ? rows[y - 1][index - distance] : 0
        let prediction: UInt8
        switch filter {
        case 0: prediction = 0
        case 1: prediction = left
        case 2: prediction = above
        case 3: prediction = UInt8((Int(left) + Int(above)) / 2)
        default: prediction = PNGFilter.paeth(left, above, upperLeft)
        }
        raw.append(row[index] &- prediction)
      }
    }
    return raw
  }

  @Test("non-interlaced images keep every channel through all five filters", arguments: layouts)
  func everyFilter(layout: Layout) throws {
    let (width, height) = (13, 11)
    let rows = Self.samples(layout, width: width, height: height)
    let distance = layout.channels * layout.depth / 8
    let header = PNGTestFile.header(
      width: UInt32(width), height: UInt32(height), depth: UInt8(layout.depth), colorType: layout.colorType)
    let image = try Image(
      pngBytes: PNGTestFile.file(header: header, raw: Self.filtered(rows, distance: distance)))
    #expect(image.rgba == Self.expectedRGBA(layout, rows: rows))
  }

  @Test("Adam7 images keep every channel", arguments: layouts)
  func interlaced(layout: Layout) throws {
    let (width, height) = (13, 11)
    let rows = Self.samples(layout, width: width, height: height)
    let bytes = layout.channels * layout.depth / 8
    var raw: [UInt8] = []
    for pass in Adam7.passes {
      let (columns, passRows) = pass.size(width: width, height: height)
      guard columns > 0, passRows > 0 else { continue }
      for row in 0..<passRows {
        raw.append(0)
        let source = rows[pass.yStart + row * pass.yStep]
        for column in 0..<columns {
          let x = pass.xStart + column * pass.xStep
          raw += source[(x * bytes)..<((x + 1) * bytes)]
        }
      }
    }
    let header = PNGTestFile.header(
      width: UInt32(width), height: UInt32(height), depth: UInt8(layout.depth), colorType: layout.colorType,
      interlace: 1)
    let image = try Image(pngBytes: PNGTestFile.file(header: header, raw: raw))
    #expect(image.rgba == Self.expectedRGBA(layout, rows: rows))
  }

  @Test("a bad filter type late in the image is reported before a palette index error early in it")
  func errorOrder() throws {
    let palette = PNGTestFile.chunk("PLTE", [1, 2, 3, 4, 5, 6])
    let header = PNGTestFile.header(width: 2, height: 3, depth: 8, colorType: 3)
    // Row 0 uses palette index 7 (past the two entries); row 2 has filter type 9.
    let raw: [UInt8] = [0, 7, 0, 0, 1, 1, 9, 0, 0]
    #expect(throws: PNGError.invalidFilterType(9, row: 2)) {
      try Image(pngBytes: PNGTestFile.file(header: header, before: [palette], raw: raw))
    }
  }
}
