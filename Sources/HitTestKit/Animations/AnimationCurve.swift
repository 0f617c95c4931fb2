extension View {
  /// A standard timing curve of a view animation, as UIKit's `UIView.AnimationCurve`.
  ///
  /// Each maps the fraction of the duration elapsed to the fraction of the change shown. The three eased
  /// curves are the cubic Béziers Core Animation documents for its named timing functions
  /// (`CAMediaTimingFunctionName`): ease-in-out (0.42, 0), (0.58, 1); ease-in (0.42, 0), (1, 1); ease-out (0, 0),
  /// (0.58, 1); each from (0, 0) to (1, 1).
  ///
  /// ```swift
  /// View.AnimationCurve.easeInOut.progress(atFraction: 0.5)  // 0.5
  /// View.AnimationCurve.easeIn.progress(atFraction: 0.5)     // 0.3153…
  /// ```
  public enum AnimationCurve: Int, Sendable, CaseIterable {
    /// Slow at the beginning and the end (UIKit's default).
    case easeInOut
    /// Slow at the beginning.
    case easeIn
    /// Slow at the end.
    case easeOut
    /// Even speed.
    case linear

    /// The fraction of the change shown once `fraction` of the duration has passed; 0 before the start, 1 after.
    ///
    /// - Parameter fraction: The fraction of the duration elapsed; clamped to 0…1 (NaN counts as 0).
    /// - Returns: The fraction of the change shown, 0…1.
    public func progress(atFraction fraction: Double) -> Double {
      guard fraction > 0 else { return 0 }
      guard fraction < 1 else { return 1 }
      switch self {
      case .linear: return fraction
      case .easeInOut: return Self.bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1, at: fraction)
      case .easeIn: return Self.bezier(x1: 0.42, y1: 0, x2: 1, y2: 1, at: fraction)
      case .easeOut: return Self.bezier(x1: 0, y1: 0, x2: 0.58, y2: 1, at: fraction)
      }
    }

    /// The Bézier from (0, 0) through control points (x1, y1), (x2, y2) to (1, 1), read as y for `x`.
    ///
    /// The x of the curve rises monotonically (both control x in 0…1), so the parameter with that x is found by
    /// bisection (60 halvings: exact to the last bit of a double), then y is evaluated there.
    private static func bezier(x1: Double, y1: Double, x2: Double, y2: Double, at x: Double) -> Double {
      func coordinate(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let t = 1 - s
        return 3 * t * t * s * c1 + 3 * t * s * s * c2 + s * s * s
      }
      var low = 0.0
      var high = 1.0
      for _ in 0..<60 {
        let middle = (low + high) / 2
        if coordinate(middle, x1, x2) < x { low = middle } else { high = middle }
      }
      return coordinate((low + high) / 2, y1, y2)
    }
  }
}
