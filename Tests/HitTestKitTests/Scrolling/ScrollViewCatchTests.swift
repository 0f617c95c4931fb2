import HitTestKit
import HitTestKitTesting
import Testing

/// The classic case: a touch-down while the feed decelerates stops it, and the content does not get it.
///
/// A tap on a row during a fling selects nothing; a drag from there scrolls at once.
@Suite struct ScrollViewCatchTests {
  let fixture = FeedFixture()
  var app: Application { fixture.app }
  var feed: ScrollView { fixture.feed }

  /// Flings the feed up (about 1,000 pt/s) and lets it decelerate for 100 ms.
  private func flingFeed() throws {
    try app.drag(
      from: CGPoint(x: 160, y: 350), to: CGPoint(x: 160, y: 150), duration: .milliseconds(200), steps: 10)
    try app.wait(.milliseconds(100))
  }

  /// Where `view`'s centre is on screen now.
  private func centre(of view: View) -> CGPoint {
    view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
  }

  @Test("a tap during the fling stops the feed where it is; the row's tap recognizer does not fire")
  func tapStopsFling() throws {
    try flingFeed()
    #expect(feed.isDecelerating)
    let point = centre(of: fixture.row)
    var trace = try app.touchDown(1, at: point)
    let stopped = feed.contentOffset
    #expect(!feed.isDecelerating)
    #expect(feed.isTracking && feed.isDragging, "the pan began at touch-down")
    trace.append(try app.touchUp(1))
    trace.append(try app.wait(.seconds(2)))
    #expect(feed.contentOffset == stopped, "no deceleration resumes")
    expectTrace(
      trace,
      contains: .scroll(view: "feed", .caughtMovingContent(.deceleration, contentOffset: stopped)))
    expectTrace(
      trace, contains: .stateChange(to: .began, cause: .caughtMovingContent(TracedObject(feed))))
    expectTrace(trace, contains: .stateChange(recognizer: "rowTap", to: .failed))
    #expect(!trace.contains(.stateChange(recognizer: "rowTap", to: .ended)))
    #expect(!trace.contains(.delivered(.began, to: "row")))
  }

  @Test("the delegate hears the deceleration end, then a drag that began and ended without decelerating")
  func delegateOrderWhenCaught() throws {
    try flingFeed()
    fixture.feedLog.calls.removeAll()
    try app.touchDown(1, at: CGPoint(x: 160, y: 420))
    try app.touchUp(1)
    #expect(
      fixture.feedLog.calls == [
        "didEndDecelerating", "willBeginDragging", "willEndDragging", "didEndDragging(willDecelerate: false)",
      ])
  }

  @Test("a button in the carousel gets nothing either")
  func buttonGetsNothing() throws {
    try flingFeed()
    let point = centre(of: fixture.buy0)
    let trace = try app.tap(at: point)
    #expect(!trace.contains(.delivered(.began, to: "buy0")))
    #expect(!trace.contains(.controlEvents(control: "buy0")))
  }

  @Test("with delaysContentTouches off the content still does not get the catching touch")
  func delaysOffStillCaught() throws {
    feed.delaysContentTouches = false
    try flingFeed()
    let trace = try app.tap(at: centre(of: fixture.row))
    #expect(!trace.contains(.delivered(.began, to: "row")))
    #expect(!feed.isDecelerating)
  }

  @Test("a finger that caught the feed and then drags scrolls at once, without the 10 pt hysteresis")
  func dragAfterCatchScrollsAtOnce() throws {
    try flingFeed()
    try app.touchDown(1, at: CGPoint(x: 160, y: 420))
    let stopped = feed.contentOffset
    try app.move(1, to: CGPoint(x: 160, y: 416))
    #expect(feed.contentOffset == CGPoint(x: stopped.x, y: stopped.y + 4), "4 pt up moves the content 4 pt")
    try app.touchUp(1)
  }

  @Test("explainMiss names the decelerating scroll view as the reason the row would not get a tap")
  func explainMissNamesDeceleration() throws {
    try flingFeed()
    let point = centre(of: fixture.row)
    let explanation = fixture.window.explainMiss(of: fixture.row, at: point)
    guard case .stoppedMovingScrollView(let scrollView, let hit) = explanation.reason else {
      Issue.record("expected stoppedMovingScrollView, got \(explanation)")
      return
    }
    #expect(scrollView === feed && hit === fixture.row)
    #expect(explanation.description.contains("its ancestor feed is decelerating"))
    #expect(explanation.description.contains("the content does not get that touch"))
    #expect(throws: InputError.self) { try app.tapExpectingHit(on: fixture.row) }
    try app.wait(.seconds(6))
    feed.contentOffset = .zero
    let atRest = fixture.window.explainMiss(of: fixture.row, at: centre(of: fixture.row))
    #expect(atRest.description.contains("got the touch"), "at rest the row gets it")
  }

  @Test(
    "a touch on the carousel while the feed decelerates stops the feed, and the drag that follows is the feed's"
  )
  func catchOnCarouselBelongsToFeed() throws {
    try flingFeed()
    let onCarousel = centre(of: fixture.carousel)
    try app.touchDown(1, at: onCarousel)
    let stopped = feed.contentOffset
    try app.move(1, to: CGPoint(x: onCarousel.x - 100, y: onCarousel.y))
    try app.touchUp(1)
    #expect(
      fixture.carousel.contentOffset == .zero,
      "the feed's pan began at touch-down and excluded the carousel's")
    #expect(feed.contentOffset == stopped, "a sideways drag does not move a vertical feed")
  }

  @Test("a touch during an animated setContentOffset stops the animation too, without a delegate call")
  func touchStopsAnimation() throws {
    feed.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
    try app.wait(.milliseconds(100))
    let trace = try app.tap(at: CGPoint(x: 160, y: 420))
    let stopped = feed.contentOffset
    try app.wait(.seconds(1))
    #expect(feed.contentOffset == stopped)
    #expect(!fixture.feedLog.calls.contains("didEndScrollingAnimation"))
    expectTrace(
      trace,
      contains: .scroll(view: "feed", .caughtMovingContent(.scrollingAnimation, contentOffset: stopped)))
  }
}
