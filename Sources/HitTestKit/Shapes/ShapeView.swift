/// A view that answers touches on a bezier path's outline, or in its fill, rather than in its bounds.
///
/// The ``path`` is in the view's own (bounds) coordinates, the coordinates `point(inside:with:)` gets,
/// so the view's ``View/transform``, ``View/center`` and bounds origin move and turn the path's tap
/// target with the view, and a scaled view scales it on screen too.
///
/// By default `point(inside:with:)` accepts the path's *outline tap target*: every point within half of
/// ``tapTargetWidth`` of the outline (the path stroked that wide with round caps and joins, whatever the
/// path's own cap and join styles: a HitTestKit choice, so a corner or an end is as easy to hit as an
/// edge). A thin line
/// is drawn 1 pt wide but cannot be hit by a finger that wide, so the target is never narrower than
/// ``minimumTapTargetWidth``. A tap in the middle of a big rectangle, far from its edges, misses it: the
/// drawing-app behaviour that lets the user reach shapes behind it. Set ``hitTestsFill`` to accept the
/// fill instead.
///
/// The tap target is not limited to the bounds: a path drawn along an edge answers up to half the
/// target's width outside it (an ancestor's bounds still limit hit testing, as always). Traces say
/// "inside its path's outline tap target (35 pt wide)" rather than "override said yes".
///
/// ```swift
/// let canvas = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
/// let square = ShapeView(frame: canvas.bounds, path: BezierPath(rect: CGRect(x: 50, y: 50, width: 200, height: 200)))
/// canvas.addSubview(square)
/// canvas.hitTest(CGPoint(x: 60, y: 150), with: nil) === square  // true: 10 pt from the left edge
/// canvas.hitTest(CGPoint(x: 150, y: 150), with: nil) === canvas  // true: the middle is 100 pt from any edge
/// ```
open class ShapeView: View {
  /// The narrowest outline tap target, 35 pt: a tap within 17.5 pt of the outline hits it.
  ///
  /// 35 pt is the width Ole Begemann's "CGPath Hit Testing" article (2012) strokes its shapes with to
  /// hit-test them in its drawing app. Apple's 44 × 44 pt guidance is for the whole area of a control;
  /// a path's tap target is a band centered on a line, and a 35 pt band around a shape's edge already
  /// covers more than a finger's contact patch while leaving room between neighbouring shapes.
  public static let minimumTapTargetWidth: CGFloat = 35

  /// The shape, in the view's bounds coordinates. Its ``BezierPath/lineWidth`` widens the tap target
  /// when it is wider than ``minimumTapTargetWidth``.
  public var path: BezierPath

  /// Whether touches are accepted in the path's fill instead of around its outline; `false` by default.
  ///
  /// The fill follows the path's ``BezierPath/usesEvenOddFillRule`` and closes open subpaths implicitly,
  /// as filling draws them (Core Graphics' rule, ``BezierPath/contains(_:using:)``). A fill has no
  /// minimum size: a thin sliver is as hard to hit as it looks.
  public var hitTestsFill = false

  /// Creates a shape view with the given frame and a path in its bounds coordinates.
  public init(frame: CGRect, path: BezierPath) {
    self.path = path
    super.init(frame: frame)
  }

  /// The width of the outline tap target: the larger of ``minimumTapTargetWidth`` and the path's line
  /// width (a line width that is NaN or infinite is ignored).
  public var tapTargetWidth: CGFloat {
    let lineWidth = path.lineWidth
    return lineWidth.isFinite ? max(Self.minimumTapTargetWidth, lineWidth) : Self.minimumTapTargetWidth
  }

  /// The area of the path this view answers touches in: the outline tap target, or the fill.
  public var pathTarget: HitTestTrace.PathTarget {
    hitTestsFill ? .fill(path.usesEvenOddFillRule ? .evenOdd : .winding) : .outline(width: tapTargetWidth)
  }

  /// Whether `point`, in bounds coordinates, is in the ``pathTarget``; NaN and infinite points never are.
  ///
  /// The outline test is the direct `strokeContains(_:width:lineCap:lineJoin:miterLimit:)` (no stroked
  /// copy is built), O(n) in the path's segments.
  public func pathTargetContains(_ point: CGPoint) -> Bool {
    switch pathTarget {
    case .outline(let width):
      path.strokeContains(point, width: width, lineCap: .round, lineJoin: .round)
    case .fill(let rule):
      path.contains(point, using: rule)
    }
  }

  /// Whether `point` is in the path's tap target (see ``pathTargetContains(_:)``); the bounds do not
  /// matter. A traced hit test records which target was asked and its answer.
  open override func point(inside point: CGPoint, with event: Event?) -> Bool {
    let contains = pathTargetContains(point)
    event?.hitTestRecorder?.note(.pathCheck(pathTarget, contains: contains), in: self)
    return contains
  }
}
