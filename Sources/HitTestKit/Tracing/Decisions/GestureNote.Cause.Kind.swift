extension InteractionTrace.GestureNote.Cause {
  /// Which rule a cause names, without its fields: what a test matches when the numbers do not matter
  /// (`.stateChange(to: .failed, because: .movedBeyondLimit)`), and what the fuzzer counts.
  public enum Kind: String, Equatable, Sendable, CaseIterable {
    /// No cause was given (the ``GestureRecognizer/state`` setter).
    case unspecified
    /// The recognizer subclass's own words (``GestureRecognizer/setState(_:cause:)``).
    case described
    /// A recognizer it requires to fail recognized.
    case requiredRecognizerRecognized
    /// The recognizer it waited for failed, so it proceeds.
    case requiredRecognizerFailed
    /// It requires this recognizer to fail, which waits for it to fail: neither wait could ever end.
    case circularRequirement
    /// This recognizer recognized first and excludes it.
    case excludedBy
    /// This recognizer is already recognizing (began or changed) and excludes it.
    case excludedByRecognizing
    /// A touched view's `gestureRecognizerShouldBegin(_:)` said no.
    case viewRefusedToBegin
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
    /// More fingers came down than ``TapGestureRecognizer/numberOfTouchesRequired`` (tap, long press, swipe).
    case tooManyFingers
    /// The touch moved further than the limit allows (a tap's or long press's `allowableMovement`).
    case movedBeyondLimit
    /// Every finger lifted, ending a continuous gesture.
    case allFingersLifted
    /// The finger lifted, ending a long press.
    case fingerLifted
    /// A tap of a multi-tap gesture ended: `tap` of `required`.
    case tapEnded
    /// A tap was made with another number of fingers than required.
    case tapFingerCount
    /// No next tap began within the interval (``TapGestureRecognizer/maximumTapInterval``).
    case noNextTap
    /// A long press was held for its minimum duration without moving.
    case held
    /// A recognized long press moved.
    case movedWhileHeld
    /// No touch-down of the next tap came within the interval, after tap `afterTap` (a long press's taps).
    case noTouchDownWithin
    /// A long press lifted before its minimum duration.
    case liftedTooSoon
    /// A pan's centroid moved past the hysteresis along an axis.
    case panBegan
    /// A recognized pan moved by this much.
    case panMoved
    /// Every finger lifted before the pan moved past its hysteresis.
    case liftedBeforeMoving
    /// An edge pan began further from every watched edge than ``ScreenEdgePanGestureRecognizer/edgeRegionWidth``.
    case beganAwayFromEdge
    /// An edge pan watches no edge.
    case noEdgesWatched
    /// A hover recognizer's pointer entered its view.
    case pointerEntered
    /// A hover recognizer's pointer moved over its view.
    case pointerMoved
    /// A hover recognizer's pointer left its view.
    case pointerExited
    /// An edge pan moved, but not away from the edge it began at.
    case notAwayFromEdge
    /// A pinch's finger distance changed past the hysteresis.
    case pinchBegan
    /// A recognized pinch's scale changed.
    case scaleChanged
    /// Every finger lifted before the distance changed by the hysteresis.
    case liftedBeforePinching
    /// A rotation turned past the hysteresis (angles in radians).
    case rotationBegan
    /// A recognized rotation's angle changed, in radians.
    case rotationChanged
    /// Every finger lifted before the rotation turned past the hysteresis (radians).
    case liftedBeforeTurning
    /// A swipe travelled the minimum distance in an allowed direction within the maximum duration.
    case swiped
    /// No swipe within the maximum duration.
    case swipeTooSlow
    /// The swipe went too far across its direction: `across` > `maximumSlant` × `along`.
    case swipeTooSlanted
    /// The swipe went a way its ``SwipeGestureRecognizer/direction`` does not allow.
    case swipedWrongWay
    /// The fingers of a multi-finger swipe went different ways.
    case fingersSwipedDifferentWays
    /// The fingers lifted before travelling the minimum distance.
    case liftedBeforeSwiping
    /// A circle was fitted to the stroke, which swept this many degrees around its centre.
    case circleRecognized
    /// No circle: the first rule of the circle recognizer the stroke broke.
    case notACircle
    /// A scroll view's content-touch recognizer releases touch-downs at once (`delaysContentTouches` is false).
    case contentTouchesNotDelayed
    /// A touch-down was held for the content-touch delay without scrolling.
    case contentTouchDelayPassed
    /// A held touch moved along an axis the scroll view cannot scroll.
    case movedAlongFixedAxis
    /// The finger lifted before the content-touch delay passed.
    case liftedBeforeContentTouchDelay
    /// A touch-down caught the scroll view's moving content.
    case caughtMovingContent
  }

  /// Which rule the cause names.
  public var kind: Kind {
    switch self {
    case .unspecified: .unspecified
    case .described: .described
    case .requiredRecognizerRecognized: .requiredRecognizerRecognized
    case .requiredRecognizerFailed: .requiredRecognizerFailed
    case .circularRequirement: .circularRequirement
    case .excludedBy: .excludedBy
    case .excludedByRecognizing: .excludedByRecognizing
    case .viewRefusedToBegin: .viewRefusedToBegin
    case .delegateRefusedToBegin: .delegateRefusedToBegin
    case .stillBeganAtNextEvent: .stillBeganAtNextEvent
    case .disabled: .disabled
    case .removedFromView: .removedFromView
    case .touchesCancelled: .touchesCancelled
    case .tooManyFingers: .tooManyFingers
    case .movedBeyondLimit: .movedBeyondLimit
    case .allFingersLifted: .allFingersLifted
    case .fingerLifted: .fingerLifted
    case .tapEnded: .tapEnded
    case .tapFingerCount: .tapFingerCount
    case .noNextTap: .noNextTap
    case .held: .held
    case .movedWhileHeld: .movedWhileHeld
    case .noTouchDownWithin: .noTouchDownWithin
    case .liftedTooSoon: .liftedTooSoon
    case .panBegan: .panBegan
    case .panMoved: .panMoved
    case .liftedBeforeMoving: .liftedBeforeMoving
    case .beganAwayFromEdge: .beganAwayFromEdge
    case .noEdgesWatched: .noEdgesWatched
    case .pointerEntered: .pointerEntered
    case .pointerMoved: .pointerMoved
    case .pointerExited: .pointerExited
    case .notAwayFromEdge: .notAwayFromEdge
    case .pinchBegan: .pinchBegan
    case .scaleChanged: .scaleChanged
    case .liftedBeforePinching: .liftedBeforePinching
    case .rotationBegan: .rotationBegan
    case .rotationChanged: .rotationChanged
    case .liftedBeforeTurning: .liftedBeforeTurning
    case .swiped: .swiped
    case .swipeTooSlow: .swipeTooSlow
    case .swipeTooSlanted: .swipeTooSlanted
    case .swipedWrongWay: .swipedWrongWay
    case .fingersSwipedDifferentWays: .fingersSwipedDifferentWays
    case .liftedBeforeSwiping: .liftedBeforeSwiping
    case .circleRecognized: .circleRecognized
    case .notACircle: .notACircle
    case .contentTouchesNotDelayed: .contentTouchesNotDelayed
    case .contentTouchDelayPassed: .contentTouchDelayPassed
    case .movedAlongFixedAxis: .movedAlongFixedAxis
    case .liftedBeforeContentTouchDelay: .liftedBeforeContentTouchDelay
    case .caughtMovingContent: .caughtMovingContent
    }
  }
}
