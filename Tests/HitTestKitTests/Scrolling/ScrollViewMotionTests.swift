import Testing

@testable import HitTestKit

/// A scroll view's motion is one value: UIKit's flags are read from it, and one frame timer runs every motion.
@Suite struct ScrollViewMotionTests {
  /// Each of UIKit's motion flags, read at once.
  private func flags(_ scrollView: ScrollView) -> [Bool] {
    [scrollView.isDragging, scrollView.isDecelerating, scrollView.isZooming, scrollView.isZoomBouncing]
  }

  @Test("the one easing curve is ease-out cubic: 0 at the start, 1 at the end, 0.875 halfway")
  func easeOut() {
    #expect(ScrollView.easeOut(0) == 0)
    #expect(ScrollView.easeOut(0.5) == 0.875)
    #expect(ScrollView.easeOut(1) == 1)
    let samples = stride(from: 0.0, through: 1.0, by: 0.05).map { ScrollView.easeOut(CGFloat($0)) }
    #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 < $1 }, "it only ever moves forward")
  }

  @Test("through a fling, the flags follow the motion and one frame timer runs while the content moves")
  func flingFlags() throws {
    let fixture = FeedFixture()
    let feed = fixture.feed
    #expect(flags(feed) == [false, false, false, false])
    try fixture.app.touchDown(1, at: CGPoint(x: 160, y: 350))
    try fixture.app.wait(.milliseconds(16))
    try fixture.app.move(1, to: CGPoint(x: 160, y: 250))
    #expect(flags(feed) == [true, false, false, false])
    #expect(feed.frameTimer == nil, "a drag has no frames of its own")
    try fixture.app.wait(.milliseconds(16))
    try fixture.app.move(1, to: CGPoint(x: 160, y: 150))
    try fixture.app.touchUp(1)
    #expect(flags(feed) == [false, true, false, false])
    #expect(feed.frameTimer != nil)
    try fixture.app.wait(.seconds(10))
    #expect(flags(feed) == [false, false, false, false])
    #expect(feed.frameTimer == nil, "at rest no frame is pending")
    guard case .idle = feed.motion else {
      Issue.record("expected idle, got \(feed.motion)")
      return
    }
  }

  @Test("a pinch that goes with a drag: zooming and dragging together, then the drag alone follows the pinch")
  func pinchWithDrag() throws {
    let fixture = ZoomFixture()
    let scrollView = fixture.scrollView
    try fixture.app.touchDown([1: CGPoint(x: 100, y: 80), 2: CGPoint(x: 140, y: 80)])
    try fixture.app.move([1: CGPoint(x: 60, y: 80), 2: CGPoint(x: 180, y: 80)])
    #expect(scrollView.isZooming)
    #expect(scrollView.pinchOwnsPan, "the pinch moves the content while it zooms")
    try fixture.app.touchUp([1, 2])
    try fixture.app.wait(.seconds(1))
    #expect(flags(scrollView) == [false, false, false, false])
    #expect(!scrollView.pinchOwnsPan, "once both gestures are over the pan is free again")
  }

  @Test("a programmatic zoom during a drag keeps the drag; the drag goes on moving the content")
  func zoomDuringDrag() throws {
    let fixture = ZoomFixture()
    let scrollView = fixture.scrollView
    scrollView.contentSize = CGSize(width: 400, height: 1200)
    try fixture.app.touchDown(1, at: CGPoint(x: 160, y: 350))
    try fixture.app.move(1, to: CGPoint(x: 160, y: 250))
    scrollView.setZoomScale(2, animated: true)
    #expect(scrollView.isDragging && !scrollView.isZoomBouncing)
    guard case .animatingZoom(_, let drag?) = scrollView.motion else {
      Issue.record("expected a zoom animation carrying the drag, got \(scrollView.motion)")
      return
    }
    #expect(!drag.followsPinch)
    fixture.log.calls = []
    try fixture.app.wait(.milliseconds(20))
    let before = scrollView.contentOffset
    try fixture.app.move(1, to: CGPoint(x: 160, y: 150))
    #expect(scrollView.contentOffset != before, "the finger still moves the content")
    try fixture.app.touchUp(1)
    try fixture.app.wait(.seconds(5))
    #expect(scrollView.zoomScale == 2)
    #expect(fixture.log.calls.contains("didEndZooming(photo, atScale: 2)"))
    #expect(flags(scrollView) == [false, false, false, false])
  }
}
