import HitTestKit
import HitTestKitTesting
import Testing

/// A nested `animate` block's changes form their own animation; the outer animation animates only its own.
@Suite struct AnimationNestingTests {
  @Test("a change made inside a nested animate block is animated once, by the inner animation")
  func nestedChangeCountsOnce() throws {
    let scene = AnimationScene()
    // target.center.x starts at 30.
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        scene.target.center.x = 130
        View.animate(
          withDuration: 1, delay: 0, options: .curveLinear, animations: { scene.target.center.x = 230 })
      })
    #expect(scene.target.center.x == 230)
    // At t = 0 the view is shown where it was: 230 + (30 − 130) + (130 − 230) = 30, not −70.
    #expect(try #require(scene.target.layer.presentation()).position.x == 30)
    try scene.app.wait(.seconds(0.5))
    #expect(abs(try #require(scene.target.layer.presentation()).position.x - 130) < 1e-9)
    #expect(scene.target.layer.animationKeys() == ["animation 1", "animation 2"])
    try scene.app.wait(.seconds(0.5))
    #expect(try #require(scene.target.layer.presentation()).position.x == 230)
    #expect(scene.target.layer.animationKeys() == nil)
  }

  @Test(
    "the outer block's changes before and after a nested block are the outer animation's, from where each began"
  )
  func outerChangesAroundNestedBlock() throws {
    let scene = AnimationScene()
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        scene.target.center.x = 130
        View.animate(
          withDuration: 2, delay: 0, options: [.curveLinear, .overrideInheritedDuration],
          animations: { scene.target.center.x = 230 })
        scene.target.center.x = 330
      })
    #expect(try #require(scene.target.layer.presentation()).position.x == 30)
    try scene.app.wait(.seconds(1))
    // The outer animation (30 → 130, then 230 → 330) is over; the inner one (130 → 230 over 2 s) is half way.
    #expect(abs(try #require(scene.target.layer.presentation()).position.x - 280) < 1e-9)
    try scene.app.wait(.seconds(1))
    #expect(try #require(scene.target.layer.presentation()).position.x == 330)
  }

  @Test(
    "a nested block that overrides the inherited duration keeps its own; each completion waits for its own changes"
  )
  func nestedBlockKeepsItsOwnTiming() throws {
    let scene = AnimationScene()
    var log: [String] = []
    View.animate(
      withDuration: 1, delay: 0, options: [],
      animations: {
        scene.target.alpha = 0.5
        View.animate(
          withDuration: 3, delay: 0, options: .overrideInheritedDuration,
          animations: { scene.background.alpha = 0.5 },
          completion: { log.append("inner \($0)") })
      }, completion: { log.append("outer \($0)") })
    try scene.app.wait(.seconds(1))
    #expect(log == ["outer true"])
    try scene.app.wait(.seconds(2))
    #expect(log == ["outer true", "inner true"])
  }

  @Test(
    "a nested block inherits the outer block's duration, curve and options unless it overrides them (UIKit)")
  func nestedBlockInherits() throws {
    let scene = AnimationScene()
    var log: [String] = []
    View.animate(
      withDuration: 1, delay: 0, options: [.curveLinear, .allowUserInteraction],
      animations: {
        View.animate(
          withDuration: 4, delay: 0, options: .curveEaseIn, animations: { scene.target.center.x = 130 },
          completion: { log.append("inherits \($0)") })
        View.animate(
          withDuration: 4, delay: 0, options: [.curveEaseIn, .overrideInheritedOptions],
          animations: { scene.background.alpha = 0.5 }, completion: { log.append("own options \($0)") })
      })
    try scene.app.wait(.seconds(0.5))
    // The outer duration (1 s) and linear curve: half way at 0.5 s, where ease-in would be a quarter of the way.
    #expect(abs(try #require(scene.target.layer.presentation()).position.x - 80) < 1e-9)
    // The inherited .allowUserInteraction: the moving target still takes touches; the background, whose block
    // took none of the outer options, does not (the touch falls through it to the window).
    #expect(scene.hit(scene.target.center) === scene.target)
    #expect(scene.hit(CGPoint(x: 300, y: 400)) === scene.window)
    try scene.app.wait(.seconds(0.5))
    #expect(log == ["inherits true", "own options true"])
  }
}
