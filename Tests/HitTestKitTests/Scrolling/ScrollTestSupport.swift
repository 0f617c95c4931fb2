import HitTestKit

/// Records the delegate callbacks a scroll view sends, by name (`didScroll` runs are kept, one per call).
final class ScrollDelegateLog: ScrollViewDelegate {
  var calls: [String] = []

  func scrollViewDidScroll(_ scrollView: ScrollView) { calls.append("didScroll") }
  func scrollViewWillBeginDragging(_ scrollView: ScrollView) { calls.append("willBeginDragging") }
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
    calls.append("didEndDragging(willDecelerate: \(decelerate))")
    flagsAtEndDragging = (scrollView.isTracking, scrollView.isDragging, scrollView.isDecelerating)
  }
  /// `isTracking`, `isDragging` and `isDecelerating` as `didEndDragging` saw them.
  var flagsAtEndDragging: (tracking: Bool, dragging: Bool, decelerating: Bool)?
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { calls.append("didEndDecelerating") }
  /// The release velocity (points per millisecond) and proposed target of the last `willEndDragging`.
  var endDragging: (velocity: CGPoint, target: CGPoint)?
  /// Moves the target `willEndDragging` proposes, when set.
  var retarget: ((CGPoint) -> CGPoint)?

  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    calls.append("willEndDragging")
    endDragging = (velocity, targetContentOffset.pointee)
    if let retarget { targetContentOffset.pointee = retarget(targetContentOffset.pointee) }
  }
  func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { calls.append("willBeginDecelerating") }
  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
    calls.append("didEndScrollingAnimation")
  }

  /// The calls with each run of `didScroll` collapsed to one `didScroll…`.
  var collapsed: [String] {
    var result: [String] = []
    for call in calls {
      if call == "didScroll", result.last == "didScroll…" { continue }
      result.append(call == "didScroll" ? "didScroll…" : call)
    }
    return result
  }
}

/// A window holding a 320 × 400 vertical scroll view with 2,000 pt of content and a delegate log.
struct ScrollFixture {
  let window = makeWindow()
  let app: Application
  let scrollView: ScrollView
  let log = ScrollDelegateLog()

  init(scrollView: ScrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))) {
    self.scrollView = scrollView
    app = Application(window: window)
    scrollView.name = "scrollView"
    scrollView.contentSize = CGSize(width: 320, height: 2000)
    scrollView.delegate = log
    window.addSubview(scrollView)
  }
}

/// The numbers a scroll view records when its pan asks to begin along one axis (no insets), for typed matching.
func panAdmission(
  moved movement: CGPoint, _ direction: ScrollView.DragDirection, _ axis: ScrollView.DragAxis,
  content: CGFloat, bounds: CGFloat, alwaysBounce: Bool = false, bounces: Bool = true
) -> ScrollView.PanAdmission {
  ScrollView.PanAdmission(
    movement: movement, direction: direction,
    axes: [
      ScrollView.AxisExtent(
        axis: axis, content: content, insets: 0, bounds: bounds, alwaysBounce: alwaysBounce, bounces: bounces)
    ])
}
