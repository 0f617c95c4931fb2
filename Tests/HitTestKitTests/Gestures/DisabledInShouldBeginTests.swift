import HitTestKit
import HitTestKitTesting
import Testing

/// A delegate that disables its recognizer inside `gestureRecognizerShouldBegin`, then says yes.
final class DisablingDelegate: GestureRecognizerDelegate {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    gestureRecognizer.isEnabled = false
    return true
  }
}

/// A view that disables every recognizer it is asked about, then says yes.
final class DisablingView: View {
  override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    gestureRecognizer.isEnabled = false
    return true
  }
}

/// Issue 23, fault 1: a recognizer disabled inside should-begin.
@Suite struct DisabledInShouldBeginTests {
  /// Which should-begin hook disables the recognizer.
  enum Hook: CaseIterable, CustomTestStringConvertible {
    case delegate, view
    var testDescription: String { self == .delegate ? "the delegate" : "the touched view" }
  }

  /// A window with one view (a `DisablingView` for `.view`), `recognizer` on it, and an application.
  private func scene(_ recognizer: GestureRecognizer, hook: Hook) -> (
    Application, ActionLog, DisablingDelegate
  ) {
    let window = makeWindow()
    let card: View =
      hook == .view
      ? DisablingView(frame: CGRect(x: 20, y: 20, width: 200, height: 200))
      : View(frame: CGRect(x: 20, y: 20, width: 200, height: 200))
    card.name = "card"
    window.addSubview(card)
    let actions = ActionLog()
    actions.watch(recognizer, as: "gesture")
    card.addGestureRecognizer(recognizer)
    let delegate = DisablingDelegate()
    if hook == .delegate { recognizer.delegate = delegate }
    return (Application(window: window), actions, delegate)
  }

  @Test(
    "a tap disabled inside should-begin sends nothing, is reset, and works again once re-enabled",
    arguments: Hook.allCases)
  func tap(hook: Hook) throws {
    let tap = TapGestureRecognizer()
    let (app, actions, delegate) = scene(tap, hook: hook)
    let trace = try app.tap(at: CGPoint(x: 50, y: 50))
    expectTrace(
      trace, contains: .stateChange(recognizer: "gesture", from: .possible, to: .failed, cause: .disabled))
    expectTrace(trace, lacks: .stateChange(recognizer: "gesture", from: .possible, to: .ended))
    #expect(actions.entries.isEmpty)
    #expect(tap.state == .possible)
    tap.isEnabled = true
    tap.delegate = nil
    let again = try app.tap(at: CGPoint(x: 50, y: 50))
    #expect(
      hook == .view
        || again.contains(
          .stateChange(recognizer: "gesture", from: .possible, to: .ended, cause: .tapEnded(tap: 1, of: 1)))
    )
    #expect(actions.entries == (hook == .view ? [] : ["gesture ended"]))
    #expect(tap.state == .possible)
    withExtendedLifetime(delegate) {}  // the recognizer holds its delegate weakly
  }

  @Test(
    "a pan disabled inside should-begin sends nothing and works again once re-enabled",
    arguments: Hook.allCases)
  func pan(hook: Hook) throws {
    let pan = PanGestureRecognizer()
    let (app, actions, delegate) = scene(pan, hook: hook)
    try app.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50), duration: .milliseconds(100))
    #expect(actions.entries.isEmpty)
    #expect(pan.state == .possible)
    pan.isEnabled = true
    pan.delegate = nil
    if hook == .delegate {
      try app.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50), duration: .milliseconds(100))
      #expect(actions.entries.first == "gesture began" && actions.entries.last == "gesture ended")
    }
    #expect(pan.state == .possible)
    withExtendedLifetime(delegate) {}  // the recognizer holds its delegate weakly
  }

  @Test(
    "a long press disabled inside should-begin sends nothing and works again once re-enabled",
    arguments: Hook.allCases)
  func longPress(hook: Hook) throws {
    let press = LongPressGestureRecognizer()
    let (app, actions, delegate) = scene(press, hook: hook)
    try app.longPress(at: CGPoint(x: 50, y: 50))
    #expect(actions.entries.isEmpty)
    #expect(press.state == .possible)
    press.isEnabled = true
    press.delegate = nil
    if hook == .delegate {
      try app.longPress(at: CGPoint(x: 50, y: 50))
      #expect(actions.entries == ["gesture began", "gesture ended"])
    }
    #expect(press.state == .possible)
    withExtendedLifetime(delegate) {}  // the recognizer holds its delegate weakly
  }
}
