import HitTestKit
import HitTestKitTesting
import Testing

/// Rules of controls that the suite did not catch (issue 31): a control disabled while its touch is held back,
/// and what a button vetoes among its ancestors' taps.
@Suite struct ControlDelayedTouchTests {
  /// A window with `panel` (a view holding the button) and a 100 × 44 `button` at (20, 20) in it.
  private func buttonInPanel() -> (Window, View, Button) {
    let window = makeWindow()
    let panel = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    panel.name = "panel"
    let button = Button(frame: CGRect(x: 20, y: 20, width: 100, height: 44), title: "OK")
    panel.addSubview(button)
    window.addSubview(panel)
    return (window, panel, button)
  }

  @Test("a control disabled while its touch-down is held back does not track it when the held touch arrives")
  func disabledWhileDelayedDoesNotTrack() throws {
    let (window, panel, button) = buttonInPanel()
    let press = LongPressGestureRecognizer()
    press.name = "press"
    press.delaysTouchesBegan = true
    panel.addGestureRecognizer(press)
    let app = Application(window: window)
    let log = ControlEventLog(button)
    try app.touchDown(1, at: CGPoint(x: 70, y: 42))
    #expect(!button.isTracking, "the press holds the touch-down back")
    button.isEnabled = false
    let lift = try app.touchUp(1)
    expectTrace(lift, contains: .released(recognizer: "press", fingers: [1]))
    expectTrace(lift, contains: .delivered(.began, to: "OK"))
    #expect(log.events.isEmpty, "disabled when the touch arrived: no touchDown, no touchUpInside")
    #expect(!button.isTracking && !button.isHighlighted)
  }

  @Test("the same held touch is tracked by a control that stays enabled")
  func enabledWhileDelayedTracks() throws {
    let (window, panel, button) = buttonInPanel()
    let press = LongPressGestureRecognizer()
    press.delaysTouchesBegan = true
    panel.addGestureRecognizer(press)
    let app = Application(window: window)
    let log = ControlEventLog(button)
    try app.touchDown(1, at: CGPoint(x: 70, y: 42))
    try app.touchUp(1)
    #expect(log.events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
  }

  @Test("a button vetoes its ancestor's single tap but not its double tap (UIKit's rule)")
  func buttonDoesNotVetoDoubleTap() throws {
    let (window, panel, button) = buttonInPanel()
    var fired: [String] = []
    let single = TapGestureRecognizer { _ in fired.append("single") }
    single.name = "single"
    let double = TapGestureRecognizer { _ in fired.append("double") }
    double.name = "double"
    double.numberOfTapsRequired = 2
    panel.addGestureRecognizer(single)
    panel.addGestureRecognizer(double)
    let app = Application(window: window)
    _ = button
    let trace = try app.doubleTap(at: CGPoint(x: 70, y: 42))
    #expect(fired == ["double"], "the double tap recognizes on the button; the single taps are vetoed")
    expectTrace(
      trace, contains: .stateChange(recognizer: "single", to: .failed, because: .viewRefusedToBegin))
    expectTrace(trace, lacks: .stateChange(recognizer: "double", to: .failed))
  }
}
