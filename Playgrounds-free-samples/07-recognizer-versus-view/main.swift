// Lesson 7 — A gesture recognizer and its view: who gets the touches, and when.
//
// Run it with `swift run 07-recognizer-versus-view` and read the output next to this file.
//
// A gesture recognizer attached to a view sees the touches of that view and of its subviews, and it sees
// each event before the view does. Three properties of the recognizer decide what the view still gets:
//
//   cancelsTouchesInView (default true): when the recognizer recognizes, it takes the touches; the view
//     gets touchesCancelled for them (and nothing more).
//   delaysTouchesBegan (default false): the view's touchesBegan waits until the recognizer fails; if the
//     recognizer recognizes, the view never hears of the touch.
//   delaysTouchesEnded (default true): the view's touchesEnded waits until the recognizer has decided,
//     so that a recognizer that needs more time (a double tap) can still cancel the touch.
//
// Each part attaches a TapGestureRecognizer to a view that handles its own touches too, and the trace
// shows both sides: the recognizer's state changes and what is delivered, held or cancelled.
import CommandLineUsage
import HitTestKit

let usage = Usage(
  summary: "Lesson 7 — A gesture recognizer and its view: who gets the touches, and when.",
  options: [.json, .explore])
let arguments = usage.parseOrExit()
/// What the lesson runs, in order (its applications' traces, with scene snapshots, and its hit tests), written
/// as JSON by `--json <path>`.
var json = TraceDocument()

/// Prints a heading for the next part of the lesson.
func section(_ title: String) {
  print("\n## \(title)")
}

/// Prints an interaction trace; its text already ends with a newline.
func show(_ trace: InteractionTrace) {
  print(trace, terminator: "")
}

/// A view that handles all four touch calls itself and writes down the phases it received.
final class ButtonView: View {
  /// The phases received, in order.
  var received: [Touch.Phase] = []

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { received.append(.began) }
  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { received.append(.moved) }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { received.append(.ended) }
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { received.append(.cancelled) }

  /// Prints the phases received and clears them.
  func printReceived() {
    print(
      "\(displayName) received: "
        + (received.isEmpty ? "nothing" : received.map(\.description).joined(separator: ", ")))
    received.removeAll()
  }
}

/// A fresh window with a 200 × 100 `button` and an application; `configure` sets up the tap recognizer
/// (named `tap`), whose action does nothing but shows up in the trace as `action sent`.
@MainActor func makeScene(_ configure: (TapGestureRecognizer) -> Void) -> (
  Application, ButtonView, TapGestureRecognizer
) {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  window.name = "window"
  let button = ButtonView(frame: CGRect(x: 60, y: 100, width: 200, height: 100))
  button.name = "button"
  window.addSubview(button)
  let tap = TapGestureRecognizer { _ in }
  tap.name = "tap"
  configure(tap)
  button.addGestureRecognizer(tap)
  return (json.record(Application(window: window, recordsScenes: true)), button, tap)
}

print("# Lesson 7: a gesture recognizer and its view")

section("1. The defaults: the view sees touchesBegan, then touchesCancelled")
do {
  let (app, button, _) = makeScene { _ in }
  print("cancelsTouchesInView = true, delaysTouchesBegan = false, delaysTouchesEnded = true. A tap:")
  show(try app.tap(at: button))
  button.printReceived()
  print("The view got touchesBegan at once; touchesEnded was held while the recognizer decided; then the")
  print("recognizer recognized, took the touch, and the view got touchesCancelled instead.")
  print("Takeaway: with a recognizer on it, a view must treat touchesCancelled as the normal end of a tap.")
}

section("2. cancelsTouchesInView = false: the view keeps the touch")
do {
  let (app, button, _) = makeScene { $0.cancelsTouchesInView = false }
  print("The same tap:")
  show(try app.tap(at: button))
  button.printReceived()
  print("Takeaway: the recognizer fires and the view still sees a complete began/ended sequence: use it when")
  print("the view's own tracking (a highlight, analytics) should run alongside the gesture.")
}

section("3. delaysTouchesBegan = true: the view hears nothing unless the recognizer fails")
do {
  let (app, button, _) = makeScene { $0.delaysTouchesBegan = true }
  print("A tap: the recognizer recognizes, so the held touchesBegan is never delivered:")
  show(try app.tap(at: button))
  button.printReceived()
  print("\nA drag of 80 pt: the tap fails (too much movement), and the held calls are released to the view:")
  show(try app.drag(from: CGPoint(x: 100, y: 150), to: CGPoint(x: 180, y: 150), steps: 4))
  button.printReceived()
  print("Takeaway: delaysTouchesBegan hides the touch from the view until the recognizer gives up, at the")
  print("cost of a late touchesBegan (no instant highlight). Scroll views use it for their content.")
}

section("4. delaysTouchesEnded: held while a double tap might still come")
do {
  let (app, button, _) = makeScene {
    $0.numberOfTapsRequired = 2
    $0.name = "doubleTap"
  }
  print("A double-tap recognizer (delaysTouchesEnded = true, the default). One single tap, then a wait:")
  show(try app.tap(at: button))
  show(try app.wait(.milliseconds(400)))
  button.printReceived()
  print("The view's touchesEnded was held after lift-off and delivered only when the 0.35 s tap interval")
  print("ran out and the recognizer failed.")
  print("\nA double tap: the first touch's touchesEnded is still held when the second tap completes the")
  print("gesture, so the recognizer can cancel both touches in the view:")
  show(try app.doubleTap(at: button))
  button.printReceived()
}
do {
  let (app, button, _) = makeScene {
    $0.numberOfTapsRequired = 2
    $0.name = "doubleTap"
    $0.delaysTouchesEnded = false
  }
  print("\nThe same single tap with delaysTouchesEnded = false: touchesEnded arrives at lift-off.")
  show(try app.tap(at: button))
  show(try app.wait(.milliseconds(400)))
  button.printReceived()
  print("\nAnd a double tap with delaysTouchesEnded = false: the first tap already ended in the view, so")
  print("only the second touch can be cancelled when the recognizer recognizes:")
  show(try app.doubleTap(at: button))
  button.printReceived()
  print(
    "Takeaway: delaysTouchesEnded = true lets a recognizer that needs more than one touch cancel them all;")
  print("turning it off makes the view respond sooner but lets it act on a tap that was half a double tap.")
}
usage.writeOrExit(toFile: arguments.jsonPath) { try json.write(toFile: $0) }
usage.writeOrExit(toFile: arguments.explorePath) {
  try ExplorerPage(json, title: usage.program).write(toFile: $0)
}
