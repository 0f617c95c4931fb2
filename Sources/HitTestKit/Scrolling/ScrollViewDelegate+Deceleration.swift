extension ScrollViewDelegate {
  /// Default: nothing (the content comes to rest at the projected target).
  ///
  /// - Parameters:
  ///   - scrollView: The scroll view that calls the delegate.
  ///   - velocity: The release velocity of the content, in points per millisecond.
  ///   - targetContentOffset: Where the content will come to rest; the delegate may change it.
  public func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    scrollView.noteDelegateDefault(.scrollViewWillEndDragging, answeredFor: self)
  }
  /// Default: nothing.
  ///
  /// - Parameter scrollView: The scroll view that calls the delegate.
  public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
    scrollView.noteDelegateDefault(.scrollViewWillBeginDecelerating, answeredFor: self)
  }
  /// Default: nothing.
  ///
  /// - Parameter scrollView: The scroll view that calls the delegate.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
    scrollView.noteDelegateDefault(.scrollViewDidEndScrollingAnimation, answeredFor: self)
  }
}
