/// Questions a recognizer asks before it receives a touch, begins, or competes, as UIKit's delegate.
///
/// Every method is optional: the defaults are UIKit's (receive every touch, begin, never simultaneous,
/// no extra failure requirements). Every question asked and its answer appear in the trace.
///
/// Declare each method you need in the class that adopts the protocol, and `override` it in subclasses: Swift
/// binds the methods where the protocol is adopted, so one declared only in a subclass is never called (UIKit's
/// Objective-C lookup would find it). The trace warns the first time a default answers for such a subclass
/// (``InteractionTrace/Kind/inheritedDelegateDefault(asker:_:)``; the "Running your UIKit code" article).
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
  /// By default, lets every recognizer begin, as UIKit's delegate default does.
  ///
  /// - Parameter gestureRecognizer: The recognizer asking.
  /// - Returns: `true`.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    gestureRecognizer.noteDelegateDefault(.gestureRecognizerShouldBegin, answeredFor: self)
    return true
  }
  /// By default, lets every recognizer receive every touch, as UIKit's delegate default does.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer asking.
  ///   - touch: The touch about to be delivered to the recognizer.
  /// - Returns: `true`.
  public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
    gestureRecognizer.noteDelegateDefault(.shouldReceive, answeredFor: self)
    return true
  }
  /// By default, does not let the two recognize at the same time, as UIKit's delegate default does.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer asking.
  ///   - otherGestureRecognizer: The recognizer that would be blocked by, or would block,
  ///     `gestureRecognizer`.
  /// - Returns: `false`.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool {
    gestureRecognizer.noteDelegateDefault(.shouldRecognizeSimultaneously, answeredFor: self)
    return false
  }
  /// By default, adds no failure requirement, as UIKit's delegate default does.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer asking.
  ///   - otherGestureRecognizer: The recognizer that `gestureRecognizer` would wait for.
  /// - Returns: `false`.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
  ) -> Bool {
    gestureRecognizer.noteDelegateDefault(.shouldRequireFailure, answeredFor: self)
    return false
  }
  /// By default, adds no failure requirement, as UIKit's delegate default does.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer asking.
  ///   - otherGestureRecognizer: The recognizer that would wait for `gestureRecognizer`.
  /// - Returns: `false`.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
  ) -> Bool {
    gestureRecognizer.noteDelegateDefault(.shouldBeRequiredToFail, answeredFor: self)
    return false
  }
}
