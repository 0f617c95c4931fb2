import Foundation

/// The stroke parameters in working form, with the shape tests for joins, caps and dots.
///
/// A stroke is the union of (1) each segment's body: the points on a normal of the segment within
/// `radius` (half the line width) of it; (2) a join shape at every corner between consecutive segments,
/// on the outer side of the turn; (3) caps at both ends of an open subpath. Segments of zero length are
/// skipped before joins are made, so no join ever has an undefined direction; a subpath that draws only
/// zero-length segments gets a dot: a disc for round caps, an x-aligned square for square caps and
/// nothing for butt caps (Core Graphics' and Skia's behaviour).
struct StrokeStyle {
  var radius: Double
  var cap: LineCap
  var join: LineJoin
  var miterLimit: Double

  /// Turns below this (|sin| of the angle between directions) are straight: no join is needed.
  static let straightTolerance = 1e-9

  /// Whether `d` (relative to the joint) is in the join between directions `u` (in) and `v` (out).
  func joinContains(_ d: PathVector, incoming u: PathVector, outgoing v: PathVector) -> Bool {
    let cross = u.cross(v)
    let dot = u.dot(v)
    if abs(cross) <= Self.straightTolerance {
      // Straight on needs nothing; a U-turn has no outer side: only a round join adds its half-disc.
      if dot > 0 || join != .round { return false }
      return d.lengthSquared <= radius * radius && d.dot(u) >= 0
    }
    let (n1, n2) = outerNormals(incoming: u, outgoing: v)
    switch join {
    case .round:
      return d.lengthSquared <= radius * radius && Self.sectorContains(d, n1, n2)
    case .bevel:
      return Self.triangleContains(d, .zero, n1 * radius, n2 * radius)
    case .miter:
      guard let tip = miterTip(n1, n2, dot: dot) else {
        return Self.triangleContains(d, .zero, n1 * radius, n2 * radius)
      }
      return Self.triangleContains(d, .zero, n1 * radius, tip)
        || Self.triangleContains(d, .zero, tip, n2 * radius)
    }
  }

  /// The unit normals of the incoming and outgoing directions on the outer side of the turn.
  func outerNormals(incoming u: PathVector, outgoing v: PathVector) -> (PathVector, PathVector) {
    let side: Double = u.cross(v) > 0 ? -1 : 1
    return (u.perpendicular * side, v.perpendicular * side)
  }

  /// The miter tip relative to the joint, or `nil` when the miter limit turns the join into a bevel.
  ///
  /// The miter ratio (miter length / line width) is `1 / sin(θ/2)` for the angle θ between the
  /// segments; `sin(θ/2) = √((1 + u·v) / 2)` for unit directions u and v.
  func miterTip(_ n1: PathVector, _ n2: PathVector, dot: Double) -> PathVector? {
    let sinHalfAngle = ((1 + dot) / 2).squareRoot()
    guard sinHalfAngle * miterLimit >= 1, dot > -1 else { return nil }
    return (n1 + n2) * (radius / (1 + dot))
  }

  /// Whether `d` (relative to the end point) is in the cap whose outward direction is `o`.
  func capContains(_ d: PathVector, outward o: PathVector) -> Bool {
    switch cap {
    case .butt:
      return false
    case .round:
      return d.lengthSquared <= radius * radius && d.dot(o) >= 0
    case .square:
      let along = d.dot(o)
      return along >= 0 && along <= radius && abs(d.cross(o)) <= radius
    }
  }

  /// Whether `d` (relative to the point) is in the dot a zero-length subpath draws.
  func dotContains(_ d: PathVector) -> Bool {
    switch cap {
    case .butt: return false
    case .round: return d.lengthSquared <= radius * radius
    case .square: return abs(d.x) <= radius && abs(d.y) <= radius
    }
  }

  /// Whether `d` is in the sector spanned from `n1` to `n2` (an angle below π).
  static func sectorContains(_ d: PathVector, _ n1: PathVector, _ n2: PathVector) -> Bool {
    let sign: Double = n1.cross(n2) >= 0 ? 1 : -1
    return n1.cross(d) * sign >= 0 && d.cross(n2) * sign >= 0
  }

  /// Whether `p` is in the closed triangle `a b c` (either orientation).
  static func triangleContains(_ p: PathVector, _ a: PathVector, _ b: PathVector, _ c: PathVector) -> Bool {
    let d1 = (b - a).cross(p - a)
    let d2 = (c - b).cross(p - b)
    let d3 = (a - c).cross(p - c)
    let hasNegative = d1 < 0 || d2 < 0 || d3 < 0
    let hasPositive = d1 > 0 || d2 > 0 || d3 > 0
    return !(hasNegative && hasPositive)
  }
}
