import HitTestKit
import Testing

/// Bad synthetic input is refused and leaves recognizers untouched.
@Suite struct GestureInputErrorTests {
  @Test("a NaN location throws nonFiniteLocation and changes nothing")
  func nanLocation() throws {
    let scene = Scene()
    let pan = scene.attach(PanGestureRecognizer(), as: "pan")
    let error = #expect(throws: InputError.self) {
      try scene.app.touchDown(1, at: CGPoint(x: CGFloat.nan, y: 10))
    }
    if case .nonFiniteLocation(let point) = error {
      #expect(point.x.isNaN && point.y == 10)
    } else {
      Issue.record("expected nonFiniteLocation, got \(String(describing: error))")
    }
    try scene.app.touchDown(1, at: CGPoint(x: 100, y: 100))
    #expect(throws: InputError.self) { try scene.app.move(1, to: CGPoint(x: 100, y: CGFloat.infinity)) }
    #expect(pan.numberOfTouches == 1 && pan.state == .possible)
    #expect(scene.card.log == ["began"])
  }

  @Test("moving a finger that is not down throws fingerNotDown")
  func fingerNotDown() throws {
    let scene = Scene()
    _ = scene.attach(PanGestureRecognizer(), as: "pan")
    #expect(throws: InputError.fingerNotDown(2)) { try scene.app.move(2, to: CGPoint(x: 10, y: 10)) }
    try scene.app.touchDown(1, at: CGPoint(x: 100, y: 100))
    #expect(throws: InputError.fingerNotDown(3)) { try scene.app.touchUp(3) }
    #expect(scene.card.log == ["began"])
    #expect(scene.actions.entries.isEmpty)
  }
}
