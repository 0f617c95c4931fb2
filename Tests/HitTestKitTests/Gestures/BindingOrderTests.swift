import HitTestKit
import Testing

/// A touch is bound to the recognizers that accept it, hit view's first, in the order they were added.
@Suite struct BindingOrderTests {
  @Test("refused and disabled recognizers leave the others in order")
  func refusedLeaveOrder() throws {
    let scene = Scene()
    let inner = View(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
    scene.card.addSubview(inner)
    let first = TapGestureRecognizer()
    let refused = TapGestureRecognizer()
    let delegate = ScriptedDelegate()
    delegate.receive = false
    refused.delegate = delegate
    let disabled = PanGestureRecognizer()
    disabled.isEnabled = false
    let third = LongPressGestureRecognizer()
    let last = PanGestureRecognizer()
    inner.addGestureRecognizer(refused)
    inner.addGestureRecognizer(first)
    scene.card.addGestureRecognizer(disabled)
    scene.card.addGestureRecognizer(third)
    scene.window.addGestureRecognizer(last)
    try scene.app.touchDown(1, at: CGPoint(x: 50, y: 50))
    let touch = try #require(scene.app.touchesDown[1])
    #expect(
      touch.gestureRecognizers.map { ObjectIdentifier($0) }
        == [first, third, last].map { ObjectIdentifier($0) })
  }
}
