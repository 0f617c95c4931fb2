import HitTestKit
import HitTestKitTesting
import Testing

/// Open question 20: a recognizer whose state changes twice while one event is processed.
@Suite struct StateChangedTwiceTests {
  /// A pan that cancels itself right after `super` began it.
  final class CancellingPan: PanGestureRecognizer {
    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
      super.touchesMoved(touches, with: event)
      if state == .began { setState(.cancelled, cause: "cancelled by the subclass") }
    }
  }

  @Test("a state changed twice in one event sends one action, reading the state it ends in")
  func oneActionReadingTheLastState() throws {
    let scene = Scene()
    let pan = scene.attach(CancellingPan(), as: "pan")
    try scene.app.touchDown(1, at: CGPoint(x: 50, y: 50))
    let trace = try scene.app.move(1, to: CGPoint(x: 80, y: 50))
    expectTrace(
      trace,
      contains: .stateChange(
        recognizer: "pan", from: .possible, to: .began,
        cause: .panBegan(
          translation: CGPoint(x: 30, y: 0), hysteresis: PanGestureRecognizer.hysteresis, axis: .x)))
    expectTrace(
      trace,
      contains: .stateChange(
        recognizer: "pan", from: .began, to: .cancelled, cause: .described("cancelled by the subclass")))
    #expect(trace.entries(matching: .actionsSent(recognizer: "pan")).count == 1, "one action per pass")
    expectTrace(trace, contains: .actionsSent(recognizer: "pan", state: .cancelled, count: 1))
    #expect(scene.actions.entries == ["pan cancelled"])
    try scene.app.touchUp(1)
    #expect(pan.state == .possible)
    #expect(scene.actions.entries == ["pan cancelled"])
  }
}
