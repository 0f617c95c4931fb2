import Testing

@testable import HitTestKit

/// Issue 30, item 1: the application is a composition of parts (input queue, dispatcher, animator, gesture
/// environment, clock); a lower part answers its caller instead of calling up.
@Suite struct ApplicationPartsTests {
  @Test("the clock runs a due timer through its plain callback, which gets the name only when it asks")
  func clockCallback() throws {
    let clock = VirtualClock()
    var calls: [(isTraced: Bool, name: String)] = []
    var fired: [String] = []
    clock.timerRunner = { isTraced, name, action in
      calls.append((isTraced, isTraced ? name() : "not asked"))
      action()
    }
    clock.schedule(after: 0.1, name: "traced") { fired.append("traced") }
    clock.schedule(after: 0.2, name: "frame", isTraced: false) { fired.append("frame") }
    try clock.advance(by: .seconds(1))
    #expect(calls.map(\.isTraced) == [true, false])
    #expect(calls.map(\.name) == ["traced", "not asked"])
    #expect(fired == ["traced", "frame"])
  }

  @Test("a clock without a callback runs its timers itself; a callback that skips the action skips it")
  func clockWithoutCallback() throws {
    let clock = VirtualClock()
    var fired = 0
    clock.schedule(after: 0.1, name: "plain") { fired += 1 }
    try clock.advance(by: .seconds(1))
    #expect(fired == 1)
    clock.timerRunner = { _, _, _ in }
    clock.schedule(after: 0.1, name: "skipped") { fired += 1 }
    try clock.advance(by: .seconds(1))
    #expect(fired == 1, "the callback decides whether the action runs")
    #expect(
      clock.pendingTimers.isEmpty, "the timer fired (and was removed) even though its action was skipped")
  }

  @Test("a timer's owner named by its type is worked out only when the name is read")
  func ownerByType() {
    let clock = VirtualClock()
    _ = clock.schedule(after: 1, owner: .type(TapGestureRecognizer.self), name: "tap interval") {}
    _ = clock.schedule(after: 2, owner: .named("pan"), name: "frame") {}
    #expect(clock.pendingTimers.map(\.name) == ["TapGestureRecognizer: tap interval", "pan: frame"])
  }

  @Test("an application's clock runs its timers through the application, and a kept clock stops doing so")
  func applicationInstallsCallback() {
    var app: Application? = Application(window: makeWindow())
    let clock = app!.clock
    #expect(clock.timerRunner != nil)
    app = nil
    #expect(clock.timerRunner == nil, "the application cleared its callback as it went away")
  }

  @Test("the gesture environment answers whether ending a recognizer's gesture needs settling")
  func environmentAnswersWhetherToSettle() throws {
    let scene = Scene()
    let holding = ScriptedRecognizer()
    holding.delaysTouchesBegan = true
    let idle = ScriptedRecognizer()
    scene.card.addGestureRecognizer(holding)
    try scene.app.touchDown(1, at: CGPoint(x: 50, y: 50))
    #expect(scene.card.log.isEmpty, "the touch-down is held for the recognizer")
    #expect(scene.app.gestures.disabled(idle) == false, "a recognizer with no gesture ended nothing")
    holding.isEnabled = false
    #expect(
      scene.card.log == ["began"], "disabling it failed it, and the held touch-down was settled at once")
    try scene.app.touchUp()
    #expect(scene.card.log == ["began", "ended"])
  }

  @Test(
    "a touch taken after its finger lifted is handed to the dispatcher once, and its view gets touchesCancelled"
  )
  func liftedTouchTakenLater() throws {
    let scene = Scene()
    let late = ScriptedRecognizer()
    late.delaysTouchesEnded = true
    late.onEnded = { recognizer in
      recognizer.scheduleTimer(after: 0.1, name: "decide") { recognizer.setState(.ended, cause: "late") }
    }
    scene.card.addGestureRecognizer(late)
    try scene.app.touchDown(1, at: CGPoint(x: 50, y: 50))
    try scene.app.touchUp()
    #expect(scene.card.log == ["began"], "the lift-off is held while the recognizer decides")
    try scene.app.wait(.seconds(0.2))
    #expect(
      scene.card.log == ["began", "cancelled"], "recognizing took the touch: its view is owed a cancellation")
    #expect(scene.app.gestures.takeLiftedTouchesTaken().isEmpty, "the dispatcher collected the taken touch")
    #expect(scene.app.dispatcher.awaitingDelivery.isEmpty, "and delivered what its view was owed")
  }
}
