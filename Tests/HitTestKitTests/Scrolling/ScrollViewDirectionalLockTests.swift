import HitTestKit
import HitTestKitTesting
import Testing

/// `isDirectionalLockEnabled` (Apple's rule: a drag that starts in one general direction stays on that axis;
/// a diagonal start moves freely), with HitTestKit's 22.5° threshold.
@Suite struct ScrollViewDirectionalLockTests {
  let fixture = ScrollFixture()
  var app: Application { fixture.app }
  var scrollView: ScrollView { fixture.scrollView }

  init() {
    fixture.scrollView.contentSize = CGSize(width: 1000, height: 2000)
    fixture.scrollView.isDirectionalLockEnabled = true
  }

  /// Touches down at (200, 300), makes `first` move, then a second move to (100, 200), and returns the offset.
  private func drag(first: CGPoint) throws -> (offset: CGPoint, trace: InteractionTrace) {
    var trace = try app.touchDown(1, at: CGPoint(x: 200, y: 300))
    trace.append(try app.move(1, to: CGPoint(x: 200 + first.x, y: 300 + first.y)))
    trace.append(try app.move(1, to: CGPoint(x: 100, y: 200)))
    let offset = scrollView.contentOffset
    trace.append(try app.touchUp(1))
    return (offset, trace)
  }

  @Test("the threshold is a documented constant: 22.5° either side of each axis")
  func threshold() {
    #expect(ScrollView.directionalLockAngle == 22.5)
  }

  @Test("a start 14° from horizontal locks horizontally: later vertical movement is ignored")
  func locksHorizontally() throws {
    let (offset, trace) = try drag(first: CGPoint(x: -12, y: -3))
    #expect(offset == CGPoint(x: 90, y: 0), "100 pt left less 10 pt of hysteresis; y stays")
    expectTrace(
      trace,
      contains: .scroll(view: "scrollView", "locked horizontally at 14.04° after (-12, -3)") {
        guard case .directionalLock(let angle, let movement, .horizontal) = $0 else { return false }
        return abs(angle - 14.036) < 0.001 && movement == CGPoint(x: -12, y: -3)
      })
  }

  @Test("a start 80.5° from horizontal locks vertically")
  func locksVertically() throws {
    let (offset, _) = try drag(first: CGPoint(x: -2, y: -12))
    #expect(offset == CGPoint(x: 0, y: 90))
  }

  @Test("a diagonal start (38.7°) does not lock: the content follows both axes")
  func diagonalMovesFreely() throws {
    let (offset, trace) = try drag(first: CGPoint(x: -10, y: -8))
    #expect(offset == CGPoint(x: 90, y: 92), "hysteresis removed: 10 pt along x, 8 pt along y")
    expectTrace(
      trace,
      contains: .scroll(view: "scrollView", "not locked at 38.66°") {
        guard case .directionalLock(let angle, _, nil) = $0 else { return false }
        return abs(angle - 38.660) < 0.001
      })
  }

  @Test("without the lock, a nearly horizontal start still moves both axes")
  func offMovesFreely() throws {
    scrollView.isDirectionalLockEnabled = false
    let (offset, _) = try drag(first: CGPoint(x: -12, y: -3))
    #expect(offset == CGPoint(x: 90, y: 97))
  }

  @Test("a locked fling decelerates along its axis only")
  func lockedFlingStaysOnAxis() throws {
    try app.touchDown(1, at: CGPoint(x: 300, y: 300))
    try app.move(1, to: CGPoint(x: 288, y: 298))
    for step in 1...5 {
      try app.wait(.milliseconds(16))
      try app.move(1, to: CGPoint(x: 288 - CGFloat(step) * 30, y: 298 - CGFloat(step) * 12))
    }
    try app.touchUp(1)
    #expect(fixture.log.endDragging?.velocity.y == 0)
    try app.wait(.seconds(6))
    #expect(scrollView.contentOffset.y == 0)
    #expect(scrollView.contentOffset.x > 150)
  }
}

/// `bounces`, `alwaysBounceVertical` and `alwaysBounceHorizontal` as Apple documents them: the always-bounce
/// flags let a drag move content that fits, only while `bounces` is on.
@Suite struct ScrollViewBounceTests {
  let fixture = ScrollFixture()
  var app: Application { fixture.app }
  var scrollView: ScrollView { fixture.scrollView }

  init() {
    fixture.scrollView.contentSize = CGSize(width: 320, height: 300)  // fits: nothing to scroll
  }

  @Test("content that fits does not scroll, and the trace gives the numbers")
  func fittingContentDoesNotScroll() throws {
    let trace = try app.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 100))
    #expect(scrollView.contentOffset == .zero)
    expectTrace(
      trace,
      contains: .scroll(
        view: "scrollView",
        .panRefused(
          panAdmission(moved: CGPoint(x: 0, y: -20), .mostlyVertical, .vertical, content: 300, bounds: 400))))
  }

  @Test("alwaysBounceVertical: content that fits is rubber-banded, then springs back")
  func alwaysBounceVertical() throws {
    scrollView.alwaysBounceVertical = true
    try app.touchDown(1, at: CGPoint(x: 160, y: 300))
    try app.move(1, to: CGPoint(x: 160, y: 100))
    #expect(scrollView.contentOffset.y > 0 && scrollView.contentOffset.y < 190)
    try app.touchUp(1)
    try app.wait(.seconds(1))
    #expect(scrollView.contentOffset == .zero)
  }

  @Test("alwaysBounceVertical without bounces does nothing, as Apple documents")
  func alwaysBounceNeedsBounces() throws {
    scrollView.alwaysBounceVertical = true
    scrollView.bounces = false
    #expect(!scrollView.canScrollVertically)
    let trace = try app.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 100))
    #expect(scrollView.contentOffset == .zero)
    expectTrace(
      trace,
      contains: .scroll(
        view: "scrollView",
        .panRefused(
          panAdmission(
            moved: CGPoint(x: 0, y: -20), .mostlyVertical, .vertical, content: 300, bounds: 400,
            alwaysBounce: true, bounces: false))))
  }

  @Test("alwaysBounceHorizontal lets a sideways drag move content that fits; a vertical one still does not")
  func alwaysBounceHorizontal() throws {
    scrollView.alwaysBounceHorizontal = true
    try app.touchDown(1, at: CGPoint(x: 250, y: 200))
    try app.move(1, to: CGPoint(x: 100, y: 200))
    #expect(scrollView.contentOffset.x > 0 && scrollView.contentOffset.y == 0)
    try app.touchUp(1)
    try app.wait(.seconds(1))
    try app.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 100))
    #expect(scrollView.contentOffset == .zero)
  }

  @Test("without bounces, a drag past the edge is clamped and nothing springs back")
  func noBounceClamps() throws {
    scrollView.contentSize = CGSize(width: 320, height: 2000)
    scrollView.bounces = false
    try app.touchDown(1, at: CGPoint(x: 160, y: 100))
    try app.move(1, to: CGPoint(x: 160, y: 300))
    #expect(scrollView.contentOffset == .zero)
    try app.touchUp(1)
    #expect(!scrollView.isDecelerating)
    #expect(fixture.log.calls.last == "didEndDragging(willDecelerate: false)")
  }
}
