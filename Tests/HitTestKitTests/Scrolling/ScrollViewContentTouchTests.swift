import HitTestKit
import HitTestKitTesting
import Testing

/// A scroll view that can refuse content touches (`touchesShouldBegin`) and counts the questions.
final class RefusingScrollView: ScrollView {
  var allowsContentTouches = true
  var asked: [String] = []
  override func touchesShouldBegin(_ touches: Set<Touch>, with event: Event?, in view: View) -> Bool {
    asked.append(view.name ?? "?")
    return allowsContentTouches
  }
}

/// delaysContentTouches, canCancelContentTouches, touchesShouldBegin/Cancel (reference §8.4–8.8): a
/// button at content (100, 100) and a plain recording view at content (100, 250) in a vertical scroll view.
@Suite struct ScrollViewContentTouchTests {
  let fixture = ScrollFixture(
    scrollView: RefusingScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400)))
  let button = Button(frame: CGRect(x: 100, y: 100, width: 120, height: 60), title: "button")
  let plain = RecordingView(frame: CGRect(x: 100, y: 250, width: 120, height: 60))
  let buttonLog: ControlEventLog
  var app: Application { fixture.app }
  var scrollView: RefusingScrollView { fixture.scrollView as! RefusingScrollView }

  let onButton = CGPoint(x: 160, y: 130)
  let onPlain = CGPoint(x: 160, y: 280)

  init() {
    plain.name = "plain"
    fixture.scrollView.addSubview(button)
    fixture.scrollView.addSubview(plain)
    buttonLog = ControlEventLog(button)
  }

  @Test("delays on: a quick tap reaches the button only when the finger lifts, began and ended back to back")
  func quickTapReachesButton() throws {
    try app.touchDown(1, at: onButton)
    try app.wait(.milliseconds(50))
    #expect(buttonLog.events.isEmpty, "held by the content-touch delay")
    #expect(!button.isHighlighted)
    let trace = try app.touchUp(1)
    #expect(buttonLog.events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    expectTrace(trace, contains: .released())
    expectTrace(
      trace,
      contains: .stateChange(
        to: .failed, cause: .liftedBeforeContentTouchDelay(delay: ScrollView.contentTouchDelay)))
    #expect(scrollView.asked == ["button"])
  }

  @Test("delays on: after 0.15 s without scrolling the button gets its touch and highlights")
  func timerReleases() throws {
    try app.touchDown(1, at: onButton)
    try app.wait(.milliseconds(149))
    #expect(buttonLog.events.isEmpty)
    let trace = try app.wait(.milliseconds(2))
    #expect(buttonLog.events == ["touchDown"])
    #expect(button.isHighlighted)
    expectTrace(
      trace,
      contains: .stateChange(
        to: .failed, cause: .contentTouchDelayPassed(delay: ScrollView.contentTouchDelay)))
  }

  @Test("delays on: a quick drag from the button scrolls, and the button never hears of it")
  func quickDragScrolls() throws {
    try app.drag(
      from: onButton, to: CGPoint(x: 160, y: 30), duration: .milliseconds(100), steps: 5)
    #expect(scrollView.contentOffset.y >= 90)
    #expect(buttonLog.events.isEmpty)
    #expect(scrollView.asked.isEmpty)
  }

  @Test("delays on: hold > 0.15 s then drag: the button tracks and the view does not scroll")
  func holdThenDragButtonTracks() throws {
    try app.touchDown(1, at: onButton)
    try app.wait(.milliseconds(200))
    let trace = try app.move(1, to: CGPoint(x: 160, y: 80))
    try app.move(1, to: CGPoint(x: 160, y: 30))
    try app.touchUp(1)
    #expect(scrollView.contentOffset == .zero)
    #expect(fixture.log.calls.isEmpty)
    #expect(
      buttonLog.events == [
        "touchDown", "touchDragInside", "touchDragInside", "touchUpInside", "primaryActionTriggered",
      ])
    expectTrace(
      trace,
      contains: .scroll(
        view: "scrollView", .contentKeepsTouch(TracedObject(button), .touchesShouldCancelRefused)))
  }

  @Test("delays on: hold > 0.15 s then drag on a plain view: it gets touchesCancelled and the view scrolls")
  func holdThenDragPlainCancelled() throws {
    try app.touchDown(1, at: onPlain)
    try app.wait(.milliseconds(200))
    #expect(plain.calls == ["began 1"])
    try app.move(1, to: CGPoint(x: 160, y: 200))
    try app.touchUp(1)
    #expect(plain.calls == ["began 1", "cancelled"])
    #expect(scrollView.contentOffset.y >= 70)
  }

  @Test("delays on: a quick drag from a plain view scrolls without it ever getting touchesBegan")
  func quickDragPlainNeverBegins() throws {
    try app.drag(from: onPlain, to: CGPoint(x: 160, y: 180), duration: .milliseconds(100), steps: 5)
    #expect(plain.calls.isEmpty)
    #expect(scrollView.contentOffset.y > 0)
  }

  @Test("delays on: moving 10 pt along the axis that cannot scroll releases the touch to the content")
  func sidewaysMoveReleases() throws {
    try app.touchDown(1, at: onPlain)
    try app.move(1, to: CGPoint(x: 170, y: 280))
    #expect(plain.calls.isEmpty, "10 pt is not more than 10 pt")
    let trace = try app.move(1, to: CGPoint(x: 171, y: 280))
    #expect(
      plain.calls == ["began 1", "moved", "moved"], "the held began and move are replayed, then this move")
    expectTrace(
      trace,
      contains: .stateChange(
        to: .failed, cause: .movedAlongFixedAxis(limit: ScrollView.contentTouchMovementLimit)))
  }

  @Test("delays off: the button gets touchDown at once, and a drag from it does not scroll")
  func delaysOff() throws {
    scrollView.delaysContentTouches = false
    let down = try app.touchDown(1, at: onButton)
    expectTrace(down, contains: .stateChange(to: .failed, because: .contentTouchesNotDelayed))
    #expect(buttonLog.events == ["touchDown"])
    #expect(button.isHighlighted)
    try app.move(1, to: CGPoint(x: 160, y: 60))
    try app.touchUp(1)
    #expect(scrollView.contentOffset == .zero)
    #expect(buttonLog.events.last == "primaryActionTriggered")
  }

  @Test("delays off: a drag from a plain view cancels it and scrolls")
  func delaysOffPlain() throws {
    scrollView.delaysContentTouches = false
    try app.drag(from: onPlain, to: CGPoint(x: 160, y: 180), duration: .milliseconds(100), steps: 5)
    #expect(plain.calls.first == "began 1")
    #expect(plain.calls.last == "cancelled")
    #expect(scrollView.contentOffset.y > 0)
  }

  @Test("canCancelContentTouches false: once content has the touch, dragging never scrolls")
  func cannotCancel() throws {
    scrollView.canCancelContentTouches = false
    try app.touchDown(1, at: onPlain)
    try app.wait(.milliseconds(200))
    let trace = try app.move(1, to: CGPoint(x: 160, y: 200))
    try app.move(1, to: CGPoint(x: 160, y: 100))
    try app.touchUp(1)
    #expect(scrollView.contentOffset == .zero)
    #expect(plain.calls == ["began 1", "moved", "moved", "ended"])
    expectTrace(
      trace,
      contains: .scroll(
        view: "scrollView", .contentKeepsTouch(TracedObject(plain), .cannotCancelContentTouches)))
  }

  @Test("canCancelContentTouches false: a quick drag still scrolls (the content never had the touch)")
  func cannotCancelQuickDrag() throws {
    scrollView.canCancelContentTouches = false
    try app.drag(from: onPlain, to: CGPoint(x: 160, y: 180), duration: .milliseconds(100), steps: 5)
    #expect(plain.calls.isEmpty)
    #expect(scrollView.contentOffset.y > 0)
  }

  @Test("touchesShouldBegin false keeps the touches from the content")
  func touchesShouldBeginFalse() throws {
    scrollView.allowsContentTouches = false
    let trace = try app.tap(at: onButton)
    try app.longPress(at: onPlain, duration: .milliseconds(300))
    #expect(buttonLog.events.isEmpty)
    #expect(plain.calls.isEmpty)
    #expect(scrollView.asked == ["button", "plain"])
    expectTrace(
      trace, contains: .asked(question: .touchesShouldBegin(in: TracedObject(button)), answer: false))
  }

  @Test("touchesShouldBegin false with delays off: asked at touch-down, the content gets nothing")
  func touchesShouldBeginFalseNoDelay() throws {
    scrollView.allowsContentTouches = false
    scrollView.delaysContentTouches = false
    try app.touchDown(1, at: onPlain)
    #expect(scrollView.asked == ["plain"])
    try app.touchUp(1)
    #expect(plain.calls.isEmpty)
  }
}
