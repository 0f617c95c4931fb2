public import Foundation

extension BezierPath {
  /// Whether stroking the path with the given style would paint `point`, computed directly from the
  /// geometry, without building an outline.
  ///
  /// The stroke is the union of three kinds of shapes (the PostScript / Core Graphics model):
  ///
  /// - Parameters:
  ///   - point: The point to test, in the path's coordinates.
  ///   - width: The stroke's width in points, as `lineWidth`.
  ///   - lineCap: How the ends of open subpaths are drawn, as `lineCapStyle`.
  ///   - lineJoin: How segments meet at corners, as `lineJoinStyle`.
  ///   - miterLimit: The longest miter, as a multiple of the width, before a miter join becomes a bevel.
  /// - the body of each segment: points on one of its normals within `width / 2` of it (exact for
  ///   curves: the normals through the point are polynomial roots);
  /// - a join at every corner between consecutive segments, and at the first point of a closed subpath
  ///   (see ``LineJoin``: miter wedge within `miterLimit`, outer round sector, or bevel triangle);
  /// - caps at both ends of each open subpath (see ``LineCap``).
  ///
  /// Segments of zero length are skipped before joins are made. A subpath that draws only zero-length
  /// segments draws a dot for round (a disc) and square (an x-aligned square) caps, nothing for butt
  /// caps; a lone move draws nothing. A width that is zero, negative, not finite or above
  /// ``BezierPath/maximumStrokeWidth`` strokes nothing, and a
  /// NaN or infinite point is never contained. The result agrees with
  /// `copy(strokingWithWidth:lineCap:lineJoin:miterLimit:)` everywhere except within that outline's
  /// 0.01 pt tolerance band.
  ///
  /// ```swift
  /// var line = BezierPath()
  /// line.move(to: CGPoint(x: 0, y: 0))
  /// line.addLine(to: CGPoint(x: 100, y: 0))
  /// line.strokeContains(CGPoint(x: 50, y: 4.9), width: 10)                   // true
  /// line.strokeContains(CGPoint(x: 103, y: 0), width: 10, lineCap: .square)  // true
  /// ```
  ///
  /// - Complexity: O(n) in the number of segments, with no memory allocated.
  /// - Returns: `true` if the stroke paints the point.
  public func strokeContains(
    _ point: CGPoint, width: CGFloat, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
    miterLimit: CGFloat = 10
  ) -> Bool {
    guard point.isFinite, width > 0, width <= Self.maximumStrokeWidth else { return false }
    let style = StrokeStyle(
      radius: Double(width) / 2, cap: lineCap, join: lineJoin, miterLimit: Double(miterLimit))
    let q = PathVector(point)
    var query = StrokeQuery(point: q, style: style)
    for element in elements where query.visit(element) { return true }
    return query.finishSubpath(isClosed: false)
  }

  /// Whether stroking the path with its own ``lineWidth``, ``lineCapStyle``, ``lineJoinStyle`` and
  /// ``miterLimit`` would paint `point`, as a hit test on a shape's outline.
  ///
  /// ```swift
  /// var ring = BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
  /// ring.lineWidth = 10
  /// ring.strokeContains(CGPoint(x: 98, y: 50))  // true
  /// ring.strokeContains(CGPoint(x: 50, y: 50))  // false
  /// ```
  ///
  /// - Parameter point: The point to test, in the path's coordinates.
  /// - Returns: `true` if the stroke paints the point.
  public func strokeContains(_ point: CGPoint) -> Bool {
    strokeContains(
      point, width: lineWidth, lineCap: lineCapStyle, lineJoin: lineJoinStyle, miterLimit: miterLimit)
  }
}

extension PathContour {
  /// The contour's segments without those of zero length.
  var drawnSegments: [PathSegment] { segments.filter { !$0.isDegenerate } }
}

/// One stroke query walked along the path's elements, subpath by subpath, without building contours.
///
/// It sees the same segments as ``PathContour`` (a closed subpath gets its closing line unless the last
/// point is the first; zero-length segments are skipped before joins are made) and asks the same
/// questions of each body, join, cap and dot as the outline builder draws, but keeps only the first and
/// previous drawn segments of the current subpath, so a query allocates nothing.
private struct StrokeQuery {
  let point: PathVector
  let style: StrokeStyle
  /// The squared distance from a joint beyond which no join shape reaches: a round or bevel join stays
  /// within the radius, a miter within `radius × miterLimit` (its tip is `radius / sin(θ/2)` away and
  /// is kept only when `1 / sin(θ/2)` is within the limit).
  ///
  /// Widened by a millionth against rounding.
  let joinReachSquared: Double
  var start = PathVector.zero
  var current = PathVector.zero
  var isInSubpath = false
  var draws = false
  var first: PathSegment?
  var previous: PathSegment?

  init(point: PathVector, style: StrokeStyle) {
    self.point = point
    self.style = style
    let reach = style.radius * (style.join == .miter ? max(1, style.miterLimit) : 1) * (1 + 1e-6)
    joinReachSquared = reach * reach
  }

  /// Takes in one element; `true` as soon as a piece of the stroke contains the point.
  mutating func visit(_ element: BezierPath.Element) -> Bool {
    switch element {
    case .moveTo(let p):
      if finishSubpath(isClosed: false) { return true }
      start = PathVector(p)
      current = start
      isInSubpath = true
      return false
    case .lineTo(let p):
      return addSegment(.line(current, PathVector(p)))
    case .quadCurveTo(let p, let control):
      return addSegment(.quadratic(current, PathVector(control), PathVector(p)))
    case .curveTo(let p, let control1, let control2):
      return addSegment(.cubic(current, PathVector(control1), PathVector(control2), PathVector(p)))
    case .closeSubpath:
      guard isInSubpath else { return false }
      draws = true
      let contains = finishSubpath(isClosed: true)
      current = start
      return contains
    }
  }

  private mutating func addSegment(_ segment: PathSegment) -> Bool {
    current = segment.end
    guard isInSubpath else { return false }
    draws = true
    guard !segment.isDegenerate else { return false }
    defer {
      if first == nil { first = segment }
      previous = segment
    }
    if segment.bodyContains(point, radius: style.radius) { return true }
    guard let incoming = previous else { return false }
    let d = point - incoming.end
    guard d.lengthSquared <= joinReachSquared else { return false }
    guard let u = incoming.endTangent, let v = segment.startTangent else { return false }
    return style.joinContains(d, incoming: u, outgoing: v)
  }

  /// Ends the current subpath (adding the closing line of a closed one) with its join or caps, or dot.
  mutating func finishSubpath(isClosed: Bool) -> Bool {
    guard isInSubpath else { return false }
    if isClosed && current != start && addSegment(.line(current, start)) { return true }
    isInSubpath = false
    let wasDrawing = draws
    draws = false
    defer {
      first = nil
      previous = nil
    }
    guard let first, let last = previous else {
      return wasDrawing && style.dotContains(point - start)
    }
    if isClosed {
      if let u = last.endTangent, let v = first.startTangent,
        style.joinContains(point - first.start, incoming: u, outgoing: v)
      {
        return true
      }
      return false
    }
    if let v = first.startTangent, style.capContains(point - first.start, outward: -v) { return true }
    if let u = last.endTangent, style.capContains(point - last.end, outward: u) { return true }
    return false
  }
}
