import HitTestKit
import Testing

/// A control does not own the touch it tracks (UIKit asks that no one keep a touch): once that touch is gone, the
/// control refers to it no more and can track the next one.
@Suite struct ControlTouchGoneTests {
  @Test("a control whose tracked touch went away with its application tracks a touch of the next application")
  func tracksAfterTouchGone() throws {
    let window = makeWindow()
    let control = ScriptedControl(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
    window.addSubview(control)
    let log = ControlEventLog(control)
    do {
      let first = Application(window: window, isTracing: false)
      try first.touchDown(1, at: CGPoint(x: 150, y: 125))
      #expect(control.isTracking)
    }  // the application goes away with the finger down, and its touch with it
    let second = Application(window: window, isTracing: false)
    try second.touchDown(1, at: CGPoint(x: 150, y: 125))
    try second.touchUp(1)
    #expect(log.events == ["touchDown", "touchDown", "touchUpInside"])
    #expect(!control.isTracking)
  }
}
