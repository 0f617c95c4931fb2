import HitTestKit
import HitTestKitTesting
import Testing

/// A finger that rests before lifting does not fling (issue 31, item 2; reference, open question 22): the release
/// velocity of a pan and of a scroll view's drag reflects only the movement of the last
/// `PanGestureRecognizer.velocityWindow` (0.1 s).
@Suite struct ScrollViewRestBeforeLiftTests {
  let fixture = ScrollFixture()
  var app: Application { fixture.app }
  var scrollView: ScrollView { fixture.scrollView }

  /// A 200 pt upward drag at 1,000 pt/s (ten 20 pt moves, 20 ms apart), then a rest of `rest` before the lift.
  private func drag(resting rest: Duration) throws {
    try app.touchDown(at: CGPoint(x: 160, y: 350))
    for step in 1...10 {
      try app.wait(.milliseconds(20))
      try app.move(to: CGPoint(x: 160, y: 350 - 20 * CGFloat(step)))
    }
    try app.wait(rest)
    try app.touchUp()
  }

  @Test("a drag that rests 0.1 s or more before lifting ends with willDecelerate false and does not move on")
  func restingDragDoesNotFling() throws {
    try drag(resting: .milliseconds(560))
    let released = scrollView.contentOffset
    #expect(fixture.log.endDragging?.velocity == .zero)
    #expect(fixture.log.calls.contains("didEndDragging(willDecelerate: false)"))
    #expect(!fixture.log.calls.contains("willBeginDecelerating"))
    #expect(!scrollView.isDecelerating)
    try app.wait(.seconds(2))
    #expect(scrollView.contentOffset == released)
  }

  @Test("a rest of exactly the window (0.1 s) is a rest: no fling")
  func restOfTheWindowIsARest() throws {
    try drag(resting: .milliseconds(100))
    #expect(fixture.log.calls.contains("didEndDragging(willDecelerate: false)"))
    #expect(!scrollView.isDecelerating)
  }

  @Test("a lift within the window of the last movement still flings, with the drag's speed")
  func liftWithinTheWindowFlings() throws {
    try drag(resting: .milliseconds(50))
    let velocity = try #require(fixture.log.endDragging?.velocity)
    #expect(velocity.y > 0.9 && velocity.y < 1.1, "about 1 pt/ms")
    #expect(fixture.log.calls.contains("didEndDragging(willDecelerate: true)"))
    #expect(scrollView.isDecelerating)
  }

  @Test("a plain pan's velocity is zero once its fingers have rested for the window, and back when they move")
  func panVelocityReflectsRecentMovement() throws {
    let window = makeWindow()
    let app = Application(window: window)
    let pad = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.addSubview(pad)
    var velocities: [GestureRecognizer.State: CGPoint] = [:]
    let pan = PanGestureRecognizer { recognizer in
      if let pan = recognizer as? PanGestureRecognizer { velocities[pan.state] = pan.velocity(in: nil) }
    }
    pad.addGestureRecognizer(pan)
    try app.touchDown(at: CGPoint(x: 100, y: 100))
    for step in 1...5 {
      try app.wait(.milliseconds(20))
      try app.move(to: CGPoint(x: 100 + 20 * CGFloat(step), y: 100))
    }
    #expect((velocities[.changed]?.x ?? 0) > 900, "about 1,000 pt/s while moving")
    try app.wait(.milliseconds(150))
    try app.touchUp()
    #expect(velocities[.ended] == .zero)
    #expect(PanGestureRecognizer.velocityWindow == 0.1)
  }
}
