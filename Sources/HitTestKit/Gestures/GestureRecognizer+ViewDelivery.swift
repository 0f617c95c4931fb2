// The hooks a recognizer subclass uses to see its touches and to keep a touch from its view: the built-in scroll
// view's recognizers use only these, as a subclass outside the package would.
extension GestureRecognizer {
  /// The touches the recognizer is receiving, in the order they began: each touch delivered to it since its last
  /// reset and not ignored (``ignore(_:for:)``), lifted ones included until the reset.
  ///
  /// A HitTestKit addition: UIKit exposes the same list only as ``numberOfTouches`` and
  /// ``location(ofTouch:in:)``, and a subclass there keeps its own set. ``numberOfTouches`` is its count.
  public var receivedTouches: [Touch] { activeTouches }

  /// Keeps `touch` from its view for good: the view gets none of its phases, as UIKit's scroll view keeps a
  /// touch from its content when `touchesShouldBegin(_:with:in:)` says no.
  ///
  /// A HitTestKit addition (UIKit does this with private machinery). It applies to a touch the recognizer
  /// receives whose view has not been given `touchesBegan` yet (``Touch/isAwaitingView``): one the recognizer
  /// holds back with ``delaysTouchesBegan``, or one it sees in ``touchesBegan(_:with:)``, before the view does.
  /// Keeping a touch already kept, or taken by a recognizer, changes nothing.
  ///
  /// - Parameter touch: A touch this recognizer receives (``receivedTouches``).
  /// - Throws: ``WithholdingError`` when the recognizer does not receive `touch`, or its view already has it; the
  ///   touch's delivery is then left as it was.
  public func withholdFromView(_ touch: Touch) throws(WithholdingError) {
    guard receives(touch) else {
      throw .touchNotReceived(finger: touch.finger, recognizer: displayName)
    }
    guard !touch.hasReachedView else {
      throw .viewAlreadyReceivedTouch(finger: touch.finger)
    }
    if touch.isAwaitingView { touch.withholdFromView() }
  }
}
