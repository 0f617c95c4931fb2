import Foundation
import HitTestKit
import HitTestKitTesting
import Testing

/// Pinching a zoomable scroll view: the centroid anchor, the rubber band past the limits, the bounce back,
/// the pan that goes with it, the delegate's order, and the traced reasons a pinch does not zoom.
@Suite struct ScrollViewPinchZoomTests {
  let fixture = ZoomFixture()
  var app: Application { fixture.app }
  var scrollView: ScrollView { fixture.scrollView }
  var photo: View { fixture.photo }

  @Test("a pinch zooms around its centroid: the photo point under it stays under it, as the centroid moves")
  func centroidAnchor() throws {
    try app.touchDown([1: CGPoint(x: 100, y: 100), 2: CGPoint(x: 140, y: 100)])  // centroid (120, 100), 40 pt
    try app.move([1: CGPoint(x: 90, y: 100), 2: CGPoint(x: 150, y: 100)])
    // 60 pt apart: past the 8 pt hysteresis, so the start is 48 pt and the scale 60 / 48 = 1.25.
    #expect(scrollView.isZooming)
    #expect(scrollView.zoomScale == 1.25)
    // Photo (120, 100) · 1.25 = (150, 125) must show at (120, 100): offset (30, 25).
    #expect(scrollView.contentOffset == CGPoint(x: 30, y: 25))
    try app.move([1: CGPoint(x: 70, y: 120), 2: CGPoint(x: 190, y: 120)])
    // 120 pt apart: scale 2.5; the centroid moved to (130, 120): offset (300 − 130, 250 − 120) = (170, 130).
    #expect(scrollView.zoomScale == 2.5)
    #expect(scrollView.contentOffset == CGPoint(x: 170, y: 130))
    expectApproximatelyEqual(photo.convert(CGPoint(x: 130, y: 120), from: nil), CGPoint(x: 120, y: 100))
    #expect(scrollView.contentSize == CGSize(width: 1000, height: 750))
    try app.touchUp([1, 2])
    #expect(!scrollView.isZooming)
    #expect(
      scrollView.zoomScale == 2.5 && scrollView.contentOffset == CGPoint(x: 170, y: 130), "within limits")
  }

  @Test("the delegate hears willBeginZooming, didZoom on every change, then didEndZooming at release")
  func delegateOrder() throws {
    try app.touchDown([1: CGPoint(x: 100, y: 100), 2: CGPoint(x: 140, y: 100)])
    try app.move([1: CGPoint(x: 90, y: 100), 2: CGPoint(x: 150, y: 100)])
    try app.move([1: CGPoint(x: 80, y: 100), 2: CGPoint(x: 160, y: 100)])
    try app.touchUp([1, 2])
    #expect(
      fixture.log.collapsed == ["willBeginZooming(photo)", "didZoom…", "didEndZooming(photo, atScale: 1.67)"])
    #expect(fixture.log.calls.filter { $0 == "didZoom" }.count == 2)
  }

  @Test("past the maximum the scale is rubber-banded, then bounces back on the virtual clock")
  func rubberBandAndBounce() throws {
    scrollView.zoomScale = 4
    fixture.log.calls = []
    try app.touchDown([1: CGPoint(x: 140, y: 200), 2: CGPoint(x: 180, y: 200)])
    try app.move([1: CGPoint(x: 110, y: 200), 2: CGPoint(x: 206, y: 200)])  // 96 pt: 96 / 48 = 2, asks for 8
    // ln 2 past the limit, d = ln 2: (1 − 1 / (0.55 + 1)) · ln 2; the scale is 4 · e^that.
    let band: CGFloat = log(2)
    let banded: CGFloat = (1 - 1 / (0.55 + 1)) * band
    let expected: CGFloat = 4 * exp(banded)
    #expect(abs(scrollView.zoomScale - expected) < 1e-9)
    #expect(scrollView.zoomScale > 4 && scrollView.zoomScale < 8)
    try app.touchUp([1, 2])
    #expect(scrollView.isZoomBouncing)
    #expect(scrollView.zoomScale > 4, "the bounce runs on the clock")
    try app.wait(.milliseconds(400))
    #expect(scrollView.zoomScale == 4)
    #expect(!scrollView.isZoomBouncing)
    #expect(
      fixture.log.collapsed == ["willBeginZooming(photo)", "didZoom…", "didEndZooming(photo, atScale: 4)"])
  }

  @Test("without bouncesZoom the scale stops at the limit")
  func noBounceZoom() throws {
    scrollView.bouncesZoom = false
    try app.pinch(center: CGPoint(x: 160, y: 200), fromDistance: 20, toDistance: 300)
    #expect(scrollView.zoomScale == 4)
    #expect(!scrollView.isZoomBouncing)
    try app.pinch(center: CGPoint(x: 160, y: 200), fromDistance: 300, toDistance: 20)
    #expect(scrollView.zoomScale == 0.5)
  }

  @Test("a release with the content out of range springs it back; zoomScale rests within the limits")
  func springBackAfterPinch() throws {
    try app.touchDown([1: CGPoint(x: 100, y: 100), 2: CGPoint(x: 140, y: 100)])
    // The pinch begins here, at scale 2.5 at once: its anchor is photo (130, 120), under the centroid now.
    try app.move([1: CGPoint(x: 70, y: 120), 2: CGPoint(x: 190, y: 120)])
    #expect(scrollView.contentOffset == CGPoint(x: 195, y: 180), "(130, 120) · 2.5 − (130, 120)")
    try app.move([1: CGPoint(x: 70, y: 10), 2: CGPoint(x: 190, y: 10)])
    #expect(scrollView.contentOffset.y == 290, "the centroid moved up 110 pt, and the content with it")
    try app.move([1: CGPoint(x: 70, y: 400), 2: CGPoint(x: 190, y: 400)])
    #expect(scrollView.contentOffset.y == -100, "300 − 400: above the content's top, allowed while pinching")
    try app.touchUp([1, 2])
    try app.wait(.seconds(1))
    #expect(scrollView.contentOffset.y == 0)
    #expect(scrollView.zoomScale == 2.5)
  }

  @Test(
    "the pan recognizes with the pinch, keeps isDragging and the dragging calls, and does not move content")
  func panAlongsidePinch() throws {
    scrollView.zoomScale = 2  // 800 × 600 of content: the pan can begin along both axes
    scrollView.contentOffset = .zero
    fixture.log.calls = []
    try app.touchDown([1: CGPoint(x: 100, y: 100), 2: CGPoint(x: 140, y: 100)])
    try app.move([1: CGPoint(x: 90, y: 100), 2: CGPoint(x: 150, y: 100)])
    let trace = try app.move([1: CGPoint(x: 70, y: 120), 2: CGPoint(x: 190, y: 120)])
    #expect(
      scrollView.panGestureRecognizer.state == .began || scrollView.panGestureRecognizer.state == .changed)
    #expect(scrollView.isDragging)
    expectTrace(
      trace,
      contains: .scroll(view: "scrollView", .beganDraggingWhileZooming))
    // Photo (60, 50) was under the centroid when the pinch began at scale 2; rubber-banded past 4 (the fingers
    // ask for 2 · 2.5 = 5), it is still under the centroid.
    expectApproximatelyEqual(photo.convert(CGPoint(x: 130, y: 120), from: nil), CGPoint(x: 60, y: 50))
    try app.touchUp([1, 2])
    #expect(!scrollView.isDragging)
    try app.wait(.seconds(1))
    #expect(
      fixture.log.collapsed == [
        "willBeginZooming(photo)", "didZoom…", "willBeginDragging", "didZoom…",
        "didEndDragging(willDecelerate: false)", "didZoom…", "didEndZooming(photo, atScale: 4)",
      ])
    // A later one-finger drag scrolls as usual.
    let before = scrollView.contentOffset
    try app.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 200), steps: 5)
    #expect(scrollView.contentOffset.y > before.y)
  }

  @Test("the trace says why a pinch does not zoom: equal limits")
  func equalLimitsTraced() throws {
    scrollView.minimumZoomScale = 1
    scrollView.maximumZoomScale = 1
    let trace = try app.pinch(center: CGPoint(x: 160, y: 200), fromDistance: 40, toDistance: 200)
    #expect(scrollView.zoomScale == 1)
    expectTrace(
      trace,
      contains: .scroll(
        view: "scrollView", .secondFingerDoesNotZoom(ScrollView.ZoomLimits(minimum: 1, maximum: 1))))
  }

  @Test("the trace says why a pinch does not zoom: no view for zooming")
  func noViewTraced() throws {
    fixture.log.zoomingView = nil
    let trace = try app.pinch(center: CGPoint(x: 160, y: 200), fromDistance: 40, toDistance: 200)
    #expect(scrollView.zoomScale == 1 && photo.transform == .identity)
    #expect(scrollView.pinchGestureRecognizer?.state == .possible)
    expectTrace(
      trace, contains: .scroll(view: "scrollView", .noViewForZooming(.delegateReturnedNil)))
    #expect(fixture.log.calls.isEmpty)
  }

  @Test("the trace says what happened: zoomed to a scale around a point of the photo")
  func zoomTraced() throws {
    try app.touchDown([1: CGPoint(x: 100, y: 80), 2: CGPoint(x: 140, y: 80)])
    let trace = try app.move([1: CGPoint(x: 60, y: 80), 2: CGPoint(x: 180, y: 80)])
    expectTrace(
      trace,
      contains: .scroll(
        view: "scrollView", .beganZooming(scale: 1, anchor: CGPoint(x: 120, y: 80), view: TracedObject(photo))
      ))
    expectTrace(
      trace,
      contains: .scroll(
        view: "scrollView",
        .pinchZoomed(scale: 2.5, anchor: CGPoint(x: 120, y: 80), view: TracedObject(photo), rubberBand: nil)))
  }

  @Test("a drag that begins during a zoom bounce completes the bounce first")
  func dragInterruptsBounce() throws {
    scrollView.zoomScale = 4
    try app.touchDown([1: CGPoint(x: 140, y: 200), 2: CGPoint(x: 180, y: 200)])
    try app.move([1: CGPoint(x: 110, y: 200), 2: CGPoint(x: 206, y: 200)])
    try app.touchUp([1, 2])
    #expect(scrollView.isZoomBouncing)
    try app.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 200), steps: 5)
    #expect(!scrollView.isZoomBouncing)
    #expect(scrollView.zoomScale == 4)
  }

  @Test("below the minimum the band mirrors the one above: the scale divided by the same factor")
  func rubberBandBelowMinimum() throws {
    scrollView.zoomScale = 0.5
    try app.touchDown([1: CGPoint(x: 100, y: 200), 2: CGPoint(x: 220, y: 200)])  // 120 pt apart
    try app.move([1: CGPoint(x: 130, y: 200), 2: CGPoint(x: 186, y: 200)])  // 56 pt: start 112, scale 0.5
    #expect(scrollView.zoomScale > 0.25 && scrollView.zoomScale < 0.5, "asked for 0.25: banded between")
    let band: CGFloat = log(2)
    let banded: CGFloat = (1 - 1 / (0.55 + 1)) * band
    #expect(abs(scrollView.zoomScale - 0.5 / exp(banded)) < 1e-9)
    try app.touchUp([1, 2])
    try app.wait(.milliseconds(400))
    #expect(scrollView.zoomScale == 0.5)
  }

  @Test("the trace says why a pinch does not zoom: a minimum above the maximum")
  func reversedLimitsTraced() throws {
    scrollView.minimumZoomScale = 5
    let trace = try app.pinch(center: CGPoint(x: 160, y: 200), fromDistance: 40, toDistance: 200)
    #expect(scrollView.zoomScale == 1)
    expectTrace(
      trace,
      contains: .scroll(
        view: "scrollView", .secondFingerDoesNotZoom(ScrollView.ZoomLimits(minimum: 5, maximum: 4))))
  }
}
