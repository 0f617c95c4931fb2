import HitTestKit
import Testing

/// The words of the text trace for a scroll view's decisions: each number comes from the decision's fields or
/// from the constant that decides it.
@Suite struct ScrollDecisionTextTests {
  let feed = TracedObject(ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480)))

  @Test("a caught fling names the pan's hysteresis from PanGestureRecognizer.hysteresis")
  func caughtNamesHysteresis() {
    let text = ScrollView.Decision.panBeganCatchingMovingContent.text(for: feed)
    #expect(
      text == "its pan begins at touch-down, without the "
        + "\(PanGestureRecognizer.hysteresis.compactDescription) pt hysteresis: the finger caught the moving content"
    )
  }

  @Test("the directional lock names ScrollView.directionalLockAngle, and each outcome")
  func lockNamesAngle() {
    let limit = ScrollView.directionalLockAngle.compactDescription
    let movement = CGPoint(x: -12, y: -3)
    #expect(
      ScrollView.Decision.directionalLock(angle: 14.04, movement: movement, lockedAxis: .horizontal).text(
        for: feed)
        == "directional lock: the drag started 14.04° from horizontal (moved (-12, -3) pt), within \(limit)°: "
        + "locked horizontally")
    #expect(
      ScrollView.Decision.directionalLock(angle: 40, movement: movement, lockedAxis: nil).text(for: feed)
        .hasSuffix("diagonal: not locked, it moves freely"))
  }

  @Test("a diagonal refusal gives both axes' numbers, with insets and alwaysBounce")
  func diagonalRefusal() {
    let horizontal = ScrollView.AxisExtent(
      axis: .horizontal, content: 300, insets: 10, bounds: 320, alwaysBounce: false, bounces: true)
    let vertical = ScrollView.AxisExtent(
      axis: .vertical, content: 400, insets: 0, bounds: 480, alwaysBounce: true, bounces: false)
    let admission = ScrollView.PanAdmission(
      movement: CGPoint(x: -10, y: -10), direction: .diagonal, axes: [horizontal, vertical])
    #expect(
      ScrollView.Decision.panRefused(admission).text(for: feed)
        == "cannot scroll either way: content width 300 + insets 10 ≤ bounds width 320, content height 400 ≤ "
        + "bounds height 480 (alwaysBounceVertical is on, but bounces is off); the drag moved (-10, -10) pt, "
        + "exactly diagonally, so its pan does not begin")
  }

  @Test(
    "a paging release names its page and why: the speed against pagingFlingThreshold, or the nearest page")
  func endedDragging() {
    let threshold = ScrollView.pagingFlingThreshold.compactDescription
    let paging = ScrollView.Decision.endedDragging(
      contentOffset: CGPoint(x: 0, y: 60), velocity: CGPoint(x: 0, y: 900),
      settling: .paging(target: CGPoint(x: 0, y: 480), page: 1, choice: .fling(speed: 900)))
    #expect(
      paging.text(for: feed)
        == "ended dragging at contentOffset (0, 60), velocity (0, 900) pt/s; will decelerate to (0, 480) (page 1: "
        + "the release's 900 pt/s is over pagingFlingThreshold \(threshold) pt/s: the next page in the fling's "
        + "direction, within the content)")
    let nearest = ScrollView.Decision.endedDragging(
      contentOffset: CGPoint(x: 0, y: 150), velocity: CGPoint(x: 0, y: -120),
      settling: .paging(target: .zero, page: 0, choice: .nearestPage(speed: -120)))
    #expect(
      nearest.text(for: feed).hasSuffix(
        "(page 0: the release's 120 pt/s is not over pagingFlingThreshold \(threshold) pt/s: the nearest page)"
      ))
    let atRest = ScrollView.Decision.endedDragging(contentOffset: .zero, velocity: .zero, settling: nil)
    #expect(atRest.text(for: feed) == "ended dragging at contentOffset (0, 0), velocity (0, 0) pt/s")
  }

  @Test("an admitted pan says that the first 10 pt of the drag (the pan's hysteresis) are not scrolled")
  func admissionNamesUnscrolledHysteresis() {
    let admission = panAdmission(
      moved: CGPoint(x: 0, y: -12), .mostlyVertical, .vertical, content: 2000, bounds: 480)
    #expect(
      ScrollView.Decision.panAdmitted(admission).text(for: feed)
        == "can scroll vertically: content height 2000 > bounds height 480; the drag moved (0, -12) pt, mostly "
        + "vertically, so its pan may begin; the first \(PanGestureRecognizer.hysteresis.compactDescription) pt "
        + "(the pan's hysteresis) are not scrolled")
  }

  @Test("limits that allow zooming are not blamed for a missing pinch")
  func limitsThatAllowZooming() {
    let limits = ScrollView.ZoomLimits(minimum: 1, maximum: 4)
    #expect(limits.allowZooming)
    #expect(
      ScrollView.Decision.secondFingerDoesNotZoom(limits).text(for: feed)
        == "a second finger is down, but it does not zoom: no pinch")
  }
}
