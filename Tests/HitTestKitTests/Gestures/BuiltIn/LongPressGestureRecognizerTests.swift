import HitTestKit
import HitTestKitTesting
import Testing

@Suite struct LongPressGestureRecognizerTests {
  let start = CGPoint(x: 100, y: 100)

  @Test("begins from the timer at 0.5 s with no movement, not before")
  func beginsFromTimer() throws {
    let scene = Scene()
    let press = scene.attach(LongPressGestureRecognizer(), as: "press")
    try scene.app.touchDown(1, at: start)
    try scene.app.wait(.milliseconds(499))
    #expect(press.state == .possible)
    #expect(scene.actions.entries.isEmpty)
    let trace = try scene.app.wait(.milliseconds(1))
    #expect(press.state == .began)
    #expect(scene.actions.entries == ["press began"])
    expectTrace(
      trace,
      contains: .stateChange(
        recognizer: "press", from: .possible, to: .began,
        cause: .held(duration: LongPressGestureRecognizer.defaultMinimumPressDuration)))
    #expect(scene.card.log == ["began", "cancelled"], "recognizing cancels the view's touch")
  }

  @Test("changed on every move after beginning, ended on lift")
  func changedThenEnded() throws {
    let scene = Scene()
    let press = scene.attach(LongPressGestureRecognizer(), as: "press")
    try scene.app.touchDown(1, at: start)
    try scene.app.wait(.milliseconds(600))
    try scene.app.move(1, to: CGPoint(x: 150, y: 100))
    try scene.app.move(1, to: CGPoint(x: 200, y: 180))
    #expect(press.state == .changed)
    try scene.app.touchUp(1)
    #expect(scene.actions.entries == ["press began", "press changed", "press changed", "press ended"])
    #expect(press.state == .possible, "reset after ending")
  }

  @Test("moving exactly 10 pt (Euclidean) is allowed; more fails")
  func allowableMovement() throws {
    let scene = Scene()
    _ = scene.attach(LongPressGestureRecognizer(), as: "press")
    try scene.app.touchDown(1, at: start)
    let within = try scene.app.move(1, to: CGPoint(x: 106, y: 108))
    expectTrace(within, lacks: .stateChange(recognizer: "press", from: .possible, to: .failed))
    let beyond = try scene.app.move(1, to: CGPoint(x: 106, y: 108.5))
    expectTrace(
      beyond,
      contains: .stateChange(
        recognizer: "press", from: .possible, to: .failed, because: .movedBeyondLimit))
    try scene.app.wait(.seconds(1))
    #expect(scene.actions.entries.isEmpty)
    #expect(scene.card.log == ["began", "moved", "moved"], "a failed press leaves the view its touches")
  }

  @Test("lifting before the duration fails")
  func liftedEarly() throws {
    let scene = Scene()
    _ = scene.attach(LongPressGestureRecognizer(), as: "press")
    try scene.app.touchDown(1, at: start)
    try scene.app.wait(.milliseconds(300))
    let trace = try scene.app.touchUp(1)
    expectTrace(
      trace,
      contains: .stateChange(
        recognizer: "press", from: .possible, to: .failed,
        because: .liftedTooSoon))
    try scene.app.wait(.seconds(1))
    #expect(scene.actions.entries.isEmpty)
    #expect(scene.card.log == ["began", "ended"])
  }

  @Test(
    "the cause prints a duration other than the default as its description", arguments: [0.75, 1.0 / 3, 2])
  func liftedEarlyOtherDuration(duration: TimeInterval) throws {
    let scene = Scene()
    let press = LongPressGestureRecognizer()
    press.minimumPressDuration = duration
    _ = scene.attach(press, as: "press")
    try scene.app.touchDown(1, at: start)
    try scene.app.wait(.milliseconds(300))
    let trace = try scene.app.touchUp(1)
    expectTrace(
      trace,
      contains: .stateChange(recognizer: "press", from: .possible, to: .failed, because: .liftedTooSoon))
    #expect(
      trace.lines.contains(
        "press: possible → failed (lifted after 0.3 s < minimumPressDuration \(duration) s)"))
  }

  @Test("an extra finger before beginning fails; after beginning it is ignored")
  func extraFinger() throws {
    let scene = Scene()
    let press = scene.attach(LongPressGestureRecognizer(), as: "press")
    try scene.app.touchDown(1, at: start)
    let trace = try scene.app.touchDown(2, at: CGPoint(x: 150, y: 150))
    expectTrace(
      trace,
      contains: .stateChange(
        recognizer: "press", from: .possible, to: .failed, cause: .tooManyFingers(down: 2, required: 1)
      ))
    try scene.app.touchUp(1, 2)

    try scene.app.touchDown(1, at: start)
    try scene.app.wait(.milliseconds(500))
    let second = try scene.app.touchDown(2, at: CGPoint(x: 150, y: 150))
    expectTrace(second, contains: .ignoresTouch(recognizer: "press", finger: 2, reason: .ignoreCalled))
    #expect(press.state == .began, "an event of an ignored finger only is not the press's next event")
    try scene.app.touchUp(1)
    #expect(scene.actions.entries == ["press began", "press ended"])
  }

  @Test("two fingers required: begins only when both are down for 0.5 s")
  func twoFingers() throws {
    let scene = Scene()
    let press = scene.attach(LongPressGestureRecognizer(), as: "press")
    press.numberOfTouchesRequired = 2
    try scene.app.touchDown(1, at: start)
    try scene.app.wait(.milliseconds(400))
    try scene.app.touchDown(2, at: CGPoint(x: 150, y: 100))
    try scene.app.wait(.milliseconds(400))
    #expect(press.state == .possible)
    try scene.app.wait(.milliseconds(100))
    #expect(press.state == .began)
  }

  @Test("one required tap, then the press")
  func tapThenPress() throws {
    let scene = Scene()
    let press = scene.attach(LongPressGestureRecognizer(), as: "press")
    press.numberOfTapsRequired = 1
    try scene.app.tap(at: start)
    try scene.app.wait(.milliseconds(100))
    try scene.app.touchDown(1, at: start)
    try scene.app.wait(.milliseconds(500))
    #expect(scene.actions.entries == ["press began"])
    try scene.app.touchUp(1)

    try scene.app.wait(.seconds(1))
    try scene.app.touchDown(1, at: start)
    try scene.app.wait(.seconds(1))
    #expect(
      scene.actions.entries == ["press began", "press ended"], "a press without the tap does not begin")
  }
}
