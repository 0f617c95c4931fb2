import HitTestKit
import HitTestKitTesting
import Testing

/// Deceleration on the virtual clock (reference §8.9): UIKit's rates, Apple's projection, the delegate's
/// calls in UIKit's order, a target the delegate moves, and bad rates refused.
@Suite struct ScrollViewDecelerationTests {
  let fixture = ScrollFixture()
  var app: Application { fixture.app }
  var scrollView: ScrollView { fixture.scrollView }

  /// A 200 pt upward fling over 200 ms (10 moves): about 1,000 pt/s.
  private func fling() throws {
    try app.drag(
      from: CGPoint(x: 160, y: 350), to: CGPoint(x: 160, y: 150), duration: .milliseconds(200), steps: 10)
  }

  @Test("the rates are UIKit's: .normal 0.998 and .fast 0.99 per millisecond; the default is .normal")
  func rates() {
    #expect(ScrollView.DecelerationRate.normal.rawValue == 0.998)
    #expect(ScrollView.DecelerationRate.fast.rawValue == 0.99)
    #expect(scrollView.decelerationRate == .normal)
    scrollView.decelerationRate = .fast
    #expect(scrollView.decelerationRate == .fast)
    scrollView.decelerationRate = ScrollView.DecelerationRate(rawValue: 0.995)
    #expect(scrollView.decelerationRate.rawValue == 0.995)
  }

  @Test(
    "a rate that is NaN, infinite or not strictly between 0 and 1 is ignored",
    arguments: [CGFloat.nan, .infinity, -.infinity, 1, 1.5, 0, -0.5])
  func badRateIgnored(raw: CGFloat) {
    scrollView.decelerationRate = .fast
    scrollView.decelerationRate = ScrollView.DecelerationRate(rawValue: raw)
    #expect(scrollView.decelerationRate == .fast)
  }

  @Test("the delegate hears UIKit's order, with the velocity in points per millisecond")
  func delegateOrder() throws {
    try fling()
    try app.wait(.seconds(6))
    #expect(
      fixture.log.collapsed == [
        "willBeginDragging", "didScroll…", "willEndDragging", "didEndDragging(willDecelerate: true)",
        "willBeginDecelerating", "didScroll…", "didEndDecelerating",
      ])
    let velocity = try #require(fixture.log.endDragging?.velocity)
    #expect(velocity.x == 0 && velocity.y > 0.5 && velocity.y < 2, "about 1 pt/ms, content moving down")
  }

  @Test("it comes to rest exactly on Apple's projection, v·r/(1 − r), as proposed to willEndDragging")
  func restsOnProjection() throws {
    try fling()
    let released = scrollView.contentOffset
    let (velocity, target) = try #require(fixture.log.endDragging)
    let expected = released.y + velocity.y * 0.998 / (1 - 0.998)
    #expect(abs(target.y - expected) < 1e-6)
    try app.wait(.seconds(6))
    #expect(scrollView.contentOffset == target)
    #expect(!scrollView.isDecelerating)
  }

  @Test(".fast stops sooner and shorter than .normal")
  func fastIsShorter() throws {
    scrollView.decelerationRate = .fast
    try fling()
    let released = scrollView.contentOffset.y
    try app.wait(.seconds(1))
    #expect(!scrollView.isDecelerating, ".fast has stopped within a second")
    let fastDistance = scrollView.contentOffset.y - released
    let velocity = try #require(fixture.log.endDragging?.velocity.y)
    #expect(abs(fastDistance - velocity * 0.99 / 0.01) < 1e-6, "≈ 99 × v")
  }

  @Test("the delegate may move the target: deceleration ends exactly there")
  func delegateMovesTarget() throws {
    fixture.log.retarget = { _ in CGPoint(x: 0, y: 700) }
    var trace = InteractionTrace()
    trace.append(
      try app.drag(
        from: CGPoint(x: 160, y: 350), to: CGPoint(x: 160, y: 150), duration: .milliseconds(200), steps: 10))
    trace.append(try app.wait(.seconds(6)))
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 700))
    expectTrace(
      trace,
      contains: .scroll(view: "scrollView", "the delegate's target (0, 700), accepted") {
        guard case .delegateMovedTarget(let target, _, .accepted) = $0 else { return false }
        return target == CGPoint(x: 0, y: 700)
      })
  }

  @Test("a target moved past the content is kept in range")
  func targetKeptInRange() throws {
    fixture.log.retarget = { _ in CGPoint(x: 0, y: 5000) }
    try fling()
    try app.wait(.seconds(8))
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1600))
  }

  @Test("a NaN target from the delegate is ignored")
  func nanTargetIgnored() throws {
    fixture.log.retarget = { _ in CGPoint(x: 0, y: CGFloat.nan) }
    try fling()
    let target = try #require(fixture.log.endDragging?.target)
    try app.wait(.seconds(6))
    #expect(scrollView.contentOffset == target)
  }

  @Test("with paging a moved target is ignored, and the trace says so")
  func pagingIgnoresMovedTarget() throws {
    scrollView.contentSize = CGSize(width: 320, height: 1600)
    scrollView.isPagingEnabled = true
    fixture.log.retarget = { _ in CGPoint(x: 0, y: 1200) }
    var trace = try app.swipe(from: CGPoint(x: 160, y: 300), direction: .up, distance: 60)
    trace.append(try app.wait(.seconds(1)))
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 400), "the next page, not the delegate's target")
    expectTrace(
      trace,
      contains: .scroll(
        view: "scrollView",
        .delegateMovedTarget(CGPoint(x: 0, y: 1200), natural: CGPoint(x: 0, y: 400), .ignoredWithPaging)))
  }

  @Test("isTracking from touch-down to lift, isDragging once the pan begins, isDecelerating after a fling")
  func stateFlags() throws {
    #expect(!scrollView.isTracking && !scrollView.isDragging && !scrollView.isDecelerating)
    try app.touchDown(1, at: CGPoint(x: 160, y: 300))
    #expect(scrollView.isTracking && !scrollView.isDragging)
    try app.wait(.milliseconds(16))
    try app.move(1, to: CGPoint(x: 160, y: 250))
    #expect(scrollView.isTracking && scrollView.isDragging)
    try app.wait(.milliseconds(16))
    try app.move(1, to: CGPoint(x: 160, y: 200))
    try app.touchUp(1)
    #expect(!scrollView.isTracking && !scrollView.isDragging && scrollView.isDecelerating)
    try app.wait(.seconds(6))
    #expect(!scrollView.isDecelerating)
  }

  @Test("in didEndDragging the finger still tracks, dragging is over, and deceleration has not begun yet")
  func flagsInDidEndDragging() throws {
    try fling()
    // As iOS logs show: isTracking true, isDragging false (Stack Overflow question 993280), isDecelerating
    // false even when willDecelerate is true (flowkey/UIKit-cross-platform pull request 307).
    let flags = try #require(fixture.log.flagsAtEndDragging)
    #expect(flags.tracking && !flags.dragging && !flags.decelerating)
    #expect(fixture.log.calls.contains("didEndDragging(willDecelerate: true)"))
  }

  @Test("a slow release does not decelerate: willEndDragging proposes where the content is")
  func slowReleaseStays() throws {
    try app.drag(
      from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 280), duration: .seconds(4), steps: 200)
    #expect(fixture.log.endDragging?.target == scrollView.contentOffset)
    #expect(fixture.log.calls.suffix(2) == ["willEndDragging", "didEndDragging(willDecelerate: false)"])
  }

  @Test("the same fling twice gives the same frames and the same resting point")
  func deterministic() throws {
    func run() throws -> (rest: CGPoint, calls: [String]) {
      let other = ScrollFixture()
      try other.app.drag(
        from: CGPoint(x: 160, y: 350), to: CGPoint(x: 160, y: 150), duration: .milliseconds(200), steps: 10)
      try other.app.wait(.seconds(6))
      return (other.scrollView.contentOffset, other.log.calls)
    }
    let first = try run()
    let second = try run()
    #expect(first.rest == second.rest)
    #expect(first.calls == second.calls)
  }
}

/// A delegate that stops the content from inside `scrollViewDidScroll` once it passes `limit`.
private final class BrakingDelegate: ScrollViewDelegate {
  let limit: CGFloat
  var endedDecelerating = 0
  init(limit: CGFloat) { self.limit = limit }
  func scrollViewDidScroll(_ scrollView: ScrollView) {
    if scrollView.isDecelerating, scrollView.contentOffset.y > limit {
      scrollView.setContentOffset(scrollView.contentOffset, animated: false)
    }
  }
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { endedDecelerating += 1 }
}

/// `setContentOffset(_:animated:)`: at once, or frame by frame on the virtual clock, ending with
/// `scrollViewDidEndScrollingAnimation`.
@Suite struct ScrollViewContentOffsetAnimationTests {
  let fixture = ScrollFixture()
  var app: Application { fixture.app }
  var scrollView: ScrollView { fixture.scrollView }

  @Test("animated: it moves over 0.3 s of virtual time and then tells the delegate")
  func animated() throws {
    scrollView.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
    #expect(scrollView.contentOffset == .zero, "nothing moves until time passes")
    try app.wait(.milliseconds(100))
    #expect(scrollView.contentOffset.y > 0 && scrollView.contentOffset.y < 500)
    try app.wait(.milliseconds(300))
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 500))
    #expect(fixture.log.collapsed == ["didScroll…", "didEndScrollingAnimation"])
    #expect(!scrollView.isDecelerating)
  }

  @Test("not animated: it moves at once, and stops a deceleration without telling the delegate")
  func stopsDeceleration() throws {
    try app.drag(
      from: CGPoint(x: 160, y: 350), to: CGPoint(x: 160, y: 150), duration: .milliseconds(200), steps: 10)
    try app.wait(.milliseconds(100))
    #expect(scrollView.isDecelerating)
    let here = scrollView.contentOffset
    scrollView.setContentOffset(here, animated: false)
    #expect(!scrollView.isDecelerating)
    try app.wait(.seconds(2))
    #expect(scrollView.contentOffset == here)
    #expect(!fixture.log.calls.contains("didEndDecelerating"))
  }

  @Test("a NaN or infinite offset is ignored, animated or not")
  func nonFiniteIgnored() throws {
    scrollView.contentOffset = CGPoint(x: 0, y: 100)
    scrollView.setContentOffset(CGPoint(x: CGFloat.nan, y: 0), animated: true)
    scrollView.setContentOffset(CGPoint(x: 0, y: CGFloat.infinity), animated: false)
    try app.wait(.seconds(1))
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100))
    #expect(fixture.log.calls == ["didScroll"])
  }

  @Test("a delegate that stops the deceleration from scrollViewDidScroll stops it for good")
  func stoppedFromDidScroll() throws {
    let braking = BrakingDelegate(limit: 300)
    scrollView.delegate = braking
    try app.drag(
      from: CGPoint(x: 160, y: 350), to: CGPoint(x: 160, y: 150), duration: .milliseconds(200), steps: 10)
    try app.wait(.seconds(6))
    #expect(!scrollView.isDecelerating)
    #expect(
      scrollView.contentOffset.y > 300 && scrollView.contentOffset.y < 330, "stopped on the frame after 300")
    #expect(braking.endedDecelerating == 0)
  }

  @Test("an animation started from didEndDragging replaces the deceleration")
  func animationFromDidEndDragging() throws {
    final class ScrollsToTop: ScrollViewDelegate {
      var animationsEnded = 0
      func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        scrollView.setContentOffset(.zero, animated: true)
      }
      func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { animationsEnded += 1 }
    }
    let toTop = ScrollsToTop()
    scrollView.delegate = toTop
    try app.drag(
      from: CGPoint(x: 160, y: 350), to: CGPoint(x: 160, y: 150), duration: .milliseconds(200), steps: 10)
    #expect(!scrollView.isDecelerating)
    try app.wait(.seconds(6))
    #expect(scrollView.contentOffset == .zero)
    #expect(toTop.animationsEnded == 1)
  }
}
