import Foundation

/// Signed crossings of a ray from a point towards +x with one segment: the terms of a winding number.
///
/// Each crossing counts +1 when the segment goes towards +y there and −1 when it goes towards −y. The
/// half-open rule (a segment includes its lower end in y and excludes its upper end) counts a vertex
/// shared by two segments exactly once. A cubic is split where it turns in y, so each piece is monotonic
/// in y and crosses the ray's line at most once; that crossing's parameter is a polynomial root, solved
/// to full precision, and its x decides whether the ray hits it.
enum Crossings {
  static func line(_ a: PathVector, _ b: PathVector, _ p: PathVector) -> Int {
    if a.y <= p.y && p.y < b.y {
      return (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) > 0 ? 1 : 0
    }
    if b.y <= p.y && p.y < a.y {
      return (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) < 0 ? -1 : 0
    }
    return 0
  }

  static func segment(_ segment: PathSegment, _ p: PathVector) -> Int {
    guard case .cubic(let p0, let p1, let p2, let p3) = segment else {
      return line(segment.start, segment.end, p)
    }
    let (low, high) = segment.controlBox
    // Half-open in y: nothing can cross below the lowest or at/above the highest control point.
    if p.y < low.y || p.y >= high.y || p.x >= high.x { return 0 }
    let telescoped = endpointCrossing(p0.y, p3.y, p.y)
    // Left of the whole curve, every crossing counts, and their sum telescopes to the end points.
    if p.x < low.x { return telescoped }
    let d0 = p1.y - p0.y
    let d1 = p2.y - p1.y
    let d2 = p3.y - p2.y
    let turns = PolynomialRoots.quadraticRootsInUnitInterval(d0 - 2 * d1 + d2, 2 * (d1 - d0), d0)
    var total = 0
    var t0 = 0.0
    var y0 = p0.y
    for index in 0...turns.count {
      let t1 = index < turns.count ? turns[index] : 1
      let y1 = index < turns.count ? segment.point(at: t1).y : p3.y
      let direction = endpointCrossing(y0, y1, p.y)
      if direction != 0 {
        let t = monotoneParameter(p0.y, p1.y, p2.y, p3.y, p.y, t0, t1, increasing: y1 > y0)
        if segment.point(at: t).x > p.x { total += direction }
      }
      t0 = t1
      y0 = y1
    }
    return total
  }

  /// +1 when `y` is in `[y0, y1)`, −1 when in `[y1, y0)`, else 0.
  private static func endpointCrossing(_ y0: Double, _ y1: Double, _ y: Double) -> Int {
    if y0 <= y && y < y1 { return 1 }
    if y1 <= y && y < y0 { return -1 }
    return 0
  }

  /// The parameter in `[t0, t1]` where a cubic monotonic there reaches height `y`.
  private static func monotoneParameter(
    _ y0: Double, _ y1: Double, _ y2: Double, _ y3: Double, _ y: Double,
    _ t0: Double, _ t1: Double, increasing: Bool
  ) -> Double {
    // Power form of y(t) − y.
    let a = y3 - 3 * y2 + 3 * y1 - y0
    let b = 3 * (y2 - 2 * y1 + y0)
    let c = 3 * (y1 - y0)
    let d = y0 - y
    var low = t0
    var high = t1
    var t = 0.5 * (t0 + t1)
    for _ in 0..<60 {
      let value = ((a * t + b) * t + c) * t + d
      if value == 0 { return t }
      if (value < 0) == increasing { low = t } else { high = t }
      let slope = (3 * a * t + 2 * b) * t + c
      var next = slope != 0 ? t - value / slope : 0.5 * (low + high)
      if !(next > low && next < high) { next = 0.5 * (low + high) }
      if abs(next - t) <= 1e-15 || high - low <= 1e-15 { return next }
      t = next
    }
    return t
  }
}
