import Foundation
import HitTestKit
import Testing

@Suite struct ImageTests {
  @Test("size in points is pixels divided by scale")
  func size() throws {
    let image = try Image(width: 60, height: 40, scale: 2, alpha: [UInt8](repeating: 255, count: 2400))
    #expect(image.size == CGSize(width: 30, height: 20))
    #expect(try Image(width: 3, height: 3, scale: 3) { _, _ in 0 }.size == CGSize(width: 1, height: 1))
  }

  @Test("an alpha array is stored row-major, top row first, as black pixels")
  func alphaArray() throws {
    let image = try Image(width: 3, height: 2, alpha: [1, 2, 3, 4, 5, 6])
    #expect(image.alpha(atPixelX: 2, y: 0) == 3)
    #expect(image.alpha(atPixelX: 0, y: 1) == 4)
    #expect(image.pixel(atX: 1, y: 1) == Image.Pixel(red: 0, green: 0, blue: 0, alpha: 5))
    #expect(image.alphaPlane == [1, 2, 3, 4, 5, 6])
  }

  @Test("the closure form receives column then row")
  func closure() throws {
    let image = try Image(width: 4, height: 3) { x, y in UInt8(10 * y + x) }
    #expect(image.alphaPlane == [0, 1, 2, 3, 10, 11, 12, 13, 20, 21, 22, 23])
  }

  @Test(
    "pixels outside the image answer nil", arguments: [(-1, 0), (0, -1), (3, 0), (0, 2), (Int.min, Int.max)])
  func outside(x: Int, y: Int) throws {
    let image = try Image(width: 3, height: 2, alpha: [UInt8](repeating: 9, count: 6))
    #expect(image.alpha(atPixelX: x, y: y) == nil)
    #expect(image.pixel(atX: x, y: y) == nil)
  }

  @Test("a size error names its cause: a dimension below 1, or RGBA bytes that overflow Int")
  func sizeErrorCauses() {
    let tooSmall = ImageError.invalidSize(width: 0, height: 2).description
    #expect(tooSmall.contains("must be at least 1"))
    for (width, height) in [(Int.max, 2), (1 << 31, 1 << 30), (Int.max, Int.max)] {
      #expect(throws: ImageError.invalidSize(width: width, height: height)) {
        try Image(width: width, height: height, alpha: [])
      }
      let tooLarge = ImageError.invalidSize(width: width, height: height).description
      #expect(tooLarge.contains("too large") && tooLarge.contains("overflow"), "\(tooLarge)")
      #expect(!tooLarge.contains("at least 1"), "\(tooLarge)")
    }
  }

  @Test("bad dimensions, counts and scales throw their own errors")
  func validation() {
    #expect(throws: ImageError.invalidSize(width: 0, height: 2)) { try Image(width: 0, height: 2, alpha: []) }
    #expect(throws: ImageError.invalidSize(width: 2, height: -1)) {
      try Image(width: 2, height: -1) { _, _ in 0 }
    }
    #expect(throws: ImageError.invalidSize(width: Int.max, height: 2)) {
      try Image(width: Int.max, height: 2, alpha: [])
    }
    #expect(throws: ImageError.sampleCountMismatch(expected: 6, actual: 5)) {
      try Image(width: 3, height: 2, alpha: [1, 2, 3, 4, 5])
    }
    #expect(throws: ImageError.sampleCountMismatch(expected: 24, actual: 6)) {
      try Image(width: 3, height: 2, rgba: [1, 2, 3, 4, 5, 6])
    }
    #expect(throws: ImageError.invalidScale(0)) { try Image(width: 1, height: 1, scale: 0, alpha: [0]) }
    #expect(throws: ImageError.invalidScale(.infinity)) {
      try Image(width: 1, height: 1, scale: .infinity) { _, _ in 0 }
    }
  }

  @Test("decoding takes a scale; an invalid one throws")
  func decodedScale() throws {
    let bytes = try PNGFixtures.bytes("rgba8")
    #expect(try Image(pngBytes: bytes, scale: 2).size == CGSize(width: 6.5, height: 5.5))
    #expect(try Image(pngData: Data(bytes)).size == CGSize(width: 13, height: 11))
    #expect(throws: PNGError.invalidScale(-1)) { try Image(pngBytes: bytes, scale: -1) }
  }

  @Test("a file's @2x or @3x suffix sets its scale, as in UIKit")
  func fileScale() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ImageTests-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let bytes = Data(try PNGFixtures.bytes("rgba8"))
    for (name, scale) in [("arrow.png", 1.0), ("arrow@2x.png", 2), ("arrow@3x.png", 3), ("x@0x.png", 1)] {
      let url = directory.appendingPathComponent(name)
      try bytes.write(to: url)
      #expect(try Image(contentsOfFile: url.path).scale == CGFloat(scale), "\(name)")
    }
  }

  @Test("a missing file throws unreadableFile")
  func missingFile() {
    #expect {
      try Image(contentsOfFile: "/nonexistent/missing.png")
    } throws: { error in
      guard case .unreadableFile(let path, _) = error as? PNGError else { return false }
      return path == "/nonexistent/missing.png"
    }
  }

  @Test("8-bit RGBA pixels decode exactly as written")
  func colors() throws {
    let header = PNGTestFile.header(width: 2, height: 1, depth: 8, colorType: 6)
    let image = try Image(
      pngBytes: PNGTestFile.file(header: header, raw: [0, 1, 2, 3, 4, 250, 251, 252, 253]))
    #expect(image.rgba == [1, 2, 3, 4, 250, 251, 252, 253])
  }
}
