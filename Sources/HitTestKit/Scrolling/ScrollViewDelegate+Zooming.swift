extension ScrollViewDelegate {
  /// Default: `nil`, so the scroll view does not zoom (UIKit's rule: zooming needs a view from the delegate).
  ///
  /// - Parameter scrollView: The scroll view that calls the delegate.
  /// - Returns: The view to scale; `nil` turns zooming off.
  public func viewForZooming(in scrollView: ScrollView) -> View? {
    scrollView.noteDelegateDefault(.viewForZooming, answeredFor: self)
    return nil
  }
  /// Default: nothing.
  ///
  /// - Parameters:
  ///   - scrollView: The scroll view that calls the delegate.
  ///   - view: The view about to be zoomed.
  public func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {
    scrollView.noteDelegateDefault(.scrollViewWillBeginZooming, answeredFor: self)
  }
  /// Default: nothing.
  ///
  /// - Parameter scrollView: The scroll view that calls the delegate.
  public func scrollViewDidZoom(_ scrollView: ScrollView) {
    scrollView.noteDelegateDefault(.scrollViewDidZoom, answeredFor: self)
  }
  /// Default: nothing.
  ///
  /// - Parameters:
  ///   - scrollView: The scroll view that calls the delegate.
  ///   - view: The view that was zoomed.
  ///   - scale: The zoom scale zooming ended at, within the scroll view's limits.
  public func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat) {
    scrollView.noteDelegateDefault(.scrollViewDidEndZooming, answeredFor: self)
  }
}
