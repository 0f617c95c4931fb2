import HitTestKit
import Testing

/// Records every action callback as `"<name> <state>"`, in the order they are sent.
final class ActionLog {
  var entries: [String] = []

  /// Adds a target to `recognizer` that logs its state (and names it `name` in traces).
  func watch(_ recognizer: GestureRecognizer, as name: String) {
    recognizer.name = name
    recognizer.addTarget { [unowned self] sender in entries.append("\(name) \(sender.state)") }
  }
}

/// A window with one logging view, `card`, at (20, 20, 200, 200), and an application around it.
struct Scene {
  let window: Window
  let card: LoggingView
  let app: Application
  let actions = ActionLog()

  init() {
    window = makeWindow()
    card = LoggingView(frame: CGRect(x: 20, y: 20, width: 200, height: 200))
    card.name = "card"
    window.addSubview(card)
    app = Application(window: window)
  }

  /// Attaches `recognizer` to the card and logs its actions under `name`.
  func attach<R: GestureRecognizer>(_ recognizer: R, as name: String) -> R {
    actions.watch(recognizer, as: name)
    card.addGestureRecognizer(recognizer)
    return recognizer
  }
}

/// A recognizer whose touch callbacks run test closures, for exercising the core's rules directly.
final class ScriptedRecognizer: GestureRecognizer {
  var onBegan: (ScriptedRecognizer) -> Void = { _ in }
  var onMoved: (ScriptedRecognizer) -> Void = { _ in }
  var onEnded: (ScriptedRecognizer) -> Void = { _ in }
  var received: [String] = []

  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    received.append("began \(touches.map(\.finger.number).sorted())")
    onBegan(self)
  }
  override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    received.append("moved \(touches.map(\.finger.number).sorted())")
    onMoved(self)
  }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    received.append("ended \(touches.map(\.finger.number).sorted())")
    onEnded(self)
  }
}

/// A delegate whose answers the test sets.
final class ScriptedDelegate: GestureRecognizerDelegate {
  var receive = true
  var begin = true
  var simultaneous = false

  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { begin }
  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
    receive
  }
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool { simultaneous }
}

/// Whether two numbers agree to within `tolerance`.
func approx(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }

/// Whether two points agree to within `tolerance` on each axis.
func approx(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool {
  approx(a.x, b.x, tolerance) && approx(a.y, b.y, tolerance)
}
