import HitTestKit

/// A vertical feed with a horizontal paging carousel and a tappable row, each scroll view with a delegate log.
///
/// A 320 × 480 window filled by `feed` (2,000 pt of content) holding, at y 100, a 200 pt tall `carousel` of
/// four 320 pt pages (`page0` … `page3`, each with a `buyN` button), and `row` below it at y 400 with a tap
/// recognizer.
struct FeedFixture {
  let window = makeWindow()
  let app: Application
  let feed = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let carousel = ScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 200))
  let row: View
  let buy0: Button
  let feedLog = ScrollDelegateLog()
  let carouselLog = ScrollDelegateLog()
  let rowTaps = TapGestureRecognizer()

  init() {
    app = Application(window: window)
    feed.name = "feed"
    feed.contentSize = CGSize(width: 320, height: 2000)
    feed.delegate = feedLog
    window.addSubview(feed)
    carousel.name = "carousel"
    carousel.isPagingEnabled = true
    carousel.contentSize = CGSize(width: 1280, height: 200)
    carousel.delegate = carouselLog
    feed.addSubview(carousel)
    var buttons: [Button] = []
    for index in 0..<4 {
      let page = makeView(
        CGRect(x: CGFloat(index) * 320, y: 0, width: 320, height: 200), "page\(index)", in: carousel)
      let buy = Button(frame: CGRect(x: 120, y: 140, width: 80, height: 40), title: "buy\(index)")
      page.addSubview(buy)
      buttons.append(buy)
    }
    buy0 = buttons[0]
    row = makeView(CGRect(x: 0, y: 400, width: 320, height: 60), "row", in: feed)
    rowTaps.name = "rowTap"
    row.addGestureRecognizer(rowTaps)
  }

  /// Drags finger 1 from `start` by `delta` in `steps` moves over `duration`, lifts, and waits `settle`.
  @discardableResult
  func drag(
    from start: CGPoint, by delta: CGPoint, duration: Duration = .milliseconds(500), steps: Int = 10,
    settle: Duration = .seconds(6)
  ) throws -> InteractionTrace {
    var trace = try app.drag(
      from: start, to: CGPoint(x: start.x + delta.x, y: start.y + delta.y), duration: duration, steps: steps)
    trace.append(try app.wait(settle))
    return trace
  }
}
