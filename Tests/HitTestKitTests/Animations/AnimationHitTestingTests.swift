import HitTestKit
import Testing

@Suite struct AnimationHitTestingTests {
  @Test("hit testing uses the model frame: where the view appears misses, where it will be hits")
  func modelValues() throws {
    let scene = AnimationScene()
    View.animate(withDuration: 1, delay: 0, options: [.allowUserInteraction, .curveLinear]) {
      scene.target.center = CGPoint(x: 230, y: 30)
    }
    try scene.app.wait(.seconds(0.25))
    let shown = try #require(scene.target.layer.presentation())
    #expect(abs(shown.position.x - 80) < 1e-9)
    #expect(scene.hit(CGPoint(x: 80, y: 30)) === scene.background)
    #expect(scene.hit(CGPoint(x: 230, y: 30)) === scene.target)
  }

  @Test("without .allowUserInteraction the animated view takes no touch until the end: it falls through")
  func blockedUntilEnd() throws {
    let scene = AnimationScene()
    View.animate(withDuration: 0.5) { scene.target.alpha = 0.5 }
    #expect(scene.hit(CGPoint(x: 30, y: 30)) === scene.background)
    try scene.app.wait(.seconds(0.49))
    #expect(scene.hit(CGPoint(x: 30, y: 30)) === scene.background)
    try scene.app.wait(.seconds(0.01))
    #expect(scene.hit(CGPoint(x: 30, y: 30)) === scene.target)
  }

  @Test("the block covers the animated view's subviews, not its superview")
  func subtreeOnly() throws {
    let scene = AnimationScene()
    let badge = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    badge.name = "badge"
    scene.target.addSubview(badge)
    let dot = View(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
    dot.name = "dot"
    scene.background.addSubview(dot)
    View.animate(withDuration: 0.5) { scene.target.transform = CGAffineTransform(scaleX: 1.5, y: 1.5) }
    View.animate(withDuration: 0.5) { dot.alpha = 0.5 }
    #expect(scene.hit(CGPoint(x: 10, y: 10)) === scene.background)  // badge and target skipped
    #expect(scene.hit(CGPoint(x: 110, y: 110)) === scene.background)  // dot skipped, its superview is not
  }

  @Test("the trace and explainMiss name the animation, with the time left")
  func traceAndExplanation() throws {
    let scene = AnimationScene()
    View.animate(withDuration: 0.5) { scene.target.alpha = 0.5 }
    try scene.app.wait(.seconds(0.2))
    let trace = scene.window.hitTestTrace(at: CGPoint(x: 30, y: 30))
    #expect(
      trace.description.contains(
        "target (30, 30): skipped, it is animating (View.animate without .allowUserInteraction, 0.3 s left; "
          + "the view and its subviews take no touches until it ends) → nil"))
    let explanation = scene.window.explainMiss(of: scene.target, at: CGPoint(x: 30, y: 30))
    guard case .skipped(let culprit, .animating(let left)) = explanation.reason else {
      Issue.record("unexpected reason: \(explanation)")
      return
    }
    #expect(culprit === scene.target && abs(left - 0.3) < 1e-9)
    #expect(explanation.description.contains("it is animating (View.animate without .allowUserInteraction"))
  }
}
