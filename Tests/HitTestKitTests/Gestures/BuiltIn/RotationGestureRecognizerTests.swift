import Foundation
import HitTestKit
import HitTestKitTesting
import Testing

@Suite struct RotationGestureRecognizerTests {
  let degree = CGFloat.pi / 180

  /// Two fingers 100 pt apart around (120, 120), the line between them turned `angle` radians clockwise.
  func fingers(_ angle: CGFloat) -> [Finger: CGPoint] {
    let dx = 50 * cos(angle)
    let dy = 50 * sin(angle)
    return [1: CGPoint(x: 120 - dx, y: 120 - dy), 2: CGPoint(x: 120 + dx, y: 120 + dy)]
  }

  @Test("4.9° does not begin; 6° begins with the 5° hysteresis subtracted")
  func threshold() throws {
    let scene = Scene()
    let rotation = scene.attach(RotationGestureRecognizer(), as: "rotation")
    try scene.app.touchDown(fingers(0))
    try scene.app.move(fingers(4.9 * degree))
    #expect(rotation.state == .possible)
    let trace = try scene.app.move(fingers(6 * degree))
    #expect(rotation.state == .began)
    #expect(approx(rotation.rotation, 1 * degree))
    expectTrace(
      trace,
      contains: .stateChange(recognizer: "rotation", from: .possible, to: .began, because: .rotationBegan))
  }

  @Test("positive is clockwise on screen; counter-clockwise is negative")
  func sign() throws {
    let scene = Scene()
    let rotation = scene.attach(RotationGestureRecognizer(), as: "rotation")
    try scene.app.touchDown(fingers(0))
    try scene.app.move(fingers(45 * degree))
    try scene.app.wait(.milliseconds(50))
    try scene.app.move(fingers(95 * degree))
    #expect(approx(rotation.rotation, 90 * degree))
    #expect(rotation.velocity > 0)
    try scene.app.touchUp(1, 2)
    #expect(scene.actions.entries == ["rotation began", "rotation changed", "rotation ended"])

    try scene.app.touchDown(fingers(0))
    try scene.app.move(fingers(-30 * degree))
    #expect(approx(rotation.rotation, -25 * degree))
  }

  @Test("a turn within the clock's tolerance of the last event is at the same instant: no velocity sample")
  func velocityIgnoresTurnsAtTheSameInstant() throws {
    let scene = Scene()
    let rotation = scene.attach(RotationGestureRecognizer(), as: "rotation")
    try scene.app.touchDown(fingers(0))
    try scene.app.move(fingers(10 * degree))
    scene.app.clock.schedule(after: .leastNonzeroMagnitude, name: "tick") {}
    try scene.app.wait(.zero)
    try scene.app.move(fingers(40 * degree))
    #expect(approx(rotation.rotation, 35 * degree))
    #expect(rotation.velocity == 0, "not an infinite speed")
  }

  @Test("the rotate helper turning 90° reports 85°; assigning rotation rebases")
  func helperAndSet() throws {
    let scene = Scene()
    let rotation = scene.attach(RotationGestureRecognizer(), as: "rotation")
    var last: CGFloat = 0
    rotation.addTarget { sender in last = (sender as? RotationGestureRecognizer)?.rotation ?? 0 }
    try scene.app.rotate(center: CGPoint(x: 120, y: 120), radius: 50, by: .pi / 2)
    #expect(approx(last, 85 * degree, 1e-9))

    try scene.app.touchDown(fingers(0))
    try scene.app.move(fingers(20 * degree))
    rotation.rotation = 0
    try scene.app.move(fingers(30 * degree))
    #expect(approx(rotation.rotation, 10 * degree))
  }

  @Test("turning across ±180° stays continuous")
  func wrapAround() throws {
    let scene = Scene()
    let rotation = scene.attach(RotationGestureRecognizer(), as: "rotation")
    try scene.app.touchDown(fingers(0))
    for step in 1...8 { try scene.app.move(fingers(CGFloat(step) * 30 * degree)) }
    #expect(approx(rotation.rotation, 235 * degree))
  }

  @Test("lifting both without turning fails")
  func fails() throws {
    let scene = Scene()
    _ = scene.attach(RotationGestureRecognizer(), as: "rotation")
    try scene.app.touchDown(fingers(0))
    try scene.app.move(fingers(4.9 * degree))
    let trace = try scene.app.touchUp(1, 2)
    expectTrace(
      trace,
      contains: .stateChange(
        recognizer: "rotation", from: .possible, to: .failed,
        cause: .liftedBeforeTurning(hysteresis: RotationGestureRecognizer.hysteresis)))
    #expect(scene.actions.entries.isEmpty)
  }
}
