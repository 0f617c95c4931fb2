import HitTestKit
import HitTestKitTesting
import Testing

/// Zooming's edge cases (issue 32 rows 11–13): a pinch that starts outside the limits, a scale whose content
/// would be infinite, and a view for zooming that changes.
@Suite struct ScrollViewZoomEdgeCaseTests {
  let fixture = ZoomFixture()
  var app: Application { fixture.app }
  var scrollView: ScrollView { fixture.scrollView }

  @Test(
    "a pinch that starts with the scale above the maximum starts there and moves the way the fingers move")
  func pinchStartingAboveTheMaximumDoesNotJump() throws {
    scrollView.maximumZoomScale = 8
    scrollView.zoomScale = 6
    scrollView.maximumZoomScale = 4  // the scale is now outside the limits
    #expect(scrollView.zoomScale == 6)
    try app.touchDown([1: CGPoint(x: 120, y: 200), 2: CGPoint(x: 200, y: 200)])
    try app.move([1: CGPoint(x: 125, y: 200), 2: CGPoint(x: 195, y: 200)])  // 80 → 70 pt: asks 6 · 7/8 = 5.25
    let first = scrollView.zoomScale
    #expect(first < 6 && first > 5.2, "it zooms out a little from 6; before the fix it jumped to about 4.5")
    try app.move([1: CGPoint(x: 110, y: 200), 2: CGPoint(x: 210, y: 200)])  // the fingers open
    #expect(scrollView.zoomScale > first, "opening the fingers zooms in")
    try app.touchUp([1, 2])
    try app.wait(.seconds(1))
    #expect(scrollView.zoomScale == 4, "released, it comes back within the limits")
  }

  @Test("a pinch that starts below the minimum zooms in as the fingers open, from where it is")
  func pinchStartingBelowTheMinimumDoesNotJump() throws {
    scrollView.zoomScale = 0.5
    scrollView.minimumZoomScale = 1
    try app.touchDown([1: CGPoint(x: 120, y: 200), 2: CGPoint(x: 200, y: 200)])
    try app.move([1: CGPoint(x: 115, y: 200), 2: CGPoint(x: 205, y: 200)])  // 80 → 90 pt: asks 0.5625
    #expect(scrollView.zoomScale > 0.5 && scrollView.zoomScale < 0.6, "before the fix it jumped to about 0.8")
    try app.touchUp([1, 2])
    try app.wait(.seconds(1))
    #expect(scrollView.zoomScale == 1)
  }

  @Test(
    "setZoomScale(1e308) is refused when the content would be infinite: nothing changes, the trace says why")
  func hugeZoomScaleRefused() throws {
    scrollView.maximumZoomScale = .greatestFiniteMagnitude
    let size = scrollView.contentSize
    scrollView.setZoomScale(1e308, animated: false)
    #expect(scrollView.zoomScale == 1)
    #expect(scrollView.contentSize == size)
    #expect(scrollView.contentSize.width.isFinite && scrollView.contentSize.height.isFinite)
    scrollView.setZoomScale(1e300, animated: false)
    #expect(scrollView.zoomScale == 1e300, "a scale whose size is still finite is applied")
    #expect(scrollView.contentSize.width.isFinite)
  }

  @Test("when viewForZooming switches to another view, the old one's zoom is reset and the scale starts at 1")
  func switchedViewForZoomingResetsTheOldOne() throws {
    scrollView.setZoomScale(2, animated: false)
    #expect(fixture.photo.transform == CGAffineTransform(scaleX: 2, y: 2))
    let map = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    map.name = "map"
    scrollView.addSubview(map)
    fixture.log.zoomingView = map
    scrollView.setZoomScale(3, animated: false)
    #expect(fixture.photo.transform == .identity, "the old view's zoom is reset")
    #expect(map.transform == CGAffineTransform(scaleX: 3, y: 3))
    #expect(scrollView.zoomScale == 3)
    #expect(scrollView.contentSize == CGSize(width: 600, height: 600))
  }

  @Test("the refusal and the switch are worded with the view's name")
  func wording() {
    let photo = TracedObject(fixture.photo)
    let map = TracedObject(View(frame: .zero))
    let owner = TracedObject(scrollView)
    #expect(
      ScrollView.Decision.zoomedSizeNotFinite(scale: 1e308, view: photo).text(for: owner)
        == "zoom scale 1e+308 refused: photo's size at that scale would not be finite")
    #expect(
      ScrollView.Decision.zoomingViewChanged(from: photo, to: map).text(for: owner).hasPrefix(
        "viewForZooming(in:) now returns view, not photo: photo's zoom is reset"))
  }

  @Test(
    "fingers that meet exactly mid-zoom leave the scale finite and positive, and zoom in again as they part")
  func zoomPinchWhoseFingersMeet() throws {
    try app.touchDown([1: CGPoint(x: 120, y: 200), 2: CGPoint(x: 200, y: 200)])
    try app.move([1: CGPoint(x: 140, y: 200), 2: CGPoint(x: 180, y: 200)])  // 80 → 40 pt: begins
    try app.move([1: CGPoint(x: 160, y: 200), 2: CGPoint(x: 160, y: 200)])  // the fingers meet
    let met = scrollView.zoomScale
    #expect(met.isFinite && met > 0)
    #expect(scrollView.contentOffset.x.isFinite && scrollView.contentOffset.y.isFinite)
    try app.move([1: CGPoint(x: 130, y: 200), 2: CGPoint(x: 190, y: 200)])  // they part: 60 pt
    #expect(scrollView.zoomScale > met, "the pinch goes on; it froze at scale 0 before")
    try app.touchUp([1, 2])
    try app.wait(.seconds(1))
    #expect(scrollView.zoomScale >= 0.5 && scrollView.zoomScale <= 4)
  }
}
