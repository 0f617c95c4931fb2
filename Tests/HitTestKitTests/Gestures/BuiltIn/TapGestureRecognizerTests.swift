import HitTestKit
import HitTestKitTesting
import Testing

/// The tap recognizer's rules (reference §6.1–6.3): it recognizes at the touch-up that completes the last
/// required tap, and fails on movement beyond 45 pt from the first tap's start, on more fingers than
/// required, on a pause of 0.35 s between taps, and on cancelled touches.
@Suite struct TapGestureRecognizerTests {
  let start = CGPoint(x: 100, y: 100)

  @Test("a tap recognizes at the touch-up: the action runs once and the view's touch is cancelled")
  func recognizesAtTouchUp() throws {
    let scene = Scene()
    let tap = scene.attach(TapGestureRecognizer(), as: "tap")
    try scene.app.touchDown(1, at: start)
    #expect(tap.state == .possible)
    #expect(scene.actions.entries.isEmpty, "a tap is not recognized at touch-down")
    let lift = try scene.app.touchUp(1)
    #expect(scene.actions.entries == ["tap ended"])
    #expect(scene.card.log == ["began", "cancelled"], "the held touchesEnded becomes touchesCancelled")
    expectTrace(
      lift,
      containsInOrder: [
        .stateChange(recognizer: "tap", from: .possible, to: .ended, cause: .tapEnded(tap: 1, of: 1)),
        .actionsSent(recognizer: "tap", state: .ended, count: 1),
        .delivered(.cancelled, to: "card", fingers: [1]),
      ])
    expectTrace(lift, lacks: .delivered(.ended, to: "card"))
  }

  @Test("moving exactly 45 pt from the start still taps (the rule fails movement beyond 45 pt)")
  func movingExactly45PointsTaps() throws {
    let scene = Scene()
    let tap = scene.attach(TapGestureRecognizer(), as: "tap")
    try scene.app.touchDown(1, at: start)
    // 27² + 36² = 45²: exactly 45 pt away, with no rounding in hypot.
    let moved = try scene.app.move(1, to: CGPoint(x: 127, y: 136))
    #expect(tap.state == .possible)
    expectTrace(moved, lacks: .stateChange(recognizer: "tap"))
    try scene.app.touchUp(1)
    #expect(scene.actions.entries == ["tap ended"])
    #expect(scene.card.log == ["began", "moved", "cancelled"])
  }

  @Test("moving beyond 45 pt fails the tap, and the view keeps its touch")
  func movingBeyond45PointsFails() throws {
    let scene = Scene()
    _ = scene.attach(TapGestureRecognizer(), as: "tap")
    try scene.app.touchDown(1, at: start)
    let moved = try scene.app.move(1, to: CGPoint(x: 127, y: 136.5))
    expectTrace(
      moved,
      contains: .stateChange(
        recognizer: "tap", from: .possible, to: .failed, because: .movedBeyondLimit))
    // Back within 45 pt does not revive it.
    try scene.app.move(1, to: start)
    let lift = try scene.app.touchUp(1)
    #expect(scene.actions.entries.isEmpty)
    #expect(scene.card.log == ["began", "moved", "moved", "ended"])
    expectTrace(lift, contains: .delivered(.ended, to: "card", fingers: [1]))
    expectTrace(lift, lacks: .actionsSent(recognizer: "tap"))
  }

  @Test("the movement is measured from the first tap's start, across the taps of a double tap")
  func movementFromFirstTap() throws {
    let scene = Scene()
    let tap = scene.attach(TapGestureRecognizer(), as: "tap")
    tap.numberOfTapsRequired = 2
    try scene.app.tap(at: start)
    let second = try scene.app.touchDown(1, at: CGPoint(x: 100, y: 146))
    expectTrace(
      second,
      contains: .stateChange(
        recognizer: "tap", from: .possible, to: .failed,
        cause: .movedBeyondLimit(distance: 46, limit: TapGestureRecognizer.allowableMovement)))
    try scene.app.touchUp(1)
    #expect(scene.actions.entries.isEmpty)
  }

  @Test("each gesture measures movement from its own start: reset forgets the last one's")
  func resetForgetsStart() throws {
    let scene = Scene()
    _ = scene.attach(TapGestureRecognizer(), as: "tap")
    try scene.app.tap(at: start)
    try scene.app.wait(.seconds(1))
    let second = try scene.app.tap(at: CGPoint(x: 200, y: 200))
    #expect(scene.actions.entries == ["tap ended", "tap ended"])
    expectTrace(second, contains: .stateChange(recognizer: "tap", from: .possible, to: .ended))
  }

  @Test("an extra finger fails a one-finger tap; the view gets both touches")
  func extraFingerFails() throws {
    let scene = Scene()
    scene.card.isMultipleTouchEnabled = true
    _ = scene.attach(TapGestureRecognizer(), as: "tap")
    try scene.app.touchDown(1, at: start)
    let second = try scene.app.touchDown(2, at: CGPoint(x: 120, y: 100))
    expectTrace(
      second,
      contains: .stateChange(
        recognizer: "tap", from: .possible, to: .failed, cause: .tooManyFingers(down: 2, required: 1)))
    try scene.app.touchUp(1, 2)
    #expect(scene.actions.entries.isEmpty)
    #expect(scene.card.log == ["began", "began", "ended"])
  }

  @Test("a two-finger tap (numberOfTouchesRequired 2) recognizes when both fingers have lifted")
  func twoFingerTap() throws {
    let scene = Scene()
    scene.card.isMultipleTouchEnabled = true
    let tap = scene.attach(TapGestureRecognizer(), as: "tap")
    tap.numberOfTouchesRequired = 2
    var location: CGPoint?
    tap.addTarget { [unowned card = scene.card] sender in location = sender.location(in: card) }
    try scene.app.touchDown([1: CGPoint(x: 90, y: 100), 2: CGPoint(x: 130, y: 120)])
    let firstLift = try scene.app.touchUp(1)
    #expect(tap.state == .possible, "one finger is still down")
    expectTrace(firstLift, lacks: .stateChange(recognizer: "tap"))
    let secondLift = try scene.app.touchUp(2)
    #expect(scene.actions.entries == ["tap ended"])
    expectTrace(
      secondLift,
      contains: .stateChange(recognizer: "tap", from: .possible, to: .ended, cause: .tapEnded(tap: 1, of: 1)))
    #expect(location == CGPoint(x: 90, y: 90), "the centroid (110, 110) of the two fingers, in the card")
  }

  @Test("one finger is not a two-finger tap")
  func oneFingerIsNotTwoFingerTap() throws {
    let scene = Scene()
    let tap = scene.attach(TapGestureRecognizer(), as: "tap")
    tap.numberOfTouchesRequired = 2
    let trace = try scene.app.tap(at: start)
    #expect(scene.actions.entries.isEmpty)
    #expect(scene.card.log == ["began", "ended"])
    expectTrace(
      trace,
      contains: .stateChange(
        recognizer: "tap", from: .possible, to: .failed,
        cause: .tapFingerCount(fingers: 1, required: 2)))
  }

  @Test("a double tap recognizes when the second tap comes down within 0.35 s of the first lift")
  func doubleTapWithinInterval() throws {
    let scene = Scene()
    let tap = scene.attach(TapGestureRecognizer(), as: "tap")
    tap.numberOfTapsRequired = 2
    try scene.app.tap(at: start)
    try scene.app.wait(.milliseconds(349))
    #expect(tap.state == .possible)
    let second = try scene.app.tap(at: start)
    #expect(scene.actions.entries == ["tap ended"])
    expectTrace(
      second,
      contains: .stateChange(recognizer: "tap", from: .possible, to: .ended, cause: .tapEnded(tap: 2, of: 2)))
  }

  @Test("a double tap fails when 0.35 s pass after the first lift, from the interval timer")
  func intervalExpires() throws {
    let scene = Scene()
    let tap = scene.attach(TapGestureRecognizer(), as: "tap")
    tap.numberOfTapsRequired = 2
    try scene.app.tap(at: start)
    let early = try scene.app.wait(.milliseconds(349))
    expectTrace(early, lacks: .timerFired())
    let expired = try scene.app.wait(.milliseconds(1))
    expectTrace(
      expired,
      containsInOrder: [
        .timerFired("tap: tap interval"),
        .stateChange(
          recognizer: "tap", from: .possible, to: .failed,
          cause: .noNextTap(tap: 2, of: 2, within: TapGestureRecognizer.maximumTapInterval)),
      ])
    #expect(tap.state == .possible, "reset after failing")
    let late = try scene.app.tap(at: start)
    #expect(scene.actions.entries.isEmpty, "the late tap starts a new double tap")
    expectTrace(late, lacks: .stateChange(recognizer: "tap", to: .ended))
  }

  @Test("location(in:) is where the first tap began, in the view's coordinates, wherever the finger went")
  func locationIsFirstTap() throws {
    let scene = Scene()
    let tap = scene.attach(TapGestureRecognizer(), as: "tap")
    tap.numberOfTapsRequired = 2
    var inCard: CGPoint?
    var inWindow: CGPoint?
    tap.addTarget { [unowned card = scene.card] sender in
      inCard = sender.location(in: card)
      inWindow = sender.location(in: nil)
    }
    try scene.app.touchDown(1, at: CGPoint(x: 50, y: 60))
    try scene.app.move(1, to: CGPoint(x: 60, y: 70))
    try scene.app.touchUp(1)
    try scene.app.tap(at: CGPoint(x: 70, y: 80))
    #expect(scene.actions.entries == ["tap ended"])
    #expect(inWindow == CGPoint(x: 50, y: 60))
    #expect(inCard == CGPoint(x: 30, y: 40), "the card's origin is (20, 20)")
  }

  @Test("cancelled touches fail the tap")
  func cancelledFails() throws {
    let scene = Scene()
    _ = scene.attach(TapGestureRecognizer(), as: "tap")
    try scene.app.touchDown(1, at: start)
    let cancelled = try scene.app.cancelTouches([1])
    #expect(scene.actions.entries.isEmpty)
    expectTrace(
      cancelled,
      contains: .stateChange(recognizer: "tap", from: .possible, to: .failed, cause: .touchesCancelled))
  }
}
