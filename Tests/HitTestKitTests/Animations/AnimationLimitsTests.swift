import HitTestKit
import HitTestKitTesting
import Testing

/// Animations at the edges: views of two applications in one block, ends past the clock's limit, extreme springs.
@Suite struct AnimationLimitsTests {
  @Test("one block changing views of two applications animates each view on its own application's clock")
  func eachViewRunsOnItsOwnApplicationsClock() throws {
    let first = AnimationScene()
    let second = AnimationScene()
    var finished: [Bool] = []
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        first.target.center.x = 130
        second.target.center.x = 130
      }, completion: { finished.append($0) })
    #expect(first.target.layer.animationKeys() == ["animation 1"])
    #expect(second.target.layer.animationKeys() == ["animation 1"])
    try second.app.wait(.seconds(0.5))
    #expect(try #require(first.target.layer.presentation()).position.x == 30, "its clock has not moved")
    #expect(abs(try #require(second.target.layer.presentation()).position.x - 80) < 1e-9)
    try second.app.wait(.seconds(0.5))
    #expect(finished.isEmpty, "the completion waits for the animation on the other clock")
    try first.app.wait(.seconds(1))
    #expect(finished == [true])
    expectTrace(
      first.app.trace, contains: .animation(views: "target", .completion(number: 1, finished: true)))
  }

  @Test("an animation that would end past the clock's latest time is cut to end there, traced, and ends")
  func endPastTheClockLimitIsCut() throws {
    let scene = AnimationScene()
    var finished: [Bool] = []
    View.animate(
      withDuration: 1e300, delay: 0, options: [], animations: { scene.target.alpha = 0.5 },
      completion: { finished.append($0) })
    expectTrace(
      scene.app.trace,
      contains: .animation(
        views: "target",
        .timingAdjusted(duration: 1e300, delay: 0, usedDuration: VirtualClock.maximumTime, usedDelay: 0)))
    try scene.app.wait(.seconds(VirtualClock.maximumTime))
    #expect(finished == [true])
    #expect(!scene.window.hitTestTrace(at: CGPoint(x: 30, y: 30)).description.contains("inf s left"))
  }

  @Test("a delay past the clock's latest time leaves nothing to animate: completion(true) at the next step")
  func delayPastTheClockLimit() throws {
    let scene = AnimationScene()
    var finished: [Bool] = []
    View.animate(
      withDuration: 1, delay: 2e9, options: [], animations: { scene.target.alpha = 0.5 },
      completion: { finished.append($0) })
    try scene.app.wait(.zero)
    #expect(finished == [true])
    #expect(scene.target.layer.animationKeys() == nil)
  }

  @Test(
    "extreme springs keep every presentation value finite",
    arguments: [
      (CGFloat(1e300), CGFloat(1e300)), (1e300, -1e300), (0.01, 1e300), (1, -1e300), (1e-300, 1e10),
      (.greatestFiniteMagnitude, .greatestFiniteMagnitude),
    ])
  func extremeSpringsStayFinite(damping: CGFloat, velocity: CGFloat) throws {
    let scene = AnimationScene()
    View.animate(
      withDuration: 1, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: velocity,
      options: [],
      animations: { scene.target.center.x = 130 })
    for _ in 0..<20 {
      let shown = try #require(scene.target.layer.presentation())
      #expect(shown.position.x.isFinite && shown.position.y.isFinite)
      try scene.app.wait(.seconds(0.05))
    }
  }

  @Test("a spring of a vanishing duration still shows finite values")
  func vanishingSpringDuration() throws {
    let scene = AnimationScene()
    View.animate(
      withDuration: Double.leastNonzeroMagnitude, delay: 0, usingSpringWithDamping: 0.01,
      initialSpringVelocity: 1000, options: [],
      animations: { scene.target.center.x = 130 })
    #expect(try #require(scene.target.layer.presentation()).position.x.isFinite)
  }

  @Test("a change too large for floating point shows the model value, never infinity or NaN")
  func overflowingChangeShowsTheModelValue() throws {
    let scene = AnimationScene()
    scene.target.center.x = -.greatestFiniteMagnitude
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: { scene.target.center.x = .greatestFiniteMagnitude })
    try scene.app.wait(.seconds(0.5))
    #expect(try #require(scene.target.layer.presentation()).position.x == .greatestFiniteMagnitude)
  }
}
