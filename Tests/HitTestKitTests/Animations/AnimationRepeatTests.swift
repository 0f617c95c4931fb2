import HitTestKit
import HitTestKitTesting
import Testing

/// `.repeat`, `.autoreverse` and `View.modifyAnimations(withRepeatCount:autoreverses:animations:)`.
@Suite struct AnimationRepeatTests {
  /// target.center.x as shown now.
  private func shownX(_ scene: AnimationScene) throws -> CGFloat {
    try #require(scene.target.layer.presentation()).position.x
  }

  @Test(".repeat plays the change again each cycle and never ends by itself; waiting past it does not hang")
  func repeatRunsForEver() throws {
    let scene = AnimationScene()
    var finished: [Bool] = []
    View.animate(
      withDuration: 1, delay: 0, options: [.curveLinear, .repeat],
      animations: { scene.target.center.x = 130 },
      completion: { finished.append($0) })
    try scene.app.wait(.seconds(0.25))
    #expect(abs(try shownX(scene) - 55) < 1e-9)
    try scene.app.wait(.seconds(1))
    #expect(abs(try shownX(scene) - 55) < 1e-9, "1.25 s: a quarter into the second cycle")
    try scene.app.wait(.seconds(1_000))
    #expect(scene.target.layer.animationKeys() == ["animation 1"])
    #expect(finished.isEmpty)
    #expect(scene.app.clock.pendingTimers.isEmpty, "no end timer waits for an end that never comes")
    scene.target.layer.removeAllAnimations()
    try scene.app.wait(.zero)
    #expect(finished == [false])
    #expect(try shownX(scene) == 130)
  }

  @Test("a view repeating for ever without .allowUserInteraction refuses touches until it is removed")
  func repeatingViewRefusesTouches() throws {
    let scene = AnimationScene()
    View.animate(
      withDuration: 1, delay: 0, options: .repeat, animations: { scene.target.alpha = 0.5 })
    try scene.app.wait(.seconds(100))
    #expect(scene.hit(CGPoint(x: 30, y: 30)) === scene.background)
    let trace = scene.window.hitTestTrace(at: CGPoint(x: 30, y: 30))
    #expect(trace.description.contains("repeating until removed"))
    #expect(!trace.description.contains("inf s left"))
    scene.target.layer.removeAllAnimations()
    #expect(scene.hit(CGPoint(x: 30, y: 30)) === scene.target)
  }

  @Test("with .allowUserInteraction a repeating view takes touches at its model values")
  func repeatingViewWithInteractionTakesTouches() throws {
    let scene = AnimationScene()
    View.animate(
      withDuration: 1, delay: 0, options: [.repeat, .allowUserInteraction],
      animations: { scene.target.center.x = 130 })
    try scene.app.wait(.seconds(10.5))
    #expect(scene.hit(CGPoint(x: 130, y: 30)) === scene.target)
    #expect(scene.hit(CGPoint(x: 30, y: 30)) === scene.background)
  }

  @Test(".autoreverse plays the change forward then back (twice the duration), then shows the block's value")
  func autoreversePlaysBack() throws {
    let scene = AnimationScene()
    var finished: [Bool] = []
    View.animate(
      withDuration: 1, delay: 0, options: [.curveLinear, .autoreverse],
      animations: { scene.target.center.x = 130 }, completion: { finished.append($0) })
    try scene.app.wait(.seconds(0.5))
    #expect(abs(try shownX(scene) - 80) < 1e-9)
    try scene.app.wait(.seconds(1))
    #expect(abs(try shownX(scene) - 80) < 1e-9, "1.5 s: half way back")
    #expect(finished.isEmpty)
    try scene.app.wait(.seconds(0.5))
    #expect(finished == [true])
    #expect(try shownX(scene) == 130, "UIKit's jump to the model value at the end")
    #expect(scene.target.center.x == 130)
  }

  @Test("modifyAnimations repeats its changes count times, back and forth, and the completion waits for them")
  func modifyAnimationsRepeatsPartOfTheBlock() throws {
    let scene = AnimationScene()
    var finished: [Bool] = []
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        scene.background.alpha = 0.5
        View.modifyAnimations(withRepeatCount: 1.5, autoreverses: true) { scene.target.center.x = 130 }
      }, completion: { finished.append($0) })
    #expect(scene.target.center.x == 130, "the model value is the block's at once")
    #expect(scene.target.layer.animationKeys() == ["animation 2"])
    expectTrace(
      scene.app.trace,
      contains: .animation(views: "target", .repeats(number: 2, count: 1.5, autoreverses: true)))
    try scene.app.wait(.seconds(1))
    #expect(try #require(scene.background.layer.presentation()).opacity == 0.5, "the rest ran once")
    #expect(finished.isEmpty)
    try scene.app.wait(.seconds(1.5))
    // 2.5 s: 1.5 cycles of 2 s end after the third pass, forward again: 0.5 into it.
    #expect(abs(try shownX(scene) - 80) < 1e-9)
    try scene.app.wait(.seconds(0.5))
    #expect(finished == [true])
    #expect(try shownX(scene) == 130)
  }

  @Test("modifyAnimations outside an animation block makes its changes without animating")
  func modifyAnimationsOutsideABlock() {
    let scene = AnimationScene()
    View.modifyAnimations(withRepeatCount: 3, autoreverses: true) { scene.target.center.x = 130 }
    #expect(scene.target.center.x == 130)
    #expect(scene.target.layer.animationKeys() == nil)
  }

  @Test("a NaN, zero or negative repeat count counts as 1, traced", arguments: [CGFloat.nan, 0, -2])
  func badRepeatCountCountsAsOne(count: CGFloat) throws {
    let scene = AnimationScene()
    var finished: [Bool] = []
    View.animate(
      withDuration: 1, delay: 0, options: [],
      animations: {
        View.modifyAnimations(withRepeatCount: count, autoreverses: false) { scene.target.alpha = 0 }
      },
      completion: { finished.append($0) })
    let adjusted = scene.app.trace.entries.contains { entry in
      if case .animation(_, .repeatCountAdjusted(_, let used)) = entry.kind { return used == 1 }
      return false
    }
    #expect(adjusted)
    try scene.app.wait(.seconds(1))
    #expect(finished == [true])
  }

  @Test("a repeating view leaving its window ends its animation with false")
  func repeatingViewLeavingItsWindow() throws {
    let scene = AnimationScene()
    var finished: [Bool] = []
    View.animate(
      withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse], animations: { scene.target.alpha = 0 },
      completion: { finished.append($0) })
    try scene.app.wait(.seconds(3))
    scene.target.removeFromSuperview()
    try scene.app.wait(.zero)
    #expect(finished == [false])
  }
}
