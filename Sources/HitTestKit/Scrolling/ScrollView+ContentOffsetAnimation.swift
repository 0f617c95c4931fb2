extension ScrollView {
  /// Moves the content to `contentOffset`, at once or animated over ``settleDuration`` on the virtual clock,
  /// as UIKit's `setContentOffset(_:animated:)`.
  ///
  /// Either way it first stops a deceleration or an earlier animation where it is (the well-known UIKit
  /// idiom `setContentOffset(scrollView.contentOffset, animated: false)` stops a fling), without telling the
  /// delegate. Animated, the content moves one frame at a time and the delegate hears
  /// ``ScrollViewDelegate/scrollViewDidEndScrollingAnimation(_:)`` when it arrives (0.3 s, the duration of
  /// HitTestKit's other settling; UIKit's own is not documented). Animating to the current offset does
  /// nothing; outside a window there is no clock to animate on and the content moves at once (the delegate
  /// still hears that the animation ended). A NaN or infinite offset is ignored, as for ``contentOffset``.
  ///
  /// - Parameters:
  ///   - contentOffset: The new offset; any finite point (it is not clamped, as in UIKit).
  ///   - animated: Whether to move over ``settleDuration`` instead of at once.
  public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    guard contentOffset.isFinite else { return }
    stopSettling()
    guard animated, contentOffset != self.contentOffset else {
      self.contentOffset = contentOffset
      return
    }
    motionClock = window?.application?.clock
    record(.animatesContentOffset(from: self.contentOffset, to: contentOffset))
    startGliding(.animatingOffset(Glide(start: self.contentOffset, target: contentOffset, curve: .easeOut)))
  }
}
