extension ScrollView {
  /// What a scroll view knows about zooming: the scale and its limits, the pinch recognizer, and the pinch or
  /// animation in progress.
  struct ZoomState {
    /// The current zoom scale (1 until something zooms).
    var scale: CGFloat = 1
    /// The smallest zoom scale (UIKit's default, 1).
    var minimum: CGFloat = 1
    /// The largest zoom scale (UIKit's default, 1).
    var maximum: CGFloat = 1
    /// Whether a pinch may go past the limits and springs back (UIKit's default, true).
    var bounces = true
    /// The scroll view's pinch recognizer: present only while `maximum > minimum`.
    var pinch: PinchGestureRecognizer?
    /// Whether a pinch is zooming the content.
    var isZooming = false
    /// Whether the scale is animating back within the limits after a pinch went past them.
    var isBouncing = false
    /// The zoom scale when the pinch began.
    var pinchStartScale: CGFloat = 1
    /// The point of the zoomed view (in its own coordinates) that stays under the pinch's centroid.
    var anchor = CGPoint.zero
    /// Where the running animation ends.
    var target: ZoomTarget?
    /// Whether the pan's actions belong to the pinch: set when a pinch begins, cleared when the pan's gesture
    /// that went with it ends.
    var pinchOwnsPan = false
    /// The running animation's next frame, if an animation is running.
    var timer: VirtualClock.TimerToken?
    /// The clock the animation runs on: the pinching application's, or the window's application's.
    weak var clock: VirtualClock?
  }

  /// Where a zoom animation ends: the zoomed view, its scale and the content offset.
  struct ZoomTarget {
    weak var view: View?
    var scale: CGFloat
    var offset: CGPoint
  }
}
