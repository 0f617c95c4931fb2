import HitTestKit
import HitTestKitTesting
import Testing

/// Zoom scales, their limits, the zoomed view's model and programmatic zooming (UIKit's `UIScrollView` zooming).
@Suite struct ScrollViewZoomingTests {
  let fixture = ZoomFixture()
  var scrollView: ScrollView { fixture.scrollView }
  var photo: View { fixture.photo }

  @Test("UIKit's defaults: scales 1, bouncesZoom, and no pinch recognizer until the limits differ")
  func defaults() throws {
    let plain = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(plain.minimumZoomScale == 1 && plain.maximumZoomScale == 1 && plain.zoomScale == 1)
    #expect(plain.bouncesZoom && !plain.isZooming && !plain.isZoomBouncing)
    #expect(plain.pinchGestureRecognizer == nil)
    plain.maximumZoomScale = 3
    let pinch = try #require(plain.pinchGestureRecognizer)
    #expect(pinch.view === plain)
    #expect(pinch.displayName == "scrollView.pinch")
    plain.name = "map"
    #expect(pinch.displayName == "map.pinch", "the pinch is renamed after its view")
    plain.maximumZoomScale = 1
    #expect(plain.pinchGestureRecognizer == nil, "equal limits remove it")
    #expect((plain.gestureRecognizers ?? []).allSatisfy { !($0 is PinchGestureRecognizer) })
  }

  @Test("zoomScale 2: the view is scaled by 2, its frame starts at the content origin, contentSize follows")
  func modelAtScale() {
    photo.center = CGPoint(x: 250, y: 180)  // moved off the origin: zooming puts it back
    scrollView.zoomScale = 2
    #expect(scrollView.zoomScale == 2)
    #expect(photo.transform == CGAffineTransform(scaleX: 2, y: 2))
    #expect(photo.frame == CGRect(x: 0, y: 0, width: 800, height: 600))
    #expect(photo.bounds.size == CGSize(width: 400, height: 300), "bounds are not scaled")
    #expect(scrollView.contentSize == CGSize(width: 800, height: 600))
    // The visible center (160, 200) showed photo (160, 200); it stays in the center: offset 2·p − center.
    #expect(scrollView.contentOffset == CGPoint(x: 160, y: 200))
    #expect(fixture.log.calls == ["didZoom"], "a scale set without animation: didZoom only")
  }

  @Test("scales are clamped to the limits", arguments: [(10.0, 4.0), (0.1, 0.5), (3.0, 3.0), (0.5, 0.5)])
  func clamping(asked: CGFloat, expected: CGFloat) {
    scrollView.setZoomScale(asked, animated: false)
    #expect(scrollView.zoomScale == expected)
    #expect(photo.transform == CGAffineTransform(scaleX: expected, y: expected))
  }

  @Test("zooming out below the view's size pins the content to the top-left, offset clamped to the range")
  func zoomOutClampsOffset() {
    scrollView.zoomScale = 0.5
    #expect(scrollView.contentSize == CGSize(width: 200, height: 150))
    #expect(scrollView.contentOffset == .zero)
    #expect(photo.frame.origin == .zero)
  }

  @Test("NaN, infinite, zero and negative scales are ignored, and the trace says why")
  func badScalesIgnored() {
    scrollView.zoomScale = 2
    for bad: CGFloat in [.nan, .infinity, -.infinity, 0, -1] {
      scrollView.zoomScale = bad
      scrollView.setZoomScale(bad, animated: true)
      scrollView.minimumZoomScale = bad
      scrollView.maximumZoomScale = bad
    }
    #expect(scrollView.zoomScale == 2)
    #expect(scrollView.minimumZoomScale == 0.5 && scrollView.maximumZoomScale == 4)
    #expect(fixture.log.calls == ["didZoom"])
    fixture.app.clearTrace()
    scrollView.zoomScale = .nan
    expectTrace(
      fixture.app.trace,
      contains: .scroll(view: "scrollView", "zoom scale NaN ignored") {
        guard case .zoomScaleIgnored(.zoomScale, let value) = $0 else { return false }
        return value.isNaN
      })
  }

  @Test("a minimum above the maximum is kept, turns zooming off, and clamps scales to the minimum")
  func minimumAboveMaximum() {
    scrollView.minimumZoomScale = 5
    #expect(scrollView.minimumZoomScale == 5 && scrollView.maximumZoomScale == 4)
    #expect(scrollView.pinchGestureRecognizer == nil)
    #expect(scrollView.zoomScaleRange == 5...5)
    #expect(scrollView.zoomScale == 1, "changing a limit does not change the scale (UIKit)")
    scrollView.setZoomScale(2, animated: false)
    #expect(scrollView.zoomScale == 5)
    scrollView.maximumZoomScale = 8
    #expect(scrollView.pinchGestureRecognizer != nil, "setting them in either order ends with zooming on")
  }

  @Test("no view for zooming: setting a scale changes nothing")
  func noViewForZooming() {
    fixture.log.zoomingView = nil
    scrollView.zoomScale = 2
    #expect(scrollView.zoomScale == 1 && photo.transform == .identity && fixture.log.calls.isEmpty)
    fixture.log.zoomingView = View(frame: .zero)  // not a subview of the scroll view
    scrollView.zoomScale = 2
    #expect(scrollView.zoomScale == 1)
  }

  @Test("zoom(to:) fits the rectangle, centered, and clamps scale and offset")
  func zoomToRect() {
    scrollView.zoom(to: CGRect(x: 100, y: 100, width: 160, height: 100), animated: false)
    // min(320 / 160, 400 / 100) = 2; the rect's center (180, 150) goes to the view's center (160, 200).
    #expect(scrollView.zoomScale == 2)
    #expect(scrollView.contentOffset == CGPoint(x: 200, y: 100))
    scrollView.zoom(to: CGRect(x: 390, y: 290, width: 10, height: 10), animated: false)
    #expect(scrollView.zoomScale == 4, "32 is clamped to the maximum")
    #expect(scrollView.contentOffset == CGPoint(x: 1280, y: 800), "the corner: the offset's largest value")
  }

  @Test("zoom(to:) with an empty rectangle zooms to the maximum around its point; NaN and null do nothing")
  func zoomToDegenerateRects() {
    scrollView.zoom(to: CGRect(x: 200, y: 150, width: 0, height: 0), animated: false)
    #expect(scrollView.zoomScale == 4)
    #expect(scrollView.contentOffset == CGPoint(x: 640, y: 400), "(200, 150) · 4 − (160, 200)")
    scrollView.zoom(to: CGRect(x: 0, y: 0, width: 80, height: 0), animated: false)
    #expect(scrollView.zoomScale == 4, "a zero height: the width decides (320 / 80)")
    let calls = fixture.log.calls
    scrollView.zoom(to: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), animated: true)
    scrollView.zoom(to: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10), animated: false)
    scrollView.zoom(to: .null, animated: false)
    #expect(fixture.log.calls == calls)
    #expect(scrollView.zoomScale == 4)
  }

  @Test("an animated zoom runs frame by frame on the virtual clock, between willBegin and didEnd")
  func animatedZoom() throws {
    scrollView.setZoomScale(2, animated: true)
    #expect(scrollView.zoomScale == 1, "nothing changes until virtual time passes")
    #expect(fixture.log.calls == ["willBeginZooming(photo)"])
    try fixture.app.wait(.milliseconds(100))
    #expect(scrollView.zoomScale > 1.5 && scrollView.zoomScale < 2, "ease-out: most of the way after a third")
    try fixture.app.wait(.milliseconds(250))
    #expect(scrollView.zoomScale == 2)
    #expect(scrollView.contentOffset == CGPoint(x: 160, y: 200))
    #expect(
      fixture.log.collapsed == ["willBeginZooming(photo)", "didZoom…", "didEndZooming(photo, atScale: 2)"])
    #expect(fixture.log.calls.filter { $0 == "didZoom" }.count == 18, "0.3 s of 60 Hz frames")
  }

  @Test("a programmatic zoom during an animation completes the animation first")
  func animationInterrupted() throws {
    scrollView.setZoomScale(3, animated: true)
    try fixture.app.wait(.milliseconds(50))
    scrollView.setZoomScale(1, animated: false)
    #expect(scrollView.zoomScale == 1)
    #expect(
      fixture.log.collapsed == [
        "willBeginZooming(photo)", "didZoom…", "didEndZooming(photo, atScale: 3)", "didZoom…",
      ])
    try fixture.app.wait(.seconds(1))
    #expect(scrollView.zoomScale == 1, "no frame of the old animation is left")
  }

  @Test("an animated zoom of a scroll view in no application jumps to its end")
  func animatedWithoutApplication() {
    let loose = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let content = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "content", in: loose)
    let log = ZoomDelegateLog(zoomingView: content)
    loose.delegate = log
    loose.maximumZoomScale = 2
    loose.setZoomScale(2, animated: true)
    #expect(loose.zoomScale == 2)
    #expect(log.collapsed == ["willBeginZooming(content)", "didZoom…", "didEndZooming(content, atScale: 2)"])
  }
}

/// The zoomed view leaving the scroll view in the middle of a zoom.
@Suite struct ZoomedViewRemovedTests {
  let fixture = ZoomFixture()

  @Test("an animation whose view is removed still ends at its target scale and tells the delegate")
  func removedMidAnimation() throws {
    fixture.scrollView.setZoomScale(0.5, animated: true)
    try fixture.app.wait(.milliseconds(50))
    fixture.photo.removeFromSuperview()
    try fixture.app.wait(.milliseconds(50))
    #expect(fixture.scrollView.zoomScale == 0.5)
    #expect(fixture.log.calls.last == "didEndZooming(photo, atScale: 0.5)")
  }

  @Test("a pinch past the maximum whose view is removed rests within the limits at release")
  func removedMidPinch() throws {
    fixture.scrollView.zoomScale = 4
    try fixture.app.touchDown([1: CGPoint(x: 140, y: 200), 2: CGPoint(x: 180, y: 200)])
    try fixture.app.move([1: CGPoint(x: 110, y: 200), 2: CGPoint(x: 206, y: 200)])
    #expect(fixture.scrollView.zoomScale > 4)
    fixture.photo.removeFromSuperview()
    try fixture.app.touchUp([1, 2])
    #expect(fixture.scrollView.zoomScale == 4)
    #expect(!fixture.scrollView.isZooming && !fixture.scrollView.isZoomBouncing)
    #expect(fixture.log.calls.last == "didEndZooming(nil, atScale: 4)")
  }
}
