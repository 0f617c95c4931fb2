import HitTestKit

/// Times a drag on a feed with a carousel against the feed's own hit test of the drag's first point,
/// measured interleaved in the same run (issue 24).
///
/// The screen (``FeedScreen``) is a vertical feed of 30 rows with a horizontal paging carousel of 10 pages
/// near the top: 153 views, 4 recognizers (each scroll view's content-touch delay and pan). The drag starts on
/// the carousel and goes up (touch down, 20 moves 16 ms apart, touch up: 22 events), so the carousel's pan
/// fails ("cannot scroll vertically") and the feed's scrolls; each runs in a fresh application from offset
/// zero, whose creation is measured too. The deceleration after the lift is not run (its timers would need a
/// wait).
func runFeedBenchmarks() {
  let screen = FeedScreen()
  let visited = screen.window.hitTestTrace(at: screen.dragPoints[0]).visitedViews.count
  section(
    "A feed with a carousel: \(screen.viewCount) views, 4 recognizers, a drag on the feed that starts on the "
      + "carousel (\(visited) views visited by its hit test)")
  let samples = measureInterleaved([
    { screen.hitTest() },
    { screen.drag() },
    { screen.tracedDrag() },
  ])
  let (hitTest, drag, tracedDrag) = (samples[0], samples[1], samples[2])
  report("baseline: window.hitTest(_:with:) of the drag's first point", hitTest, "ns")
  report("drag on the feed (down, 20 moves, up: 22 events), tracing off", drag, "ns/drag")
  report("drag on the feed, tracing on", tracedDrag, "ns/drag")
  report("ratio drag (tracing off) / hit test", drag.ratio(to: hitTest), "×")
  report("ratio drag per event (tracing off) / hit test", drag.scaled(by: 22).ratio(to: hitTest), "×")
  report("ratio drag traced / untraced", tracedDrag.ratio(to: drag), "×")
}

/// A feed as an app would have it: a vertical scroll view of 30 rows (image, title, button) with a
/// horizontal paging carousel of 10 pages (image, button) at its top.
///
/// Window → feed → (carousel → 10 pages → image, button) and 30 rows → image, title, button: 153 views.
struct FeedScreen {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let feed = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  /// Where the drag starts (on the carousel's first page) and the points it moves through, upward.
  let dragPoints: [CGPoint] = (0...20).map { CGPoint(x: 195, y: 200 - 8 * CGFloat($0)) }
  /// Every view, the window included.
  let viewCount: Int

  init() {
    feed.name = "feed"
    feed.contentSize = CGSize(width: 390, height: 300 + 30 * 100)
    window.addSubview(feed)
    let carousel = ScrollView(frame: CGRect(x: 0, y: 40, width: 390, height: 240))
    carousel.name = "carousel"
    carousel.isPagingEnabled = true
    carousel.contentSize = CGSize(width: 390 * 10, height: 240)
    feed.addSubview(carousel)
    for index in 0..<10 {
      let page = View(frame: CGRect(x: 390 * CGFloat(index), y: 0, width: 390, height: 240))
      page.addSubview(ImageView(frame: CGRect(x: 16, y: 16, width: 358, height: 160)))
      page.addSubview(Button(frame: CGRect(x: 16, y: 184, width: 120, height: 44), title: "Buy"))
      carousel.addSubview(page)
    }
    for index in 0..<30 {
      let row = View(frame: CGRect(x: 0, y: 300 + 100 * CGFloat(index), width: 390, height: 100))
      row.addSubview(ImageView(frame: CGRect(x: 16, y: 10, width: 80, height: 80)))
      row.addSubview(View(frame: CGRect(x: 104, y: 10, width: 200, height: 24)))
      row.addSubview(Button(frame: CGRect(x: 310, y: 30, width: 64, height: 40), title: "Open"))
      feed.addSubview(row)
    }
    viewCount = 1 + 1 + 1 + 10 * 3 + 30 * 4
  }

  /// The untraced hit test of the drag's first point.
  @inline(never) func hitTest() { blackHole(window.hitTest(dragPoints[0], with: nil)) }
  /// The drag, tracing off.
  @inline(never) func drag() { drag(tracing: false) }
  /// The drag, tracing on.
  @inline(never) func tracedDrag() { drag(tracing: true) }

  /// Touch down on the carousel, 20 moves 16 ms apart up the screen (the feed scrolls), touch up.
  private func drag(tracing: Bool) {
    feed.setContentOffset(.zero, animated: false)
    benchmarkDrag(in: window, along: dragPoints, tracing: tracing)
  }
}
