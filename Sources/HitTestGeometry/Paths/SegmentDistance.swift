import Foundation

extension PathSegment {
  /// Whether `q` is in the segment's stroke body: on one of its normals, within `radius` of it.
  ///
  /// For a line that is the rectangle of half-width `radius`. For a cubic, the normals through `q` meet
  /// the curve where `(q − c(t)) · c′(t) = 0`, a degree-5 polynomial in t; its roots in [0, 1] are found
  /// exactly (``PolynomialRoots``) and the nearest one decides. This covers the whole region a moving
  /// normal sweeps, including the far side of tight bends where the normals cross, and the disc around
  /// a cusp (where `c′ = 0` every point lies on a normal).
  func bodyContains(_ q: PathVector, radius: Double) -> Bool {
    let (low, high) = controlBox
    let dx = max(low.x - q.x, 0, q.x - high.x)
    let dy = max(low.y - q.y, 0, q.y - high.y)
    if dx * dx + dy * dy > radius * radius { return false }
    switch self {
    case .line(let a, let b):
      let direction = b - a
      let lengthSquared = direction.lengthSquared
      guard lengthSquared > 0 else { return false }
      let t = (q - a).dot(direction) / lengthSquared
      guard t >= 0 && t <= 1 else { return false }
      let cross = direction.cross(q - a)
      return cross * cross <= radius * radius * lengthSquared
    case .cubic:
      let feet = normalFootParameters(q)
      for index in 0..<feet.count where point(at: feet[index]).distance(to: q) <= radius { return true }
      return false
    }
  }

  /// The distances from `q` to every point of the cubic whose normal passes through `q`.
  func normalFootDistances(_ q: PathVector) -> [Double] {
    let feet = normalFootParameters(q)
    return (0..<feet.count).map { point(at: feet[$0]).distance(to: q) }
  }

  /// The parameters of the points of the cubic whose normal passes through `q`, ascending; none for a
  /// line.
  ///
  /// Allocation-free.
  func normalFootParameters(_ q: PathVector) -> InlineDoubles {
    guard case .cubic(let p0, let p1, let p2, let p3) = self else { return InlineDoubles() }
    // c(t) = A t³ + B t² + C t + p0
    let a = p3 - 3 * p2 + 3 * p1 - p0
    let b = 3 * (p2 - 2 * p1 + p0)
    let c = 3 * (p1 - p0)
    let e = p0 - q
    // (c(t) − q) · c′(t), with c′(t) = 3A t² + 2B t + C, lowest degree first.
    var coefficients = InlineDoubles()
    coefficients.append(e.dot(c))
    coefficients.append(c.dot(c) + 2 * e.dot(b))
    coefficients.append(3 * b.dot(c) + 3 * a.dot(e))
    coefficients.append(4 * a.dot(c) + 2 * b.dot(b))
    coefficients.append(5 * a.dot(b))
    coefficients.append(3 * a.dot(a))
    return PolynomialRoots.roots(of: coefficients, in: 0, 1)
  }

  /// The shortest distance from `q` to the segment.
  func distance(to q: PathVector) -> Double {
    switch self {
    case .line(let a, let b):
      let direction = b - a
      let lengthSquared = direction.lengthSquared
      guard lengthSquared > 0 else { return a.distance(to: q) }
      let t = min(1, max(0, (q - a).dot(direction) / lengthSquared))
      return a.lerp(b, t).distance(to: q)
    case .cubic(let p0, _, _, let p3):
      return (normalFootDistances(q) + [p0.distance(to: q), p3.distance(to: q)]).min() ?? .infinity
    }
  }
}
