import HitTestKit
import HitTestKitTesting
import Testing

/// A delegate that removes its recognizer from its view while asked `shouldReceive`, then says yes.
final class RemovingDelegate: GestureRecognizerDelegate {
  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    return true
  }
}

/// A delegate that disables its recognizer while asked `shouldReceive`, then says yes.
final class DisablingInShouldReceiveDelegate: GestureRecognizerDelegate {
  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
    gestureRecognizer.isEnabled = false
    return true
  }
}

/// Issue 21, deviation 5: a recognizer removed while it is asked about a touch is not bound to it.
@Suite struct RemovedInShouldReceiveTests {
  @Test("a recognizer its own delegate removes inside shouldReceive is not bound and gets nothing")
  func removedWhileAskedIsNotBound() throws {
    let scene = Scene()
    let recorder = scene.attach(TouchCallRecorder(), as: "recorder")
    let delegate = RemovingDelegate()
    recorder.delegate = delegate
    let down = try scene.app.touchDown(1, at: CGPoint(x: 50, y: 50))
    expectTrace(
      down,
      contains: .asked(recognizer: "recorder", question: .shouldReceive(1), answer: true))
    expectTrace(
      down,
      contains: .ignoresTouch(recognizer: "recorder", finger: 1, reason: .removedWhileAsked))
    expectTrace(down, contains: .touchBound(finger: 1, view: "card", recognizers: []))
    #expect(recorder.view == nil)
    try scene.app.move(1, to: CGPoint(x: 60, y: 60))
    try scene.app.touchUp(1)
    #expect(recorder.calls.isEmpty)
    #expect(recorder.state == .possible)
    #expect(scene.card.log == ["began", "moved", "ended"])
  }

  @Test("a recognizer its own delegate disables inside shouldReceive is not bound and gets nothing")
  func disabledWhileAskedIsNotBound() throws {
    let scene = Scene()
    let recorder = scene.attach(TouchCallRecorder(), as: "recorder")
    let delegate = DisablingInShouldReceiveDelegate()
    recorder.delegate = delegate
    let down = try scene.app.touchDown(1, at: CGPoint(x: 50, y: 50))
    expectTrace(
      down,
      contains: .ignoresTouch(recognizer: "recorder", finger: 1, reason: .disabledWhileAsked))
    expectTrace(down, contains: .touchBound(finger: 1, view: "card", recognizers: []))
    #expect(scene.app.touchesDown[1]?.gestureRecognizers.isEmpty == true)
    try scene.app.touchUp(1)
    #expect(recorder.calls.isEmpty)
    #expect(scene.card.log == ["began", "ended"])
    withExtendedLifetime(delegate) {}
  }

  @Test("a recognizer removed in the middle of a gesture gets nothing more")
  func removedMidGestureGetsNothingMore() throws {
    let scene = Scene()
    let recorder = scene.attach(TouchCallRecorder(), as: "recorder")
    try scene.app.touchDown(1, at: CGPoint(x: 50, y: 50))
    scene.card.removeGestureRecognizer(recorder)
    try scene.app.move(1, to: CGPoint(x: 60, y: 60))
    try scene.app.touchUp(1)
    #expect(recorder.calls == ["touchesBegan", "reset"])
    #expect(recorder.state == .possible)
  }
}
