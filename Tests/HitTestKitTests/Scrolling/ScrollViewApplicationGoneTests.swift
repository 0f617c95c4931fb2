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

/// A scroll view moved to another application's window mid-deceleration (issue 32, row 7): its motion stays on the
/// clock that started it, a touch-down in the new application catches it, and releasing the old application ends it.
@Suite struct ScrollViewMovedToAnotherApplicationTests {
  let first = makeWindow()
  let second = makeWindow()
  let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
  let log = ScrollDelegateLog()

  init() {
    scrollView.contentSize = CGSize(width: 320, height: 2000)
    scrollView.delegate = log
    first.addSubview(scrollView)
  }

  private func flingThenMove(on application: Application) throws {
    try application.drag(
      from: CGPoint(x: 160, y: 350), to: CGPoint(x: 160, y: 150), duration: .milliseconds(200), steps: 10)
    try application.wait(.milliseconds(50))
    second.addSubview(scrollView)
  }

  @Test("the motion goes on as the clock that started it runs, and ends there once")
  func motionStaysOnItsClock() throws {
    let old = Application(window: first)
    let new = Application(window: second)
    try flingThenMove(on: old)
    let target = try #require(log.endDragging?.target)
    try new.wait(.seconds(1))
    #expect(scrollView.isDecelerating, "the new application's time is not the motion's")
    try old.wait(.seconds(6))
    #expect(!scrollView.isDecelerating)
    #expect(scrollView.contentOffset == target)
    #expect(log.calls.filter { $0 == "didEndDecelerating" }.count == 1)
  }

  @Test("a touch-down in the new application catches the moving content, as any touch on a moving list does")
  func touchInTheNewApplicationCatchesIt() throws {
    let old = Application(window: first)
    let new = Application(window: second)
    try flingThenMove(on: old)
    try new.tap(at: CGPoint(x: 160, y: 200))
    #expect(!scrollView.isDecelerating)
    let caught = scrollView.contentOffset
    try old.wait(.seconds(6))
    try new.wait(.seconds(6))
    #expect(scrollView.contentOffset == caught, "nothing moves it after the catch")
    #expect(log.calls.filter { $0 == "didEndDecelerating" }.count == 1)
  }

  @Test("releasing the application that started the motion ends it at its target")
  func releasingTheOldApplicationEndsIt() throws {
    let new = Application(window: second)
    do {
      let old = Application(window: first)
      try flingThenMove(on: old)
    }
    #expect(!scrollView.isDecelerating)
    try new.wait(.seconds(1))
    #expect(log.calls.filter { $0 == "didEndDecelerating" }.count == 1)
  }
}
