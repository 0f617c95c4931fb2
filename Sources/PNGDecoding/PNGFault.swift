/// What was wrong with a PNG file this module could not decode: every malformed input maps to one case.
///
/// Each case is HitTestKit's public `PNGError` case of the same name, with the same values, and is
/// documented there; HitTestKit converts one to the other (`PNGError.init(_:)`) and its `description`
/// says each in a sentence. This module keeps a type of its own because `PNGError` also has cases that
/// need Foundation (`invalidScale(CGFloat)`), and this module links nothing but the Swift standard library.
package enum PNGFault: Error, Hashable, Sendable {
  case badSignature
  case truncatedChunk(type: String?, offset: Int)
  case chunkTooLong(type: String, length: UInt32)
  case invalidChunkType(offset: Int)
  case badCRC(type: String, stored: UInt32, computed: UInt32)
  case missingChunk(String)
  case misplacedChunk(String, rule: String)
  case unknownCriticalChunk(String)
  case invalidHeaderLength(Int)
  case invalidDimensions(width: UInt32, height: UInt32)
  case invalidColorType(UInt8)
  case invalidBitDepth(UInt8, colorType: UInt8)
  case invalidCompressionMethod(UInt8)
  case invalidFilterMethod(UInt8)
  case invalidInterlaceMethod(UInt8)
  case imageTooLarge(width: Int, height: Int, maximumPixelCount: Int)
  case invalidPalette(reason: String)
  case invalidTransparency(reason: String)
  case paletteIndexOutOfRange(index: Int, paletteCount: Int)
  case invalidZlibHeader(cmf: UInt8, flg: UInt8)
  case invalidDeflateData(DeflateFault)
  case adlerMismatch(stored: UInt32, computed: UInt32)
  case notEnoughImageData(expected: Int, actual: Int)
  case tooMuchImageData(expected: Int)
  case invalidFilterType(UInt8, row: Int)
  case decompressionBomb(compressedBytes: Int, declaredBytes: Int)

  /// How deflate data (RFC 1951) inside a PNG's zlib stream was malformed: each case is HitTestKit's
  /// `PNGError.DeflateFault` case of the same name, with the same values.
  package enum DeflateFault: Hashable, Sendable {
    case unexpectedEndOfData
    case reservedBlockType
    case storedLengthMismatch(length: UInt16, complement: UInt16)
    case invalidCodeLengths(reason: String)
    case invalidCode
    case reservedSymbol(Int)
    case distanceTooFarBack(distance: Int, available: Int)
  }
}
