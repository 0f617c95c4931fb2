import HitTestKit
import Testing

@Suite struct ControlRemovedWhileTrackingTests {
  /// A window with a scripted, logged control at (20, 20, 100, 44) inside a container.
  private func scene() -> (Application, Window, View, ScriptedControl, ControlEventLog) {
    let window = makeWindow()
    let container = makeView(CGRect(x: 0, y: 0, width: 320, height: 200), "container", in: window)
    let control = ScriptedControl(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
    control.name = "control"
    container.addSubview(control)
    let log = ControlEventLog(control)
    return (Application(window: window), window, container, control, log)
  }

  @Test("a control removed from its window while tracking cancels tracking: cancelTracking, then touchCancel")
  func removedControlCancelsTracking() throws {
    let (app, _, _, control, log) = scene()
    try app.touchDown(at: CGPoint(x: 50, y: 40))
    #expect(control.isTracking && control.isHighlighted)
    control.removeFromSuperview()
    #expect(control.calls == ["begin", "cancel"])
    #expect(log.events == ["touchDown", "touchCancel"])
    #expect(!control.isTracking && !control.isHighlighted && !control.isTouchInside)
    // The finger keeps going: nothing more is sent when it moves and lifts.
    try app.move(to: CGPoint(x: 300, y: 300))
    try app.touchUp()
    #expect(log.events == ["touchDown", "touchCancel"])
    #expect(control.calls == ["begin", "cancel"])
    let lines = app.trace.lines
    #expect(
      lines.contains {
        $0.hasSuffix("control: left its window while tracking finger 1: tracking cancelled (UIKit's rule)")
      })
    #expect(lines.contains { $0.hasSuffix("control sends touchCancel") })
  }

  @Test("a control whose ancestor is removed from the window while tracking cancels tracking")
  func removedAncestorCancelsTracking() throws {
    let (app, _, container, control, log) = scene()
    try app.touchDown(at: CGPoint(x: 50, y: 40))
    container.removeFromSuperview()
    #expect(log.events == ["touchDown", "touchCancel"])
    #expect(!control.isTracking)
    try app.touchUp()
  }

  @Test(
    "a control moved to another window while tracking cancels tracking; one moved within its window does not")
  func movedControlCancelsTrackingOnlyWhenItLeavesTheWindow() throws {
    let (app, window, container, control, log) = scene()
    try app.touchDown(at: CGPoint(x: 50, y: 40))
    window.addSubview(control)  // still in the window: tracking goes on
    #expect(control.isTracking)
    #expect(log.events == ["touchDown"])
    let other = makeWindow()
    app.addWindow(other)
    other.addSubview(control)
    #expect(log.events == ["touchDown", "touchCancel"])
    #expect(!control.isTracking)
    try app.touchUp()
    _ = container
  }

  @Test("removing a control that is not tracking sends nothing")
  func removedIdleControlSendsNothing() throws {
    let (app, _, _, control, log) = scene()
    try app.tap(at: CGPoint(x: 50, y: 40))
    control.removeFromSuperview()
    #expect(log.events == ["touchDown", "touchUpInside"])
    #expect(control.calls == ["begin", "end"])
  }
}
