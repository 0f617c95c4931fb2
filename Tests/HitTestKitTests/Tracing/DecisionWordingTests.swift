import Testing

@testable import HitTestKit

/// The renderer words every typed decision, and reads each number from the decision's fields (filled from the
/// constant that decided it), never from a number typed into a sentence.
@Suite struct DecisionWordingTests {
  typealias Cause = InteractionTrace.GestureNote.Cause

  @Test("every gesture cause is worded as the trace has always worded it")
  func causes() throws {
    let pan = PanGestureRecognizer()
    pan.name = "pan"
    let card = View()
    card.name = "card"
    let fit = try CircleFit(points: [
      CGPoint(x: 240, y: 240), CGPoint(x: 160, y: 320), CGPoint(x: 80, y: 240), CGPoint(x: 160, y: 160),
    ])
    let table: [(Cause, String)] = [
      (.unspecified, ""),
      (.described("lifted"), "lifted"),
      (.requiredRecognizerRecognized(TracedObject(pan)), "pan, which it requires to fail, recognized"),
      (.requiredRecognizerFailed(TracedObject(pan)), "pan failed"),
      (
        .circularRequirement(TracedObject(pan)),
        "it requires pan to fail, which waits for it to fail (a circular requirement)"
      ),
      (.excludedBy(TracedObject(pan)), "pan recognized first and excludes it"),
      (.excludedByRecognizing(TracedObject(pan)), "pan is already recognizing and excludes it"),
      (.viewRefusedToBegin(TracedObject(card)), "card.gestureRecognizerShouldBegin said no"),
      (.delegateRefusedToBegin, "the delegate's gestureRecognizerShouldBegin said no"),
      (.stillBeganAtNextEvent, "still began at its next event"),
      (.disabled, "disabled"),
      (.removedFromView, "removed from its view"),
      (.touchesCancelled, "touches cancelled"),
      (.tooManyFingers(down: 2, required: 1), "2 fingers down > numberOfTouchesRequired 1"),
      (.movedBeyondLimit(distance: 45.4, limit: 45), "moved 45.4 pt > allowableMovement 45 pt"),
      (.allFingersLifted, "all fingers lifted"),
      (.fingerLifted, "finger lifted"),
      (.tapEnded(tap: 1, of: 2), "tap 1 of 2 ended"),
      (.tapFingerCount(fingers: 1, required: 2), "tap with 1 finger(s), numberOfTouchesRequired 2"),
      (.noNextTap(tap: 2, of: 2, within: 0.35), "no tap 2 of 2 within 0.35 s"),
      (.held(duration: 0.5), "held 0.5 s without moving"),
      (.movedWhileHeld, "moved"),
      (.noTouchDownWithin(interval: 0.35, afterTap: 1), "no touch-down within 0.35 s after tap 1"),
      (.liftedTooSoon(held: 0.3, minimum: 0.5), "lifted after 0.3 s < minimumPressDuration 0.5 s"),
      (
        .panBegan(translation: CGPoint(x: 10, y: 9.9), hysteresis: 10, axis: .x),
        "centroid moved (10, 9.9) pt, ≥ 10 pt along x"
      ),
      (.panMoved(by: CGPoint(x: 3, y: -4)), "moved (3, -4) pt"),
      (.liftedBeforeMoving(hysteresis: 10), "all fingers lifted before moving 10 pt"),
      (
        .beganAwayFromEdge(distance: 20.5, edgeRegionWidth: 20),
        "began 20.5 pt from the nearest watched edge > edgeRegionWidth 20 pt"
      ),
      (.noEdgesWatched, "edges is empty"),
      (.pointerEntered, "the pointer entered its view"),
      (.pointerMoved, "the pointer moved over its view"),
      (.pointerExited, "the pointer left its view"),
      (
        .notAwayFromEdge(translation: CGPoint(x: -2, y: 30)),
        "moved (-2, 30) pt, not away from the edge it began at"
      ),
      (.pinchBegan(change: 10, hysteresis: 8), "distance changed 10 pt, > 8 pt"),
      (.scaleChanged(1.25), "scale 1.25"),
      (.liftedBeforePinching(hysteresis: 8), "all fingers lifted before the distance changed 8 pt"),
      (.rotationBegan(turned: 6 * .pi / 180, hysteresis: 5 * .pi / 180), "turned 6°, > 5°"),
      (.rotationChanged(0.5), "rotation 0.5 rad"),
      (.liftedBeforeTurning(hysteresis: 5 * .pi / 180), "all fingers lifted before turning 5°"),
      (.swiped(.right, minimumDistance: 50, maximumDuration: 0.5), "swiped right ≥ 50 pt within 0.5 s"),
      (.swipeTooSlow(maximumDuration: 0.5), "too slow: no swipe within 0.5 s"),
      (
        .swipeTooSlanted(across: 30.5, along: 60, maximumSlant: 0.5),
        "too slanted: 30.5 pt across > half of 60 pt along"
      ),
      (.swipedWrongWay(.left, allowed: [.right, .up]), "swiped left, direction is right+up"),
      (.swipedWrongWay(.down, allowed: []), "swiped down, direction is empty"),
      (.fingersSwipedDifferentWays, "fingers swiped different ways"),
      (.liftedBeforeSwiping(minimumDistance: 50), "lifted before travelling 50 pt"),
      (
        .circleRecognized(fit, sweptDegrees: 359.6),
        "circle at (160, 240) radius 80, fit error 0, swept 360°"
      ),
      (.notACircle(.touchesCancelled), "touches cancelled"),
      (.contentTouchesNotDelayed, "delaysContentTouches is false"),
      (.contentTouchDelayPassed(delay: 0.15), "0.15 s passed without scrolling"),
      (.movedAlongFixedAxis(limit: 10), "moved more than 10 pt along an axis that cannot scroll"),
      (.liftedBeforeContentTouchDelay(delay: 0.15), "the finger lifted before 0.15 s"),
      (.caughtMovingContent(TracedObject(card)), "the touch-down caught card's moving content"),
    ]
    for (cause, expected) in table {
      #expect(cause.description == expected, "\(cause.kind)")
    }
    let named = Set(table.map(\.0.kind))
    #expect(named == Set(Cause.Kind.allCases), "the table words every kind of cause")
  }

  @Test("numbers come from the decision's fields, so a changed limit shows in the words")
  func numbersFromFields() {
    #expect(Cause.liftedBeforePinching(hysteresis: 12).description.hasSuffix("changed 12 pt"))
    #expect(Cause.liftedBeforeTurning(hysteresis: 10 * .pi / 180).description.hasSuffix("turning 10°"))
    #expect(Cause.rotationBegan(turned: 0.2, hysteresis: 0.1).description == "turned 11.46°, > 5.73°")
    #expect(
      Cause.swipeTooSlanted(across: 3, along: 4, maximumSlant: 0.25).description.contains("> 0.25 × of 4"))
    #expect(
      Cause.liftedBeforeMoving(hysteresis: PanGestureRecognizer.hysteresis).description
        == "all fingers lifted before moving \(PanGestureRecognizer.hysteresis.compactDescription) pt")
  }

  @Test("a circle's failures are worded for whoever drew the stroke")
  func circleFailures() {
    let table: [(CircleGestureRecognizer.Failure, String)] = [
      (.tooManyFingers(2), "2 fingers down; a circle is drawn with one"),
      (.tooShort(points: 5, minimum: 8), "too short to judge: 5 points, and a circle needs at least 8"),
      (.noFit(.collinear), "the stroke is straight, and no circle fits a straight line"),
      (.noFit(.coincident), "the finger did not move"),
      (
        .passesThroughMiddle(at: CGPoint(x: 1, y: 2)),
        "the stroke passes through the middle of its circle, at (1, 2): a circle stays away from its centre, "
          + "a figure 8 crosses it"
      ),
      (
        .coversTooLittle(overlap: 0.27, required: 0.8),
        "the stroke covers only 27% of its circle's bounding box, less than the 80% required: an arc or a "
          + "squiggle, not a circle"
      ),
      (
        .sweepTooSmall(swept: 180.4, required: 300),
        "the stroke goes only 180° around its centre, less than the 300° required"
      ),
      (
        .notNearOneCircle(distance: 9.5, radius: 40.2, relativeError: 0.236, tolerance: 0.2),
        "the points do not lie near one circle: on average 9.5 pt from the best circle (radius 40), 24% of the "
          + "radius, more than the 20% allowed"
      ),
    ]
    for (failure, expected) in table { #expect(failure.description == expected) }
  }

  @Test("questions, ignored touches, refusals and queued requests are worded")
  func otherDecisions() {
    let tap = TapGestureRecognizer()
    tap.name = "tap"
    let pad = View()
    pad.name = "pad"
    let other = InteractionTrace.OtherTouch(finger: 1, view: TracedObject(pad), isInSameEvent: false)
    typealias Question = InteractionTrace.GestureNote.Question
    #expect(Question.shouldReceive(2).description == "delegate shouldReceive finger 2")
    #expect(Question.shouldBegin.description == "delegate gestureRecognizerShouldBegin")
    #expect(Question.viewShouldBegin(TracedObject(pad)).description == "pad.gestureRecognizerShouldBegin")
    #expect(
      Question.shouldRecognizeSimultaneously(with: TracedObject(tap)).description
        == "delegate shouldRecognizeSimultaneouslyWith tap")
    #expect(Question.touchesShouldBegin(in: TracedObject(pad)).description == "touchesShouldBegin(in: pad)")
    #expect(InteractionTrace.GestureNote.IgnoreReason.ignoreCalled.description == "ignore(_:for:)")
    #expect(
      InteractionTrace.GestureNote.IgnoreReason.finishedWaitingForReset.description
        == "finished, waits for reset")
    #expect(
      InteractionTrace.GestureNote.IgnoreReason.recognizedWaitingForFailure.description
        == "recognized, waits for a required recognizer to fail")
    typealias Refusal = InteractionTrace.DeliveryRefusal
    #expect(Refusal.hitTestFoundNothing.description == "the hit test found nothing")
    #expect(
      Refusal.exclusiveTouch(view: TracedObject(pad), other: other).description
        == "pad is exclusive-touch and pad is tracking finger 1")
    #expect(
      Refusal.exclusiveTouchElsewhere(other: other).description
        == "pad is exclusive-touch and is tracking finger 1")
    #expect(
      Refusal.neverReceivedBegan(view: TracedObject(pad)).description
        == "pad never received touchesBegan for it")
    let navigation = NavigationController()
    navigation.title = "navigation"
    #expect(
      Refusal.transitionRunning(controller: TracedObject(navigation)).description
        == "navigation's transition is running: touches that begin meanwhile are refused")
    typealias Queued = InteractionTrace.QueuedInput
    #expect(Queued.touchUp([1, 2]).description == "touch up [finger 1, finger 2]")
    #expect(Queued.move([.init(finger: 3, location: .zero)]).description == "move [finger 3]")
    #expect(Queued.wait(.milliseconds(500)).description == "wait 0.5 seconds")
    #expect(Queued.hover(CGPoint(x: 3, y: 4)).description == "hover at (3, 4)")
    #expect(Queued.hover(nil).description == "end hover")
  }

  @Test("repeats, adjusted repeat counts and a touch under a moving view are worded from their fields")
  func animationDecisions() {
    typealias Decision = ViewAnimation.Decision
    let table: [(Decision, String)] = [
      (
        .repeats(number: 2, count: .infinity, autoreverses: true),
        "animation 2 repeats until removed, playing back after each pass (.autoreverse) (.repeat: it never ends "
          + "by itself)"
      ),
      (
        .repeats(number: 1, count: 2.5, autoreverses: false),
        "animation 1 repeats 2.5 times, then shows the block's values"
      ),
      (.repeatCountAdjusted(count: -1, usedCount: 1), "repeat count -1 counts as 1"),
      (
        .shownUnderTouch(
          number: 3, finger: 2, location: CGPoint(x: 80, y: 30),
          presentationFrame: CGRect(x: 50, y: 0, width: 60, height: 60),
          modelFrame: CGRect(x: 200, y: 0, width: 60, height: 60)),
        "animation 3 shows it under finger 2 at (80, 30) (presentation frame (x 50, y 0, w 60, h 60)), but hit "
          + "testing uses its model frame (x 200, y 0, w 60, h 60), where it will be"
      ),
    ]
    for (decision, text) in table {
      #expect(AnimationDecisionRenderer.text(of: decision) == text)
    }
  }
}
