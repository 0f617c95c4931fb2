import HitTestKit
import Testing

/// An animation's delay: the view shows its old values until the delay is over, and the animation ends at
/// `delay + duration`.
@Suite struct AnimationDelayTests {
  @Test("during its delay an animation shows the old values; then it moves on its curve from there")
  func delayShowsOldValues() throws {
    let scene = AnimationScene()
    View.animate(
      withDuration: 1, delay: 0.5, options: .curveLinear, animations: { scene.target.center.x = 130 })
    #expect(try #require(scene.target.layer.presentation()).position.x == 30)
    try scene.app.wait(.seconds(0.4))
    #expect(try #require(scene.target.layer.presentation()).position.x == 30)
    try scene.app.wait(.seconds(0.35))
    // 0.25 s into the 1 s linear move: a quarter of the way.
    #expect(abs(try #require(scene.target.layer.presentation()).position.x - 55) < 1e-9)
  }

  @Test("an animation with a delay ends at delay + duration, not at its duration")
  func delayedAnimationEndsAfterDelayPlusDuration() throws {
    let scene = AnimationScene()
    var finished: [Bool] = []
    View.animate(
      withDuration: 1, delay: 0.5, options: [], animations: { scene.target.center.x = 130 },
      completion: { finished.append($0) })
    try scene.app.wait(.seconds(1))
    #expect(finished.isEmpty)
    #expect(scene.target.layer.animationKeys() == ["animation 1"])
    #expect(scene.hit(CGPoint(x: 130, y: 30)) === scene.background, "still blocked during its last 0.5 s")
    try scene.app.wait(.seconds(0.5))
    #expect(finished == [true])
    #expect(scene.hit(CGPoint(x: 130, y: 30)) === scene.target)
  }
}
