/// The record of one hit test: every view visited, the point in its coordinates, and each decision.
///
/// Make one with ``View/hitTestTrace(at:)``. The ``steps`` are structured, so tests can assert on them;
/// ``description`` renders them as an indented tree a learner can follow, ending with the winner:
///
/// ```
/// hit test at (30, 40) in window
/// window (30, 40): inside bounds (x 0, y 0, w 320, h 480); subviews front to back: overlay, card
///   overlay (30, 40): skipped, hidden (a hidden view and its subtree are ignored)
///   card (10, 20): inside bounds (x 0, y 0, w 100, h 100); subviews front to back: closeButton
///     closeButton (5, 5): inside bounds (x 0, y 0, w 44, h 44); no subviews → closeButton
///   card → closeButton
/// → hit: closeButton
/// ```
///
/// Levels deeper than 40 keep the 40th level's indent and start with their level number (`[41] `), so the
/// text of a very deep hierarchy grows with the number of views, not with its square.
///
/// Overridden `hitTest(_:with:)` and `point(inside:with:)` methods show up as such, whether or not they
/// call `super`: the trace tells what the default algorithm decided and what the override returned.
public struct HitTestTrace: CustomStringConvertible {
  /// The point that was hit-tested, in the coordinates of ``root``.
  public let point: CGPoint
  /// The view whose `hitTest(_:with:)` started the search (usually the window).
  public var root: View { log.root }
  /// The view the hit test returned, or `nil` when nothing was hit.
  public var result: View? { log.result }
  /// Every recorded decision, in the order it was made.
  public var steps: [Step] { log.steps }

  /// The steps as recorded, decoded when ``steps`` is first read.
  let log: StepLog

  /// The trace rendered as indented text, ending with `→ hit: name` or `→ hit: nothing`.
  public var description: String {
    var text = ""
    write(to: &text)
    return text
  }

  /// Writes the rendered trace to any text stream.
  ///
  /// - Parameter stream: The stream the text is appended to.
  public func write(to stream: inout some TextOutputStream) {
    HitTestTraceRenderer(trace: self).write(to: &stream)
  }

  /// The views whose `hitTest(_:with:)` was called, in order (the root first).
  public var visitedViews: [View] {
    steps.compactMap { step in
      if case .visit = step.kind { return step.view }
      return nil
    }
  }

  /// How many views ``visitedViews`` lists, counted as they were recorded (the steps are not decoded).
  var visitedViewCount: Int { log.visitCount }
}

extension HitTestTrace {
  /// One decision in a hit test: which view, how deep in the search, and what happened.
  public struct Step {
    /// How many `hitTest(_:with:)` calls were open when this was recorded (0 for the root's own visit).
    public let depth: Int
    /// The view the step is about.
    public let view: View
    /// The view's name (see ``View/name``: a default name, once given, never changes).
    public var viewName: String { view.displayName }
    /// What happened.
    public let kind: Kind
  }
}

extension HitTestTrace.Step {
  /// What a hit-test step records.
  public enum Kind {
    /// The view's `hitTest(_:with:)` was called with this point, in the view's own coordinates.
    case visit(CGPoint)
    /// The default algorithm returned `nil` before looking inside the view.
    case skipped(HitTestTrace.SkipReason)
    /// The default `point(inside:with:)` tested the bounds, with this answer.
    case boundsCheck(CGRect, contains: Bool)
    /// A ``ShapeView``'s `point(inside:with:)` tested its path's tap target, with this answer.
    case pathCheck(HitTestTrace.PathTarget, contains: Bool)
    /// An ``ImageView``'s alpha hit test: the pixel under the point, its alpha and the threshold.
    case alphaCheck(HitTestTrace.AlphaCheck)
    /// What `point(inside:with:)` (possibly overridden) answered to the default algorithm.
    case pointInside(Bool)
    /// The default algorithm is about to try these subviews, in this order (front to back).
    case subviewsFrontToBack([View])
    /// The superview's default algorithm did not call this subview's `hitTest(_:with:)`.
    case passedOver(HitTestTrace.SkipReason)
    /// What the default algorithm found for this view: itself, a descendant, or `nil`.
    case defaultResult(View?)
    /// What the view's `hitTest(_:with:)` returned; `usedDefault` is false for an override that did not
    /// call `super`.
    case returned(View?, usedDefault: Bool)
  }
}

extension HitTestTrace {
  /// Which area of its path a ``ShapeView`` accepts touches in.
  public enum PathTarget: Equatable, Sendable, CustomStringConvertible {
    /// The outline tap target: the path stroked this wide with round caps and joins (every point within
    /// half the width of the path's outline).
    case outline(width: CGFloat)
    /// The path's fill under this rule (open subpaths closed implicitly, as a fill paints them).
    case fill(FillRule)

    /// The target as a noun phrase: "outline tap target (35 pt wide)", "fill (even-odd rule)".
    public var description: String {
      switch self {
      case .outline(let width): "outline tap target (\(width.compactDescription) pt wide)"
      case .fill(.winding): "fill (nonzero rule)"
      case .fill(.evenOdd): "fill (even-odd rule)"
      }
    }
  }
}

extension HitTestTrace {
  /// Why the default algorithm does not look inside a view.
  public enum SkipReason: Equatable, CustomStringConvertible {
    /// `isHidden` is true: the view and its whole subtree are ignored.
    case hidden
    /// `isUserInteractionEnabled` is false: the view and all its subviews are ignored.
    case userInteractionDisabled
    /// The view's own alpha is below 0.01 (``View/minimumHittableAlpha``).
    case alphaBelowMinimum(CGFloat)
    /// The view's transform is singular (its determinant `a·d − b·c` is 0): it flattens the view to a line
    /// or a point, so no point maps into it (a HitTestKit decision).
    case nonInvertibleTransform(CGAffineTransform)
    /// The view's transform has finite entries but no finite inverse: its determinant `a·d − b·c`, or an
    /// entry of the inverse, overflows a `Double` (a scale of about 1e155 or more on both axes does). The
    /// view is not flattened, yet no point can be mapped into it, so it is not hittable.
    case transformOverflows(CGAffineTransform)
    /// The view's geometry (center, bounds or transform) turns the point into NaN or infinity.
    case nonFiniteGeometry
    /// The view takes part in a running ``View/animate(withDuration:delay:options:animations:completion:)``
    /// made without `.allowUserInteraction`, which ends in `timeLeft` seconds (infinite for an animation that
    /// repeats for ever, which ends only when removed): until then the view and its subviews take no touches
    /// (UIKit's rule).
    case animating(timeLeft: TimeInterval)
    /// The point itself is NaN or infinite.
    case nonFinitePoint(CGPoint)
    /// The view is a disabled control, which returns `nil` from its hit test (UIKit's rule).
    case disabledControl
    /// The subview was removed from this view by an override during the search (the search walks the subviews
    /// as they were when it began, and passes over those no longer there).
    case removedDuringHitTest

    /// The reason and the rule behind it, as a clause about the view: "is hidden (…)".
    public var description: String {
      switch self {
      case .hidden: "is hidden (a hidden view and its subtree are ignored)"
      case .userInteractionDisabled:
        "has isUserInteractionEnabled = false (the view and all its subviews are ignored)"
      case .alphaBelowMinimum(let alpha):
        "has alpha \(Double(alpha)), below 0.01 (the view and its subtree are ignored)"
      case .nonInvertibleTransform(let transform):
        "has a transform that cannot be inverted, \(transform.compactDescription) (a view flattened to a "
          + "line or a point is not hittable)"
      case .transformOverflows(let transform):
        "has a transform too large to invert in floating point, \(transform.compactDescription) (its "
          + "determinant or inverse overflows to infinity, so no point maps into the view)"
      case .nonFiniteGeometry: "has NaN or infinite geometry (center, bounds or transform)"
      case .animating(let timeLeft) where timeLeft.isInfinite:
        "is animating (View.animate without .allowUserInteraction, repeating until removed; the view and its "
          + "subviews take no touches until its animations are removed)"
      case .animating(let timeLeft):
        "is animating (View.animate without .allowUserInteraction, \(CGFloat(timeLeft).compactDescription) s left; "
          + "the view and its subviews take no touches until it ends)"
      case .nonFinitePoint(let point): "was given the point \(point.compactDescription), which is not finite"
      case .disabledControl:
        "is a disabled control (isEnabled = false: it does not hit-test; touches fall through)"
      case .removedDuringHitTest:
        "was removed from its superview during this hit test (the search passes over it)"
      }
    }

    /// Why a view whose ``View/transform`` has no inverse is passed over: NaN or infinite entries, a
    /// determinant or inverse that overflows, or a singular matrix, in that order.
    static func uninvertible(_ transform: CGAffineTransform) -> Self {
      guard transform.isFinite else { return .nonFiniteGeometry }
      let determinant = transform.a * transform.d - transform.b * transform.c
      return determinant == 0 ? .nonInvertibleTransform(transform) : .transformOverflows(transform)
    }
  }
}
