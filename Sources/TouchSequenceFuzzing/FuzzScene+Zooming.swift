import HitTestKit
import SeededRandomness

/// Zooming scroll views in fuzzed scenes (issue 24), drawn from a generator of their own so that the scene's
/// other generators make the same draws as before zooming existed.
extension FuzzScene {
  /// Makes some scroll views zoomable: each, with a chance of 0.7, may grow to fill its superview (so fingers
  /// land on it), and gets limits from 0.25…1 to 1…6 (sometimes
  /// equal, sometimes the wrong way round), a view for zooming (mostly a content view made for it, filling the
  /// content behind the other subviews; else one of its subviews, none, or a view elsewhere), `bouncesZoom` on
  /// or off, and sometimes a starting scale or an animated zoom still running when the steps begin.
  ///
  /// The content views are not in ``views``, so the mutations pick from the same views as before.
  func addZooming(random seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for scrollView in scrollViews where random.chance(0.7) {
      if random.chance(0.5), let area = scrollView.superview?.bounds, area.width > 40, area.height > 40 {
        scrollView.frame = area.insetBy(dx: 10, dy: 10)  // a large target, so two fingers often land on it
      }
      let content = ProbeView(frame: CGRect(origin: .zero, size: scrollView.contentSize))
      content.name = "\(scrollView.displayName).content"
      content.behaviour = behaviour
      content.handlesTouches = random.chance(0.5)
      content.isMultipleTouchEnabled = random.chance(0.5)
      scrollView.insertSubview(content, at: 0)
      let low = ([0.25, 0.5, 1] as [CGFloat]).randomElement(using: &random)!
      let high = ([1, 2, 4, 6] as [CGFloat]).randomElement(using: &random)!
      scrollView.minimumZoomScale = random.chance(0.1) ? high : low
      scrollView.maximumZoomScale = random.chance(0.1) ? low : high
      scrollView.bouncesZoom = random.chance(0.8)
      let delegate = scrollView.delegate as? FuzzScrollDelegate
      switch Int.random(in: 0..<10, using: &random) {
      case 0: delegate?.zoomingView = nil
      case 1: delegate?.zoomingView = views.randomElement(using: &random)
      case 2: delegate?.zoomingView = scrollView.subviews.randomElement(using: &random)
      default: delegate?.zoomingView = content
      }
      if random.chance(0.3) {
        scrollView.setZoomScale(CGFloat.random(in: 0.1...8, using: &random), animated: random.chance(0.5))
      }
      if random.chance(0.2) {
        let rect = CGRect(
          x: CGFloat.random(in: -20...200, using: &random), y: CGFloat.random(in: -20...200, using: &random),
          width: CGFloat.random(in: 0...150, using: &random),
          height: CGFloat.random(in: 0...150, using: &random))
        scrollView.zoom(to: rect, animated: true)
      }
    }
    addChangingZoomingViews(random: seed ^ 0x3232_2026)  // issue 32: its own generator
  }

  /// The zooming invariants once every finger has lifted and time has passed: no scroll view is zooming or
  /// bouncing, no zoom animation is pending on any clock, and every zoom scale is within its limits.
  ///
  /// One exception: changing the limits does not move the scale (as in UIKit), so a scroll view whose limits
  /// turn zooming off and leave out 1 may still rest at the 1 it started at.
  func zoomProblem() -> String? {
    let pending = Set(applications.flatMap { $0.clock.pendingTimers.map(\.name) })
    for scrollView in scrollViews {
      let name = scrollView.displayName
      if scrollView.isZooming { return "\(name) is still zooming after every finger lifted" }
      if scrollView.isZoomBouncing {
        return "\(name) is still bouncing its zoom a minute after the fingers lifted"
      }
      if pending.contains("\(name) zoom") { return "\(name) still has a zoom animation pending" }
      let untouched = scrollView.pinchGestureRecognizer == nil && scrollView.zoomScale == 1
      if !scrollView.zoomScaleRange.contains(scrollView.zoomScale), !untouched {
        return "\(name) rests at zoomScale \(scrollView.zoomScale), outside \(scrollView.zoomScaleRange)"
      }
    }
    return nil
  }
}
