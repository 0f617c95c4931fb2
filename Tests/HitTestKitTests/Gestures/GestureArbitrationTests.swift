import HitTestKit
import HitTestKitTesting
import Testing

/// UIKit's arbitration between recognizers: failure requirements, exclusion, delegates (reference §5.E–§5.G).
@Suite struct GestureArbitrationTests {
  let point = CGPoint(x: 100, y: 100)

  @Test("without require(toFail:), a double tap fires the single tap at the first lift, then the double")
  func tapVersusDoubleTapWithoutRequirement() throws {
    let scene = Scene()
    _ = scene.attach(TapGestureRecognizer(), as: "single")
    let double = scene.attach(TapGestureRecognizer(), as: "double")
    double.numberOfTapsRequired = 2
    try scene.app.tap(at: point)
    #expect(scene.actions.entries == ["single ended"], "the single tap does not prevent a double tap")
    try scene.app.wait(.milliseconds(100))
    try scene.app.tap(at: point)
    #expect(scene.actions.entries.first == "single ended")
    #expect(scene.actions.entries.contains("double ended"))
  }

  @Test("with require(toFail:), a double tap fires only the double; a single tap fires after 0.35 s")
  func tapVersusDoubleTapWithRequirement() throws {
    let scene = Scene()
    let single = scene.attach(TapGestureRecognizer(), as: "single")
    let double = scene.attach(TapGestureRecognizer(), as: "double")
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    try scene.app.doubleTap(at: point)
    #expect(scene.actions.entries == ["double ended"])
    try scene.app.wait(.seconds(1))
    try scene.app.tap(at: point)
    let early = try scene.app.wait(.milliseconds(349))
    #expect(scene.actions.entries == ["double ended"])
    let late = try scene.app.wait(.milliseconds(1))
    #expect(scene.actions.entries == ["double ended", "single ended"], "\(early.lines) \(late.lines)")
  }

  @Test("long press vs pan on one view: holding still wins for the press, moving wins for the pan")
  func longPressVersusPan() throws {
    let scene = Scene()
    let press = scene.attach(LongPressGestureRecognizer(), as: "press")
    let pan = scene.attach(PanGestureRecognizer(), as: "pan")
    try scene.app.touchDown(1, at: point)
    let held = try scene.app.wait(.milliseconds(600))
    expectTrace(
      held,
      contains: .stateChange(
        recognizer: "pan", from: .possible, to: .failed, cause: .excludedBy(TracedObject(press))))
    try scene.app.move(1, to: CGPoint(x: 160, y: 100))
    try scene.app.touchUp(1)
    #expect(scene.actions.entries == ["press began", "press changed", "press ended"])

    scene.actions.entries = []
    try scene.app.touchDown(1, at: point)
    let quick = try scene.app.move(1, to: CGPoint(x: 110, y: 100))
    expectTrace(
      quick,
      contains: .stateChange(
        recognizer: "press", from: .possible, to: .failed, cause: .excludedBy(TracedObject(pan))))
    try scene.app.wait(.seconds(1))
    try scene.app.touchUp(1)
    #expect(scene.actions.entries == ["pan began", "pan ended"])
    #expect(press.state == .possible && pan.state == .possible)
  }

  @Test("delegate shouldReceive false: the recognizer never sees the touch, the view gets everything")
  func delegateRefusesTouch() throws {
    let scene = Scene()
    let pan = scene.attach(PanGestureRecognizer(), as: "pan")
    let delegate = ScriptedDelegate()
    delegate.receive = false
    pan.delegate = delegate
    let down = try scene.app.touchDown(1, at: point)
    expectTrace(
      down, contains: .asked(recognizer: "pan", question: .shouldReceive(1), answer: false))
    expectTrace(down, contains: .touchBound(finger: 1, view: "card", recognizers: []))
    try scene.app.move(1, to: CGPoint(x: 150, y: 100))
    try scene.app.touchUp(1)
    #expect(scene.actions.entries.isEmpty)
    #expect(scene.card.log == ["began", "moved", "ended"])
  }

  @Test("delegate gestureRecognizerShouldBegin false: the recognizer fails when it would begin")
  func delegateRefusesBegin() throws {
    let scene = Scene()
    let pan = scene.attach(PanGestureRecognizer(), as: "pan")
    let delegate = ScriptedDelegate()
    delegate.begin = false
    pan.delegate = delegate
    try scene.app.touchDown(1, at: point)
    let trace = try scene.app.move(1, to: CGPoint(x: 150, y: 100))
    expectTrace(
      trace,
      contains: .asked(recognizer: "pan", question: .shouldBegin, answer: false))
    expectTrace(
      trace,
      contains: .stateChange(
        recognizer: "pan", from: .possible, to: .failed,
        cause: .delegateRefusedToBegin))
    try scene.app.touchUp(1)
    #expect(scene.actions.entries.isEmpty)
    #expect(scene.card.log == ["began", "moved", "ended"])
  }

  @Test(
    "by default a view's pan excludes its ancestor's; shouldRecognizeSimultaneouslyWith true lets both fire")
  func simultaneousWithAncestor() throws {
    for allow in [false, true] {
      let scene = Scene()
      _ = scene.attach(PanGestureRecognizer(), as: "inner")
      let outer = PanGestureRecognizer()
      scene.actions.watch(outer, as: "outer")
      scene.window.addGestureRecognizer(outer)
      let delegate = ScriptedDelegate()
      delegate.simultaneous = allow
      outer.delegate = delegate
      try scene.app.drag(from: point, to: CGPoint(x: 160, y: 100), steps: 3)
      if allow {
        #expect(
          scene.actions.entries == [
            "inner began", "outer began", "inner changed", "outer changed", "inner changed", "outer changed",
            "inner ended", "outer ended",
          ])
      } else {
        #expect(scene.actions.entries == ["inner began", "inner changed", "inner changed", "inner ended"])
      }
    }
  }

  @Test("recognizers on unrelated sibling views do not exclude each other")
  func siblingsRecognizeTogether() throws {
    let scene = Scene()
    let other = LoggingView(frame: CGRect(x: 20, y: 240, width: 200, height: 200))
    other.name = "other"
    scene.window.addSubview(other)
    _ = scene.attach(PanGestureRecognizer(), as: "left")
    let second = PanGestureRecognizer()
    scene.actions.watch(second, as: "right")
    other.addGestureRecognizer(second)
    try scene.app.touchDown([1: point, 2: CGPoint(x: 100, y: 300)])
    try scene.app.move([1: CGPoint(x: 130, y: 100), 2: CGPoint(x: 130, y: 300)])
    #expect(scene.actions.entries == ["left began", "right began"])
  }

  @Test("disabling a recognizer mid-gesture sends cancelled at once; a possible one just fails")
  func disableMidGesture() throws {
    let scene = Scene()
    let pan = scene.attach(PanGestureRecognizer(), as: "pan")
    try scene.app.touchDown(1, at: point)
    try scene.app.move(1, to: CGPoint(x: 130, y: 100))
    pan.isEnabled = false
    #expect(scene.actions.entries == ["pan began", "pan cancelled"])
    #expect(pan.state == .possible, "reset right after")
    try scene.app.move(1, to: CGPoint(x: 160, y: 100))
    pan.isEnabled = true
    try scene.app.move(1, to: CGPoint(x: 200, y: 100))
    try scene.app.touchUp(1)
    #expect(scene.actions.entries == ["pan began", "pan cancelled"], "re-enabling does not resume it")

    let press = scene.attach(LongPressGestureRecognizer(), as: "press")
    try scene.app.touchDown(1, at: point)
    press.isEnabled = false
    try scene.app.wait(.seconds(1))
    #expect(!scene.actions.entries.contains("press began"))
  }

  @Test("after finishing with a finger still down, the recognizer ignores that finger; a new one works")
  func resetIgnoresFingerStillDown() throws {
    let scene = Scene()
    let press = scene.attach(LongPressGestureRecognizer(), as: "press")
    try scene.app.touchDown(1, at: point)
    try scene.app.touchDown(2, at: CGPoint(x: 150, y: 150))
    try scene.app.touchUp(2)
    try scene.app.wait(.seconds(1))
    #expect(scene.actions.entries.isEmpty, "finger 1 stayed down across the reset, so it is ignored")
    #expect(press.numberOfTouches == 0)
    try scene.app.touchDown(3, at: CGPoint(x: 150, y: 150))
    try scene.app.wait(.milliseconds(500))
    #expect(scene.actions.entries == ["press began"])
  }
}
