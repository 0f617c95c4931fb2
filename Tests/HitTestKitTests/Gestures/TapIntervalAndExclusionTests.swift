import HitTestKit
import HitTestKitTesting
import Testing

/// The tap rules only a lesson's golden output caught (issue 31): the 0.35 s tap-count interval, and a tap that
/// prevents another tap with the same count.
@Suite struct TapIntervalAndExclusionTests {
  @Test("the tap-count interval is 0.35 s, for Touch.tapCount and for a tap recognizer's next tap alike")
  func intervalIsUIKits() {
    #expect(TapGestureRecognizer.maximumTapInterval == 0.35)
    #expect(Touch.maximumTapInterval == TapGestureRecognizer.maximumTapInterval)
  }

  @Test(
    "a touch-down 0.35 s after the last lift is the next tap (tapCount 2); 0.351 s after, a first tap again")
  func tapCountCountsWithinTheInterval() throws {
    let scene = Scene()
    try scene.app.touchDown(1, at: CGPoint(x: 100, y: 100))
    try scene.app.touchUp(1)
    try scene.app.wait(.milliseconds(350))
    try scene.app.touchDown(1, at: CGPoint(x: 100, y: 100))
    #expect(scene.app.touchesDown[1]?.tapCount == 2, "exactly at the interval still counts")
    try scene.app.touchUp(1)
    try scene.app.wait(.milliseconds(351))
    try scene.app.touchDown(1, at: CGPoint(x: 100, y: 100))
    #expect(scene.app.touchesDown[1]?.tapCount == 1)
    try scene.app.touchUp(1)
  }

  @Test(
    "a double tap fails 0.35 s after its first lift when no second tap came; a second tap after that is late")
  func doubleTapFailsAtTheInterval() throws {
    let scene = Scene()
    let double = scene.attach(TapGestureRecognizer(), as: "double")
    double.numberOfTapsRequired = 2
    try scene.app.touchDown(1, at: CGPoint(x: 100, y: 100))
    try scene.app.touchUp(1)
    let early = try scene.app.wait(.milliseconds(349))
    expectTrace(early, lacks: .stateChange(recognizer: "double", to: .failed))
    let atInterval = try scene.app.wait(.milliseconds(1))
    expectTrace(
      atInterval,
      contains: .stateChange(
        recognizer: "double", from: .possible, to: .failed, cause: .noNextTap(tap: 2, of: 2, within: 0.35)))
    try scene.app.wait(.milliseconds(50))
    try scene.app.tap(at: CGPoint(x: 100, y: 100))
    #expect(scene.actions.entries.isEmpty, "a second tap 0.4 s after the first lift starts a new double tap")
  }

  @Test(
    "a tap prevents another tap with the same count: of two single taps on one view, only the first fires")
  func tapPreventsTapWithSameCount() throws {
    let scene = Scene()
    let first = scene.attach(TapGestureRecognizer(), as: "first")
    _ = scene.attach(TapGestureRecognizer(), as: "second")
    let trace = try scene.app.tap(at: CGPoint(x: 100, y: 100))
    #expect(scene.actions.entries == ["first ended"])
    expectTrace(
      trace,
      contains: .stateChange(
        recognizer: "second", from: .possible, to: .failed, cause: .excludedBy(TracedObject(first))))
  }

  @Test("a tap on a subview prevents a superview's tap with the same count, but not its double tap")
  func tapPreventsAncestorTapWithSameCountOnly() throws {
    let scene = Scene()
    let icon = View(frame: CGRect(x: 60, y: 60, width: 60, height: 60))
    icon.name = "icon"
    scene.card.addSubview(icon)
    let iconTap = TapGestureRecognizer()
    scene.actions.watch(iconTap, as: "iconTap")
    icon.addGestureRecognizer(iconTap)
    _ = scene.attach(TapGestureRecognizer(), as: "cardTap")
    let double = scene.attach(TapGestureRecognizer(), as: "cardDouble")
    double.numberOfTapsRequired = 2
    try scene.app.doubleTap(at: CGPoint(x: 100, y: 100))
    #expect(scene.actions.entries == ["iconTap ended", "iconTap ended", "cardDouble ended"])
  }
}
