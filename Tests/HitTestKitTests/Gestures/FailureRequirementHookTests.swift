import HitTestKit
import HitTestKitTesting
import Testing

/// A delegate that makes its recognizer wait for, or be waited for by, the recognizers named.
private final class RequirementDelegate: GestureRecognizerDelegate {
  /// The recognizers this delegate's recognizer must wait for (`shouldRequireFailureOf`).
  var waitsFor: Set<String> = []
  /// The recognizers that must wait for this delegate's recognizer (`shouldBeRequiredToFailBy`).
  var waitedForBy: Set<String> = []

  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
  ) -> Bool { waitsFor.contains(otherGestureRecognizer.name ?? "") }

  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
  ) -> Bool { waitedForBy.contains(otherGestureRecognizer.name ?? "") }
}

/// A recognizer whose subclass hooks make it wait for, or be waited for by, the recognizers named.
///
/// As a "single" it recognizes at the lift; as a "double" it fails 0.35 s after the lift, as a double tap whose
/// second tap never comes.
private final class HookedRecognizer: GestureRecognizer {
  let isDouble: Bool
  var waitsFor: Set<String> = []
  var waitedForBy: Set<String> = []

  init(isDouble: Bool) {
    self.isDouble = isDouble
    super.init(action: nil)
  }

  override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    guard isDouble else { return setState(.ended, cause: "lifted") }
    _ = scheduleTimer(after: 0.35, name: "second tap") { [unowned self] in
      setState(.failed, cause: "no second tap within 0.35 s")
    }
  }

  override func shouldRequireFailure(of otherGestureRecognizer: GestureRecognizer) -> Bool {
    waitsFor.contains(otherGestureRecognizer.name ?? "")
  }

  override func shouldBeRequiredToFail(by otherGestureRecognizer: GestureRecognizer) -> Bool {
    waitedForBy.contains(otherGestureRecognizer.name ?? "")
  }
}

/// Every way to make a single tap wait for a double tap (reference §5.13): each one holds the single tap
/// back until the double tap fails, 0.35 s after the lift.
@Suite struct FailureRequirementHookTests {
  /// Taps once, then checks that `single` waited for `double` and recognized when the interval ran out.
  private func expectSingleWaitsForDouble(in scene: Scene) throws {
    let lift = try scene.app.tap(at: CGPoint(x: 100, y: 100))
    #expect(scene.actions.entries.isEmpty, "single waits for double to fail")
    expectTrace(lift, contains: .waiting(recognizer: "single", for: "double"))
    let expired = try scene.app.wait(.milliseconds(350))
    #expect(scene.actions.entries == ["single ended"])
    expectTrace(
      expired,
      containsInOrder: [
        .stateChange(recognizer: "double", from: .possible, to: .failed),
        .stateChange(recognizer: "single", from: .possible, to: .ended, because: .requiredRecognizerFailed),
      ])
  }

  /// A scene with a single tap and a double tap on the card.
  private func singleAndDouble() -> (Scene, TapGestureRecognizer, TapGestureRecognizer) {
    let scene = Scene()
    let double = TapGestureRecognizer()
    double.numberOfTapsRequired = 2
    return (scene, scene.attach(TapGestureRecognizer(), as: "single"), scene.attach(double, as: "double"))
  }

  /// A scene with a single and a double recognizer whose subclass hooks the test sets.
  private func hookedSingleAndDouble() -> (Scene, HookedRecognizer, HookedRecognizer) {
    let scene = Scene()
    let single = scene.attach(HookedRecognizer(isDouble: false), as: "single")
    return (scene, single, scene.attach(HookedRecognizer(isDouble: true), as: "double"))
  }

  @Test("without a requirement, the single recognizes at once", arguments: [false, true])
  func noRequirement(hooked: Bool) throws {
    let scene = hooked ? hookedSingleAndDouble().0 : singleAndDouble().0
    try scene.app.tap(at: CGPoint(x: 100, y: 100))
    #expect(scene.actions.entries == ["single ended"])
  }

  @Test("the single tap's delegate answers shouldRequireFailureOf double: yes")
  func delegateShouldRequireFailureOf() throws {
    let (scene, single, _) = singleAndDouble()
    let delegate = RequirementDelegate()
    delegate.waitsFor = ["double"]
    single.delegate = delegate
    try expectSingleWaitsForDouble(in: scene)
  }

  @Test("the double tap's delegate answers shouldBeRequiredToFailBy single: yes")
  func delegateShouldBeRequiredToFailBy() throws {
    let (scene, _, double) = singleAndDouble()
    let delegate = RequirementDelegate()
    delegate.waitedForBy = ["single"]
    double.delegate = delegate
    try expectSingleWaitsForDouble(in: scene)
  }

  @Test("the single tap's subclass overrides shouldRequireFailure(of:) double: yes")
  func subclassShouldRequireFailure() throws {
    let (scene, single, _) = hookedSingleAndDouble()
    single.waitsFor = ["double"]
    try expectSingleWaitsForDouble(in: scene)
  }

  @Test("the double tap's subclass overrides shouldBeRequiredToFail(by:) single: yes")
  func subclassShouldBeRequiredToFail() throws {
    let (scene, _, double) = hookedSingleAndDouble()
    double.waitedForBy = ["single"]
    try expectSingleWaitsForDouble(in: scene)
  }

  @Test("require(toFail:)")
  func requireToFail() throws {
    let (scene, single, double) = singleAndDouble()
    single.require(toFail: double)
    try expectSingleWaitsForDouble(in: scene)
  }
}
