import HitTestKit
import HitTestKitTesting
import Testing

/// Issue 21, deviation 2: a pan that waits for `require(toFail:)` begins when the other fails.
@Suite struct LateBeginningPanTests {
  @Test("a pan that waits for require(toFail:) begins cleanly: one began action at translation zero")
  func waitingPanBeginsCleanly() throws {
    let scene = Scene()
    let tap = scene.attach(TapGestureRecognizer(), as: "tap")
    let pan = scene.attach(PanGestureRecognizer(), as: "pan")
    pan.require(toFail: tap)
    var readings: [String] = []
    pan.addTarget { sender in
      let translation = (sender as! PanGestureRecognizer).translation(in: nil)
      readings.append("\(sender.state) \(translation.compactDescription)")
    }
    try scene.app.touchDown(1, at: CGPoint(x: 100, y: 100))
    try scene.app.wait(.milliseconds(100))
    let waiting = try scene.app.move(1, to: CGPoint(x: 120, y: 100))
    expectTrace(waiting, contains: .waiting(recognizer: "pan", for: "tap"))
    #expect(pan.state == .possible)
    try scene.app.wait(.milliseconds(100))
    let failing = try scene.app.move(1, to: CGPoint(x: 150, y: 100))
    expectTrace(
      failing,
      contains: .stateChange(
        recognizer: "tap", from: .possible, to: .failed,
        cause: .movedBeyondLimit(distance: 50, limit: TapGestureRecognizer.allowableMovement)))
    expectTrace(
      failing,
      contains: .stateChange(
        recognizer: "pan", from: .possible, to: .began, cause: .requiredRecognizerFailed(TracedObject(tap))))
    #expect(readings == ["began (0, 0)"])
    #expect(scene.actions.entries == ["pan began"])
    try scene.app.wait(.milliseconds(100))
    try scene.app.move(1, to: CGPoint(x: 170, y: 100))
    #expect(readings == ["began (0, 0)", "changed (20, 0)"])
    try scene.app.touchUp(1)
    #expect(scene.actions.entries == ["pan began", "pan changed", "pan ended"])
  }
}
