import HitTestKit
import HitTestKitTesting
import Testing

/// The exact control-event sequences of reference §7.C: a 100 × 50 control at (100, 100) on a recording
/// superview, so touches a control passes on are visible.
@Suite struct ControlTrackingTests {
  let window = makeWindow()
  let app: Application
  let superview = RecordingView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let control = ScriptedControl(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
  let log: ControlEventLog

  init() {
    app = Application(window: window)
    superview.name = "superview"
    control.name = "control"
    window.addSubview(superview)
    superview.addSubview(control)
    log = ControlEventLog(control)
  }

  @Test("a tap sends touchDown then touchUpInside, and a plain control no primaryActionTriggered")
  func tap() throws {
    try app.touchDown(1, at: CGPoint(x: 150, y: 125))
    #expect(control.isTracking && control.isHighlighted && control.isTouchInside)
    try app.touchUp(1)
    #expect(log.events == ["touchDown", "touchUpInside"])
    #expect(control.calls == ["begin", "end"])
    #expect(!control.isTracking && !control.isHighlighted)
    #expect(superview.calls.isEmpty, "a tracking control handles its touches")
  }

  @Test("a second tap within 0.35 s has tapCount 2 and also sends touchDownRepeat, after touchDown")
  func touchDownRepeat() throws {
    let trace = try app.doubleTap(at: CGPoint(x: 150, y: 125))
    #expect(
      log.events == ["touchDown", "touchUpInside", "touchDown", "touchDownRepeat", "touchUpInside"])
    expectTrace(trace, contains: .controlEvents(control: "control", events: [.touchDown, .touchDownRepeat]))
  }

  @Test("moves inside send touchDragInside on every move")
  func dragInside() throws {
    try app.touchDown(1, at: CGPoint(x: 150, y: 125))
    try app.move(1, to: CGPoint(x: 160, y: 125))
    try app.move(1, to: CGPoint(x: 170, y: 130))
    try app.touchUp(1)
    #expect(log.events == ["touchDown", "touchDragInside", "touchDragInside", "touchUpInside"])
    #expect(control.calls == ["begin", "continue", "continue", "end"])
  }

  @Test("lifting 50 pt outside the bounds is still inside the 70 pt slop: touchUpInside")
  func slopUpInside() throws {
    try app.touchDown(1, at: CGPoint(x: 150, y: 125))
    try app.move(1, to: CGPoint(x: 250, y: 125))
    try app.touchUp(1)
    #expect(log.events == ["touchDown", "touchDragInside", "touchUpInside"])
  }

  @Test(
    "the slop edge is half-open: 69.9 pt beyond the right edge is inside, 70.1 pt is outside",
    arguments: [(CGFloat(269.9), true), (CGFloat(270.1), false), (CGFloat(270), false)])
  func slopBoundaryRight(x: CGFloat, inside: Bool) throws {
    try app.touchDown(1, at: CGPoint(x: 150, y: 125))
    try app.move(1, to: CGPoint(x: x, y: 125))
    #expect(control.isTouchInside == inside)
    #expect(control.isHighlighted == inside)
    #expect(
      log.events.suffix(2)
        == (inside ? ["touchDown", "touchDragInside"] : ["touchDragExit", "touchDragOutside"]))
  }

  @Test(
    "the slop edge on the left and top: 70 pt beyond is inside (closed minimum), 70.1 is outside",
    arguments: [
      (CGPoint(x: 30, y: 125), true), (CGPoint(x: 29.9, y: 125), false), (CGPoint(x: 30.1, y: 125), true),
      (CGPoint(x: 150, y: 30.1), true), (CGPoint(x: 150, y: 29.9), false),
      (CGPoint(x: 150, y: 219.9), true), (CGPoint(x: 150, y: 220.1), false),
    ])
  func slopBoundaryOthers(point: CGPoint, inside: Bool) throws {
    try app.touchDown(1, at: CGPoint(x: 150, y: 125))
    try app.move(1, to: point)
    #expect(control.isTouchInside == inside)
  }

  @Test("crossing the slop edge sends exit then enter, each before the drag event of that move")
  func exitAndEnter() throws {
    try app.touchDown(1, at: CGPoint(x: 150, y: 125))
    try app.move(1, to: CGPoint(x: 269.9, y: 125))
    try app.move(1, to: CGPoint(x: 270.1, y: 125))
    try app.move(1, to: CGPoint(x: 300, y: 125))
    try app.move(1, to: CGPoint(x: 269.9, y: 125))
    let trace = try app.touchUp(1)
    #expect(
      log.events == [
        "touchDown", "touchDragInside", "touchDragExit", "touchDragOutside", "touchDragOutside",
        "touchDragEnter", "touchDragInside", "touchUpInside",
      ])
    expectTrace(trace, contains: .controlEvents(control: "control", events: .touchUpInside))
  }

  @Test("lifting outside the slop sends touchUpOutside; lifting right after crossing sends the exit first")
  func upOutside() throws {
    try app.touchDown(1, at: CGPoint(x: 150, y: 125))
    try app.move(1, to: CGPoint(x: 300, y: 125))
    try app.touchUp(1)
    #expect(log.events == ["touchDown", "touchDragExit", "touchDragOutside", "touchUpOutside"])
    #expect(control.calls == ["begin", "continue", "end"])
  }

  @Test("a recognizer taking the touch cancels tracking: cancelTracking, touchCancel, no up event")
  func cancelByRecognizer() throws {
    let pan = PanGestureRecognizer()
    superview.addGestureRecognizer(pan)
    try app.touchDown(1, at: CGPoint(x: 150, y: 125))
    try app.move(1, to: CGPoint(x: 155, y: 125))
    let trace = try app.move(1, to: CGPoint(x: 180, y: 125))
    try app.touchUp(1)
    #expect(log.events == ["touchDown", "touchDragInside", "touchCancel"])
    #expect(control.calls == ["begin", "continue", "cancel"])
    #expect(!control.isTracking && !control.isHighlighted)
    expectTrace(trace, contains: .delivered(.cancelled, to: "control"))
  }

  @Test("beginTracking returning false: no control events, the touches go up the responder chain")
  func beginTrackingFalse() throws {
    control.beginAnswer = false
    let trace = try app.drag(from: CGPoint(x: 150, y: 125), to: CGPoint(x: 160, y: 125), steps: 2)
    #expect(log.events.isEmpty)
    #expect(!control.isTracking)
    #expect(superview.calls == ["began 1", "moved", "moved", "ended"])
    expectTrace(trace, contains: .forwarded(.began, from: "control", to: "superview"))
  }

  @Test("continueTracking returning false stops tracking: no drag event for that move, no up event")
  func continueTrackingFalse() throws {
    control.continueAnswers = [true, false]
    try app.touchDown(1, at: CGPoint(x: 150, y: 125))
    try app.move(1, to: CGPoint(x: 155, y: 125))
    try app.move(1, to: CGPoint(x: 160, y: 125))
    #expect(!control.isTracking && !control.isHighlighted)
    try app.move(1, to: CGPoint(x: 165, y: 125))
    try app.touchUp(1)
    #expect(log.events == ["touchDown", "touchDragInside"])
    #expect(control.calls == ["begin", "continue", "continue"])
  }

  @Test("only Button sends primaryActionTriggered, right after touchUpInside, and not on touchUpOutside")
  func primaryAction() throws {
    let button = Button(frame: CGRect(x: 100, y: 300, width: 100, height: 50), title: "OK")
    superview.addSubview(button)
    let buttonLog = ControlEventLog(button)
    let trace = try app.tap(at: CGPoint(x: 150, y: 325))
    #expect(buttonLog.events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    expectTrace(
      trace, contains: .controlEvents(control: "OK", events: [.touchUpInside, .primaryActionTriggered]))
    buttonLog.events = []
    try app.wait(.seconds(1))  // not a second tap (tapCount 1)
    try app.drag(from: CGPoint(x: 150, y: 325), to: CGPoint(x: 150, y: 450), steps: 1)
    #expect(buttonLog.events == ["touchDown", "touchDragExit", "touchDragOutside", "touchUpOutside"])
    try app.tap(at: CGPoint(x: 150, y: 125))
    #expect(!log.events.contains("primaryActionTriggered"))
  }

  @Test("a control tracks one touch: a second finger goes up the chain")
  func oneTouch() throws {
    superview.isMultipleTouchEnabled = true
    control.isMultipleTouchEnabled = true
    try app.touchDown(1, at: CGPoint(x: 150, y: 125))
    try app.touchDown(2, at: CGPoint(x: 120, y: 110))
    try app.touchUp(2)
    try app.touchUp(1)
    #expect(log.events == ["touchDown", "touchUpInside"])
    #expect(superview.calls == ["began 1", "ended"])
  }

  @Test(
    "two fingers in one event: the control tracks the lower, and every phase of the other goes up the chain")
  func twoFingersInOneEvent() throws {
    superview.isMultipleTouchEnabled = true
    control.isMultipleTouchEnabled = true
    try app.touchDown([2: CGPoint(x: 120, y: 110), 1: CGPoint(x: 150, y: 125)])
    try app.move([1: CGPoint(x: 155, y: 125), 2: CGPoint(x: 125, y: 110)])
    try app.touchUp([1, 2])
    #expect(log.events == ["touchDown", "touchDragInside", "touchUpInside"])
    #expect(superview.calls == ["began 1", "moved", "ended"], "finger 2's end reaches the superview too")
    #expect(app.touchesDown.isEmpty)
  }

  @Test("sendActions(for:) calls handlers in the order they were added; removeActions removes them")
  func handlers() {
    var order: [Int] = []
    control.addAction(for: .valueChanged) { _ in order.append(1) }
    control.addAction(for: [.valueChanged, .touchDown]) { _ in order.append(2) }
    control.sendActions(for: .valueChanged)
    #expect(order == [1, 2])
    control.removeActions(for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(order == [1, 2])
    #expect(
      ControlEvent.touchCancel.rawValue == 1 << 8 && ControlEvent.primaryActionTriggered.rawValue == 1 << 13)
  }
}
