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

  /// Whether the specification allows `bitDepth` for this color type (§11.2.2, table 11.1).
  ///
  /// A switch rather than a `Set` literal: building a `Set<UInt8>` makes the Swift runtime look up
  /// `UInt8: Hashable` by name the first time, a search through every protocol conformance the program
  /// holds. With the image data's `Range<Int>` list (see `BitReader.Segment`) that was 0.6–0.8 MiB of
  /// peak memory and half a million instructions on a program's first decode (static `png-decode`,
  /// issue 11).
  func allows(bitDepth: UInt8) -> Bool {
    switch (self, bitDepth) {
    case (.gray, 1), (.gray, 2), (.gray, 4), (.gray, 8), (.gray, 16): return true
    case (.indexed, 1), (.indexed, 2), (.indexed, 4), (.indexed, 8): return true
    case (.rgb, 8), (.rgb, 16), (.grayAlpha, 8), (.grayAlpha, 16), (.rgba, 8), (.rgba, 16): return true
    default: return false
    }
  }
}
