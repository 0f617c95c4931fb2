/// The scroll view's pan, as UIKit's private `UIScrollViewPanGestureRecognizer`: a pan that keeps the scroll
/// view's ``ScrollView/isTracking`` and catches moving content at touch-down.
///
/// A touch-down while the content decelerates (or runs an animated `setContentOffset`) stops it at once,
/// and the pan begins right there, without its 10 pt hysteresis: the touch belongs to scrolling, so the
/// content never gets it (a tap on a cell during a fling stops the list and selects nothing), and a finger
/// that then drags scrolls from its first point. Apple documents none of this; it is what users see on every
/// iPhone, and iOS's own log of such a touch shows `scrollViewDidEndDragging(_:willDecelerate: false)` at the
/// lift (flowkey/UIKit-cross-platform pull request 307); a HitTestKit decision otherwise.
final class ScrollViewPanGestureRecognizer: PanGestureRecognizer {
  /// The scroll view this pan drives (not kept alive).
  weak var scrollView: ScrollView?
  /// Whether this gesture began by catching moving content at touch-down.
  private(set) var caughtMovingContent = false
  /// Whether a finger is on the content: from the touch-down this pan sees until it resets
  /// (``ScrollView/isTracking``).
  private(set) var isTracking = false

  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    super.touchesBegan(touches, with: event)
    guard let scrollView, state == .possible else { return }
    isTracking = true
    guard scrollView.isMovingOnItsOwn, !caughtMovingContent else { return }
    caughtMovingContent = true
    scrollView.catchMovingContent()
    setState(.began, because: .caughtMovingContent(TracedObject(scrollView)))
  }

  override func reset() {
    super.reset()
    caughtMovingContent = false
    isTracking = false
  }
}
