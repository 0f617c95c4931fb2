import HitTestKit
import HitTestKitTesting
import Testing

/// Offsets, dragging, bouncing, paging and deceleration (reference §8.1–8.3, §8.9).
@Suite struct ScrollViewDraggingTests {
  let fixture = ScrollFixture()
  var app: Application { fixture.app }
  var scrollView: ScrollView { fixture.scrollView }

  @Test("contentOffset is bounds.origin, and hit testing of the content follows it")
  func offsetIsBoundsOrigin() {
    let row = makeView(CGRect(x: 0, y: 500, width: 320, height: 50), "row", in: scrollView)
    #expect(fixture.window.hitTest(CGPoint(x: 10, y: 60), with: nil) === scrollView)
    scrollView.contentOffset = CGPoint(x: 0, y: 450)
    #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 450))
    #expect(fixture.window.hitTest(CGPoint(x: 10, y: 60), with: nil) === row)
    #expect(row.convert(CGPoint(x: 10, y: 10), to: nil) == CGPoint(x: 10, y: 60))
    scrollView.bounds.origin = CGPoint(x: 0, y: 10)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 10))
    #expect(fixture.log.calls == ["didScroll"], "a programmatic offset change tells the delegate")
  }

  @Test("NaN and infinite content offsets are ignored")
  func nonFiniteOffsetIgnored() {
    scrollView.contentOffset = CGPoint(x: 0, y: 100)
    scrollView.contentOffset = CGPoint(x: CGFloat.nan, y: 0)
    scrollView.contentOffset = CGPoint(x: 0, y: CGFloat.infinity)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100))
    #expect(fixture.log.calls == ["didScroll"])
  }

  @Test("the content follows the finger once the pan passes its 10 pt hysteresis")
  func followsFinger() throws {
    try app.touchDown(1, at: CGPoint(x: 160, y: 300))
    try app.move(1, to: CGPoint(x: 160, y: 295))
    #expect(scrollView.contentOffset == .zero, "5 pt: the pan has not begun")
    try app.move(1, to: CGPoint(x: 160, y: 280))
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 10), "20 pt moved, 10 pt of hysteresis removed")
    #expect(scrollView.isDragging)
    try app.move(1, to: CGPoint(x: 160, y: 200))
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 90))
    try app.move(1, to: CGPoint(x: 160, y: 230))
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 60), "dragging back moves the content back")
  }

  @Test("without bounces the content is clamped at the edge")
  func clampedWithoutBounces() throws {
    scrollView.bounces = false
    try app.touchDown(1, at: CGPoint(x: 160, y: 100))
    try app.move(1, to: CGPoint(x: 160, y: 300))
    #expect(scrollView.contentOffset == .zero)
    try app.touchUp(1)
    #expect(!scrollView.isDecelerating, "nothing to spring back from")
    scrollView.contentOffset = CGPoint(x: 0, y: 1600)
    try app.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 50), steps: 5)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1600), "1600 is the largest offset (2000 − 400)")
  }

  @Test("with bounces the content is rubber-banded past the edge, then springs back")
  func rubberBandAndSpringBack() throws {
    try app.touchDown(1, at: CGPoint(x: 160, y: 100))
    try app.move(1, to: CGPoint(x: 160, y: 300))
    // 200 pt moved, 190 pt after hysteresis: (1 − 1 / (190 · 0.55 / 400 + 1)) · 400
    let expected = -(1 - 1 / (190 * 0.55 / 400 + 1)) * 400
    #expect(abs(scrollView.contentOffset.y - expected) < 1e-9)
    #expect(scrollView.contentOffset.y > -190 && scrollView.contentOffset.y < 0)
    try app.wait(.milliseconds(200))
    try app.touchUp(1)
    #expect(scrollView.isDecelerating)
    try app.wait(.milliseconds(400))
    #expect(scrollView.contentOffset == .zero)
    #expect(!scrollView.isDecelerating)
    #expect(
      fixture.log.collapsed == [
        "willBeginDragging", "didScroll…", "willEndDragging", "didEndDragging(willDecelerate: true)",
        "willBeginDecelerating", "didScroll…", "didEndDecelerating",
      ])
  }

  @Test("a fling decelerates on the virtual clock (×0.998 per ms), comes to rest, delegate in order")
  func deceleration() throws {
    try app.drag(
      from: CGPoint(x: 160, y: 350), to: CGPoint(x: 160, y: 150), duration: .milliseconds(200), steps: 10)
    let released = scrollView.contentOffset.y
    #expect(scrollView.isDecelerating)
    try app.wait(.milliseconds(500))
    let midway = scrollView.contentOffset.y
    #expect(midway > released)
    try app.wait(.seconds(5))
    #expect(!scrollView.isDecelerating)
    let rest = scrollView.contentOffset.y
    #expect(rest > midway)
    // 1000 pt/s decays as 0.998^ms: it travels about v / ln(1/0.998) ≈ v × 0.4995 s in all.
    #expect(rest - released > 400 && rest - released < 550)
    try app.wait(.seconds(1))
    #expect(scrollView.contentOffset.y == rest, "at rest")
    #expect(
      fixture.log.collapsed == [
        "willBeginDragging", "didScroll…", "willEndDragging", "didEndDragging(willDecelerate: true)",
        "willBeginDecelerating", "didScroll…", "didEndDecelerating",
      ])
  }

  @Test("a slow drag that ends still does not decelerate")
  func noDecelerationWhenSlow() throws {
    try app.drag(
      from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 280), duration: .seconds(4), steps: 200)
    #expect(!scrollView.isDecelerating)
    #expect(fixture.log.calls.last == "didEndDragging(willDecelerate: false)")
  }

  @Test("deceleration stops at the edge")
  func decelerationStopsAtEdge() throws {
    scrollView.contentOffset = CGPoint(x: 0, y: 1500)
    try app.drag(
      from: CGPoint(x: 160, y: 350), to: CGPoint(x: 160, y: 150), duration: .milliseconds(200), steps: 10)
    try app.wait(.seconds(3))
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1600))
    #expect(!scrollView.isDecelerating)
  }

  @Test("isScrollEnabled = false: dragging does not scroll")
  func scrollDisabled() throws {
    scrollView.isScrollEnabled = false
    #expect(!scrollView.panGestureRecognizer.isEnabled)
    try app.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 100))
    #expect(scrollView.contentOffset == .zero)
    #expect(fixture.log.calls.isEmpty)
  }

  @Test("no scrolling along an axis that cannot scroll: a horizontal drag on a vertical view does nothing")
  func noScrollAlongFixedAxis() throws {
    let trace = try app.drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 50, y: 200))
    #expect(scrollView.contentOffset == .zero)
    #expect(fixture.log.calls.isEmpty)
    expectTrace(
      trace,
      contains: .scroll(
        view: "scrollView",
        .panRefused(
          panAdmission(
            moved: CGPoint(x: -20, y: 0), .mostlyHorizontal, .horizontal, content: 320, bounds: 320))))
    scrollView.alwaysBounceHorizontal = true
    try app.touchDown(1, at: CGPoint(x: 250, y: 200))
    try app.move(1, to: CGPoint(x: 150, y: 200))
    #expect(scrollView.contentOffset.x > 0, "alwaysBounceHorizontal lets it bounce sideways")
  }

  @Test("a diagonal drag on a vertical view moves only y")
  func diagonalMovesOnlyScrollableAxis() throws {
    try app.touchDown(1, at: CGPoint(x: 160, y: 300))
    try app.move(1, to: CGPoint(x: 150, y: 250))
    #expect(scrollView.contentOffset.x == 0)
    #expect(scrollView.contentOffset.y == 40)
  }
}

/// Paging (reference §8.9): pages are the bounds size; the release position and velocity choose the page.
@Suite struct ScrollViewPagingTests {
  let fixture: ScrollFixture
  var app: Application { fixture.app }
  var scrollView: ScrollView { fixture.scrollView }

  init() {
    fixture = ScrollFixture(scrollView: ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400)))
    fixture.scrollView.contentSize = CGSize(width: 960, height: 400)
    fixture.scrollView.isPagingEnabled = true
  }

  /// A slow drag (2 s, 100 moves) that leaves the release velocity small.
  private func slowDrag(by dx: CGFloat) throws {
    try app.drag(
      from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200 + dx, y: 200), duration: .seconds(2), steps: 100)
  }

  @Test("a slow drag short of half a page settles back on the same page")
  func nearestPageBack() throws {
    try slowDrag(by: -120)
    try app.wait(.seconds(1))
    #expect(scrollView.contentOffset == .zero)
  }

  @Test("a slow drag past half a page settles on the next page")
  func nearestPageForward() throws {
    try slowDrag(by: -190)
    try app.wait(.seconds(1))
    #expect(scrollView.contentOffset == CGPoint(x: 320, y: 0))
    #expect(fixture.log.calls.last == "didEndDecelerating")
  }

  @Test("a quick fling of 60 pt goes to the next page, and never past the last one")
  func flingNextPage() throws {
    try app.swipe(from: CGPoint(x: 200, y: 200), direction: .left, distance: 60)
    try app.wait(.seconds(1))
    #expect(scrollView.contentOffset == CGPoint(x: 320, y: 0))
    try app.swipe(from: CGPoint(x: 200, y: 200), direction: .left, distance: 60)
    try app.wait(.seconds(1))
    try app.swipe(from: CGPoint(x: 200, y: 200), direction: .left, distance: 60)
    try app.wait(.seconds(1))
    #expect(scrollView.contentOffset == CGPoint(x: 640, y: 0))
    try app.swipe(from: CGPoint(x: 100, y: 200), direction: .right, distance: 60)
    try app.wait(.seconds(1))
    #expect(scrollView.contentOffset == CGPoint(x: 320, y: 0))
  }

  @Test("settling runs on the virtual clock: not there yet right after the lift")
  func settlingTakesTime() throws {
    try app.swipe(from: CGPoint(x: 200, y: 200), direction: .left, distance: 60)
    #expect(scrollView.isDecelerating)
    #expect(scrollView.contentOffset.x < 320)
    try app.wait(.milliseconds(400))
    #expect(scrollView.contentOffset == CGPoint(x: 320, y: 0))
  }
}
