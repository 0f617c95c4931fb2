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
    for (finger, expected) in [(Finger(1), "finger 1"), (1, "finger 1"), (2, "finger 2"), (1, "finger 1")] {
      let trace = try scene.app.touchDown(finger, at: point)
      expectTrace(
        trace,
        contains: .asked(recognizer: "tap", question: "delegate shouldReceive \(expected)", answer: true))
      try scene.app.touchUp(finger)
      try scene.app.wait(.seconds(1))
    }
  }
}
