/// The answer to "why didn't my view get the touch?": the exact rule and the view responsible.
///
/// Make one with ``View/explainMiss(of:at:)``. ``reason`` is structured for tests (with the culprit and the
/// numbers that decided); ``description``, worded by the diagnostics' renderer, says it in words, naming the
/// culprit and the rule:
///
/// ```
/// closeButton did not get the touch at (130, 20): the point is outside the bounds of its ancestor card
/// ((130, 20) in card, bounds (x 0, y 0, w 100, h 100)). closeButton is drawn there because card does not
/// clip its subviews, but hit testing never looks outside an ancestor's bounds: visible is not touchable.
/// ```
public struct MissExplanation {
  /// The view that was expected to be hit.
  public let expected: View
  /// The point, in the coordinates of the view the hit test started from.
  public let point: CGPoint
  /// The rule that decided, with the culprit.
  public let reason: Reason
  /// The full trace of the hit test the explanation comes from.
  public let trace: HitTestTrace
  /// Where a running animation shows the expected view over the point although its model frame, which hit testing
  /// uses, does not contain it; `nil` otherwise.
  public internal(set) var shownByAnimation: ShownByAnimation? = nil
  /// What the moving scroll view of ``Reason/stoppedMovingScrollView(scrollView:hit:)`` was doing when the
  /// explanation was made; `nil` for every other reason.
  public internal(set) var scrollViewMotion: ScrollViewMotion? = nil

  /// The frames of a view that a running animation shows somewhere its model frame is not.
  public struct ShownByAnimation: Equatable, Sendable {
    /// Where the animation shows the view now (its presentation layer's frame).
    public let presentationFrame: CGRect
    /// Where hit testing looks for it: its model frame, where it will be.
    public let modelFrame: CGRect
  }

  /// How a scroll view's content was moving on its own when a touch-down would stop it.
  public struct ScrollViewMotion: Equatable, Sendable {
    /// Whether it was decelerating (else it was animating its content offset).
    public let isDecelerating: Bool
    /// Its content offset then.
    public let contentOffset: CGPoint
  }

  /// Why the expected view was, or was not, the hit-test result.
  public enum Reason {
    /// It was not a miss: the expected view is the hit-test result.
    case wasHit
    /// A subview of the expected view (in front, deeper) is the result: the deepest hit wins.
    case subviewWasHit(View)
    /// The expected view is not in the hierarchy below the view the hit test started from.
    case notInHierarchy
    /// `culprit` (the expected view or an ancestor) is skipped before anything inside it is looked at.
    case skipped(culprit: View, HitTestTrace.SkipReason)
    /// The point is outside `culprit`'s bounds; `expectedIsUnderPoint` tells whether the expected view's
    /// own bounds contain the point (it is drawn there, because nothing clips it).
    case outsideBounds(culprit: View, point: CGPoint, bounds: CGRect, expectedIsUnderPoint: Bool)
    /// `culprit` is a ``ShapeView`` and `point` (in its coordinates) is outside its path's `target`.
    case outsidePath(culprit: View, point: CGPoint, target: HitTestTrace.PathTarget)
    /// `culprit`'s overridden `point(inside:with:)` said no at `point`.
    case pointInsideOverrideRefused(culprit: View, point: CGPoint)
    /// `culprit`, an ``ImageView`` with an ``ImageView/alphaHitThreshold``, found no pixel opaque enough
    /// at `point` (in its coordinates): a transparent pixel, or no pixel where the image is not drawn.
    case alphaMaskRefused(culprit: View, point: CGPoint, HitTestTrace.AlphaCheck)
    /// `culprit`'s overridden `hitTest(_:with:)` returned `returned` instead of what the search found.
    case hitTestOverride(culprit: View, returned: View?)
    /// `frontView`, a sibling in front of `coveredView` (the expected view or its ancestor), took the
    /// touch: `winner` is the hit.
    case interceptedInFront(frontView: View, winner: View, coveredView: View)
    /// `culprit`, a view on the way (the expected view or an ancestor), was passed over by its superview's
    /// default search without being called.
    case passedOver(culprit: View, HitTestTrace.SkipReason)
    /// The search reaches the expected view (`hit` is the result: it or a subview), but `scrollView`, an
    /// ancestor, is decelerating or animating its offset: a touch-down there stops the content, and the
    /// content does not get that touch.
    case stoppedMovingScrollView(scrollView: ScrollView, hit: View)
    /// The search reaches the expected view (`hit` is the result: it or a subview), but the point lies under the
    /// ``Keyboard``, whose window is in front: the keyboard takes the touch. `firstResponder` is the responder it
    /// shows for.
    case coveredByKeyboard(keyboard: Keyboard, firstResponder: Responder?, hit: View)
    /// `controller`'s transition (a push, a pop, a presentation or a dismissal) runs in the expected view's window:
    /// a touch that begins now is refused, whatever the hit test finds.
    case transitionRunning(controller: ViewController)
  }
}
