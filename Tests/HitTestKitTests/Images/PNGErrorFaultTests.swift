import Testing

@testable import HitTestKit
@testable import PNGDecoding

/// `PNGError.init(_:)`: every fault of the PNGDecoding module becomes the public case of the same name,
/// each value in its own place (the values below all differ, so a swapped pair fails).
@Suite struct PNGErrorFaultTests {
  static let deflateFaults: [(PNGFault.DeflateFault, PNGError.DeflateFault)] = [
    (.unexpectedEndOfData, .unexpectedEndOfData),
    (.reservedBlockType, .reservedBlockType),
    (.storedLengthMismatch(length: 2, complement: 3), .storedLengthMismatch(length: 2, complement: 3)),
    (.invalidCodeLengths(reason: "r"), .invalidCodeLengths(reason: "r")),
    (.invalidCode, .invalidCode),
    (.reservedSymbol(30), .reservedSymbol(30)),
    (.distanceTooFarBack(distance: 5, available: 4), .distanceTooFarBack(distance: 5, available: 4)),
  ]

  static let faults: [(PNGFault, PNGError)] =
    [
      (.badSignature, .badSignature),
      (.truncatedChunk(type: "IDAT", offset: 33), .truncatedChunk(type: "IDAT", offset: 33)),
      (.truncatedChunk(type: nil, offset: 8), .truncatedChunk(type: nil, offset: 8)),
      (.chunkTooLong(type: "tEXt", length: 1 << 31), .chunkTooLong(type: "tEXt", length: 1 << 31)),
      (.invalidChunkType(offset: 12), .invalidChunkType(offset: 12)),
      (.badCRC(type: "IHDR", stored: 1, computed: 2), .badCRC(type: "IHDR", stored: 1, computed: 2)),
      (.missingChunk("IEND"), .missingChunk("IEND")),
      (.misplacedChunk("PLTE", rule: "r"), .misplacedChunk("PLTE", rule: "r")),
      (.unknownCriticalChunk("ABCD"), .unknownCriticalChunk("ABCD")),
      (.invalidHeaderLength(12), .invalidHeaderLength(12)),
      (.invalidDimensions(width: 0, height: 7), .invalidDimensions(width: 0, height: 7)),
      (.invalidColorType(5), .invalidColorType(5)),
      (.invalidBitDepth(4, colorType: 6), .invalidBitDepth(4, colorType: 6)),
      (.invalidCompressionMethod(1), .invalidCompressionMethod(1)),
      (.invalidFilterMethod(2), .invalidFilterMethod(2)),
      (.invalidInterlaceMethod(3), .invalidInterlaceMethod(3)),
      (
        .imageTooLarge(width: 10, height: 20, maximumPixelCount: 30),
        .imageTooLarge(width: 10, height: 20, maximumPixelCount: 30)
      ),
      (.invalidPalette(reason: "r"), .invalidPalette(reason: "r")),
      (.invalidTransparency(reason: "t"), .invalidTransparency(reason: "t")),
      (
        .paletteIndexOutOfRange(index: 9, paletteCount: 4), .paletteIndexOutOfRange(index: 9, paletteCount: 4)
      ),
      (.invalidZlibHeader(cmf: 0x78, flg: 0x02), .invalidZlibHeader(cmf: 0x78, flg: 0x02)),
      (.adlerMismatch(stored: 5, computed: 6), .adlerMismatch(stored: 5, computed: 6)),
      (.notEnoughImageData(expected: 100, actual: 99), .notEnoughImageData(expected: 100, actual: 99)),
      (.tooMuchImageData(expected: 64), .tooMuchImageData(expected: 64)),
      (.invalidFilterType(7, row: 3), .invalidFilterType(7, row: 3)),
      (
        .decompressionBomb(compressedBytes: 11, declaredBytes: 12),
        .decompressionBomb(compressedBytes: 11, declaredBytes: 12)
      ),
    ] + deflateFaults.map { (.invalidDeflateData($0.0), .invalidDeflateData($0.1)) }

  @Test("each fault becomes the public error of the same name and values", arguments: faults)
  func mapping(fault: PNGFault, error: PNGError) {
    #expect(PNGError(fault) == error)
  }

  @Test("no two faults become the same public error")
  func distinct() {
    let errors = Self.faults.map { PNGError($0.0) }
    #expect(Set(errors).count == errors.count)
  }

}
