/// Callbacks a scroll view sends while its content moves, as UIKit's `UIScrollViewDelegate`.
///
/// Every method is optional (default: do nothing).
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
}

extension ScrollViewDelegate {
  /// Default: nothing.
  ///
  /// - Parameter scrollView: The scroll view that calls the delegate.
  public func scrollViewDidScroll(_ scrollView: ScrollView) {}
  /// Default: nothing.
  ///
  /// - Parameter scrollView: The scroll view that calls the delegate.
  public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
  /// Default: nothing.
  ///
  /// - Parameters:
  ///   - scrollView: The scroll view that calls the delegate.
  ///   - decelerate: Whether the content keeps moving after the finger lifted.
  public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
  /// Default: nothing.
  ///
  /// - Parameter scrollView: The scroll view that calls the delegate.
  public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
}
