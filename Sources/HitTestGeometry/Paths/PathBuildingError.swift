public import Foundation

/// Why a path builder refused to build: an invalid dash pattern, or an output larger than its budget.
///
/// Builders whose output grows with their input values (``BezierPath/copy(dashingWithPhase:lengths:maximumElementCount:)``
/// and ``BezierPath/copy(strokingWithWidth:lineCap:lineJoin:miterLimit:maximumElementCount:)``) estimate
/// their element count before allocating anything and throw ``tooManyElements(_:estimated:maximum:)``
/// when it exceeds the budget, as the PNG decoder refuses images above its pixel limit. The path they
/// were called on is never changed.
///
/// ```swift
/// var line = BezierPath()
/// line.move(to: .zero)
/// line.addLine(to: CGPoint(x: 100, y: 0))
/// do { _ = try line.copy(dashingWithPhase: 0, lengths: [1e-5]) } catch { print(error) }
/// // Dashing would build about 10000007 elements, more than the budget of 4194304; use longer dash
/// // lengths, or pass a larger maximumElementCount if the memory (about 56 bytes an element) is acceptable.
/// ```
public enum PathBuildingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The builder that estimated its output, named in ``tooManyElements(_:estimated:maximum:)``.
  public enum Builder: String, Hashable, Sendable {
    /// `copy(dashingWithPhase:lengths:maximumElementCount:)`.
    case dashing = "Dashing"
    /// `copy(strokingWithWidth:lineCap:lineJoin:miterLimit:maximumElementCount:)`.
    case stroking = "Stroking"
  }

  /// The dash pattern has no lengths.
  case emptyDashPattern

  /// The dash length at `index` is negative, NaN or infinite.
  case invalidDashLength(CGFloat, index: Int)

  /// The dash lengths are each finite but add up to more than the largest finite length (`[.greatestFiniteMagnitude,
  /// .greatestFiniteMagnitude]`), so the pattern has no length to repeat.
  case dashPatternOverflows

  /// Every dash length is zero, so the pattern never advances along the path.
  case zeroLengthDashPattern

  /// The dash phase is NaN or infinite.
  case invalidDashPhase(CGFloat)

  /// The builder's output was estimated at `estimated` elements, more than the `maximum` it may build.
  ///
  /// `estimated` saturates at `Int.max` when the estimate is larger than any integer.
  case tooManyElements(Builder, estimated: Int, maximum: Int)

  /// A sentence that names the problem and what the caller can do about it.
  public var description: String {
    switch self {
    case .emptyDashPattern:
      "The dash pattern is empty; pass at least one length, or stroke the path without dashing it."
    case .invalidDashLength(let length, let index):
      "Dash length \(index) is \(length); every length must be a finite number of points, zero or more."
    case .dashPatternOverflows:
      "The dash lengths add up to more than the largest finite length; use shorter lengths (a dash longer than the "
        + "path is drawn whole)."
    case .zeroLengthDashPattern:
      "Every dash length is zero, so the pattern never advances; give at least one length above zero."
    case .invalidDashPhase(let phase):
      "The dash phase is \(phase); pass a finite phase in points."
    case .tooManyElements(let builder, let estimated, let maximum):
      "\(builder.rawValue) would build about \(estimated) elements, more than the budget of \(maximum); "
        + "use \(builder == .dashing ? "longer dash lengths" : "a smaller path or width"), or pass a larger "
        + "maximumElementCount if the memory (about \(MemoryLayout<BezierPath.Element>.stride) bytes an "
        + "element) is acceptable."
    }
  }
}

extension BezierPath {
  /// The most elements a builder makes by default: 2^22 (4,194,304), about 235 MB of elements (56 bytes each).
  ///
  /// Dashing and stroking build output whose size grows with their input values (a 100 pt line dashed
  /// with `[1e-5]` would need 10 million elements). The budget is far above what a drawn or hit-tested
  /// shape needs (the 100-cubic loop of the benchmarks, 8 pt wide, strokes to 51,501 elements) and keeps the
  /// worst case at the scale of the PNG decoder's default limit (2^26 pixels, 256 MB of RGBA). Pass a
  /// larger `maximumElementCount` to a builder to go beyond it.
  public static let defaultMaximumElementCount = 1 << 22

  /// Converts an element estimate to an integer, saturating at `Int.max` (and for NaN).
  static func saturatingElementCount(_ estimate: Double) -> Int {
    estimate < 0x1p62 ? Int(estimate.rounded(.up)) : Int.max
  }
}
