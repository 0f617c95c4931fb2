import HitTestKit
import Testing

/// `translation(in: nil)`, `velocity(in: nil)` and `setTranslation(_:in: nil)` use window coordinates, as UIKit's.
@Suite struct PanWindowCoordinatesTests {
  @Test("with nil the translation and velocity are in window points; a view scaled by 2 sees half")
  func nilIsWindowCoordinates() throws {
    let scene = Scene()
    scene.card.transform = CGAffineTransform(scaleX: 2, y: 2)
    let pan = scene.attach(PanGestureRecognizer(), as: "pan")
    try scene.app.touchDown(1, at: CGPoint(x: 100, y: 100))
    try scene.app.move(1, to: CGPoint(x: 112, y: 100))
    try scene.app.wait(.milliseconds(10))
    try scene.app.move(1, to: CGPoint(x: 132, y: 100))
    #expect(approx(pan.translation(in: nil), CGPoint(x: 22, y: 0)))
    #expect(approx(pan.translation(in: scene.card), CGPoint(x: 11, y: 0)))
    let windowVelocity = pan.velocity(in: nil)
    #expect(windowVelocity.x > 0)
    #expect(approx(pan.velocity(in: scene.card).x, windowVelocity.x / 2))
  }

  @Test("setTranslation with nil sets the window translation; the scaled view sees it halved")
  func setTranslationInWindow() throws {
    let scene = Scene()
    scene.card.transform = CGAffineTransform(scaleX: 2, y: 2)
    let pan = scene.attach(PanGestureRecognizer(), as: "pan")
    try scene.app.touchDown(1, at: CGPoint(x: 100, y: 100))
    try scene.app.move(1, to: CGPoint(x: 130, y: 100))
    pan.setTranslation(CGPoint(x: 4, y: 6), in: nil)
    #expect(approx(pan.translation(in: nil), CGPoint(x: 4, y: 6)))
    #expect(approx(pan.translation(in: scene.card), CGPoint(x: 2, y: 3)))
    try scene.app.move(1, to: CGPoint(x: 140, y: 100))
    #expect(approx(pan.translation(in: nil), CGPoint(x: 14, y: 6)))
  }

  @Test("before any touch the translation and velocity with nil are zero")
  func zeroBeforeTouches() {
    let pan = PanGestureRecognizer()
    #expect(pan.translation(in: nil) == .zero)
    #expect(pan.velocity(in: nil) == .zero)
  }
}
