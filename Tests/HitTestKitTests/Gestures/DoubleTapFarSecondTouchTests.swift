import HitTestKit
import HitTestKitTesting
import Testing

/// Issue 31, item 1: a double tap whose second touch lands more than 45 pt away fails at that touch-down, and the
/// single tap that waits for it is recognized there and then.
@Suite struct DoubleTapFarSecondTouchTests {
  /// A card with a single tap that requires its double tap to fail; the first tap made at (100, 100), 0–0.1 s,
  /// and 0.1 s waited, so the clock reads 0.2 s.
  private func singleWaitingForDouble() throws -> (Scene, TapGestureRecognizer, TapGestureRecognizer) {
    let scene = Scene()
    let single = scene.attach(TapGestureRecognizer(), as: "single")
    let double = scene.attach(TapGestureRecognizer(), as: "double")
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    try scene.app.touchDown(1, at: CGPoint(x: 100, y: 100))
    try scene.app.wait(.milliseconds(100))
    try scene.app.touchUp(1)
    try scene.app.wait(.milliseconds(100))
    return (scene, single, double)
  }

  @Test("a touch-down more than 45 pt away fails the double tap and sends the waiting single tap at once")
  func farSecondTouchFailsDoubleTapAtTouchDown() throws {
    let (scene, single, double) = try singleWaitingForDouble()
    #expect(scene.actions.entries.isEmpty, "the single tap waits for the double tap")
    let down = try scene.app.touchDown(1, at: CGPoint(x: 200, y: 100))
    #expect(scene.actions.entries == ["single ended"], "sent at the second touch-down, at 0.2 s")
    expectTrace(
      down,
      containsInOrder: [
        .ignoresTouch(recognizer: "single", finger: 1, reason: .recognizedWaitingForFailure),
        .stateChange(recognizer: "double", from: .possible, to: .failed, because: .movedBeyondLimit),
        .stateChange(
          recognizer: "single", from: .possible, to: .ended,
          cause: .requiredRecognizerFailed(TracedObject(double))),
        .actionsSent(recognizer: "single"),
      ])
    try scene.app.wait(.milliseconds(100))
    try scene.app.touchUp(1)
    #expect(scene.actions.entries == ["single ended"])
    #expect(single.state == .possible && double.state == .possible)
  }

  @Test("a second tap within 45 pt still recognizes the double tap and fails the waiting single tap")
  func nearSecondTapRecognizesDoubleTap() throws {
    let (scene, single, double) = try singleWaitingForDouble()
    let down = try scene.app.touchDown(1, at: CGPoint(x: 130, y: 100))
    expectTrace(down, contains: .ignoresTouch(recognizer: "single", reason: .recognizedWaitingForFailure))
    try scene.app.touchUp(1)
    #expect(scene.actions.entries == ["double ended"])
    #expect(single.state == .possible && double.state == .possible)
  }
}
