import HitTestKit
import HitTestKitTesting
import Testing

/// The texts a recognizer traces from one gesture to the next name what was asked each time.
@Suite struct TraceMemoReuseTests {
  @Test("a delegate's shouldReceive question names the finger asked about, again and for another finger")
  func shouldReceiveNamesEachFinger() throws {
    let scene = Scene()
    let tap = scene.attach(TapGestureRecognizer(), as: "tap")
    let delegate = ScriptedDelegate()
    tap.delegate = delegate
    let point = CGPoint(x: 50, y: 50)
    for finger: Finger in [1, 1, 2, 1] {
      let trace = try scene.app.touchDown(finger, at: point)
      expectTrace(trace, contains: .asked(recognizer: "tap", question: .shouldReceive(finger), answer: true))
      expectTrace(trace, lacks: .asked(recognizer: "tap", question: .shouldReceive(finger == 1 ? 2 : 1)))
      #expect(trace.lines.contains("tap: asked delegate shouldReceive \(finger) → true"))
      try scene.app.touchUp(finger)
      try scene.app.wait(.seconds(1))
    }
  }
}
