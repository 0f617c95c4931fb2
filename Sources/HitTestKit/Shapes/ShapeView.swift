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

  /// The shape, in the view's bounds coordinates.
  ///
  /// Its ``BezierPath/lineWidth`` widens the tap target when it is wider than ``minimumTapTargetWidth``.
  public var path: BezierPath {
    didSet { updateControlBox() }
  }

  /// The box of all the path's points, control points included (its ``BezierPath/bounds``), widened by
  /// a billionth of its largest coordinate against rounding, with how far from it the target reaches.
  ///
  /// An empty path has an empty box (minimums at +∞), which rejects every point, rightly: an empty
  /// path contains nothing. Kept up to date with ``path`` and ``hitTestsFill``.
  private var controlBox = ControlBox()

  private struct ControlBox {
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    /// The square of the target's reach beyond the box: half the tap target's width, or 0 for the fill.
    var reachSquared = 0.0
  }

  /// Whether touches are accepted in the path's fill instead of around its outline; `false` by default.
  ///
  /// The fill follows the path's ``BezierPath/usesEvenOddFillRule`` and closes open subpaths implicitly,
  /// as filling draws them (Core Graphics' rule, ``BezierPath/contains(_:using:)``). A fill has no
  /// minimum size: a thin sliver is as hard to hit as it looks.
  public var hitTestsFill = false {
    didSet { updateControlBox() }
  }

  /// Creates a shape view with the given frame and a path in its bounds coordinates.
  ///
  /// - Parameters:
  ///   - frame: The frame rectangle, in the superview's coordinates.
  ///   - path: The shape, in the view's bounds coordinates.
  public init(frame: CGRect, path: BezierPath) {
    self.path = path
    super.init(frame: frame)
    updateControlBox()
  }

  /// Always `nil`: HitTestKit loads no views from archives (see ``View/init(coder:)``).
  ///
  /// - Parameter coder: An unarchiver, as `init(coder:)` gets in UIKit; unused.
  public required init?(coder: NSCoder) {
    return nil
  }

  private func updateControlBox() {
    controlBox = Self.controlBox(of: path)
    let reach = hitTestsFill ? 0 : Double(tapTargetWidth) / 2
    controlBox.reachSquared = reach * reach
  }

  private static func controlBox(of path: BezierPath) -> ControlBox {
    var box = ControlBox()
    func include(_ point: CGPoint) {
      box.minX = min(box.minX, Double(point.x))
      box.minY = min(box.minY, Double(point.y))
      box.maxX = max(box.maxX, Double(point.x))
      box.maxY = max(box.maxY, Double(point.y))
    }
    for element in path.elements {
      switch element {
      case .moveTo(let point), .lineTo(let point):
        include(point)
      case .quadCurveTo(let point, let control):
        include(control)
        include(point)
      case .curveTo(let point, let control1, let control2):
        include(control1)
        include(control2)
        include(point)
      case .closeSubpath:
        break
      }
    }
    guard box.minX <= box.maxX else { return box }
    let margin = 1e-9 * max(1, abs(box.minX), abs(box.minY), abs(box.maxX), abs(box.maxY))
    box.minX -= margin
    box.minY -= margin
    box.maxX += margin
    box.maxY += margin
    return box
  }

  /// Whether `point` is certainly outside the ``pathTarget``, from the cached control-point box alone.
  ///
  /// Every piece of the outline tap target lies within half its width of the path: segment bodies by
  /// definition, and the round joins and caps it always uses are discs of that radius around points of
  /// the path (no miter can reach further). Every point of the path lies in the box of its control
  /// points (a Bézier curve stays in their convex hull). So a point farther than half the width from
  /// that box is outside the target. A fill lies inside the box too: its closing lines join points of
  /// the path. The box is widened by a billionth of its largest coordinate, far more than the rounding
  /// of the full tests, so the shortcut never disagrees with them. NaN points are left to the full test.
  @inline(__always) private func isFarOutsideTarget(_ point: CGPoint) -> Bool {
    let box = controlBox
    let x = Double(point.x)
    let y = Double(point.y)
    let dx = max(box.minX - x, 0, x - box.maxX)
    let dy = max(box.minY - y, 0, y - box.maxY)
    return dx * dx + dy * dy > box.reachSquared
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
  /// A point farther from the path's control-point box than half the target's width (or outside the box,
  /// for the fill) is rejected at once, at the cost of a bounding-box test; the box is cached when the
  /// path is set. Otherwise the outline test is the direct
  /// `strokeContains(_:width:lineCap:lineJoin:miterLimit:)` (no stroked copy is built), O(n) in the
  /// path's segments, and allocation-free.
  ///
  /// - Parameter point: A point in the view's bounds coordinates.
  /// - Returns: `true` if the point is in the path's tap target.
  public func pathTargetContains(_ point: CGPoint) -> Bool {
    if isFarOutsideTarget(point) { return false }
    return switch pathTarget {
    case .outline(let width):
      path.strokeContains(point, width: width, lineCap: .round, lineJoin: .round)
    case .fill(let rule):
      path.contains(point, using: rule)
    }
  }

  /// Whether `point` is in the path's tap target (see ``pathTargetContains(_:)``); the bounds do not
  /// matter.
  ///
  /// A traced hit test records which target was asked and its answer.
  ///
  /// - Parameters:
  ///   - point: A point in the view's bounds coordinates.
  ///   - event: The event that caused the check, or `nil`.
  /// - Returns: `true` if the point is in the path's tap target.
  open override func point(inside point: CGPoint, with event: Event?) -> Bool {
    let contains = !isFarOutsideTarget(point) && pathTargetContains(point)
    event?.hitTestRecorder.note(.pathCheck(pathTarget, contains: contains), in: self)
    return contains
  }
}
