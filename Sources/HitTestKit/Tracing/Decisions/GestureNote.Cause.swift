extension InteractionTrace.GestureNote {
  /// Why a recognizer changed state: the rule that decided it, with the numbers and objects it compared.
  ///
  /// The engine's arbitration and every built-in recognizer give one of these cases; the text renderer words it,
  /// reading each number from the field the recognizer filled from its constant (``TapGestureRecognizer/allowableMovement``,
  /// ``PinchGestureRecognizer/hysteresis``…). A recognizer subclass may still give its own words
  /// (``GestureRecognizer/setState(_:cause:)``): they arrive as ``described(_:)``.
  ///
  /// The circle recognizer's two cases, the largest, are `indirect` (boxed when made, once per stroke): every
  /// trace entry is as large as the largest case of what it records.
  public enum Cause: Equatable {
    // MARK: Set without a reason

    /// No cause was given (the ``GestureRecognizer/state`` setter).
    case unspecified
    /// The recognizer subclass's own words (``GestureRecognizer/setState(_:cause:)``).
    case described(String)

    // MARK: Arbitration

    /// A recognizer it requires to fail recognized.
    case requiredRecognizerRecognized(TracedObject)
    /// The recognizer it waited for failed, so it proceeds.
    case requiredRecognizerFailed(TracedObject)
    /// It requires this recognizer to fail, which waits for it to fail: neither wait could ever end.
    case circularRequirement(TracedObject)
    /// This recognizer recognized first and excludes it.
    case excludedBy(TracedObject)
    /// This recognizer is already recognizing (began or changed) and excludes it.
    case excludedByRecognizing(TracedObject)
    /// A touched view's `gestureRecognizerShouldBegin(_:)` said no.
    case viewRefusedToBegin(TracedObject)
    /// The delegate's `gestureRecognizerShouldBegin(_:)` said no.
    case delegateRefusedToBegin
    /// A recognizer still in began at its next event moves on to changed.
    case stillBeganAtNextEvent
    /// It was disabled while taking part in a gesture.
    case disabled
    /// It was removed from its view while taking part in a gesture.
    case removedFromView
    /// Its touches were cancelled.
    case touchesCancelled

    // MARK: Built-in recognizers

    /// More fingers came down than ``TapGestureRecognizer/numberOfTouchesRequired`` (tap, long press, swipe).
    case tooManyFingers(down: Int, required: Int)
    /// The touch moved further than the limit allows (a tap's or long press's `allowableMovement`).
    case movedBeyondLimit(distance: CGFloat, limit: CGFloat)
    /// Every finger lifted, ending a continuous gesture.
    case allFingersLifted
    /// The finger lifted, ending a long press.
    case fingerLifted
    /// A tap of a multi-tap gesture ended: `tap` of `required`.
    case tapEnded(tap: Int, of: Int)
    /// A tap was made with another number of fingers than required.
    case tapFingerCount(fingers: Int, required: Int)
    /// No next tap began within the interval (``TapGestureRecognizer/maximumTapInterval``).
    case noNextTap(tap: Int, of: Int, within: TimeInterval)
    /// A long press was held for its minimum duration without moving.
    case held(duration: TimeInterval)
    /// A recognized long press moved.
    case movedWhileHeld
    /// No touch-down of the next tap came within the interval, after tap `afterTap` (a long press's taps).
    case noTouchDownWithin(interval: TimeInterval, afterTap: Int)
    /// A long press lifted before its minimum duration.
    case liftedTooSoon(held: TimeInterval, minimum: TimeInterval)
    /// A pan's centroid moved past the hysteresis along an axis.
    case panBegan(translation: CGPoint, hysteresis: CGFloat, axis: Axis)
    /// A recognized pan moved by this much.
    case panMoved(by: CGPoint)
    /// Every finger lifted before the pan moved past its hysteresis.
    case liftedBeforeMoving(hysteresis: CGFloat)
    /// An edge pan began further from every watched edge than ``ScreenEdgePanGestureRecognizer/edgeRegionWidth``.
    case beganAwayFromEdge(distance: CGFloat, edgeRegionWidth: CGFloat)
    /// An edge pan watches no edge.
    case noEdgesWatched
    /// A hover recognizer's pointer entered its view (`UIHoverGestureRecognizer` begins).
    case pointerEntered
    /// A hover recognizer's pointer moved over its view.
    case pointerMoved
    /// A hover recognizer's pointer left its view, or the window.
    case pointerExited
    /// An edge pan moved, but not away from the edge it began at.
    case notAwayFromEdge(translation: CGPoint)
    /// A pinch's finger distance changed past the hysteresis.
    case pinchBegan(change: CGFloat, hysteresis: CGFloat)
    /// A recognized pinch's scale changed.
    case scaleChanged(CGFloat)
    /// Every finger lifted before the distance changed by the hysteresis.
    case liftedBeforePinching(hysteresis: CGFloat)
    /// A rotation turned past the hysteresis (angles in radians).
    case rotationBegan(turned: CGFloat, hysteresis: CGFloat)
    /// A recognized rotation's angle changed, in radians.
    case rotationChanged(CGFloat)
    /// Every finger lifted before the rotation turned past the hysteresis (radians).
    case liftedBeforeTurning(hysteresis: CGFloat)
    /// A swipe travelled the minimum distance in an allowed direction within the maximum duration.
    case swiped(SwipeGestureRecognizer.Direction, minimumDistance: CGFloat, maximumDuration: TimeInterval)
    /// No swipe within the maximum duration.
    case swipeTooSlow(maximumDuration: TimeInterval)
    /// The swipe went too far across its direction: `across` > `maximumSlant` × `along`.
    case swipeTooSlanted(across: CGFloat, along: CGFloat, maximumSlant: CGFloat)
    /// The swipe went a way its ``SwipeGestureRecognizer/direction`` does not allow.
    case swipedWrongWay(SwipeGestureRecognizer.Direction, allowed: SwipeGestureRecognizer.Direction)
    /// The fingers of a multi-finger swipe went different ways.
    case fingersSwipedDifferentWays
    /// The fingers lifted before travelling the minimum distance.
    case liftedBeforeSwiping(minimumDistance: CGFloat)
    /// A circle was fitted to the stroke, which swept this many degrees around its centre.
    indirect case circleRecognized(CircleFit, sweptDegrees: CGFloat)
    /// No circle: the first rule of the circle recognizer the stroke broke.
    indirect case notACircle(CircleGestureRecognizer.Failure)

    // MARK: A scroll view's recognizers

    /// A scroll view's content-touch recognizer releases touch-downs at once: ``ScrollView/delaysContentTouches``
    /// is false.
    case contentTouchesNotDelayed
    /// A touch-down was held for the content-touch delay (``ScrollView/contentTouchDelay``) without scrolling.
    case contentTouchDelayPassed(delay: TimeInterval)
    /// A held touch moved more than ``ScrollView/contentTouchMovementLimit`` along an axis the scroll view
    /// cannot scroll, so it goes to the content.
    case movedAlongFixedAxis(limit: CGFloat)
    /// The finger lifted before the content-touch delay (``ScrollView/contentTouchDelay``) passed.
    case liftedBeforeContentTouchDelay(delay: TimeInterval)
    /// A touch-down caught the scroll view's moving content (decelerating or animating), so its pan begins.
    case caughtMovingContent(TracedObject)
  }
}

extension InteractionTrace.GestureNote.Cause {
  /// An axis along which a pan began.
  public enum Axis: Equatable, Sendable {
    /// Horizontal.
    case x
    /// Vertical.
    case y
  }
}
