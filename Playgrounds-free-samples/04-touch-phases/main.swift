// Lesson 4 — Touch phases: one finger's life, from touch-down to lift-off.
//
// Run it with `swift run 04-touch-phases` and read the output next to this file.
//
// A finger on the screen is one `Touch` object for its whole life. UIKit updates it between events and
// hands it to the view's four methods, one per phase:
//
//   touchesBegan     the finger touched down (phase .began)
//   touchesMoved     it moved (phase .moved)
//   touchesEnded     it lifted (phase .ended)
//   touchesCancelled the system took it away (phase .cancelled): a call, an alert, a gesture recognizer
//
// Every sequence ends with exactly one of touchesEnded or touchesCancelled. The view that receives the
// calls is chosen once, by the hit test at touch-down, and it keeps the touch even when the finger
// slides off it. Each touch also remembers where it was at the previous event: `previousLocation(in:)`.
//
// Lessons 1–3 hit-tested single points. From here on an `Application` sends synthetic touches through a
// window: `app.touchDown(1, at:)`, `app.move(1, to:)`, `app.touchUp(1)`, `app.wait(_:)`. Time is virtual:
// it moves only when the lesson says so, so the timestamps in square brackets are the same on every run.
// Each call returns an `InteractionTrace`, printed as it happened: the event, the hit test, and every
// `touches…` call with the responder that handled it.
import CommandLineUsage
import HitTestKit

let usage = Usage(
  summary: "Lesson 4 — Touch phases: one finger's life, from touch-down to lift-off.",
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

/// A view that handles all four touch methods itself and writes down what each call told it.
///
/// It does not call `super`, so the calls stop here instead of travelling up the responder chain (lesson
/// 5). It overrides all four methods: the rule when you override any of them without calling `super`.
final class TrackingView: View {
  /// One line per call: the phase, where the finger is, and where it was at the previous event.
  var log: [String] = []

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { record(touches) }
  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { record(touches) }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { record(touches) }
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { record(touches) }

  private func record(_ touches: Set<Touch>) {
    for touch in touches {
      let now = touch.location(in: self)
      let before = touch.previousLocation(in: self)
      let delta = CGPoint(x: now.x - before.x, y: now.y - before.y)
      let inside = self.point(inside: now, with: nil) ? "inside" : "outside"
      log.append(
        "\(displayName) \(touch.phase): at \(now.compactDescription) (\(inside) its bounds), previously "
          + "\(before.compactDescription), moved by \(delta.compactDescription); view = "
          + (touch.view?.displayName ?? "nil"))
    }
  }

  /// Prints the log and clears it.
  func printLog() {
    for line in log { print("  " + line) }
    log.removeAll()
  }
}

print("# Lesson 4: touch phases")

let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
window.name = "window"
let button = TrackingView(frame: CGRect(x: 100, y: 100, width: 120, height: 44))
button.name = "button"
window.addSubview(button)
let app = json.record(Application(window: window, recordsScenes: true))
print("A window with one view, button, at \(button.frame.compactDescription), which records its touch calls.")

// Part 1: the three phases of a plain drag. The same Touch object arrives in every call.
section("1. Began, moved, ended")
print("The finger goes down on the button, moves twice, and lifts. Each step is one event:")
show(try app.touchDown(1, at: CGPoint(x: 110, y: 110)))
show(try app.wait(.milliseconds(16)))
show(try app.move(1, to: CGPoint(x: 130, y: 115)))
show(try app.wait(.milliseconds(16)))
show(try app.move(1, to: CGPoint(x: 150, y: 118)))
show(try app.touchUp(1))
print("What the button's methods read from the touch (in the button's coordinates):")
button.printLog()
print("Takeaway: one finger is one Touch; began comes once, moved as often as the finger moves, and the")
print("sequence ends with exactly one touchesEnded (or touchesCancelled).")

// Part 2: the hit test happens once, at touch-down. A finger that slides off the button still belongs to
// it: UIKit does not re-hit-test on every move. That is why a real button tracks "touch up inside"
// itself, by checking whether the final location is inside its bounds.
section("2. The touch keeps its view when the finger leaves it")
print("Down on the button, then far off it, onto the bare window, and up there:")
show(try app.touchDown(1, at: CGPoint(x: 160, y: 120)))
show(try app.move(1, to: CGPoint(x: 160, y: 300)))
show(try app.touchUp(1))
print("No new hit test after touch-down: the moves and the lift-off still go to the button.")
button.printLog()
print("Takeaway: touch.view is fixed at touch-down. To know whether the finger is still over the view,")
print("test touch.location(in: self) against the bounds yourself (that is what \"touch up inside\" does).")

// Part 3: previousLocation. It is the location at this touch's previous event, so location minus
// previousLocation is the step since the last call: exactly what a drag handler adds to its position.
// At touchesBegan the two are equal.
section("3. previousLocation: the step since the last event")
print("Dragging by hand in three steps of 10 pt; the button records each step:")
show(try app.touchDown(1, at: CGPoint(x: 105, y: 122)))
show(try app.move(1, to: CGPoint(x: 115, y: 122)))
show(try app.move(1, to: CGPoint(x: 125, y: 122)))
show(try app.move(1, to: CGPoint(x: 135, y: 122)))
show(try app.touchUp(1))
button.printLog()
print("At touchesBegan previousLocation equals location (moved by (0, 0)); at touchesEnded the finger")
print("lifts where it last was, so the step is (0, 0) again.")
print("Takeaway: location - previousLocation is the finger's movement since the previous event; add it to")
print("a view's center to drag it.")

// Part 4: cancellation. The system can end a sequence without the finger lifting (an incoming call, an
// alert). The view then gets touchesCancelled instead of touchesEnded and should undo what began.
section("4. Cancelled instead of ended")
print("The finger goes down, and an alert interrupts (app.cancelAllTouches()):")
show(try app.touchDown(1, at: CGPoint(x: 120, y: 120)))
show(app.cancelAllTouches())
button.printLog()
print("Takeaway: touchesCancelled is the other way a sequence ends; treat it as \"forget this gesture\",")
print("never as a tap.")
usage.writeOrExit(toFile: arguments.jsonPath) { try json.write(toFile: $0) }
usage.writeOrExit(toFile: arguments.explorePath) {
  try ExplorerPage(json, title: usage.program).write(toFile: $0)
}
