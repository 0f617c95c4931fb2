// Lesson 9 — A custom gesture recognizer: the circle.
//
// Run it with `swift run 09-custom-recognizer` and read the output next to this file, and next to
// Sources/HitTestKit/Gestures/BuiltIn/CircleGestureRecognizer.swift, the recognizer this lesson walks through.
//
// Writing a recognizer means four things:
//
//   1. Subclass GestureRecognizer and override the touches… methods. They run before the view gets
//      the touches; the circle recognizer collects each touch's window position.
//   2. Decide by setting the state, always with a cause: in your own words, `setState(.failed, cause: "too
//      short")`, or as a typed cause the trace words for you, as the circle recognizer does:
//      `setState(.failed, because: .notACircle(.sweepTooSmall(swept: 180, required: 300)))` reads "the stroke
//      goes only 180° around its centre, less than the 300° required". The cause appears in the trace, so
//      whoever reads it learns why, not just what, and a test can match the typed cause.
//   3. Override reset() to clear your per-gesture state. The system calls it at the end of the event in
//      which the gesture finished (recognized or failed), never you.
//   4. Let the app steer it through the delegate: `gestureRecognizer(_:shouldReceive:)` keeps it away from
//      touches it must not take.
//
// A time limit is a timer: `scheduleTimer(after: 0.35, name: "tap interval") { [weak self] in … }` runs on
// the application's virtual clock and is cancelled at reset. The built-in recognizers use exactly these
// public tools; Sources/HitTestKit/Gestures/BuiltIn/TapGestureRecognizer.swift is a second, shorter template, with
// a timer.
import CommandLineUsage
import Foundation
import HitTestKit

let usage = Usage(summary: "Lesson 9 — A custom gesture recognizer: the circle.", options: [.json, .explore])
let arguments = usage.parseOrExit()
/// What the lesson runs, in order (its applications' traces, with scene snapshots, and its hit tests), written
/// as JSON by `--json <path>`.
var json = TraceDocument()

/// Prints a heading for the next part of the lesson.
func section(_ title: String) {
  print("\n## \(title)")
}

/// Prints only the trace lines about the circle recognizer (a full stroke is 40 events long).
func showRecognizerLines(_ trace: InteractionTrace) {
  for line in trace.lines where line.hasPrefix("circle:") || line.hasPrefix("finger 1 belongs to") {
    print("  " + line)
  }
}

/// `count` + 1 points on a circle around `center`, a full turn from 3 o'clock.
func circle(around center: CGPoint, radius: CGFloat, wobble: CGFloat = 0, count: Int = 40) -> [CGPoint] {
  (0...count).map { step in
    let angle = CGFloat(step) / CGFloat(count) * 2 * .pi
    let r = radius * (1 + wobble * sin(5 * angle))
    return CGPoint(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
  }
}

/// Draws `points` with one finger, 16 ms between samples, and returns the trace.
func draw(_ points: [CGPoint], in app: Application) throws -> InteractionTrace {
  var trace = try app.touchDown(1, at: points[0])
  for point in points.dropFirst() {
    trace.append(try app.wait(.milliseconds(16)))
    trace.append(try app.move(1, to: point))
  }
  trace.append(try app.touchUp(1))
  return trace
}

/// Keeps the recognizer away from one view (a button), as lesson part 4 shows.
final class AvoidButton: GestureRecognizerDelegate {
  weak var button: View?
  /// Refuses touches that land on the button.
  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
    touch.view !== button
  }
}

/// Declared here, not where it is first used: a recognizer holds its delegate weakly, so the delegate must
/// be kept alive by someone else for as long as the recognizer may ask it.
let delegate = AvoidButton()

let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
window.name = "window"
let board = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
board.name = "board"
window.addSubview(board)
let button = View(frame: CGRect(x: 110, y: 400, width: 100, height: 44))
button.name = "button"
board.addSubview(button)
let app = json.record(Application(window: window, recordsScenes: true))

let recognizer = CircleGestureRecognizer { gesture in
  guard let fit = (gesture as? CircleGestureRecognizer)?.fitResult else { return }
  print(
    "  action: circle around \(fit.center.compactDescription), radius \(fit.radius.compactDescription), "
      + "relative error \(fit.relativeError.compactDescription)")
}
recognizer.name = "circle"
board.addGestureRecognizer(recognizer)

print("# Lesson 9: a custom recognizer, the circle")
print("board fills the window and carries a CircleGestureRecognizer named circle;")
print("button sits at \(button.frame.compactDescription) on the board.")

do {
  section("1. Subclassing: touches arrive at the recognizer first")
  print("The first event of a stroke, in full: the recognizer is bound, then the view gets the touch.")
  let points = circle(around: CGPoint(x: 160, y: 200), radius: 80)
  var trace = try app.touchDown(1, at: points[0])
  print(trace, terminator: "")
  for point in points.dropFirst() {
    trace.append(try app.wait(.milliseconds(16)))
    trace.append(try app.move(1, to: point))
  }
  print("… 40 moves later, the recognizer collected \(recognizer.points.count) points.")

  section("2. Setting the state with a cause")
  print("At touch-up it fits a circle and checks its rules; it recognizes, with its reasons.")
  print("(The action prints while the event runs, so its line comes before the trace of that event.)")
  showRecognizerLines(try app.touchUp(1))
  print("A sloppy circle (the radius swings by 40%) fails, and the cause names the rule and the numbers:")
  showRecognizerLines(try draw(circle(around: CGPoint(x: 160, y: 200), radius: 80, wobble: 0.4), in: app))
  print("Half a circle fails on another rule:")
  showRecognizerLines(
    try draw(Array(circle(around: CGPoint(x: 160, y: 200), radius: 80).prefix(21)), in: app))

  section("3. reset(): the system clears the recognizer after every gesture")
  print("After the failed half circle, the system has reset the recognizer:")
  print(
    "  state \(recognizer.state), \(recognizer.points.count) points, fitResult \(String(describing: recognizer.fitResult))"
  )
  print(
    "Read fitResult in the action (above) or failureReason in the view's touchesEnded: both are gone after.")

  section("4. The delegate: keep the recognizer off the button")
  delegate.button = button
  recognizer.delegate = delegate
  print("Without the delegate's refusal a tap on the button would be held by the circle recognizer;")
  print("with it, the recognizer is asked and answers false, and the touch is bound to no recognizer:")
  showRecognizerLines(try app.tap(at: button))
  print(
    "Takeaway: subclass, set the state with a cause, clear your state in reset(), and let the delegate "
      + "decide which touches the recognizer sees.")
} catch {
  print("input failed: \(error)")
}
usage.writeOrExit(toFile: arguments.jsonPath) { try json.write(toFile: $0) }
usage.writeOrExit(toFile: arguments.explorePath) {
  try ExplorerPage(json, title: usage.program).write(toFile: $0)
}
