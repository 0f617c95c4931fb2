/// A control that performs its action on a tap, as UIKit's `UIButton`.
///
/// It sends `touchUpInside` followed by `primaryActionTriggered` on a tap. As UIKit's button does, it
/// vetoes a single-finger single-tap recognizer attached to another view (an ancestor) through
/// ``gestureRecognizerShouldBegin(_:)``, so the button's own action wins over, say, a "dismiss keyboard"
/// tap on the window — unless that recognizer's `cancelsTouchesInView` is false, in which case UIKit never
/// asks and both fire.
open class Button: Control {
  /// The button's title, for traces and descriptions.
  public var title: String?

  /// Creates a button with a frame and an optional title (also used as its name when it has none).
  public init(frame: CGRect, title: String? = nil) {
    self.title = title
    super.init(frame: frame)
    if let title { name = title }
  }

  /// A button's primary action follows `touchUpInside`.
  open override var primaryActionEvents: ControlEvent { .touchUpInside }

  /// False for a one-tap, one-finger tap recognizer attached to another view; true otherwise (UIKit's rule).
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    if let tap = gestureRecognizer as? TapGestureRecognizer, tap.view !== self,
      tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1
    {
      return false
    }
    return true
  }
}
