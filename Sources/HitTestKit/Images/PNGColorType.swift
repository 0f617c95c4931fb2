/// How a PNG stores a pixel (PNG specification §6.1): which samples, and which bit depths are legal.
enum PNGColorType: UInt8 {
  /// One gray sample; depths 1, 2, 4, 8, 16.
  case gray = 0
  /// Red, green and blue samples; depths 8, 16.
  case rgb = 2
  /// One palette index; depths 1, 2, 4, 8.
  case indexed = 3
  /// Gray and alpha samples; depths 8, 16.
  case grayAlpha = 4
  /// Red, green, blue and alpha samples; depths 8, 16.
  case rgba = 6

  /// Samples per pixel.
  var channels: Int {
    switch self {
    case .gray, .indexed: return 1
    case .grayAlpha: return 2
    case .rgb: return 3
    case .rgba: return 4
    }
  }

  /// The bit depths the specification allows for this color type (§11.2.2, table 11.1).
  var allowedBitDepths: Set<UInt8> {
    switch self {
    case .gray: return [1, 2, 4, 8, 16]
    case .indexed: return [1, 2, 4, 8]
    case .rgb, .grayAlpha, .rgba: return [8, 16]
    }
  }
}
