import HitTestKit
import SeededRandomness

/// Scroll views whose application is released mid-motion, and the invariant that no scroll view is left
/// decelerating or zooming without a clock that will settle it (issue 32, item 3).
extension FuzzScene {
  /// Plays a scroll view of its own through a fling or a zoom bounce on an application of its own, releases that
  /// application at a random moment of the motion (sometimes giving the window a new one, which then taps and
  /// waits), and returns what broke, if anything: once its application is gone, the scroll view must not be
  /// decelerating or bouncing its zoom, and its scale must be within its limits.
  ///
  /// Drawn from a generator of its own (`seed`), so the scene's other draws are the same as before it existed.
  static func releasedApplicationProblem(seed: UInt64) -> String? {
    var random = SplitMix64(seed: seed)
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let scrollView = ScrollView(frame: window.bounds)
    scrollView.name = "released.scrollView"
    scrollView.contentSize = CGSize(width: 320, height: CGFloat.random(in: 300...3_000, using: &random))
    scrollView.bounces = random.chance(0.8)
    scrollView.isPagingEnabled = random.chance(0.2)
    let photo = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    scrollView.addSubview(photo)
    let delegate = FuzzScrollDelegate()
    delegate.zoomingView = photo
    scrollView.delegate = delegate
    scrollView.minimumZoomScale = 0.5
    scrollView.maximumZoomScale = 4
    window.addSubview(scrollView)
    let zooms = random.chance(0.4)
    let rest = Int.random(in: 0...400, using: &random)
    do {
      let application = Application(window: window, isTracing: random.chance(0.3))
      if zooms {
        scrollView.zoomScale = 4
        _ = try? application.touchDown([1: CGPoint(x: 140, y: 200), 2: CGPoint(x: 180, y: 200)])
        _ = try? application.move([1: CGPoint(x: 100, y: 200), 2: CGPoint(x: 220, y: 200)])
        _ = try? application.touchUp([1, 2])
      } else {
        let distance = CGFloat.random(in: 40...400, using: &random)
        _ = try? application.drag(
          from: CGPoint(x: 160, y: 440), to: CGPoint(x: 160, y: 440 - distance),
          duration: .milliseconds(Int.random(in: 30...300, using: &random)), steps: 8)
      }
      _ = try? application.wait(.milliseconds(rest))
    }
    if let problem = unsettledMotion(of: scrollView, after: "its application was released") { return problem }
    guard random.chance(0.5) else { return nil }
    let next = Application(window: window)
    _ = try? next.tap(at: CGPoint(x: 160, y: 240))
    _ = try? next.wait(.seconds(1))
    return unsettledMotion(of: scrollView, after: "a new application tapped it")
  }

  /// Why `scrollView` is not at rest within its limits, or `nil`.
  private static func unsettledMotion(of scrollView: ScrollView, after event: String) -> String? {
    if scrollView.isDecelerating { return "\(scrollView.displayName) is still decelerating after \(event)" }
    if scrollView.isZoomBouncing {
      return "\(scrollView.displayName) is still bouncing its zoom after \(event)"
    }
    if !scrollView.zoomScaleRange.contains(scrollView.zoomScale) {
      return "\(scrollView.displayName) rests at zoomScale \(scrollView.zoomScale) after \(event)"
    }
    return nil
  }

  /// The invariant after every step: each scroll view that decelerates or bounces its zoom has its next frame
  /// pending on the clock of one of the scene's applications, so time will settle it.
  func motionWithoutClockProblem() -> String? {
    let moving = scrollViews.filter { $0.isDecelerating || $0.isZoomBouncing }
    guard !moving.isEmpty else { return nil }
    let pending = Set(applications.flatMap { $0.clock.pendingTimers.map(\.name) })
    for scrollView in moving where !pending.contains("\(scrollView.displayName) frame") {
      return "\(scrollView.displayName) is moving on its own with no frame pending on any application's clock"
    }
    return nil
  }
}

extension FuzzScene {
  /// Gives some zooming scroll views a delegate whose view for zooming changes between answers: with a chance of
  /// 0.4 a scroll view gets a second candidate (another of its subviews, or a view elsewhere), and each answer then
  /// switches between the two with a chance of 0.2 (issue 32, item 3: `viewForZooming` answers that change).
  ///
  /// Drawn from a generator of its own, so the scene's other draws are the same as before it existed.
  func addChangingZoomingViews(random seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for scrollView in scrollViews {
      guard let delegate = scrollView.delegate as? FuzzScrollDelegate, random.chance(0.4) else { continue }
      delegate.alternateZoomingView =
        random.chance(0.7)
        ? scrollView.subviews.randomElement(using: &random) : views.randomElement(using: &random)
      delegate.switcher = SplitMix64(seed: random.next())
    }
  }
}
