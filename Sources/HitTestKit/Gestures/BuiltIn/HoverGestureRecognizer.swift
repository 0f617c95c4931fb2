/// Recognizes a pointer hovering over its view, as UIKit's `UIHoverGestureRecognizer` (continuous).
///
/// UIKit's rule (its documentation: "a continuous gesture recognizer that interprets pointer movement over a
/// view"): it begins when the pointer moves over its view (through the hit test, so over the view or any of its
/// subviews that take touches), changes at each move over it, and ends when the pointer leaves it or the window.
/// Pointer hovering is ``Application/hover(at:)`` and ``Application/endHover()``.
///
/// It takes no touches: its ``GestureRecognizer/allowedTouchTypes`` is empty, so a finger or stylus on its view passes it by (a
/// HitTestKit decision; UIKit delivers hover and touch events separately). ``location(in:)`` is the pointer's.
open class HoverGestureRecognizer: GestureRecognizer {
  /// Where the pointer hovers over the recognizer's view, in window coordinates (`nil` when it does not).
  ///
  /// Written only by the gesture environment (``GestureEnvironment/hover(_:at:)``).
  var pointerLocation: CGPoint?

  /// Creates a hover recognizer with an optional action callback.
  ///
  /// - Parameter action: Called with the recognizer on every transition into began, changed, ended and
  ///   cancelled; `nil` for none.
  public override init(action: ((GestureRecognizer) -> Void)? = nil) {
    super.init(action: action)
    allowedTouchTypes = []
  }

  /// Creates a hover recognizer that sends `action` to `target`, as UIKit's `init(target:action:)`.
  ///
  /// - Parameters:
  ///   - target: The object the action is sent to.
  ///   - action: The action method.
  public override init(target: Any?, action: Selector?) {
    super.init(target: target, action: action)
    allowedTouchTypes = []
  }

  /// Forgets the pointer's location, then resets as every recognizer does.
  open override func reset() {
    super.reset()
    pointerLocation = nil
  }

  /// The pointer's location in `view`'s coordinates (the window's for `nil`): where it is, or where it went when
  /// it left the view (its last place when it left the window); the origin when no pointer hovers.
  ///
  /// - Parameter view: The view whose coordinates to use; `nil` for the window's.
  /// - Returns: The pointer's location.
  open override func location(in view: View?) -> CGPoint {
    guard let pointer = pointerLocation else { return .zero }
    guard let view else { return pointer }
    return view.convert(pointer, from: nil)
  }
}
