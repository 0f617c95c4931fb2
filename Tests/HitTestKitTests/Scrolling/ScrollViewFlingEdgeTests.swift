import HitTestKitTesting
import Testing

@testable import HitTestKit

/// Flings that reach the content's edge (issue 31, item 5), decelerations that follow what the app changes
/// (item 4), paging's threshold (a fling exactly at it) and page numbers far out (issue 32, row 14).
@Suite struct ScrollViewFlingEdgeTests {
  let fixture = ScrollFixture()
  var app: Application { fixture.app }
  var scrollView: ScrollView { fixture.scrollView }

  /// A 200 pt upward fling over 200 ms (10 moves): about 1,000 pt/s, projected about 500 pt on.
  @discardableResult
  private func fling() throws -> InteractionTrace {
    try app.drag(
      from: CGPoint(x: 160, y: 350), to: CGPoint(x: 160, y: 150), duration: .milliseconds(200), steps: 10)
  }

  /// Offsets seen by `scrollViewDidScroll`, by watching the content each frame for `duration`.
  private func offsets(for duration: Duration) throws -> [CGFloat] {
    var seen: [CGFloat] = []
    for _ in 0..<Int(duration / .milliseconds(16)) {
      try app.wait(.milliseconds(16))
      seen.append(scrollView.contentOffset.y)
    }
    return seen
  }

  @Test("with bounces a fling goes past the content's edge, rubber-banded, then rests exactly on the edge")
  func flingBouncesPastTheEdge() throws {
    scrollView.contentSize = CGSize(width: 320, height: 700)  // the largest offset is 300
    var trace = InteractionTrace()
    trace.append(try fling())
    trace.append(try app.wait(.seconds(3)))
    let seen = try offsets(for: .milliseconds(100))
    #expect(seen.allSatisfy { $0 == 300 }, "at rest on the edge")
    #expect(!scrollView.isDecelerating)
    #expect(fixture.log.calls.filter { $0 == "didEndDecelerating" }.count == 1, "once, at rest")
    #expect(fixture.log.collapsed.last == "didEndDecelerating")
    expectTrace(
      trace,
      contains: .scroll(view: "scrollView", "bounced at the edge") {
        if case .bouncedAtEdge(let offset, let velocity) = $0 {
          offset.y == 300 && velocity.y > 0
        } else {
          false
        }
      })
  }

  @Test("the bounce's farthest point is past the edge and less than the view's height past it")
  func bounceGoesPastButNotFar() throws {
    scrollView.contentSize = CGSize(width: 320, height: 700)
    try fling()
    let seen = try offsets(for: .seconds(3))
    let farthest = try #require(seen.max())
    #expect(farthest > 301, "it went past the edge")
    #expect(farthest < 300 + scrollView.bounds.height, "the rubber band keeps it within a view's height")
    #expect(seen.last == 300)
  }

  @Test("without bounces a fling stops at the edge and never goes past it")
  func flingStopsAtTheEdgeWithoutBounces() throws {
    scrollView.contentSize = CGSize(width: 320, height: 700)
    scrollView.bounces = false
    try fling()
    let seen = try offsets(for: .seconds(3))
    #expect(seen.allSatisfy { $0 <= 300 })
    #expect(seen.last == 300)
    #expect(fixture.log.calls.filter { $0 == "didEndDecelerating" }.count == 1)
  }

  @Test("contentOffset set during a deceleration moves the content, and the motion goes on from there")
  func offsetSetDuringDecelerationIsKept() throws {
    try fling()
    let target = try #require(fixture.log.endDragging?.target)
    try app.wait(.milliseconds(100))
    let before = scrollView.contentOffset.y
    scrollView.contentOffset = CGPoint(x: 0, y: before - 100)  // recentering, as an endless list does
    try app.wait(.milliseconds(16))
    #expect(scrollView.contentOffset.y < before, "the next frame does not undo it")
    #expect(scrollView.isDecelerating, "the motion goes on")
    try app.wait(.seconds(6))
    #expect(
      abs(scrollView.contentOffset.y - (target.y - 100)) < 1e-6, "it rests 100 pt before its old target")
  }

  @Test("when contentSize shrinks during a deceleration the content comes to rest inside the new limits")
  func shrunkContentRestsInsideNewLimits() throws {
    try fling()
    try app.wait(.milliseconds(50))
    scrollView.contentSize = CGSize(width: 320, height: 520)  // the largest offset is now 120
    try app.wait(.seconds(6))
    #expect(scrollView.contentOffset.y == 120)
    #expect(!scrollView.isDecelerating)
    #expect(fixture.log.calls.filter { $0 == "didEndDecelerating" }.count == 1)
  }

  @Test("content that the shrunk limits leave outside springs back within them")
  func contentOutsideShrunkLimitsSpringsBack() throws {
    try fling()
    try app.wait(.milliseconds(300))
    #expect(scrollView.contentOffset.y > 50)
    scrollView.contentSize = CGSize(width: 320, height: 420)  // the largest offset is now 20
    try app.wait(.seconds(6))
    #expect(scrollView.contentOffset.y == 20)
    #expect(!scrollView.isDecelerating)
  }

  @Test(
    "a paging fling exactly at pagingFlingThreshold goes to the nearest page; just over it, to the next page")
  func pagingFlingExactlyAtTheThreshold() {
    scrollView.isPagingEnabled = true
    scrollView.contentOffset = CGPoint(x: 0, y: 100)  // a quarter of the way to page 1
    let threshold = ScrollView.pagingFlingThreshold
    let atThreshold = scrollView.pageTarget(velocity: CGPoint(x: 0, y: threshold))
    #expect(atThreshold.target == .zero)
    #expect(atThreshold.choice == .nearestPage(speed: threshold))
    let over = scrollView.pageTarget(velocity: CGPoint(x: 0, y: threshold.nextUp))
    #expect(over.target == CGPoint(x: 0, y: 400))
    #expect(over.choice == .fling(speed: threshold.nextUp))
    let against = scrollView.pageTarget(velocity: CGPoint(x: 0, y: -threshold))
    #expect(against.choice == .nearestPage(speed: -threshold))
  }

  @Test("a page number beyond Int's range is clamped to it, not a trap", arguments: [6e23, -6e23, 1e308])
  func pageIndexFarOutIsClamped(offset: CGFloat) {
    scrollView.isPagingEnabled = true
    let page = scrollView.pageIndex(of: CGPoint(x: 0, y: offset))
    #expect(page == (offset > 0 ? Int.max : Int.min))
    #expect(ScrollView.clampedPage(.nan) == 0)
    #expect(ScrollView.clampedPage(2.4) == 2)
  }

  @Test("a paging scroll view dragged at offsets near 6e23 settles without trapping")
  func pagingFarOutDoesNotTrap() throws {
    scrollView.isPagingEnabled = true
    scrollView.contentSize = CGSize(width: 320, height: 1e24)
    scrollView.contentOffset = CGPoint(x: 0, y: 6e23)
    try fling()
    try app.wait(.seconds(1))
    #expect(!scrollView.isDecelerating)
  }

  @Test("a release exactly at minimumDecelerationSpeed does not glide; just over it, it does")
  func releaseAtTheMinimumDecelerationSpeed() {
    scrollView.contentOffset = CGPoint(x: 0, y: 500)
    // A diagonal release: 6 and 8 pt/s along the axes, 10 pt/s along its direction.
    let minimum = ScrollView.minimumDecelerationSpeed
    let atMinimum = CGPoint(x: minimum * 0.6, y: minimum * 0.8)
    #expect(scrollView.projectedOffset(velocity: atMinimum) == CGPoint(x: 0, y: 500))
    let over = CGPoint(x: atMinimum.x, y: atMinimum.y.nextUp)
    let projected = scrollView.projectedOffset(velocity: over)
    #expect(projected.y > 500, "it glides on in the release's direction")
    #expect(projected.y < 510, "a few points at this speed")
  }

  @Test("a paging scroll view whose page is 0 pt stays where it is, with no NaN")
  func pagingWithAZeroSizedPageStaysPut() {
    let flat = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 0))
    flat.contentSize = CGSize(width: 320, height: 2000)
    flat.isPagingEnabled = true
    flat.contentOffset = CGPoint(x: 0, y: 100)
    for speed in [0, 1_000, -1_000] as [CGFloat] {
      let page = flat.pageTarget(velocity: CGPoint(x: 0, y: speed))
      #expect(page.target == CGPoint(x: 0, y: 100), "speed \(speed)")
    }
  }

  @Test("a zero-height paging scroll view dragged through a container holding its pan settles with no NaN")
  func zeroHeightPagingDraggedThroughItsContainer() throws {
    let flat = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 0))
    flat.contentSize = CGSize(width: 320, height: 2000)
    flat.isPagingEnabled = true
    flat.contentOffset = CGPoint(x: 0, y: 100)
    let container = View(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    container.addSubview(flat)
    container.addGestureRecognizer(flat.panGestureRecognizer)  // the carousel trick
    fixture.window.addSubview(container)
    try fling()
    try app.wait(.seconds(2))
    #expect(flat.contentOffset.y.isFinite)
    #expect(!flat.isDragging && !flat.isDecelerating)
  }

  @Test("a page number from a 0 pt page is not a division by zero: it falls to the other axis, else page 0")
  func pageIndexWithAZeroSizedPage() {
    let flat = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 0))
    flat.contentSize = CGSize(width: 320, height: 2000)
    #expect(flat.pageIndex(of: CGPoint(x: 0, y: 100)) == 0)
    let narrow = ScrollView(frame: CGRect(x: 0, y: 0, width: 0, height: 400))
    narrow.contentSize = CGSize(width: 100, height: 2000)
    #expect(narrow.canScrollHorizontally)
    #expect(narrow.pageIndex(of: CGPoint(x: 50, y: 800)) == 2, "the vertical page, not x ÷ 0")
  }

  @Test("a zero-width paging scroll view that scrolls both ways chooses its page by the vertical speed")
  func pageChoiceOfAZeroWidthView() {
    let narrow = ScrollView(frame: CGRect(x: 0, y: 0, width: 0, height: 400))
    narrow.contentSize = CGSize(width: 100, height: 2000)
    narrow.isPagingEnabled = true
    narrow.contentOffset = CGPoint(x: 0, y: 100)  // a quarter of the way to page 1
    let speed = ScrollView.pagingFlingThreshold * 2
    let page = narrow.pageTarget(velocity: CGPoint(x: 0, y: speed))
    #expect(page.choice == .fling(speed: speed))
    #expect(page.target == CGPoint(x: 0, y: 400))
  }

  @Test("a page number exactly at Int's limits is that limit, not a trap")
  func pageIndexAtIntsLimits() {
    #expect(ScrollView.clampedPage(CGFloat(Int.max)) == Int.max)
    #expect(ScrollView.clampedPage(CGFloat(Int.min)) == Int.min)
  }

  @Test(
    "content resting exactly on its last offset is within the range, and a glide reaching it does not bounce")
  func exactlyOnTheEdgeIsInside() {
    scrollView.contentOffset = CGPoint(x: 0, y: 1600)  // content 2000, bounds 400: the largest offset
    #expect(scrollView.isWithin(scrollView.contentOffsetRange))
    scrollView.contentOffset = CGPoint(x: 0, y: 0)
    #expect(scrollView.isWithin(scrollView.contentOffsetRange))
    let glide = ScrollView.Glide(
      start: CGPoint(x: 0, y: 1000), target: CGPoint(x: 0, y: 1600), curve: .projection(rate: 0.998),
      projected: CGPoint(x: 0, y: 1600))
    #expect(scrollView.edgeBounce(of: glide, at: CGPoint(x: 0, y: 1600), rate: 0.998) == nil)
    #expect(scrollView.edgeBounce(of: glide, at: CGPoint(x: 0, y: 0), rate: 0.998) == nil)
    #expect(scrollView.edgeBounce(of: glide, at: CGPoint(x: 0, y: 1600.5), rate: 0.998) != nil)
  }

  @Test("the rubber band of a 0 pt view is 0, even for no overshoot (never NaN)")
  func rubberBandOfAZeroSizedView() {
    #expect(ScrollView.rubberBand(0, dimension: 0) == 0)
    #expect(ScrollView.rubberBand(40, dimension: 0) == 0)
    #expect(ScrollView.rubberBand(-40, dimension: 400) < 0)
  }
}
