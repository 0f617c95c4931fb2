/// The timing and geometry the one-line gestures use; each number says where it comes from.
public enum InputTiming {
  /// How long a finger stays down in a tap: 0.05 s, well under a long press's 0.5 s (a typical quick tap).
  public static let tapDuration: Duration = .milliseconds(50)
  /// The pause between the taps of a double tap: 0.1 s, well under UIKit's 0.35 s tap interval.
  public static let pauseBetweenTaps: Duration = .milliseconds(100)
  /// The interval between move events: 1/60 s, one display frame at 60 Hz, as UIKit delivers touches.
  public static let frameInterval: Duration = .nanoseconds(16_666_667)
  /// A drag's default duration: 0.5 s.
  public static let dragDuration: Duration = .milliseconds(500)
  /// A swipe's duration: 0.15 s (a quick flick).
  public static let swipeDuration: Duration = .milliseconds(150)
  /// A swipe's default distance: 200 pt.
  public static let swipeDistance: CGFloat = 200
  /// Pinches and rotations last 0.5 s, in 10 steps.
  public static let twoFingerDuration: Duration = .milliseconds(500)
}
