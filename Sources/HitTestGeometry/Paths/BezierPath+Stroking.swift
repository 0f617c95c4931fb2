public import Foundation

extension BezierPath {
  /// How far, at most, the outline from `copy(strokingWithWidth:...)` strays from the exact stroke: 0.01 pt.
  ///
  /// A hundredth of a point is far below a touch's precision (UIKit reports touch locations in points,
  /// and a finger covers about 40 pt) and below the 1/3 pt pixel of a 3× screen. Only points closer than
  /// this to the stroke's boundary can get different answers from the outline and from
  /// `strokeContains(_:width:lineCap:lineJoin:miterLimit:)`.
  public static let strokeOutlineTolerance: CGFloat = 0.01

  /// The widest stroke that strokes anything: 1e100 pt; wider (and non-finite) widths stroke nothing.
  ///
  /// A HitTestKit decision: the stroke tests square half the width, and the outline's points lie about half the
  /// width from the path; beyond about 1e154 pt the squares overflow to infinity (every point would be "inside")
  /// while the outline's coordinates overflow (and it fills nothing). Below 1e100 pt both stay exact enough to
  /// agree; no drawn stroke is anywhere near it. ``strokeContains(_:width:lineCap:lineJoin:miterLimit:)`` and
  /// ``copy(strokingWithWidth:lineCap:lineJoin:miterLimit:maximumElementCount:)`` both use it.
  public static let maximumStrokeWidth: CGFloat = 1e100

  /// Returns a path whose fill under the nonzero rule covers exactly what stroking this path covers,
  /// as Core Graphics' `CGPath.copy(strokingWithWidth:lineCap:lineJoin:miterLimit:)`.
  ///
  /// The outline is made of many small closed contours that all wind the same way, one per piece of
  /// the stroke: the body of each line segment, the bodies of curves split into pieces, every join, cap
  /// and dot (the rules are those of `strokeContains(_:width:lineCap:lineJoin:miterLimit:)`). Their
  /// nonzero union is the stroke; even-odd filling of the result is meaningless because the pieces
  /// overlap. Curve offsets are approximated by straight edges within ``strokeOutlineTolerance``;
  /// arcs of round joins and caps are cubic quarter-of-a-right-angle arcs (error below 0.001 %). The
  /// result has the default style. A zero, negative or non-finite width, or one above ``maximumStrokeWidth``,
  /// gives an empty path.
  ///
  /// ```swift
  /// var line = BezierPath()
  /// line.move(to: CGPoint(x: 0, y: 0))
  /// line.addLine(to: CGPoint(x: 10, y: 0))
  /// let outline = try line.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
  /// print(outline)  // M (0, 2) L (0, -2) L (10, -2) L (10, 2) Z
  /// ```
  ///
  /// - Parameters:
  ///   - width: The stroke's width in points, as `lineWidth`; half of it lies on each side of the path.
  ///   - lineCap: How the ends of open subpaths are drawn, as `lineCapStyle`.
  ///   - lineJoin: How segments meet at corners, as `lineJoinStyle`.
  ///   - miterLimit: The longest miter, as a multiple of the width, before a miter join becomes a bevel,
  ///     as `miterLimit`.
  ///   - maximumElementCount: The most elements the outline may have;
  ///     ``defaultMaximumElementCount`` by default. The count is estimated from the control points before
  ///     anything is built (curves need more pieces the larger they are, compared with the 0.01 pt
  ///     tolerance, and the more they turn, compared with the width); the estimate is about 2 to 3 times
  ///     the real count (1.9 and 3.0 times on the benchmarks' 100- and 10-cubic loops 8 pt wide). The
  ///     output array is sized from it, so it never has to grow on ordinary paths. The build also stops
  ///     as soon as the outline holds more than the budget (checked after each body and join), so memory
  ///     stays bounded even where the estimate is low.
  /// - Returns: The outline, whose nonzero fill is the stroke; empty for a width that strokes nothing.
  /// - Throws: ``PathBuildingError/tooManyElements(_:estimated:maximum:)`` with ``PathBuildingError/Builder/stroking``.
  /// - Complexity: O(n) in the number of segments; curves add pieces in proportion to how much they
  ///   turn and to the square root of the line width and of their size.
  public func copy(
    strokingWithWidth width: CGFloat, lineCap: LineCap, lineJoin: LineJoin, miterLimit: CGFloat,
    maximumElementCount: Int = defaultMaximumElementCount
  ) throws(PathBuildingError) -> BezierPath {
    guard width > 0, width <= Self.maximumStrokeWidth else { return BezierPath() }
    let style = StrokeStyle(
      radius: Double(width) / 2, cap: lineCap, join: lineJoin, miterLimit: Double(miterLimit))
    let tolerance = Double(Self.strokeOutlineTolerance)
    let contours = contours()
    let estimate = StrokeOutline.estimatedElementCount(of: contours, style: style, tolerance: tolerance)
    guard estimate <= Double(maximumElementCount) else {
      throw .tooManyElements(
        .stroking, estimated: Self.saturatingElementCount(estimate), maximum: maximumElementCount)
    }
    // The elements are written straight into the array's storage, sized from the estimate (about 2 to 3
    // times the real count; pages never written are never touched), so none is ever copied; the rare
    // outline that needs more continues in an overflow array appended afterwards.
    var failure: PathBuildingError?
    var overflow: [Element] = []
    var subpathStart: CGPoint?
    var isSubpathClosed = false
    var elements = [Element](unsafeUninitializedCapacity: max(1, Int(estimate))) {
      storage, initializedCount in
      var outline = StrokeOutline(style: style, tolerance: tolerance, into: storage)
      do throws(PathBuildingError) {
        for contour in contours { try outline.add(contour, maximumElementCount: maximumElementCount) }
      } catch {
        failure = error
      }
      initializedCount = outline.elements.storedCount
      overflow = outline.elements.overflow
      (subpathStart, isSubpathClosed) = (outline.subpathStart, outline.isSubpathClosed)
    }
    if let failure { throw failure }
    elements.append(contentsOf: overflow)
    guard elements.count <= maximumElementCount else {
      throw .tooManyElements(.stroking, estimated: elements.count, maximum: maximumElementCount)
    }
    var path = BezierPath()
    path.elements = elements
    path.subpathStart = subpathStart
    path.isSubpathClosed = isSubpathClosed
    return path
  }

  /// Returns the outline of the stroke drawn with the path's own style; see
  /// `copy(strokingWithWidth:lineCap:lineJoin:miterLimit:)`.
  ///
  /// ```swift
  /// var ring = BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
  /// ring.lineWidth = 10
  /// try ring.strokedOutline().contains(CGPoint(x: 98, y: 50))  // true
  /// ```
  ///
  /// - Parameter maximumElementCount: The most elements the outline may have; ``defaultMaximumElementCount``
  ///   by default.
  /// - Throws: ``PathBuildingError/tooManyElements(_:estimated:maximum:)`` beyond `maximumElementCount`.
  /// - Returns: The outline, whose nonzero fill is the stroke.
  public func strokedOutline(
    maximumElementCount: Int = defaultMaximumElementCount
  ) throws(PathBuildingError) -> BezierPath {
    try copy(
      strokingWithWidth: lineWidth, lineCap: lineCapStyle, lineJoin: lineJoinStyle, miterLimit: miterLimit,
      maximumElementCount: maximumElementCount)
  }
}
