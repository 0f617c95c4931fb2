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

  @Test(
    "explainMiss says where a running animation shows the view, and that hit testing uses the model frame")
  func explainsPresentation() throws {
    let scene = AnimationScene()
    View.animate(withDuration: 1, delay: 0, options: [.allowUserInteraction, .curveLinear]) {
      scene.target.center.x = 230
    }
    try scene.app.wait(.seconds(0.5))
    let text = scene.window.explainMiss(of: scene.target, at: CGPoint(x: 130, y: 30)).description
    #expect(
      text.hasSuffix(
        "target is shown there by a running animation (its presentation frame is (x 100, y 0, w 60, h 60)), but "
          + "hit testing uses its model frame (x 200, y 0, w 60, h 60), where it will be: override "
          + "hitTest(_:with:) to test layer.presentation() to catch it where it appears."))
    try scene.app.wait(.seconds(0.5))
    #expect(
      !scene.window.explainMiss(of: scene.target, at: CGPoint(x: 130, y: 30)).description.contains("shown"))
  }

  @Test(
    "a presentation layer hit-tests with its on-screen values, its sublayers' too, as CALayer.hitTest does")
  func layerHitTest() throws {
    let scene = AnimationScene()
    let badge = View(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
    scene.target.addSubview(badge)
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      scene.target.center.x = 130
      scene.target.transform = CGAffineTransform(scaleX: 2, y: 2)
    }
    try scene.app.wait(.seconds(0.5))
    let shown = try #require(scene.target.layer.presentation())
    #expect(shown.isPresentation && !scene.target.layer.isPresentation)
    #expect(shown.position == CGPoint(x: 80, y: 30))
    #expect(shown.affineTransform() == CGAffineTransform(scaleX: 1.5, y: 1.5))
    // The badge's corner (40…60 of 60 in the target) is at 80 + (10…30) · 1.5 = 95…125 on screen.
    #expect(shown.hitTest(CGPoint(x: 100, y: 50))?.view === badge)
    #expect(shown.hitTest(CGPoint(x: 60, y: 30))?.view === scene.target)
    #expect(shown.hitTest(CGPoint(x: 200, y: 30)) == nil)
    #expect(shown.contains(CGPoint(x: 59.9, y: 0)) && !shown.contains(CGPoint(x: 60, y: 0)))
    #expect(shown.sublayers?.first?.isPresentation == true)
    #expect(shown.model().position == CGPoint(x: 130, y: 30))
    scene.target.isHidden = true
    #expect(try #require(scene.target.layer.presentation()).hitTest(CGPoint(x: 60, y: 30)) == nil)
  }

  @Test("moving an animated view to another window ends its animation, and its block")
  func movedToAnotherWindow() throws {
    let scene = AnimationScene()
    let other = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    scene.app.addWindow(other)
    var results: [Bool] = []
    View.animate(
      withDuration: 1, animations: { scene.target.alpha = 0.5 }, completion: { results.append($0) })
    other.addSubview(scene.target)
    #expect(scene.target.layer.animationKeys() == nil)
    #expect(other.hitTest(CGPoint(x: 30, y: 30), with: nil) === scene.target)
    try scene.app.wait(.zero)
    #expect(results == [false])
  }
}
