import HitTestKit

/// Times a 2-second horizontal drag (touch down, 120 moves, touch up: 122 events) through a paging scroll
/// view holding 1,000 subviews, against the same 122 events through a plain hierarchy of the same shape
/// with no recognizers, measured in the same run.
///
/// The scroll view adds its two recognizers (the content-touch delay and the pan), the delay's timer, the
/// pan's arbitration, a content offset change per move, and the settle on a page at lift-off (its timers
/// are not run: the drag's figures stop at the lift). Each drag runs in a fresh application, whose creation
/// is part of both figures.
func runScrollBenchmarks() {
  section("A 2 s drag (122 events) through a paging scroll view holding 1,000 subviews")
  let plain = DragScene(scrolling: false)
  let scrolling = DragScene(scrolling: true)
  let samples = measureInterleaved([
    { plain.drag(tracing: false) },
    { scrolling.drag(tracing: false) },
    { scrolling.drag(tracing: true) },
  ])
  let (baseline, untraced, traced) = (samples[0], samples[1], samples[2])
  report("baseline: the same drag, plain views, no recognizers", baseline, "ns/drag")
  report("drag through the scroll view, tracing off", untraced, "ns/drag")
  report("drag through the scroll view, tracing on", traced, "ns/drag")
  report("per event, scroll view, tracing off", untraced.scaled(by: 122), "ns")
  report("ratio scroll view / plain views (tracing off)", untraced.ratio(to: baseline), "×")
  report("ratio tracing on / tracing off", traced.ratio(to: untraced), "×")
}

/// A window with a 320 × 400 container holding 1,000 pages of 320 × 400 side by side: a paging
/// ``ScrollView``, or a plain ``View`` of the same frame.
private struct DragScene {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let container: View
  /// The drag's points: from x 300 to x 20 at y 200, 120 equal steps.
  let points: [CGPoint] = (0...120).map { CGPoint(x: 300 - 280 * CGFloat($0) / 120, y: 200) }

  init(scrolling: Bool) {
    let frame = CGRect(x: 0, y: 0, width: 320, height: 400)
    if scrolling {
      let scrollView = ScrollView(frame: frame)
      scrollView.isPagingEnabled = true
      scrollView.contentSize = CGSize(width: 320 * 1_000, height: 400)
      container = scrollView
    } else {
      container = View(frame: frame)
    }
    window.addSubview(container)
    for index in 0..<1_000 {
      container.addSubview(View(frame: CGRect(x: 320 * CGFloat(index), y: 0, width: 320, height: 400)))
    }
  }

  /// One drag: down, 120 × (wait 2 s / 120, move), up, in a fresh application from offset 0.
  func drag(tracing: Bool) {
    container.bounds.origin = .zero
    let app = Application(window: window, isTracing: tracing)
    do {
      try app.touchDown(1, at: points[0])
      for point in points.dropFirst() {
        try app.wait(.milliseconds(2_000) / 120)
        try app.move(1, to: point)
      }
      try app.touchUp(1)
    } catch {
      fatalError("drag failed: \(error)")
    }
    blackHole(app)
  }
}
