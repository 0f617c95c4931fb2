import HitTestKit
import HitTestKitTesting
import Testing

/// A recognizer that begins at touch-down and ends at the lift (`isEarly`), or recognizes at the lift only,
/// with the prevention hooks the test sets.
private final class HookRecognizer: GestureRecognizer {
  let isEarly: Bool
  var preventsOthers = true
  var isPreventable = true

  init(isEarly: Bool) {
    self.isEarly = isEarly
    super.init(action: nil)
  }

  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    if isEarly { setState(.began, cause: "touched") }
  }

  override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    setState(.ended, cause: "lifted")
  }

  override func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { preventsOthers }

  override func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool { isPreventable }
}

/// A delegate that allows simultaneous recognition with every other recognizer.
private final class SimultaneousDelegate: GestureRecognizerDelegate {
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool { true }
}

/// The exclusion rule (reference §5.12): a recognizer that begins forces the undecided recognizers of its
/// view, its ancestors and its descendants to fail, unless `canPrevent(_:)`, `canBePrevented(by:)` or
/// either recognizer's delegate (`shouldRecognizeSimultaneouslyWith`) lifts it.
@Suite struct PreventionHookTests {
  /// "early" begins at touch-down, "late" would recognize at the lift; both on the card.
  private func earlyAndLate() -> (Scene, HookRecognizer, HookRecognizer) {
    let scene = Scene()
    let early = scene.attach(HookRecognizer(isEarly: true), as: "early")
    return (scene, early, scene.attach(HookRecognizer(isEarly: false), as: "late"))
  }

  @Test("without hooks, the recognizer that begins first excludes the other")
  func excludes() throws {
    let (scene, early, _) = earlyAndLate()
    let down = try scene.app.touchDown(1, at: CGPoint(x: 100, y: 100))
    expectTrace(
      down,
      contains: .stateChange(
        recognizer: "late", from: .possible, to: .failed, cause: .excludedBy(TracedObject(early))))
    try scene.app.touchUp(1)
    #expect(scene.actions.entries == ["early began", "early ended"])
  }

  @Test("canPrevent(_:) false: the beginning recognizer leaves the other one be")
  func canPreventFalse() throws {
    let (scene, early, _) = earlyAndLate()
    early.preventsOthers = false
    try scene.app.tap(at: CGPoint(x: 100, y: 100))
    #expect(scene.actions.entries == ["early began", "early ended", "late ended"])
  }

  @Test("canBePrevented(by:) false: the other recognizer is not excluded")
  func canBePreventedFalse() throws {
    let (scene, _, late) = earlyAndLate()
    late.isPreventable = false
    let down = try scene.app.touchDown(1, at: CGPoint(x: 100, y: 100))
    expectTrace(down, lacks: .stateChange(recognizer: "late"))
    try scene.app.touchUp(1)
    #expect(scene.actions.entries == ["early began", "early ended", "late ended"])
  }

  @Test("the prevented recognizer's delegate allowing simultaneous recognition lifts the exclusion")
  func preventedDelegateAllows() throws {
    let (scene, early, late) = earlyAndLate()
    let delegate = SimultaneousDelegate()
    late.delegate = delegate
    let down = try scene.app.touchDown(1, at: CGPoint(x: 100, y: 100))
    expectTrace(
      down,
      contains: .asked(
        recognizer: "late", question: .shouldRecognizeSimultaneously(with: TracedObject(early)), answer: true)
    )
    try scene.app.touchUp(1)
    #expect(scene.actions.entries == ["early began", "early ended", "late ended"])
  }

  @Test("the preventing recognizer's delegate allowing simultaneous recognition lifts the exclusion")
  func preventingDelegateAllows() throws {
    let (scene, early, _) = earlyAndLate()
    let delegate = SimultaneousDelegate()
    early.delegate = delegate
    try scene.app.tap(at: CGPoint(x: 100, y: 100))
    #expect(scene.actions.entries == ["early began", "early ended", "late ended"])
  }

  @Test("recognizers on sibling views do not exclude each other")
  func siblingsDoNotExclude() throws {
    let window = makeWindow()
    let left = LoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let right = LoggingView(frame: CGRect(x: 150, y: 0, width: 100, height: 100))
    window.addSubview(left)
    window.addSubview(right)
    let log = ActionLog()
    let early = HookRecognizer(isEarly: true)
    let late = HookRecognizer(isEarly: false)
    log.watch(early, as: "early")
    log.watch(late, as: "late")
    left.addGestureRecognizer(early)
    right.addGestureRecognizer(late)
    let app = Application(window: window)
    try app.touchDown([1: CGPoint(x: 50, y: 50), 2: CGPoint(x: 200, y: 50)])
    let lift = try app.touchUp(1, 2)
    #expect(log.entries == ["early began", "early ended", "late ended"])
    expectTrace(lift, lacks: .stateChange(recognizer: "late", to: .failed))
  }
}
