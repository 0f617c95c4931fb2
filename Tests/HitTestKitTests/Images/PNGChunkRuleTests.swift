import HitTestKit
import Testing

@Suite struct PNGChunkRuleTests {
  typealias File = PNGTestFile

  /// A 2 × 1 gray 8-bit image: one row, filter 0, samples 10 and 20.
  let grayHeader = File.header(width: 2, height: 1, depth: 8, colorType: 0)
  let grayRaw: [UInt8] = [0, 10, 20]

  @Test("a minimal hand-built file decodes, and anything after IEND is ignored")
  func minimal() throws {
    let image = try Image(pngBytes: File.file(header: grayHeader, raw: grayRaw) + [1, 2, 3])
    #expect(image.pixel(atX: 1, y: 0) == Image.Pixel(red: 20, green: 20, blue: 20, alpha: 255))
  }

  @Test("IDAT chunks split by another chunk are rejected")
  func nonConsecutiveImageData() {
    let zlib = File.storedZlib(grayRaw)
    let bytes =
      File.signature + File.chunk("IHDR", grayHeader) + File.chunk("IDAT", Array(zlib[..<4]))
      + File.chunk("tEXt", Array("a\0b".utf8)) + File.chunk("IDAT", Array(zlib[4...]))
      + File.chunk("IEND", [])
    #expect(throws: PNGError.misplacedChunk("IDAT", rule: "IDAT chunks must be consecutive")) {
      try Image(pngBytes: bytes)
    }
  }

  @Test("empty IDAT chunks and bytes after the Adler-32 are harmless")
  func emptyImageDataChunks() throws {
    let zlib = File.storedZlib(grayRaw) + [0xFF, 0xFF]
    let bytes =
      File.signature + File.chunk("IHDR", grayHeader) + File.chunk("IDAT", []) + File.chunk("IDAT", zlib)
      + File.chunk("IDAT", []) + File.chunk("IEND", [])
    #expect(try Image(pngBytes: bytes).alpha(atPixelX: 0, y: 0) == 255)
  }

  @Test("a second IHDR is rejected")
  func secondHeader() {
    let bytes = File.file(header: grayHeader, before: [File.chunk("IHDR", grayHeader)], raw: grayRaw)
    #expect(throws: PNGError.misplacedChunk("IHDR", rule: "a file has exactly one IHDR, first")) {
      try Image(pngBytes: bytes)
    }
  }

  @Test("a palette after the image data is rejected, and so is a second one")
  func paletteAfterImageData() {
    let header = File.header(width: 1, height: 1, depth: 8, colorType: 2)
    let bytes =
      File.signature + File.chunk("IHDR", header) + File.chunk("IDAT", File.storedZlib([0, 1, 2, 3]))
      + File.chunk("PLTE", [1, 2, 3]) + File.chunk("IEND", [])
    #expect(throws: PNGError.misplacedChunk("PLTE", rule: "PLTE must precede IDAT")) {
      try Image(pngBytes: bytes)
    }
    let indexed = File.header(width: 1, height: 1, depth: 8, colorType: 3)
    let twice = File.file(
      header: indexed, before: [File.chunk("PLTE", [1, 2, 3]), File.chunk("PLTE", [1, 2, 3])], raw: [0, 0])
    #expect(throws: PNGError.misplacedChunk("PLTE", rule: "a file has at most one PLTE")) {
      try Image(pngBytes: twice)
    }
  }

  @Test("gray images may not have a palette")
  func grayPalette() {
    let bytes = File.file(header: grayHeader, before: [File.chunk("PLTE", [1, 2, 3])], raw: grayRaw)
    #expect(throws: PNGError.invalidPalette(reason: "gray images (color type 0) have no palette")) {
      try Image(pngBytes: bytes)
    }
  }

  @Test("a palette with more entries than the bit depth can index is rejected")
  func paletteTooLong() {
    let header = File.header(width: 1, height: 1, depth: 1, colorType: 3)
    let bytes = File.file(
      header: header, before: [File.chunk("PLTE", [UInt8](repeating: 0, count: 9))], raw: [0, 0])
    #expect(throws: PNGError.invalidPalette(reason: "it has 3 entries; 1 to 2 are allowed")) {
      try Image(pngBytes: bytes)
    }
  }

  @Test("tRNS is rejected on color types that have alpha, and with the wrong length")
  func transparencyRules() {
    let rgba = File.header(width: 1, height: 1, depth: 8, colorType: 6)
    #expect(throws: PNGError.invalidTransparency(reason: "color type 6 already has an alpha channel")) {
      try Image(
        pngBytes: File.file(header: rgba, before: [File.chunk("tRNS", [0, 0])], raw: [0, 1, 2, 3, 4]))
    }
    #expect(throws: PNGError.invalidTransparency(reason: "a gray key is 2 bytes, not 1")) {
      try Image(pngBytes: File.file(header: grayHeader, before: [File.chunk("tRNS", [0])], raw: grayRaw))
    }
  }

  @Test("a tRNS before the palette of an indexed image is rejected")
  func transparencyBeforePalette() {
    let header = File.header(width: 1, height: 1, depth: 8, colorType: 3)
    let bytes = File.file(
      header: header, before: [File.chunk("tRNS", [0]), File.chunk("PLTE", [1, 2, 3])], raw: [0, 0])
    #expect(throws: PNGError.misplacedChunk("tRNS", rule: "tRNS must follow PLTE")) {
      try Image(pngBytes: bytes)
    }
  }

  @Test(
    "header fields are each checked",
    arguments: [
      (
        File.header(width: 1, height: 0, depth: 8, colorType: 0),
        PNGError.invalidDimensions(width: 1, height: 0)
      ),
      (
        File.header(width: 0x8000_0000, height: 1, depth: 8, colorType: 0),
        .invalidDimensions(width: 0x8000_0000, height: 1)
      ),
      (File.header(width: 1, height: 1, depth: 8, colorType: 5), .invalidColorType(5)),
      (File.header(width: 1, height: 1, depth: 16, colorType: 3), .invalidBitDepth(16, colorType: 3)),
      (File.header(width: 1, height: 1, depth: 4, colorType: 2), .invalidBitDepth(4, colorType: 2)),
      (File.header(width: 1, height: 1, depth: 3, colorType: 0), .invalidBitDepth(3, colorType: 0)),
      (
        Array(File.header(width: 1, height: 1, depth: 8, colorType: 0)[..<10]) + [1, 0, 0],
        .invalidCompressionMethod(1)
      ),
      (
        Array(File.header(width: 1, height: 1, depth: 8, colorType: 0)[..<11]) + [1, 0],
        .invalidFilterMethod(1)
      ),
      (Array(File.header(width: 1, height: 1, depth: 8, colorType: 0)[..<12]), .invalidHeaderLength(12)),
    ])
  func headerFields(header: [UInt8], error: PNGError) {
    #expect(throws: error) { try Image(pngBytes: File.file(header: header, raw: [0, 0])) }
  }

  @Test(
    "every bit depth is accepted exactly where table 11.1 of the specification allows it",
    arguments: [(0, [1, 2, 4, 8, 16]), (2, [8, 16]), (3, [1, 2, 4, 8]), (4, [8, 16]), (6, [8, 16])]
      as [(UInt8, [UInt8])])
  func bitDepthTable(colorType: UInt8, allowed: [UInt8]) {
    for depth in UInt8.min...UInt8.max {
      let bytes = File.file(
        header: File.header(width: 1, height: 1, depth: depth, colorType: colorType), raw: [0, 0])
      var refused = false
      do { _ = try Image(pngBytes: bytes) } catch {
        refused = error == .invalidBitDepth(depth, colorType: colorType)
      }
      #expect(refused == !allowed.contains(depth), "color type \(colorType), depth \(depth)")
    }
  }

  @Test("chunk framing: a bad type, an absurd length")
  func framing() {
    var badType = File.file(header: grayHeader, raw: grayRaw)
    badType[37] = UInt8(ascii: "@")  // the type of the chunk after IHDR, which starts at byte 33
    #expect(throws: PNGError.invalidChunkType(offset: 33)) { try Image(pngBytes: badType) }
    var tooLong = File.file(header: grayHeader, raw: grayRaw)
    tooLong.replaceSubrange(33..<37, with: [0x80, 0, 0, 0])
    #expect(throws: PNGError.chunkTooLong(type: "IDAT", length: 0x8000_0000)) { try Image(pngBytes: tooLong) }
  }

  @Test("a 1 x 1 Adam7 image stores only the first pass")
  func tinyInterlaced() throws {
    let header = File.header(width: 1, height: 1, depth: 8, colorType: 4, interlace: 1)
    let image = try Image(pngBytes: File.file(header: header, raw: [0, 200, 77]))
    #expect(image.pixel(atX: 0, y: 0) == Image.Pixel(red: 200, green: 200, blue: 200, alpha: 77))
  }

  @Test("a 16-bit gray key matches only the exact 16-bit sample, not the same high byte")
  func sixteenBitKey() throws {
    let header = File.header(width: 2, height: 1, depth: 16, colorType: 0)
    let raw: [UInt8] = [0, 0x12, 0x34, 0x12, 0x35]
    let image = try Image(
      pngBytes: File.file(header: header, before: [File.chunk("tRNS", [0x12, 0x34])], raw: raw))
    #expect(image.alphaPlane == [0, 255])
  }
}
