import HitTestKit
import Testing

@Suite struct PNGLimitsTests {
  @Test("the pixel limit is inclusive and checked before decoding")
  func pixelLimit() throws {
    let bytes = try PNGFixtures.bytes("rgba8")  // 13 x 11 = 143 pixels
    #expect(throws: PNGError.imageTooLarge(width: 13, height: 11, maximumPixelCount: 142)) {
      try PNGDecoder(limits: .init(maximumPixelCount: 142)).decode(bytes)
    }
    #expect(try PNGDecoder(limits: .init(maximumPixelCount: 143)).decode(bytes).pixelWidth == 13)
  }

  @Test("the default limit is 2^26 pixels")
  func defaultLimit() {
    #expect(PNGDecoder.Limits.standard.maximumPixelCount == 1 << 26)
    #expect(PNGDecoder().limits == .standard)
  }

  @Test("a header larger than its compressed data could ever expand to is a bomb")
  func expansionBound() {
    // 1 byte per row of a 1-bit gray image: width 1, so height rows need height bytes of data.
    // A stored stream of 2 bytes plus framing (13 compressed bytes) can reach at most 13 * 1032 + 258.
    let compressed = PNGTestFile.storedZlib([0, 0])
    let limit = compressed.count * PNGDecoder.maximumExpansionRatio + 258
    let header = PNGTestFile.header(width: 1, height: UInt32(limit / 2 + 1), depth: 1, colorType: 0)
    #expect(
      throws: PNGError.decompressionBomb(
        compressedBytes: compressed.count, declaredBytes: (limit / 2 + 1) * 2)
    ) {
      try Image(pngBytes: PNGTestFile.file(header: header, zlib: compressed))
    }
    let withinBound = PNGTestFile.header(width: 1, height: UInt32(limit / 2), depth: 1, colorType: 0)
    #expect(throws: PNGError.notEnoughImageData(expected: limit / 2 * 2, actual: 2)) {
      try Image(pngBytes: PNGTestFile.file(header: withinBound, zlib: compressed))
    }
  }

  @Test("a stream that expands past the declared size stops at it")
  func streamBomb() throws {
    let bytes = try PNGFixtures.bytes("bomb-stream")  // 4 MB of zeros for a 583-byte image
    #expect(bytes.count < 10_000)
    #expect(throws: PNGError.tooMuchImageData(expected: 583)) { try Image(pngBytes: bytes) }
  }
}
