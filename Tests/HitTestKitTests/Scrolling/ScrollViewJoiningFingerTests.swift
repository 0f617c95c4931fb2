import HitTestKit
import HitTestKitTesting
import Testing

/// A finger that lands on the content while the scroll view drags joins the drag.
///
/// A finger that lands while the scroll view's pan is already dragging joins the drag: with `cancelsTouchesInView`,
/// the touches of a recognized gesture still pending are not delivered to their view (UIKit's rule), so the content
/// under the new finger never hears of it. The fuzzer's list invariant found the opposite: a row selected by a finger
/// that landed on it mid-drag.
@Suite struct ScrollViewJoiningFingerTests {
  private func scene() -> (Application, ScrollView, LoggingView, PanGestureRecognizer) {
    let window = makeWindow()
    let scrollView = ScrollView(frame: window.bounds)
    scrollView.contentSize = CGSize(width: 320, height: 2_000)
    scrollView.delaysContentTouches = false
    window.addSubview(scrollView)
    let content = LoggingView(frame: CGRect(x: 0, y: 0, width: 320, height: 2_000))
    content.name = "content"
    content.isMultipleTouchEnabled = true
    scrollView.addSubview(content)
    return (Application(window: window), scrollView, content, scrollView.panGestureRecognizer)
  }

  @Test("a second finger landing while the scroll view drags never reaches the content under it")
  func joiningFingerIsWithheld() throws {
    let (app, scrollView, content, pan) = scene()
    try app.touchDown(1, at: CGPoint(x: 160, y: 400))
    try app.move(1, to: CGPoint(x: 160, y: 300))
    #expect(scrollView.isDragging && (pan.state == .began || pan.state == .changed))
    #expect(content.log == ["began", "cancelled"], "the pan took the first finger from the content")
    let down = try app.touchDown(2, at: CGPoint(x: 100, y: 200))
    expectTrace(down, contains: .tookTouches(fingers: [2], cancelledInViews: []))
    try app.touchUp(2)
    try app.touchUp(1)
    #expect(content.log == ["began", "cancelled"], "the second finger is the drag's, never the content's")
  }

  @Test("a second finger landing while the pan is still possible reaches the content")
  func fingerBeforeRecognitionReachesContent() throws {
    let (app, _, content, pan) = scene()
    try app.touchDown(1, at: CGPoint(x: 160, y: 400))
    try app.touchDown(2, at: CGPoint(x: 100, y: 200))
    #expect(pan.state == .possible)
    #expect(content.log == ["began", "began"])
    try app.touchUp(2)
    try app.touchUp(1)
    #expect(content.log == ["began", "began", "ended", "ended"])
  }
}
