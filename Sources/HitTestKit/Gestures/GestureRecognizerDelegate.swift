/// Questions a recognizer asks before it receives a touch, begins, or competes, as UIKit's delegate.
///
/// Every method is optional: the defaults are UIKit's (receive every touch, begin, never simultaneous,
/// no extra failure requirements). Every question asked and its answer appear in the trace.
public protocol GestureRecognizerDelegate: AnyObject {
  /// Whether the recognizer may leave possible (to began or recognized); false makes it fail.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
  /// Whether the recognizer receives `touch`; asked once, at touch-down. False: it never sees the touch.
  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
  /// Whether the two may recognize at the same time; true from either delegate allows it.
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool
  /// Whether `gestureRecognizer` must wait for `otherGestureRecognizer` to fail.
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
  ) -> Bool
  /// Whether `otherGestureRecognizer` must wait for `gestureRecognizer` to fail.
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
  ) -> Bool
}

extension GestureRecognizerDelegate {
  /// Default: true.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
  /// Default: true.
  public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
    true
  }
  /// Default: false.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool { false }
  /// Default: false.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
  ) -> Bool { false }
  /// Default: false.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
  ) -> Bool { false }
}
