public import Foundation

/// What was wrong with the values given to build an `Image` in code.
///
/// Decoding a file throws `PNGError` instead; this type covers the initializers that take pixel arrays
/// or closures.
public enum ImageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A dimension is zero or negative, or the RGBA byte count (width × height × 4) overflows `Int`; the
  /// description says which.
  case invalidSize(width: Int, height: Int)
  /// The pixel array has the wrong number of bytes for the dimensions.
  case sampleCountMismatch(expected: Int, actual: Int)
  /// The scale is not a finite number greater than zero.
  case invalidScale(CGFloat)

  /// A sentence saying what was wrong and what is expected.
  public var description: String {
    switch self {
    case .invalidSize(let width, let height) where width < 1 || height < 1:
      return "An image of \(width) x \(height) pixels is impossible; both dimensions must be at least 1."
    case .invalidSize(let width, let height):
      return "An image of \(width) x \(height) pixels is too large: its RGBA bytes (width x height x 4) "
        + "overflow Int (at most \(Int.max))."
    case .sampleCountMismatch(let expected, let actual):
      return "The pixel array has \(actual) bytes; the dimensions require \(expected)."
    case .invalidScale(let scale):
      return "The scale \(scale) is not a finite number greater than zero."
    }
  }
}
