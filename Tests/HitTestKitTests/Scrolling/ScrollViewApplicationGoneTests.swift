import HitTestKit
import Testing

/// A motion whose application is released ends at once, as it would have ended (issue 32, row 6): no scroll view
/// is left decelerating or zooming without a clock that will settle it.
@Suite struct ScrollViewApplicationGoneTests {
  @Test("a deceleration whose application is released ends at its target, with didEndDecelerating once")
  func decelerationEndsWhenItsApplicationGoes() throws {
    let window = makeWindow()
    let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    scrollView.contentSize = CGSize(width: 320, height: 2000)
    let log = ScrollDelegateLog()
    scrollView.delegate = log
    window.addSubview(scrollView)
    var target = CGPoint.zero
    do {
      let app = Application(window: window)
      try app.drag(
        from: CGPoint(x: 160, y: 350), to: CGPoint(x: 160, y: 150), duration: .milliseconds(200), steps: 10)
      try app.wait(.milliseconds(50))
      #expect(scrollView.isDecelerating)
      target = try #require(log.endDragging?.target)
    }
    #expect(!scrollView.isDecelerating)
    #expect(scrollView.contentOffset == target)
    #expect(log.calls.filter { $0 == "didEndDecelerating" }.count == 1)
    // A new application for the same window: nothing is left running, and a tap reaches the content.
    let next = Application(window: window)
    try next.tap(at: CGPoint(x: 160, y: 200))
    try next.wait(.seconds(1))
    #expect(!scrollView.isDecelerating)
    #expect(scrollView.contentOffset == target)
  }

  @Test("a zoom bounce whose application is released ends at the limit, isZoomBouncing false")
  func zoomBounceEndsWhenItsApplicationGoes() throws {
    let window = makeWindow()
    let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    let photo = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    photo.name = "photo"
    scrollView.addSubview(photo)
    let log = ZoomDelegateLog(zoomingView: photo)
    scrollView.delegate = log
    scrollView.minimumZoomScale = 0.5
    scrollView.maximumZoomScale = 4
    window.addSubview(scrollView)
    scrollView.zoomScale = 4
    do {
      let app = Application(window: window)
      try app.touchDown([1: CGPoint(x: 140, y: 200), 2: CGPoint(x: 180, y: 200)])
      try app.move([1: CGPoint(x: 110, y: 200), 2: CGPoint(x: 206, y: 200)])
      try app.touchUp([1, 2])
      #expect(scrollView.isZoomBouncing)
      #expect(scrollView.zoomScale > 4)
    }
    #expect(!scrollView.isZoomBouncing)
    #expect(scrollView.zoomScale == 4)
    #expect(log.calls.last == "didEndZooming(photo, atScale: 4)")
  }
}
