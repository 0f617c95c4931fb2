import Foundation
import HitTestKit
import HitTestKitTesting
import Testing

@Suite struct PinchGestureRecognizerTests {
  /// Two fingers on a horizontal line through (120, 120), `distance` apart.
  func fingers(_ distance: CGFloat) -> [Finger: CGPoint] {
    [1: CGPoint(x: 120 - distance / 2, y: 120), 2: CGPoint(x: 120 + distance / 2, y: 120)]
  }

  @Test("8 pt of change does not begin; more does, with the start distance shifted 8 pt")
  func threshold() throws {
    let scene = Scene()
    let pinch = scene.attach(PinchGestureRecognizer(), as: "pinch")
    try scene.app.touchDown(fingers(100))
    try scene.app.move(fingers(108))
    #expect(pinch.state == .possible)
    let trace = try scene.app.move(fingers(110))
    #expect(pinch.state == .began)
    #expect(approx(pinch.scale, 110 / 108))
    expectTrace(
      trace,
      contains: .stateChange(
        recognizer: "pinch", from: .possible, to: .began, because: .pinchBegan))
    try scene.app.move(fingers(216))
    #expect(approx(pinch.scale, 2))
    try scene.app.touchUp(1, 2)
    #expect(scene.actions.entries == ["pinch began", "pinch changed", "pinch ended"])
  }

  @Test("pinching in: the start distance shifts the other way")
  func pinchIn() throws {
    let scene = Scene()
    let pinch = scene.attach(PinchGestureRecognizer(), as: "pinch")
    try scene.app.touchDown(fingers(100))
    try scene.app.move(fingers(90))
    #expect(approx(pinch.scale, 90 / 92))
    try scene.app.wait(.milliseconds(50))
    try scene.app.move(fingers(46))
    #expect(approx(pinch.scale, 0.5))
    #expect(pinch.velocity < 0)
  }

  @Test("assigning scale rebases later movement")
  func setScale() throws {
    let scene = Scene()
    let pinch = scene.attach(PinchGestureRecognizer(), as: "pinch")
    try scene.app.touchDown(fingers(100))
    try scene.app.move(fingers(120))
    pinch.scale = 1
    try scene.app.move(fingers(240))
    #expect(approx(pinch.scale, 2))
  }

  @Test("fingers that meet exactly give scale 0, and the pinch grows again as they part")
  func fingersMeetAndPart() throws {
    let scene = Scene()
    let pinch = scene.attach(PinchGestureRecognizer(), as: "pinch")
    try scene.app.touchDown(fingers(100))
    try scene.app.move(fingers(58))  // begins: 58 ÷ 92
    try scene.app.move(fingers(0))
    #expect(pinch.scale == 0)
    #expect(!pinch.scale.isNaN)
    try scene.app.move(fingers(46))
    #expect(approx(pinch.scale, 0.5), "scaled from the last distance that was not 0")
    try scene.app.move(fingers(92))
    #expect(approx(pinch.scale, 1))
    #expect(pinch.state == .changed)
  }

  @Test("scale assigned while the fingers touch is where later movement goes on from")
  func scaleAssignedWhileFingersMeet() throws {
    let scene = Scene()
    let pinch = scene.attach(PinchGestureRecognizer(), as: "pinch")
    try scene.app.touchDown(fingers(100))
    try scene.app.move(fingers(50))
    try scene.app.move(fingers(0))
    pinch.scale = 1
    try scene.app.move(fingers(100))
    #expect(approx(pinch.scale, 2), "1 × 100 ÷ 50, the last distance that was not 0")
  }

  @Test("a second finger that lands on the first does not freeze the pinch")
  func secondFingerOnTheFirst() throws {
    let scene = Scene()
    let pinch = scene.attach(PinchGestureRecognizer(), as: "pinch")
    try scene.app.touchDown(fingers(0))
    try scene.app.move(fingers(40))  // 40 − 0 > 8: begins, 40 ÷ 8
    #expect(pinch.state == .began)
    #expect(approx(pinch.scale, 5))
    try scene.app.move(fingers(80))
    #expect(approx(pinch.scale, 10))
  }

  @Test("velocity is scale per second, smoothed 0.75 old + 0.25 new")
  func velocity() throws {
    let scene = Scene()
    let pinch = scene.attach(PinchGestureRecognizer(), as: "pinch")
    try scene.app.touchDown(fingers(100))
    try scene.app.move(fingers(108 + 108))  // scale 2 at began
    try scene.app.wait(.milliseconds(100))
    try scene.app.move(fingers(108 * 3))  // scale 3: +1 in 0.1 s
    #expect(approx(pinch.velocity, 2.5))
    try scene.app.wait(.milliseconds(100))
    try scene.app.move(fingers(108 * 3))  // no change
    #expect(approx(pinch.velocity, 1.875), "0.75 × 2.5 + 0.25 × 0")
  }

  @Test("a change within the clock's tolerance of the last event is at the same instant: no velocity sample")
  func velocityIgnoresChangesAtTheSameInstant() throws {
    let scene = Scene()
    let pinch = scene.attach(PinchGestureRecognizer(), as: "pinch")
    try scene.app.touchDown(fingers(100))
    try scene.app.move(fingers(108 + 108))  // scale 2 at began
    scene.app.clock.schedule(after: .leastNonzeroMagnitude, name: "tick") {}
    try scene.app.wait(.zero)
    try scene.app.move(fingers(108 * 3))  // scale 3, 5 × 10⁻³²⁴ s later
    #expect(approx(pinch.scale, 3))
    #expect(pinch.velocity == 0, "not an infinite speed")
  }

  @Test("with one finger left it stops updating; it ends when all lift")
  func oneFingerLeft() throws {
    let scene = Scene()
    let pinch = scene.attach(PinchGestureRecognizer(), as: "pinch")
    try scene.app.touchDown(fingers(100))
    try scene.app.move(fingers(216))
    try scene.app.touchUp(2)
    #expect(pinch.state != .ended)
    try scene.app.move(1, to: CGPoint(x: 10, y: 10))
    #expect(approx(pinch.scale, 2))
    try scene.app.touchUp(1)
    #expect(scene.actions.entries.last == "pinch ended")
  }

  @Test("lifting both without enough change fails; a third finger is ignored")
  func failsAndIgnores() throws {
    let scene = Scene()
    let pinch = scene.attach(PinchGestureRecognizer(), as: "pinch")
    try scene.app.touchDown(fingers(100))
    let trace = try scene.app.touchUp(1, 2)
    expectTrace(
      trace,
      contains: .stateChange(
        recognizer: "pinch", from: .possible, to: .failed,
        cause: .liftedBeforePinching(hysteresis: PinchGestureRecognizer.hysteresis)))

    try scene.app.touchDown(fingers(100))
    let third = try scene.app.touchDown(3, at: CGPoint(x: 120, y: 180))
    expectTrace(third, contains: .ignoresTouch(recognizer: "pinch", finger: 3, reason: .ignoreCalled))
    try scene.app.move(fingers(216))
    #expect(approx(pinch.scale, 2))
  }
}
