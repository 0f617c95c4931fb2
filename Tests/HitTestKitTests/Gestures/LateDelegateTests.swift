import HitTestKit
import HitTestKitTesting
import Testing

/// A delegate set, replaced or cleared after a recognizer was used is the one asked from then on.
@Suite struct LateDelegateTests {
  @Test("a delegate set after a first gesture is asked at the next; once cleared, nobody is asked")
  func delegateSetLate() throws {
    let scene = Scene()
    let tap = scene.attach(TapGestureRecognizer(), as: "tap")
    try scene.app.tap(at: CGPoint(x: 50, y: 50))
    #expect(scene.actions.entries == ["tap ended"])
    let delegate = ScriptedDelegate()
    delegate.receive = false
    tap.delegate = delegate
    try scene.app.wait(.seconds(1))
    let trace = try scene.app.tap(at: CGPoint(x: 50, y: 50))
    expectTrace(
      trace, contains: .asked(recognizer: "tap", question: .shouldReceive(1), answer: false))
    #expect(scene.actions.entries == ["tap ended"], "refused: no second action")
    tap.delegate = nil
    try scene.app.wait(.seconds(1))
    try scene.app.tap(at: CGPoint(x: 50, y: 50))
    #expect(scene.actions.entries == ["tap ended", "tap ended"])
  }
}
