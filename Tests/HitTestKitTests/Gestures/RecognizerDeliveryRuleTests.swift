import HitTestKit
import HitTestKitTesting
import Testing

/// A plain recognizer that records the calls it gets and never recognizes.
final class TouchCallRecorder: GestureRecognizer {
  var calls: [String] = []
  override func touchesBegan(_ touches: Set<Touch>, with event: Event) { calls.append("touchesBegan") }
  override func touchesMoved(_ touches: Set<Touch>, with event: Event) { calls.append("touchesMoved") }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event) { calls.append("touchesEnded") }
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    calls.append("touchesCancelled")
  }
  override func reset() {
    super.reset()
    calls.append("reset")
  }
}

/// Issue 21, deviations 1 and 3: what each recognizer sees of an event before states are resolved.
@Suite struct RecognizerDeliveryRuleTests {
  /// `P` (0, 0, 400, 400) with a recorder; inside it `V` (100, 100, 200, 200) with a tap.
  private func parentAndChild() -> (app: Application, recorder: TouchCallRecorder, tapped: () -> Int) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 480))
    window.name = "window"
    let parent = makeView(CGRect(x: 0, y: 0, width: 400, height: 400), "P", in: window)
    let child = makeView(CGRect(x: 100, y: 100, width: 200, height: 200), "V", in: parent)
    let recorder = TouchCallRecorder()
    recorder.name = "recorder"
    parent.addGestureRecognizer(recorder)
    final class Counter { var count = 0 }
    let counter = Counter()
    let tap = TapGestureRecognizer { _ in counter.count += 1 }
    tap.name = "tap"
    child.addGestureRecognizer(tap)
    return (Application(window: window), recorder, { counter.count })
  }

  @Test("every bound recognizer sees an event's touches before any state is resolved")
  func everyRecognizerSeesTheEventFirst() throws {
    let (app, recorder, tapped) = parentAndChild()
    let trace = try app.tap(at: CGPoint(x: 150, y: 150))
    #expect(tapped() == 1)
    #expect(recorder.calls == ["touchesBegan", "touchesEnded", "reset"])
    // The exclusion is applied after the delivery, so the trace reads it after the tap recognized and
    // before the actions.
    let lines = trace.lines
    let recognized = try #require(lines.firstIndex(of: "tap: possible → ended (tap 1 of 1 ended)"))
    let excluded = try #require(
      lines.firstIndex(of: "recorder: possible → failed (tap recognized first and excludes it)"))
    let action = try #require(lines.firstIndex(of: "tap: action sent (ended) to 1 target"))
    #expect(recognized < excluded && excluded < action)
  }

  @Test("an ignored extra finger is not an event for a pan's own touches")
  func ignoredExtraFingerIsNotAnEvent() throws {
    let scene = Scene()
    let pan = scene.attach(PanGestureRecognizer(), as: "pan")
    pan.maximumNumberOfTouches = 1
    try scene.app.touchDown(1, at: CGPoint(x: 50, y: 50))
    try scene.app.move(1, to: CGPoint(x: 80, y: 50))
    #expect(pan.state == .began)
    let extra = try scene.app.touchDown(2, at: CGPoint(x: 150, y: 150))
    expectTrace(extra, contains: .ignoresTouch(recognizer: "pan", finger: 2, reason: .ignoreCalled))
    #expect(pan.state == .began, "finger 1 did not move: no event of the pan's own touches yet")
    #expect(scene.actions.entries == ["pan began"])
    // The next event that delivers finger 1 is the pan's next event: it moves to changed then.
    try scene.app.move(1, to: CGPoint(x: 85, y: 50))
    #expect(pan.state == .changed)
    #expect(scene.actions.entries == ["pan began", "pan changed"])
    try scene.app.touchUp(1, 2)
    #expect(scene.actions.entries == ["pan began", "pan changed", "pan ended"])
    #expect(pan.state == .possible)
  }
}
