/// Callbacks a scroll view sends while its content moves, as UIKit's `UIScrollViewDelegate`.
///
/// Every method is optional (default: do nothing). Declare each one you need in the class that adopts the
/// protocol and `override` it in subclasses: one declared only in a subclass is never called, and the trace warns
/// (see ``GestureRecognizerDelegate``).
public protocol ScrollViewDelegate: AnyObject {
  /// The content offset changed (a drag, a deceleration frame, or a programmatic change).
  func scrollViewDidScroll(_ scrollView: ScrollView)
  /// The user's finger started dragging the content.
  func scrollViewWillBeginDragging(_ scrollView: ScrollView)
  /// The finger lifted; `decelerate` tells whether the content keeps moving (or settles on a page).
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
  /// The content came to rest after decelerating or settling.
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView)

  // MARK: Zooming (defaults and the rules in ScrollViewDelegate+Zooming.swift)

  /// The view the scroll view scales when it zooms, or `nil` (the default) for no zooming.
  func viewForZooming(in scrollView: ScrollView) -> View?
  /// Zooming is about to begin: a pinch began, or an animated zoom starts.
  func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?)
  /// The zoom scale changed (a pinch, an animation frame, or a programmatic change).
  func scrollViewDidZoom(_ scrollView: ScrollView)
  /// Zooming ended: after the pinch and any bounce back within the limits, or after an animated zoom.
  func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat)

  // MARK: Ending a drag, decelerating and animated scrolling (issue 24; defaults in ScrollViewDelegate+Deceleration.swift)

  /// The finger is about to lift: `velocity` is in points per millisecond (UIKit's unit, reference §8.9) and
  /// `targetContentOffset` points at where the content will come to rest; change it to stop elsewhere.
  ///
  /// A changed target is where deceleration then ends, exactly; with paging a changed target is ignored.
  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// The content is about to move on its own after the finger lifted (called only when it will).
  func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
  /// An animated ``ScrollView/setContentOffset(_:animated:)`` reached its offset.
  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
  /// Default: nothing.
  ///
  /// - Parameter scrollView: The scroll view that calls the delegate.
  public func scrollViewDidScroll(_ scrollView: ScrollView) {
    scrollView.noteDelegateDefault(.scrollViewDidScroll, answeredFor: self)
  }
  /// Default: nothing.
  ///
  /// - Parameter scrollView: The scroll view that calls the delegate.
  public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
    scrollView.noteDelegateDefault(.scrollViewWillBeginDragging, answeredFor: self)
  }
  /// Default: nothing.
  ///
  /// - Parameters:
  ///   - scrollView: The scroll view that calls the delegate.
  ///   - decelerate: Whether the content keeps moving after the finger lifted.
  public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
    scrollView.noteDelegateDefault(.scrollViewDidEndDragging, answeredFor: self)
  }
  /// Default: nothing.
  ///
  /// - Parameter scrollView: The scroll view that calls the delegate.
  public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
    scrollView.noteDelegateDefault(.scrollViewDidEndDecelerating, answeredFor: self)
  }
}
