import HitTestKit
import HitTestKitTesting
import Testing

/// Disabled controls and controls against their ancestors' recognizers (reference §7.D, §7.E, §5.15).
@Suite struct ControlRecognizerTests {
  let window = makeWindow()
  let app: Application
  let card = RecordingView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
  let button = Button(frame: CGRect(x: 100, y: 100, width: 100, height: 50), title: "button")
  let log: ControlEventLog

  init() {
    app = Application(window: window)
    card.name = "card"
    window.addSubview(card)
    card.addSubview(button)
    log = ControlEventLog(button)
  }

  @Test("a disabled control is see-through: the superview's tap recognizer fires; the trace says why")
  func disabledSeeThrough() throws {
    var taps = 0
    let tap = TapGestureRecognizer { _ in taps += 1 }
    card.addGestureRecognizer(tap)
    button.isEnabled = false
    let trace = try app.tap(at: CGPoint(x: 150, y: 125))
    #expect(taps == 1)
    #expect(log.events.isEmpty)
    #expect(trace.detailed.description.contains("disabled control"))
    #expect(window.hitTest(CGPoint(x: 150, y: 125), with: nil) === card)
  }

  @Test("a disabled control lets the touch reach the sibling behind it")
  func disabledSiblingBehind() throws {
    let behind = RecordingView(frame: CGRect(x: 90, y: 90, width: 200, height: 100))
    behind.name = "behind"
    card.insertSubview(behind, at: 0)
    button.isEnabled = false
    try app.tap(at: CGPoint(x: 150, y: 125))
    #expect(behind.calls == ["began 1", "ended"])
    #expect(log.events.isEmpty)
  }

  @Test("disabling a tracking control cancels tracking")
  func disableWhileTracking() throws {
    try app.touchDown(1, at: CGPoint(x: 150, y: 125))
    button.isEnabled = false
    #expect(!button.isTracking)
    try app.touchUp(1)
    #expect(log.events == ["touchDown", "touchCancel"])
  }

  @Test("an ancestor single-tap recognizer loses to the button: gestureRecognizerShouldBegin says no")
  func buttonBeatsAncestorTap() throws {
    var taps = 0
    let tap = TapGestureRecognizer { _ in taps += 1 }
    tap.name = "cardTap"
    card.addGestureRecognizer(tap)
    let trace = try app.tap(at: CGPoint(x: 150, y: 125))
    #expect(taps == 0)
    #expect(log.events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    expectTrace(
      trace,
      contains: .asked(recognizer: "cardTap", question: .viewShouldBegin(TracedObject(button)), answer: false)
    )
  }

  @Test("with cancelsTouchesInView = false the button is never asked, and both fire")
  func bothFireWithoutCancels() throws {
    var taps = 0
    let tap = TapGestureRecognizer { _ in taps += 1 }
    tap.name = "cardTap"
    tap.cancelsTouchesInView = false
    card.addGestureRecognizer(tap)
    let trace = try app.tap(at: CGPoint(x: 150, y: 125))
    #expect(taps == 1)
    #expect(log.events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    expectTrace(trace, lacks: .asked(question: .viewShouldBegin(TracedObject(button))))
    expectTrace(trace, lacks: .stateChange(because: .viewRefusedToBegin))
  }

  @Test("the button's own single tap recognizer is not vetoed")
  func ownTapNotVetoed() throws {
    var taps = 0
    button.addGestureRecognizer(TapGestureRecognizer { _ in taps += 1 })
    try app.tap(at: CGPoint(x: 150, y: 125))
    #expect(taps == 1)
    #expect(log.events == ["touchDown", "touchCancel"])
  }

  @Test("an ancestor double-tap recognizer delays touchUpInside until it fails, 0.35 s later")
  func doubleTapDelaysUp() throws {
    let double = TapGestureRecognizer()
    double.numberOfTapsRequired = 2
    card.addGestureRecognizer(double)
    var upTime: TimeInterval?
    button.addAction(for: .touchUpInside) { [weak app] _ in upTime = app?.clock.now }
    try app.touchDown(1, at: CGPoint(x: 150, y: 125))
    try app.wait(.milliseconds(50))
    try app.touchUp(1)
    #expect(log.events == ["touchDown"], "touchesEnded is held while the double tap is possible")
    try app.wait(.milliseconds(300))
    #expect(log.events == ["touchDown"])
    try app.wait(.milliseconds(100))
    #expect(log.events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    let up = try #require(upTime)
    #expect(abs(up - 0.40) < 0.0005, "0.35 s after the finger lifted at 0.05 s")
  }

  @Test("an ancestor pan is not vetoed: it begins after 10 pt and the button gets touchCancel")
  func ancestorPanCancels() throws {
    var began = false
    let pan = PanGestureRecognizer { recognizer in if recognizer.state == .began { began = true } }
    card.addGestureRecognizer(pan)
    try app.drag(from: CGPoint(x: 150, y: 125), to: CGPoint(x: 150, y: 200), steps: 5)
    #expect(began)
    #expect(log.events.first == "touchDown")
    #expect(log.events.last == "touchCancel")
    #expect(!log.events.contains("touchUpInside") && !log.events.contains("touchUpOutside"))
  }

  @Test("an ancestor long press cancels a held button")
  func ancestorLongPressCancels() throws {
    let press = LongPressGestureRecognizer()
    card.addGestureRecognizer(press)
    try app.longPress(at: CGPoint(x: 150, y: 125), duration: .seconds(1))
    #expect(log.events == ["touchDown", "touchCancel"])
  }
}
