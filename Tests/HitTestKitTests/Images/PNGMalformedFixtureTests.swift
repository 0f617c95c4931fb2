import HitTestKit
import Testing

@Suite struct PNGMalformedFixtureTests {
  /// 13 × 11 RGBA at 8 bits: 11 rows of 1 + 52 bytes.
  static let rgba8DataSize = 583

  @Test(
    "each malformed fixture throws its own error",
    arguments: [
      ("bad-signature", PNGError.badSignature),
      ("truncated-in-signature", .badSignature),
      ("truncated-in-idat", .truncatedChunk(type: "IDAT", offset: 33)),
      ("missing-iend", .missingChunk("IEND")),
      ("missing-idat", .missingChunk("IDAT")),
      ("missing-ihdr", .missingChunk("IHDR")),
      ("zero-width", .invalidDimensions(width: 0, height: 11)),
      ("bad-depth", .invalidBitDepth(4, colorType: 6)),
      ("bad-interlace", .invalidInterlaceMethod(2)),
      ("bad-zlib-header", .invalidZlibHeader(cmf: 0x78, flg: 0x9D)),
      ("bad-block-type", .invalidDeflateData(.reservedBlockType)),
      ("bad-filter-type", .invalidFilterType(7, row: 0)),
      ("too-little-data", .notEnoughImageData(expected: rgba8DataSize, actual: rgba8DataSize - 1)),
      ("too-much-data", .tooMuchImageData(expected: rgba8DataSize)),
      ("unknown-critical-chunk", .unknownCriticalChunk("CRIT")),
      ("huge-dimensions", .imageTooLarge(width: 100_000, height: 100_000, maximumPixelCount: 1 << 26)),
      ("bomb-stream", .tooMuchImageData(expected: rgba8DataSize)),
      ("palette-index-out-of-range", .paletteIndexOutOfRange(index: 2, paletteCount: 2)),
      ("palette-missing", .missingChunk("PLTE")),
      ("palette-bad-length", .invalidPalette(reason: "its length 7 is not a multiple of 3")),
      ("trns-too-long", .invalidTransparency(reason: "3 alpha values for a palette of 2 entries")),
    ])
  func throwsItsError(name: String, error: PNGError) throws {
    let bytes = try PNGFixtures.bytes(name)
    #expect(throws: error) { try Image(pngBytes: bytes) }
  }

  @Test("a flipped byte of chunk data fails the chunk's CRC")
  func badCRC() throws {
    let bytes = try PNGFixtures.bytes("bad-crc")
    #expect {
      try Image(pngBytes: bytes)
    } throws: { error in
      guard case .badCRC(let type, let stored, let computed) = error as? PNGError else { return false }
      return type == "IDAT" && stored != computed
    }
  }

  @Test("a flipped bit of the Adler-32 is caught after decompression")
  func badAdler() throws {
    let bytes = try PNGFixtures.bytes("bad-adler")
    #expect {
      try Image(pngBytes: bytes)
    } throws: { error in
      guard case .adlerMismatch(let stored, let computed) = error as? PNGError else { return false }
      return stored ^ computed == 1
    }
  }

  @Test("a header declaring 256 MB over 594 compressed bytes is rejected before allocating")
  func bombDeclaredSize() throws {
    let bytes = try PNGFixtures.bytes("bomb-declared-size")
    #expect(throws: PNGError.decompressionBomb(compressedBytes: 594, declaredBytes: 8000 * (1 + 8000 * 4))) {
      try Image(pngBytes: bytes)
    }
  }

  @Test("every error says what was wrong in a sentence")
  func descriptions() {
    #expect(
      PNGError.badSignature.description
        == "Not a PNG file: the first 8 bytes are not the PNG signature 89 50 4E 47 0D 0A 1A 0A.")
    #expect(
      PNGError.invalidZlibHeader(cmf: 0x79, flg: 0x9C).description
        == "The zlib header 0x79 0x9C is invalid: compression method 9 is not 8 (deflate).")
    #expect(
      PNGError.invalidDeflateData(.distanceTooFarBack(distance: 5, available: 2)).description
        == "The compressed image data is corrupted: a back-reference reaches 5 bytes back but only 2 were written."
    )
  }
}
