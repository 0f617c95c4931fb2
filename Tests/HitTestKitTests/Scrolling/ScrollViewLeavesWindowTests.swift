import HitTestKit
import Testing

@Suite struct ScrollViewLeavesWindowTests {
  @Test("a scroll view removed from its window mid-drag still settles on the clock that dragged it")
  func removedMidDragSettles() throws {
    let fixture = ScrollFixture()
    let (app, scrollView) = (fixture.app, fixture.scrollView)
    try app.touchDown(at: CGPoint(x: 160, y: 300))
    for y in stride(from: 280, through: 100, by: -20) {
      try app.wait(.milliseconds(16))
      try app.move(to: CGPoint(x: 160, y: y))
    }
    #expect(scrollView.isDragging)
    scrollView.removeFromSuperview()
    try app.touchUp()
    #expect(scrollView.isDecelerating)
    try app.wait(.seconds(5))
    #expect(!scrollView.isDecelerating)
    #expect(fixture.log.calls.last == "didEndDecelerating")
    #expect(app.clock.pendingTimers.isEmpty)
  }

  @Test("a paging scroll view removed mid-drag settles on a page, and stays there when added back")
  func pagingRemovedMidDragSettlesOnAPage() throws {
    let fixture = ScrollFixture()
    let (app, scrollView, window) = (fixture.app, fixture.scrollView, fixture.window)
    scrollView.isPagingEnabled = true
    try app.touchDown(at: CGPoint(x: 160, y: 300))
    for y in stride(from: 290, through: 150, by: -10) {
      try app.wait(.milliseconds(50))
      try app.move(to: CGPoint(x: 160, y: y))
    }
    scrollView.removeFromSuperview()
    try app.touchUp()
    try app.wait(.seconds(1))
    #expect(!scrollView.isDecelerating)
    #expect(scrollView.contentOffset.y.truncatingRemainder(dividingBy: scrollView.bounds.height) == 0)
    window.addSubview(scrollView)
    let settled = scrollView.contentOffset
    try app.wait(.seconds(1))
    #expect(scrollView.contentOffset == settled)
    // It scrolls again once back.
    try app.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 100))
    try app.wait(.seconds(1))
    #expect(!scrollView.isDecelerating)
    #expect(scrollView.contentOffset.y.truncatingRemainder(dividingBy: scrollView.bounds.height) == 0)
    #expect(scrollView.contentOffset != settled)
  }

  @Test("a scroll view removed and added back mid-settle finishes settling once")
  func removedAndAddedBackMidSettle() throws {
    let fixture = ScrollFixture()
    let (app, scrollView, window) = (fixture.app, fixture.scrollView, fixture.window)
    try app.swipe(from: CGPoint(x: 160, y: 300), direction: .up)
    #expect(scrollView.isDecelerating, "after swipe, deceleration is pending until a wait")
    scrollView.removeFromSuperview()
    try app.wait(.milliseconds(100))
    window.addSubview(scrollView)
    try app.wait(.seconds(10))
    #expect(!scrollView.isDecelerating)
    #expect(fixture.log.calls.filter { $0 == "didEndDecelerating" }.count == 1)
  }

  @Test("a scroll view's recognizers are named after it, and follow it when it is renamed")
  func recognizerNamesFollowTheView() {
    let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(scrollView.panGestureRecognizer.name == "scrollView.pan")
    scrollView.name = "list"
    #expect(scrollView.panGestureRecognizer.name == "list.pan")
    #expect((scrollView.gestureRecognizers ?? []).contains { $0.name == "list.contentTouchDelay" })
    scrollView.panGestureRecognizer.name = "custom"
    scrollView.name = "feed"
    #expect(scrollView.panGestureRecognizer.name == "custom", "a name of its own is kept")
    #expect((scrollView.gestureRecognizers ?? []).contains { $0.name == "feed.contentTouchDelay" })
  }
}
