public import Foundation
import PNGDecoding

/// What was wrong with a PNG file that could not be decoded.
///
/// Every malformed input the decoder can meet maps to one case; associated values name the chunk, the
/// value read and the limit it broke, and `description` says it in a sentence. Decoding never traps and
/// never reads outside the input: a hostile file gets one of these errors.
///
/// ```swift
/// do { _ = try Image(pngBytes: [0x89, 0x50]) } catch { print(error) }
/// // Not a PNG file: the first 8 bytes are not the PNG signature 89 50 4E 47 0D 0A 1A 0A.
/// ```
public enum PNGError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file does not start with the 8-byte PNG signature.
  case badSignature
  /// The file ends inside the chunk that starts at `offset` (its type, when it could be read).
  case truncatedChunk(type: String?, offset: Int)
  /// A chunk declares a length above 2^31 − 1, the largest the PNG specification allows (§5.3).
  case chunkTooLong(type: String, length: UInt32)
  /// A chunk's 4-byte type contains something other than ASCII letters (PNG specification §5.3).
  case invalidChunkType(offset: Int)
  /// A chunk's stored CRC differs from the CRC of its type and data: the file is corrupted.
  case badCRC(type: String, stored: UInt32, computed: UInt32)
  /// A chunk the file must contain is absent (`IHDR`, `IDAT`, `IEND`, or `PLTE` for an indexed image).
  case missingChunk(String)
  /// A chunk appears where the specification forbids it; `rule` says which ordering rule it breaks.
  case misplacedChunk(String, rule: String)
  /// A chunk whose type marks it critical (uppercase first letter) that this decoder does not know.
  case unknownCriticalChunk(String)
  /// The `IHDR` chunk is not 13 bytes long.
  case invalidHeaderLength(Int)
  /// Width or height is zero or above 2^31 − 1 (PNG specification §11.2.2).
  case invalidDimensions(width: UInt32, height: UInt32)
  /// The color type is not one of 0, 2, 3, 4, 6.
  case invalidColorType(UInt8)
  /// The bit depth is not allowed for the color type (PNG specification §11.2.2, table 11.1).
  case invalidBitDepth(UInt8, colorType: UInt8)
  /// The compression method is not 0 (deflate), the only one PNG defines.
  case invalidCompressionMethod(UInt8)
  /// The filter method is not 0 (adaptive filtering with five types), the only one PNG defines.
  case invalidFilterMethod(UInt8)
  /// The interlace method is neither 0 (none) nor 1 (Adam7).
  case invalidInterlaceMethod(UInt8)
  /// The image has more pixels than the decoder's limit allows; see `PNGDecoder.Limits`.
  case imageTooLarge(width: Int, height: Int, maximumPixelCount: Int)
  /// The `PLTE` chunk is malformed; `reason` says how.
  case invalidPalette(reason: String)
  /// The `tRNS` chunk is malformed or not allowed for the color type; `reason` says how.
  case invalidTransparency(reason: String)
  /// A pixel of an indexed image refers to a palette entry that does not exist.
  case paletteIndexOutOfRange(index: Int, paletteCount: Int)
  /// The 2-byte zlib header is invalid (RFC 1950 §2.2): wrong method, window, check bits or a dictionary.
  case invalidZlibHeader(cmf: UInt8, flg: UInt8)
  /// The deflate data inside the zlib stream is malformed.
  case invalidDeflateData(DeflateFault)
  /// The Adler-32 checksum at the end of the zlib stream differs from the decompressed data's.
  case adlerMismatch(stored: UInt32, computed: UInt32)
  /// The image data decompresses to fewer bytes than width, height, depth and interlacing require.
  case notEnoughImageData(expected: Int, actual: Int)
  /// The image data decompresses to more bytes than the header allows; decoding stops at the limit.
  case tooMuchImageData(expected: Int)
  /// A scanline starts with a filter type other than 0–4 (PNG specification §9.2).
  case invalidFilterType(UInt8, row: Int)
  /// The compressed data is too small to ever expand to the declared image size (see `PNGDecoder.Limits`).
  case decompressionBomb(compressedBytes: Int, declaredBytes: Int)
  /// The scale is not a finite number greater than zero.
  case invalidScale(CGFloat)
  /// The file could not be read.
  case unreadableFile(path: String, reason: String)

  /// A sentence saying what was wrong.
  public var description: String {
    switch self {
    case .badSignature:
      return "Not a PNG file: the first 8 bytes are not the PNG signature 89 50 4E 47 0D 0A 1A 0A."
    case .truncatedChunk(let type, let offset):
      return "The file ends inside the \(type ?? "unnamed") chunk that starts at byte \(offset)."
    case .chunkTooLong(let type, let length):
      return "The \(type) chunk declares \(length) bytes, above the PNG maximum of 2^31 - 1."
    case .invalidChunkType(let offset):
      return "The chunk at byte \(offset) has a type that is not four ASCII letters."
    case .badCRC(let type, let stored, let computed):
      return "The \(type) chunk is corrupted: its CRC is \(hex(stored)) but its bytes give \(hex(computed))."
    case .missingChunk(let type):
      return "The file has no \(type) chunk, which it requires."
    case .misplacedChunk(let type, let rule):
      return "The \(type) chunk is out of place: \(rule)."
    case .unknownCriticalChunk(let type):
      return "The file needs the critical chunk \(type), which this decoder does not know."
    case .invalidHeaderLength(let length):
      return "The IHDR chunk is \(length) bytes long instead of 13."
    case .invalidDimensions(let width, let height):
      return "The image is \(width) x \(height) pixels; both must be between 1 and 2^31 - 1."
    case .invalidColorType(let type):
      return "Color type \(type) does not exist; PNG defines 0, 2, 3, 4 and 6."
    case .invalidBitDepth(let depth, let colorType):
      return "Bit depth \(depth) is not allowed for color type \(colorType)."
    case .invalidCompressionMethod(let method):
      return "Compression method \(method) is unknown; PNG defines only 0 (deflate)."
    case .invalidFilterMethod(let method):
      return "Filter method \(method) is unknown; PNG defines only 0."
    case .invalidInterlaceMethod(let method):
      return "Interlace method \(method) is unknown; PNG defines 0 (none) and 1 (Adam7)."
    case .imageTooLarge(let width, let height, let limit):
      return "The image is \(width) x \(height) pixels, more than the limit of \(limit) pixels."
    case .invalidPalette(let reason):
      return "The PLTE chunk is invalid: \(reason)."
    case .invalidTransparency(let reason):
      return "The tRNS chunk is invalid: \(reason)."
    case .paletteIndexOutOfRange(let index, let count):
      return "A pixel uses palette entry \(index) but the palette has \(count) entries."
    case .invalidZlibHeader(let cmf, let flg):
      return
        "The zlib header \(hex(cmf)) \(hex(flg)) is invalid: \(ZlibHeader.problem(cmf: cmf, flg: flg) ?? "no rule is broken")."
    case .invalidDeflateData(let fault):
      return "The compressed image data is corrupted: \(fault)."
    case .adlerMismatch(let stored, let computed):
      return
        "The image data is corrupted: its Adler-32 is \(hex(stored)) but the data gives \(hex(computed))."
    case .notEnoughImageData(let expected, let actual):
      return "The image data decompresses to \(actual) bytes; the header requires \(expected)."
    case .tooMuchImageData(let expected):
      return "The image data decompresses to more than the \(expected) bytes the header allows."
    case .invalidFilterType(let type, let row):
      return "Scanline \(row) uses filter type \(type); PNG defines 0 to 4."
    case .decompressionBomb(let compressed, let declared):
      return "\(compressed) compressed bytes cannot expand to the \(declared) bytes the header declares."
    case .invalidScale(let scale):
      return "The scale \(scale) is not a finite number greater than zero."
    case .unreadableFile(let path, let reason):
      return "Cannot read \(path): \(reason)."
    }
  }
}

/// Formats a number as `0x` and upper-case hexadecimal digits, for checksums and header bytes.
private func hex<T: BinaryInteger>(_ value: T) -> String {
  "0x" + String(value, radix: 16, uppercase: true)
}
