extension ScrollView {
  /// What a scroll view knows about zooming between gestures: the scale, its limits and the pinch recognizer (a
  /// pinch or animation in progress is the scroll view's ``ScrollView/Motion``).
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
    /// The view the scale was last applied to (not kept alive): when the delegate gives another, its zoom is reset.
    weak var view: View?
  }
}
