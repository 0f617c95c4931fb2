public import Foundation

extension BezierPath {
  /// Whether stroking the path with the given style would paint `point`, computed directly from the
  /// geometry, without building an outline.
  ///
  /// The stroke is the union of three kinds of shapes (the PostScript / Core Graphics model):
  /// - the body of each segment: points on one of its normals within `width / 2` of it (exact for
  ///   curves: the normals through the point are polynomial roots);
  /// - a join at every corner between consecutive segments, and at the first point of a closed subpath
  ///   (see ``LineJoin``: miter wedge within `miterLimit`, outer round sector, or bevel triangle);
  /// - caps at both ends of each open subpath (see ``LineCap``).
  ///
  /// Segments of zero length are skipped before joins are made. A subpath that draws only zero-length
  /// segments draws a dot for round (a disc) and square (an x-aligned square) caps, nothing for butt
  /// caps; a lone move draws nothing. A width that is zero, negative or not finite strokes nothing, and a
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
  /// - Complexity: O(n) in the number of segments.
  public func strokeContains(
    _ point: CGPoint, width: CGFloat, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
    miterLimit: CGFloat = 10
  ) -> Bool {
    guard point.isFinite, width.isFinite, width > 0 else { return false }
    let style = StrokeStyle(
      radius: Double(width) / 2, cap: lineCap, join: lineJoin, miterLimit: Double(miterLimit))
    let q = PathVector(point)
    return contours().contains { $0.strokeContains(q, style: style) }
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
  public func strokeContains(_ point: CGPoint) -> Bool {
    strokeContains(
      point, width: lineWidth, lineCap: lineCapStyle, lineJoin: lineJoinStyle, miterLimit: miterLimit)
  }
}

extension PathContour {
  /// The contour's segments without those of zero length.
  var drawnSegments: [PathSegment] { segments.filter { !$0.isDegenerate } }

  func strokeContains(_ q: PathVector, style: StrokeStyle) -> Bool {
    let drawn = drawnSegments
    guard let first = drawn.first, let last = drawn.last else {
      return draws && style.dotContains(q - start)
    }
    for segment in drawn where segment.bodyContains(q, radius: style.radius) { return true }
    for (incoming, outgoing) in zip(drawn, drawn.dropFirst()) {
      if let u = incoming.endTangent, let v = outgoing.startTangent,
        style.joinContains(q - incoming.end, incoming: u, outgoing: v)
      {
        return true
      }
    }
    if isClosed {
      if let u = last.endTangent, let v = first.startTangent,
        style.joinContains(q - first.start, incoming: u, outgoing: v)
      {
        return true
      }
      return false
    }
    if let v = first.startTangent, style.capContains(q - first.start, outward: -v) { return true }
    if let u = last.endTangent, style.capContains(q - last.end, outward: u) { return true }
    return false
  }
}
