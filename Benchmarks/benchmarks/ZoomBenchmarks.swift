import HitTestKit

/// Times a pinch-zoom on a realistic photo screen against the screen's own hit test of the pinch's center,
/// measured interleaved in the same run.
///
/// The screen (``PhotoScreen``) is a zoomable scroll view (0.5…4) holding a 390 × 520 photo with 48 tagged
/// faces (each with a label and a button) above a toolbar of 5 buttons: 154 views. The pinch is two fingers
/// down 100 pt apart at the photo's center, 20 moves 16 ms apart to 300 pt apart (the photo zooms to about
/// 2.8), and both up: 22 events. Each pinch runs in a fresh application, from zoom scale 1.
func runZoomBenchmarks() {
  let screen = PhotoScreen()
  let visited = screen.window.hitTestTrace(at: screen.center).visitedViews.count
  section(
    "A photo screen: \(screen.viewCount) views, a pinch-zoom at its center (\(visited) views visited by the "
      + "center's hit test)")
  let samples = measureInterleaved([
    { screen.hitTest() },
    { screen.pinch() },
    { screen.tracedPinch() },
  ])
  let (hitTest, pinch, tracedPinch) = (samples[0], samples[1], samples[2])
  report("baseline: window.hitTest(_:with:) of the pinch's center", hitTest, "ns")
  report("pinch-zoom (2 down, 20 moves, 2 up: 22 events), tracing off", pinch, "ns/pinch")
  report("pinch-zoom, tracing on", tracedPinch, "ns/pinch")
  report("ratio pinch (tracing off) / hit test", pinch.ratio(to: hitTest), "×")
  report("ratio pinch per event (tracing off) / hit test", pinch.scaled(by: 22).ratio(to: hitTest), "×")
  report("ratio pinch traced / untraced", tracedPinch.ratio(to: pinch), "×")
}

/// A photo viewer: a zoomable scroll view over a photo with tagged faces, and a toolbar.
///
/// Window → root → (scroll view → photo → 48 tags → label, button) and a toolbar of 5 buttons: 154 views.
struct PhotoScreen {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let scrollView: ScrollView
  let photo: View
  /// Keeps the delegate that gives the photo for zooming (the scroll view holds it weakly).
  let zoomer: PhotoZoomer
  /// The photo's center on screen, where the pinch happens.
  let center = CGPoint(x: 195, y: 260)
  /// The two fingers' positions, from 100 pt apart to 300 pt apart in 20 moves.
  let fingerPositions: [(CGPoint, CGPoint)]
  /// Every view, the window included.
  let viewCount: Int

  init() {
    let root = View(frame: window.bounds)
    window.addSubview(root)
    scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 761))
    root.addSubview(scrollView)
    photo = ImageView(frame: CGRect(x: 0, y: 0, width: 390, height: 520))
    photo.isUserInteractionEnabled = true
    scrollView.addSubview(photo)
    for index in 0..<48 {
      let tag = View(
        frame: CGRect(x: CGFloat(index % 6) * 64 + 4, y: CGFloat(index / 6) * 64 + 4, width: 56, height: 56))
      tag.addSubview(View(frame: CGRect(x: 0, y: 40, width: 56, height: 16)))
      tag.addSubview(Button(frame: CGRect(x: 36, y: 0, width: 20, height: 20), title: "×"))
      photo.addSubview(tag)
    }
    let toolbar = View(frame: CGRect(x: 0, y: 761, width: 390, height: 83))
    for index in 0..<5 {
      toolbar.addSubview(Button(frame: CGRect(x: CGFloat(index) * 78, y: 0, width: 78, height: 49)))
    }
    root.addSubview(toolbar)
    zoomer = PhotoZoomer(photo: photo)
    scrollView.delegate = zoomer
    scrollView.minimumZoomScale = 0.5
    scrollView.maximumZoomScale = 4
    scrollView.contentSize = photo.frame.size
    fingerPositions = (0...20).map { step in
      let half = (100 + 10 * CGFloat(step)) / 2
      return (CGPoint(x: 195 - half, y: 260), CGPoint(x: 195 + half, y: 260))
    }
    func count(_ view: View) -> Int { 1 + view.subviews.reduce(0) { $0 + count($1) } }
    viewCount = count(window)
  }

  /// The untraced hit test of the pinch's center.
  @inline(never) func hitTest() { blackHole(window.hitTest(center, with: nil)) }
  /// The pinch, tracing off.
  @inline(never) func pinch() { pinch(tracing: false) }
  /// The pinch, tracing on.
  @inline(never) func tracedPinch() { pinch(tracing: true) }

  /// Two fingers down at the center 100 pt apart, 20 moves 16 ms apart to 300 pt apart, both up; checks the
  /// photo zoomed (300 / 108 ≈ 2.78: the pinch's 8 pt hysteresis).
  private func pinch(tracing: Bool) {
    scrollView.zoomScale = 1
    scrollView.contentOffset = .zero
    let app = Application(window: window, isTracing: tracing)
    do {
      let start = fingerPositions[0]
      try app.touchDown([1: start.0, 2: start.1])
      for (first, second) in fingerPositions.dropFirst() {
        try app.wait(.milliseconds(16))
        try app.move([1: first, 2: second])
      }
      try app.touchUp([1, 2])
    } catch {
      fatalError("pinch failed: \(error)")
    }
    guard scrollView.zoomScale > 2.7 else { fatalError("the pinch did not zoom: \(scrollView.zoomScale)") }
    blackHole(app)
  }
}

/// Gives the photo for zooming.
final class PhotoZoomer: ScrollViewDelegate {
  let photo: View
  init(photo: View) { self.photo = photo }
  func viewForZooming(in scrollView: ScrollView) -> View? { photo }
}
