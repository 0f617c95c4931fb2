extension InteractionTrace {
  /// A delegate method answered by its protocol's default for an object whose class inherits the protocol's
  /// adoption from a superclass: a method of that name declared in the subclass alone is never called.
  ///
  /// Swift binds a protocol's methods once, for the class that adopts the protocol (its witness table), so when
  /// `BaseController` adopts ``ScrollViewDelegate`` without `viewForZooming(in:)`, the protocol's default answers for
  /// every subclass, and `PhotoController: BaseController` declaring `viewForZooming(in:)` is not asked. UIKit looks
  /// the method up at each call (Objective-C messaging) and finds it. Recorded the first time the default answers
  /// for a class and a method in an application, when tracing is on (issue 31, item 7).
  public struct InheritedDelegateDefault: Equatable {
    /// The delegate's class, as Swift names it (`PhotoController`).
    public let delegateClass: String
    /// The ancestor that adopts the protocol, the topmost one that conforms (`BaseController`).
    public let adoptingClass: String
    /// The method the protocol's default answered.
    public let method: DelegateMethod
  }

  /// A delegate method of ``GestureRecognizerDelegate`` or ``ScrollViewDelegate``, by its Swift name.
  public enum DelegateMethod: String, CaseIterable, Sendable {
    /// `gestureRecognizerShouldBegin(_:)`.
    case gestureRecognizerShouldBegin = "gestureRecognizerShouldBegin(_:)"
    /// `gestureRecognizer(_:shouldReceive:)`.
    case shouldReceive = "gestureRecognizer(_:shouldReceive:)"
    /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`.
    case shouldRecognizeSimultaneously = "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)"
    /// `gestureRecognizer(_:shouldRequireFailureOf:)`.
    case shouldRequireFailure = "gestureRecognizer(_:shouldRequireFailureOf:)"
    /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)`.
    case shouldBeRequiredToFail = "gestureRecognizer(_:shouldBeRequiredToFailBy:)"
    /// `scrollViewDidScroll(_:)`.
    case scrollViewDidScroll = "scrollViewDidScroll(_:)"
    /// `scrollViewWillBeginDragging(_:)`.
    case scrollViewWillBeginDragging = "scrollViewWillBeginDragging(_:)"
    /// `scrollViewDidEndDragging(_:willDecelerate:)`.
    case scrollViewDidEndDragging = "scrollViewDidEndDragging(_:willDecelerate:)"
    /// `scrollViewDidEndDecelerating(_:)`.
    case scrollViewDidEndDecelerating = "scrollViewDidEndDecelerating(_:)"
    /// `viewForZooming(in:)`.
    case viewForZooming = "viewForZooming(in:)"
    /// `scrollViewWillBeginZooming(_:with:)`.
    case scrollViewWillBeginZooming = "scrollViewWillBeginZooming(_:with:)"
    /// `scrollViewDidZoom(_:)`.
    case scrollViewDidZoom = "scrollViewDidZoom(_:)"
    /// `scrollViewDidEndZooming(_:with:atScale:)`.
    case scrollViewDidEndZooming = "scrollViewDidEndZooming(_:with:atScale:)"
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
    case scrollViewWillEndDragging = "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)"
    /// `scrollViewWillBeginDecelerating(_:)`.
    case scrollViewWillBeginDecelerating = "scrollViewWillBeginDecelerating(_:)"
    /// `scrollViewDidEndScrollingAnimation(_:)`.
    case scrollViewDidEndScrollingAnimation = "scrollViewDidEndScrollingAnimation(_:)"

    /// Whether the method is one of ``GestureRecognizerDelegate``'s (else ``ScrollViewDelegate``'s).
    public var isGestureRecognizerDelegateMethod: Bool {
      switch self {
      case .gestureRecognizerShouldBegin, .shouldReceive, .shouldRecognizeSimultaneously,
        .shouldRequireFailure,
        .shouldBeRequiredToFail:
        true
      default: false
      }
    }

    /// The protocol's name: `GestureRecognizerDelegate` or `ScrollViewDelegate`.
    public var protocolName: String {
      isGestureRecognizerDelegateMethod ? "GestureRecognizerDelegate" : "ScrollViewDelegate"
    }
  }
}
