import HitTestKit
import HitTestKitTesting
import Testing

/// A touch where a moving view is shown, but not where its model is: the interaction trace names the animation.
@Suite struct AnimationTouchTraceTests {
  @Test("a tap at a moving view's presentation position: the trace says the animation shows it there")
  func tapAtPresentationPositionMentionsTheAnimation() throws {
    let scene = AnimationScene()
    View.animate(
      withDuration: 2, delay: 0, options: [.curveLinear, .allowUserInteraction],
      animations: { scene.target.center.x += 200 })
    try scene.app.wait(.seconds(0.5))
    // Shown at x 50…110; its model frame is x 200…260.
    let trace = try scene.app.tap(at: CGPoint(x: 80, y: 30))
    expectTrace(
      trace,
      contains: .animation(
        views: "target",
        .shownUnderTouch(
          number: 1, finger: 1, location: CGPoint(x: 80, y: 30),
          presentationFrame: CGRect(x: 50, y: 0, width: 60, height: 60),
          modelFrame: CGRect(x: 200, y: 0, width: 60, height: 60))))
    #expect(
      trace.description.contains(
        "target: animation 1 shows it under finger 1 at (80, 30) (presentation frame (x 50, y 0, w 60, h 60)), "
          + "but hit testing uses its model frame (x 200, y 0, w 60, h 60), where it will be"))
  }

  @Test("a tap that hits the moving view, or lands where it is not shown, adds no such note")
  func noNoteWhenTheViewIsHitOrNotShownThere() throws {
    let scene = AnimationScene()
    View.animate(
      withDuration: 2, delay: 0, options: [.curveLinear, .allowUserInteraction],
      animations: { scene.target.center.x += 200 })
    try scene.app.wait(.seconds(0.5))
    let onModel = try scene.app.tap(at: CGPoint(x: 230, y: 30))
    let elsewhere = try scene.app.tap(at: CGPoint(x: 300, y: 300))
    for trace in [onModel, elsewhere] {
      #expect(!trace.description.contains("shows it under finger"))
    }
  }

  @Test("a hitTest override that catches the moving view where it appears gets the touch, and no such note")
  func noNoteWhenAnOverrideCatchesTheShownView() throws {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let field = PresentationField(frame: window.bounds)
    let card = View(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    card.name = "card"
    field.addSubview(card)
    window.addSubview(field)
    let app = Application(window: window)
    View.animate(
      withDuration: 2, delay: 0, options: [.curveLinear, .allowUserInteraction],
      animations: { card.center.x += 200 })
    try app.wait(.seconds(0.5))
    let trace = try app.tap(at: CGPoint(x: 80, y: 30))
    #expect(trace.description.contains("hit test for finger 1 → card"))
    #expect(!trace.description.contains("shows it under finger"))
  }
}

/// A view whose hit test asks its subviews' presentation layers first (the recipe in "Animating views").
private final class PresentationField: View {
  override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    for subview in subviews.reversed() where !subview.isHidden && subview.isUserInteractionEnabled {
      if let shown = subview.layer.presentation(), shown.hitTest(point) != nil { return subview }
    }
    return super.hitTest(point, with: event)
  }
}
