import Foundation

/// One drawing segment in working form: a line or a cubic (quadratics are raised to cubics exactly).
enum PathSegment: Hashable {
  case line(PathVector, PathVector)
  case cubic(PathVector, PathVector, PathVector, PathVector)

  /// A quadratic `p0 q p2` as the identical cubic (degree elevation is exact).
  static func quadratic(_ p0: PathVector, _ q: PathVector, _ p2: PathVector) -> PathSegment {
    .cubic(p0, p0.lerp(q, 2.0 / 3), p2.lerp(q, 2.0 / 3), p2)
  }

  var start: PathVector {
    switch self {
    case .line(let a, _), .cubic(let a, _, _, _): return a
    }
  }

  var end: PathVector {
    switch self {
    case .line(_, let b), .cubic(_, _, _, let b): return b
    }
  }

  /// Whether every point of the segment is the same point (a segment that goes nowhere).
  var isDegenerate: Bool {
    switch self {
    case .line(let a, let b): return a == b
    case .cubic(let a, let b, let c, let d): return a == b && a == c && a == d
    }
  }

  func point(at t: Double) -> PathVector {
    switch self {
    case .line(let a, let b): return a.lerp(b, t)
    case .cubic(let p0, let p1, let p2, let p3): return Self.cubicPoint(p0, p1, p2, p3, at: t)
    }
  }

  /// The point at `t` of the cubic with control points `p0 p1 p2 p3` (Bernstein form).
  static func cubicPoint(
    _ p0: PathVector, _ p1: PathVector, _ p2: PathVector, _ p3: PathVector, at t: Double
  ) -> PathVector {
    let s = 1 - t
    let b0 = s * s * s
    let b1 = 3 * s * s * t
    let b2 = 3 * s * t * t
    let b3 = t * t * t
    return PathVector(
      b0 * p0.x + b1 * p1.x + b2 * p2.x + b3 * p3.x, b0 * p0.y + b1 * p1.y + b2 * p2.y + b3 * p3.y)
  }

  func derivative(at t: Double) -> PathVector {
    switch self {
    case .line(let a, let b): return b - a
    case .cubic(let p0, let p1, let p2, let p3): return Self.cubicDerivative(p1 - p0, p2 - p1, p3 - p2, at: t)
    }
  }

  /// The derivative at `t` of a cubic whose control legs are `d0 = p1 − p0`, `d1 = p2 − p1`, `d2 = p3 − p2`.
  static func cubicDerivative(_ d0: PathVector, _ d1: PathVector, _ d2: PathVector, at t: Double)
    -> PathVector
  {
    let s = 1 - t
    return 3 * (s * s) * d0 + 6 * (s * t) * d1 + 3 * (t * t) * d2
  }

  func secondDerivative(at t: Double) -> PathVector {
    switch self {
    case .line: return .zero
    case .cubic(let p0, let p1, let p2, let p3):
      let a = p2 - 2 * p1 + p0
      let b = p3 - 2 * p2 + p1
      return 6 * (1 - t) * a + 6 * t * b
    }
  }

  /// The unit direction in which the segment leaves its start point (the first non-zero control leg).
  var startTangent: PathVector? {
    switch self {
    case .line(let a, let b): return (b - a).normalized
    case .cubic(let p0, let p1, let p2, let p3):
      return (p1 - p0).normalized ?? (p2 - p0).normalized ?? (p3 - p0).normalized
    }
  }

  /// The unit direction in which the segment arrives at its end point.
  var endTangent: PathVector? {
    switch self {
    case .line(let a, let b): return (b - a).normalized
    case .cubic(let p0, let p1, let p2, let p3):
      return (p3 - p2).normalized ?? (p3 - p1).normalized ?? (p3 - p0).normalized
    }
  }

  /// The unit tangent at `t`, using the end tangents at the ends and a nearby sample at a cusp.
  func unitTangent(at t: Double) -> PathVector? {
    if t <= 0 { return startTangent }
    if t >= 1 { return endTangent }
    return Self.interiorUnitTangent(at: t, derivative(at:))
  }

  /// The unit tangent at `0 < t < 1` from the `derivative`; at a cusp (a zero derivative), the
  /// direction 1e-9 further on, or else 1e-9 before.
  static func interiorUnitTangent(at t: Double, _ derivative: (Double) -> PathVector) -> PathVector? {
    if let tangent = derivative(t).normalized { return tangent }
    return derivative(min(1, t + 1e-9)).normalized ?? derivative(max(0, t - 1e-9)).normalized
  }

  /// The two halves of the segment split at `t` (de Casteljau).
  func split(at t: Double) -> (PathSegment, PathSegment) {
    switch self {
    case .line(let a, let b):
      let m = a.lerp(b, t)
      return (.line(a, m), .line(m, b))
    case .cubic(let p0, let p1, let p2, let p3):
      let p01 = p0.lerp(p1, t)
      let p12 = p1.lerp(p2, t)
      let p23 = p2.lerp(p3, t)
      let p012 = p01.lerp(p12, t)
      let p123 = p12.lerp(p23, t)
      let mid = p012.lerp(p123, t)
      return (.cubic(p0, p01, p012, mid), .cubic(mid, p123, p23, p3))
    }
  }

  /// The part of the segment between parameters `t0 < t1`.
  func portion(from t0: Double, to t1: Double) -> PathSegment {
    if t0 <= 0 { return t1 >= 1 ? self : split(at: t1).0 }
    let tail = split(at: t0).1
    if t1 >= 1 { return tail }
    return tail.split(at: (t1 - t0) / (1 - t0)).0
  }

  /// The segment traversed backwards.
  var reversed: PathSegment {
    switch self {
    case .line(let a, let b): return .line(b, a)
    case .cubic(let p0, let p1, let p2, let p3): return .cubic(p3, p2, p1, p0)
    }
  }

  /// The smallest box around the segment's control points (which contains the whole segment).
  var controlBox: (min: PathVector, max: PathVector) {
    switch self {
    case .line(let a, let b):
      return (PathVector(min(a.x, b.x), min(a.y, b.y)), PathVector(max(a.x, b.x), max(a.y, b.y)))
    case .cubic(let p0, let p1, let p2, let p3):
      return (
        PathVector(min(p0.x, p1.x, p2.x, p3.x), min(p0.y, p1.y, p2.y, p3.y)),
        PathVector(max(p0.x, p1.x, p2.x, p3.x), max(p0.y, p1.y, p2.y, p3.y))
      )
    }
  }

  /// The element that draws this segment from the current point.
  var element: BezierPath.Element {
    switch self {
    case .line(_, let b): return .lineTo(b.cgPoint)
    case .cubic(_, let c1, let c2, let b):
      return .curveTo(b.cgPoint, control1: c1.cgPoint, control2: c2.cgPoint)
    }
  }
}
