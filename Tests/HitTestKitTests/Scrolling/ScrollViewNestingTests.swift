import HitTestKit
import HitTestKitTesting
import Testing

/// A horizontal paging carousel inside a vertical feed (reference §8.3, §8.10): each drag goes to the
/// innermost scroll view that can follow its main direction, and stays there to the end.
@Suite struct ScrollViewNestingTests {
  let fixture = FeedFixture()
  var feed: ScrollView { fixture.feed }
  var carousel: ScrollView { fixture.carousel }
  let onCarousel = CGPoint(x: 160, y: 200)

  @Test("a vertical drag that starts on the carousel scrolls the feed, and the trace gives the numbers")
  func verticalDragScrollsFeed() throws {
    let trace = try fixture.drag(
      from: onCarousel, by: CGPoint(x: 0, y: -100), duration: .seconds(2), steps: 50)
    #expect(carousel.contentOffset == .zero)
    #expect(feed.contentOffset.x == 0 && feed.contentOffset.y > 80)
    expectTrace(
      trace,
      contains: .scroll(
        view: "carousel",
        .panRefused(
          panAdmission(moved: CGPoint(x: 0, y: -10), .mostlyVertical, .vertical, content: 200, bounds: 200))))
    expectTrace(
      trace,
      contains: .scroll(
        view: "feed",
        .panAdmitted(
          panAdmission(moved: CGPoint(x: 0, y: -10), .mostlyVertical, .vertical, content: 2000, bounds: 480)))
    )
    #expect(fixture.carouselLog.calls.isEmpty)
  }

  @Test("a horizontal drag that starts on the carousel scrolls the carousel, and the feed stays")
  func horizontalDragScrollsCarousel() throws {
    let trace = try fixture.drag(from: onCarousel, by: CGPoint(x: -200, y: 0))
    #expect(carousel.contentOffset == CGPoint(x: 320, y: 0), "paging: the next page")
    #expect(feed.contentOffset == .zero)
    #expect(fixture.feedLog.calls.isEmpty)
    expectTrace(trace, contains: .stateChange(recognizer: "feed.pan", to: .failed))
  }

  @Test("an exactly diagonal start goes to the innermost scroll view that can scroll either way")
  func diagonalGoesToInnermost() throws {
    let trace = try fixture.drag(from: CGPoint(x: 250, y: 250), by: CGPoint(x: -200, y: -200))
    #expect(feed.contentOffset == .zero, "the feed's pan was excluded by the carousel's")
    #expect(carousel.contentOffset == CGPoint(x: 320, y: 0))
    expectTrace(
      trace,
      contains: .scroll(
        view: "carousel",
        .panAdmitted(
          panAdmission(moved: CGPoint(x: -20, y: -20), .diagonal, .horizontal, content: 1280, bounds: 320))))
  }

  @Test("a mostly vertical diagonal start on the carousel scrolls the feed, vertically only")
  func steepDiagonalScrollsFeed() throws {
    try fixture.app.touchDown(1, at: onCarousel)
    try fixture.app.move(1, to: CGPoint(x: 152, y: 188))  // (-8, -12): mostly vertical
    try fixture.app.move(1, to: CGPoint(x: 100, y: 100))
    #expect(carousel.contentOffset == .zero)
    #expect(feed.contentOffset == CGPoint(x: 0, y: 90), "100 pt up, 10 pt of hysteresis removed")
    try fixture.app.touchUp(1)
  }

  @Test("the carousel at its last page keeps the drag: the feed does not take over mid-drag")
  func innerAtEndKeepsDrag() throws {
    carousel.contentOffset = CGPoint(x: 960, y: 0)
    try fixture.app.touchDown(1, at: onCarousel)
    try fixture.app.move(1, to: CGPoint(x: 140, y: 200))  // horizontal: the carousel's pan begins
    #expect(carousel.isDragging)
    try fixture.app.move(1, to: CGPoint(x: 40, y: 120))
    try fixture.app.move(1, to: CGPoint(x: 20, y: 20))
    #expect(carousel.contentOffset.x > 960, "rubber-banded past its end")
    #expect(feed.contentOffset == .zero, "the feed never moves")
    #expect(!feed.isDragging)
    try fixture.app.touchUp(1)
    try fixture.app.wait(.seconds(1))
    #expect(carousel.contentOffset == CGPoint(x: 960, y: 0), "sprang back to its last page")
    #expect(fixture.feedLog.calls.isEmpty)
  }

  @Test("a same-direction inner scroll view at its end keeps the drag too")
  func sameDirectionInnerKeepsDrag() throws {
    let inner = ScrollView(frame: CGRect(x: 0, y: 320, width: 320, height: 100))
    inner.name = "inner"
    inner.contentSize = CGSize(width: 320, height: 300)
    inner.bounces = false
    feed.addSubview(inner)
    inner.contentOffset = CGPoint(x: 0, y: 200)  // at its bottom
    try fixture.app.touchDown(1, at: CGPoint(x: 160, y: 370))
    for step in 1...10 { try fixture.app.move(1, to: CGPoint(x: 160, y: 370 - CGFloat(step) * 30)) }
    #expect(inner.isDragging)
    #expect(inner.contentOffset == CGPoint(x: 0, y: 200), "clamped at its end")
    #expect(feed.contentOffset == .zero, "the outer feed is not handed the drag")
    try fixture.app.touchUp(1)
  }

  @Test("alwaysBounceVertical lets the carousel take a vertical drag: then the feed does not scroll")
  func alwaysBounceVerticalTakesDrag() throws {
    carousel.alwaysBounceVertical = true
    let trace = try fixture.drag(from: onCarousel, by: CGPoint(x: 0, y: -100))
    #expect(feed.contentOffset == .zero)
    #expect(carousel.contentOffset == .zero, "bounced and sprang back")
    expectTrace(
      trace,
      contains: .scroll(
        view: "carousel",
        .panAdmitted(
          panAdmission(
            moved: CGPoint(x: 0, y: -10), .mostlyVertical, .vertical, content: 200, bounds: 200,
            alwaysBounce: true))))
  }
}
