import HitTestKit
import HitTestKitTesting
import Testing

/// A recognizer that never recognizes and keeps, from its view, each touch that `keeps` picks, as a scroll view
/// keeps a touch from its content when `touchesShouldBegin(_:with:in:)` says no; it fails once every finger lifts.
private final class KeepingRecognizer: GestureRecognizer {
  var keeps: (Touch) -> Bool = { _ in true }
  var errors: [GestureRecognizer.WithholdingError] = []

  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    for touch in touches.sorted(by: { $0.finger < $1.finger }) where keeps(touch) {
      do { try withholdFromView(touch) } catch { errors.append(error) }
    }
  }

  override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    if !receivedTouches.contains(where: \.isDown) { setState(.failed, cause: "every finger lifted") }
  }
}

/// The hooks a recognizer subclass has for its touches' delivery, the clock and the trace: the built-in scroll
/// view's recognizers use only these.
@Suite struct SubclassHookTests {
  let point = CGPoint(x: 100, y: 100)

  @Test("a touch withheld in touchesBegan never reaches its view, and the view's other fingers still do")
  func withheldTouchNeverReachesView() throws {
    let scene = Scene()
    let keeper = scene.attach(KeepingRecognizer(), as: "keeper")
    keeper.keeps = { $0.finger == 1 }
    scene.card.isMultipleTouchEnabled = true
    try scene.app.touchDown([1: point, 2: CGPoint(x: 120, y: 100)])
    let touches = scene.app.touchesDown
    #expect(touches[1]?.isAwaitingView == false && touches[1]?.isTrackedByView == false)
    #expect(touches[2]?.isTrackedByView == true)
    try scene.app.move(1, to: CGPoint(x: 110, y: 100))
    try scene.app.touchUp([1, 2])
    #expect(scene.card.log == ["began", "ended"], "only finger 2's phases")
    #expect(keeper.errors.isEmpty)
  }

  @Test("withholding a touch held by delaysTouchesBegan drops the held phases when the recognizer fails")
  func withheldHeldTouchIsDropped() throws {
    let scene = Scene()
    let keeper = scene.attach(KeepingRecognizer(), as: "keeper")
    keeper.delaysTouchesBegan = true
    try scene.app.touchDown(1, at: point)
    try scene.app.move(1, to: CGPoint(x: 104, y: 100))
    try scene.app.touchUp(1)
    #expect(keeper.state == .possible || keeper.state == .failed)
    #expect(scene.card.log.isEmpty)
  }

  @Test("withholding a touch whose view already has it throws and leaves its delivery as it was")
  func withholdingAfterDeliveryThrows() throws {
    let scene = Scene()
    let keeper = scene.attach(KeepingRecognizer(), as: "keeper")
    keeper.keeps = { _ in false }
    try scene.app.touchDown(1, at: point)
    let touch = try #require(scene.app.touchesDown[1])
    #expect(touch.isTrackedByView)
    #expect(throws: GestureRecognizer.WithholdingError.viewAlreadyReceivedTouch(finger: 1)) {
      try keeper.withholdFromView(touch)
    }
    #expect(touch.isTrackedByView, "still delivered")
    try scene.app.touchUp(1)
    #expect(scene.card.log == ["began", "ended"])
    #expect(throws: GestureRecognizer.WithholdingError.touchNotReceived(finger: 1, recognizer: "keeper")) {
      try keeper.withholdFromView(touch)  // the recognizer failed at the lift and was reset
    }
  }

  @Test("withholding a touch the recognizer does not receive throws, naming the recognizer and the finger")
  func withholdingAnotherRecognizersTouchThrows() throws {
    let scene = Scene()
    let other = View(frame: CGRect(x: 240, y: 20, width: 60, height: 60))
    scene.window.addSubview(other)
    let keeper = scene.attach(KeepingRecognizer(), as: "keeper")
    keeper.keeps = { _ in false }
    try scene.app.touchDown([1: point, 2: CGPoint(x: 250, y: 30)])
    let foreign = try #require(scene.app.touchesDown[2])
    #expect(foreign.isTrackedByView)
    let error = #expect(throws: GestureRecognizer.WithholdingError.self) {
      try keeper.withholdFromView(foreign)
    }
    #expect(error == .touchNotReceived(finger: 2, recognizer: "keeper"))
    #expect(error?.description.contains("keeper does not receive the touch of finger 2") == true)
    #expect(foreign.isTrackedByView, "left as it was")

    let ignored = try #require(scene.app.touchesDown[1])
    keeper.ignore(ignored, for: nil)
    #expect(keeper.receivedTouches.isEmpty, "an ignored touch is no longer received")
    #expect(throws: GestureRecognizer.WithholdingError.touchNotReceived(finger: 1, recognizer: "keeper")) {
      try keeper.withholdFromView(ignored)
    }
  }

  @Test("withholding a touch twice changes nothing the second time")
  func withholdingTwiceIsHarmless() throws {
    let scene = Scene()
    let keeper = scene.attach(KeepingRecognizer(), as: "keeper")
    try scene.app.touchDown(1, at: point)
    let touch = try #require(scene.app.touchesDown[1])
    try keeper.withholdFromView(touch)
    #expect(!touch.isAwaitingView && !touch.isTrackedByView)
    try scene.app.touchUp(1)
    #expect(scene.card.log.isEmpty)
  }

  @Test("receivedTouches lists the touches in the order they began, lifted ones until the reset")
  func receivedTouchesInOrder() throws {
    let scene = Scene()
    let keeper = scene.attach(KeepingRecognizer(), as: "keeper")
    keeper.keeps = { _ in false }
    try scene.app.touchDown(2, at: point)
    try scene.app.touchDown(1, at: CGPoint(x: 150, y: 150))
    #expect(keeper.receivedTouches.map(\.finger) == [2, 1])
    #expect(keeper.numberOfTouches == 2)
    try scene.app.touchUp(2)
    #expect(keeper.receivedTouches.map(\.finger) == [2, 1], "the lifted touch stays until the reset")
    #expect(keeper.receivedTouches.first?.isDown == false)
    #expect(keeper.receivedTouches.first?.firstWindowLocation == point)
    try scene.app.touchUp(1)
    #expect(keeper.receivedTouches.isEmpty, "failed and reset")
  }

  @Test("a touch awaits its view while a recognizer that delays touches began holds it, and not after")
  func awaitingWhileHeld() throws {
    let scene = Scene()
    let pan = scene.attach(PanGestureRecognizer(), as: "pan")
    pan.delaysTouchesBegan = true
    try scene.app.touchDown(1, at: point)
    let touch = try #require(scene.app.touchesDown[1])
    #expect(touch.isAwaitingView && !touch.isTrackedByView)
    try scene.app.move(1, to: CGPoint(x: 140, y: 100))  // the pan recognizes and takes it
    #expect(!touch.isAwaitingView && !touch.isTrackedByView)
    try scene.app.touchUp(1)
    #expect(scene.card.log.isEmpty)
  }

  @Test(
    "a recognizer's clock and trace hooks name its application, and record nothing before its first touch")
  func clockAndTraceHooks() throws {
    let scene = Scene()
    let keeper = scene.attach(KeepingRecognizer(), as: "keeper")
    keeper.keeps = { _ in false }
    #expect(keeper.applicationClock == nil)
    keeper.recordInTrace(.note("before any touch"))
    keeper.record(.asked(question: .shouldBegin, answer: true))
    #expect(!scene.app.trace.lines.contains("note: before any touch"))
    try scene.app.touchDown(1, at: point)
    #expect(keeper.applicationClock === scene.app.clock)
    keeper.recordInTrace(.note("from the recognizer"))
    scene.app.record(.note("from the application"))
    #expect(scene.app.trace.lines.suffix(2) == ["note: from the recognizer", "note: from the application"])
    scene.app.isTracing = false
    scene.app.record(.note("while not tracing"))
    #expect(!scene.app.trace.lines.contains("note: while not tracing"))
    try scene.app.touchUp(1)
  }
}
