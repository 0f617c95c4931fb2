// Lesson 6 — Several fingers, and time: isMultipleTouchEnabled, isExclusiveTouch, tapCount, wait().
//
// Run it with `swift run 06-multitouch-and-time` and read the output next to this file.
//
// Each finger is its own Touch with its own hit test, and fingers that change at the same moment arrive
// together in one event. Two view properties decide how a view shares fingers:
//
//   isMultipleTouchEnabled (default false): a view gets only the first finger that lands on it; further
//     fingers on it while the first is down are not delivered to it.
//   isExclusiveTouch (default false): while an exclusive view tracks a finger, no other view in the window
//     gets new fingers; and an exclusive view gets no finger while other views are tracking some.
//
// Time matters for taps in a row: `touch.tapCount` is 2 for the second of two quick taps close together.
// HitTestKit counts them with UIKit's tap-recognizer values: the next touch-down within 0.35 s of the
// previous lift-off, and within 45 pt of it. Time is virtual: `app.wait(_:)` moves the clock, nothing
// else does, so the `[seconds]` stamps in the traces are the same on every run.
import CommandLineUsage
import HitTestKit

let usage = Usage(
  summary:
    "Lesson 6 — Several fingers, and time: isMultipleTouchEnabled, isExclusiveTouch, tapCount, wait().",
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

/// A view that handles every touch call (all four overridden) and writes down fingers and tap counts.
final class PadView: View {
  /// One entry per touch per call: `began finger 1 (tapCount 1)`.
  var log: [String] = []

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { record(touches) }
  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { record(touches) }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { record(touches) }
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { record(touches) }

  private func record(_ touches: Set<Touch>) {
    for touch in touches.sorted(by: { $0.finger < $1.finger }) {
      log.append("\(touch.phase) \(touch.finger) (tapCount \(touch.tapCount))")
    }
  }

  /// Prints what the view received and clears the log.
  func printLog() {
    print("\(displayName) received: " + (log.isEmpty ? "nothing" : log.joined(separator: ", ")))
    log.removeAll()
  }
}

/// Creates a 320 × 480 window named `window` and an application for it.
@MainActor func makeApp() -> (Window, Application) {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  window.name = "window"
  return (window, json.record(Application(window: window, recordsScenes: true)))
}

/// Names a pad view and adds it to `window`.
func addPad(_ name: String, _ frame: CGRect, in window: Window) -> PadView {
  let pad = PadView(frame: frame)
  pad.name = name
  window.addSubview(pad)
  return pad
}

print("# Lesson 6: several fingers, and time")

section("1. isMultipleTouchEnabled = false (the default): one finger per view")
do {
  let (window, app) = makeApp()
  let canvas = addPad("canvas", CGRect(x: 20, y: 20, width: 280, height: 280), in: window)
  print("Two fingers go down on canvas one after the other, then both lift:")
  show(try app.touchDown(1, at: CGPoint(x: 60, y: 100)))
  show(try app.touchDown(2, at: CGPoint(x: 200, y: 100)))
  show(try app.touchUp(1, 2))
  canvas.printLog()
  print("Takeaway: by default a view sees one finger at a time; the second is never delivered to it.")
}

section("2. isMultipleTouchEnabled = true: every finger on the view")
do {
  let (window, app) = makeApp()
  let canvas = addPad("canvas", CGRect(x: 20, y: 20, width: 280, height: 280), in: window)
  canvas.isMultipleTouchEnabled = true
  print("The same two fingers on canvas with isMultipleTouchEnabled = true:")
  show(try app.touchDown(1, at: CGPoint(x: 60, y: 100)))
  show(try app.touchDown(2, at: CGPoint(x: 200, y: 100)))
  show(try app.touchUp(1, 2))
  canvas.printLog()
  print("Takeaway: a view that reads several fingers itself (a drawing canvas, a piano) must opt in.")
}

section("3. isExclusiveTouch: one button at a time")
do {
  let (window, app) = makeApp()
  let buy = addPad("buy", CGRect(x: 20, y: 400, width: 130, height: 44), in: window)
  let cancel = addPad("cancel", CGRect(x: 170, y: 400, width: 130, height: 44), in: window)
  buy.isExclusiveTouch = true
  cancel.isExclusiveTouch = true
  print("Two side-by-side buttons, buy and cancel, both with isExclusiveTouch = true. One finger holds buy,")
  print("a second finger lands on cancel:")
  show(try app.touchDown(1, at: buy))
  show(try app.touchDown(2, at: cancel))
  show(try app.touchUp(1, 2))
  buy.printLog()
  cancel.printLog()
  print("Takeaway: exclusive touch keeps two buttons from being pressed together (buy and cancel at once).")
}

section("4. tapCount: taps in a row, counted with virtual time")
do {
  let (window, app) = makeApp()
  let photo = addPad("photo", CGRect(x: 20, y: 20, width: 280, height: 280), in: window)
  print("Two taps 0.1 s apart at the same place: the second touch already has tapCount 2 at touchesBegan.")
  show(try app.tap(at: CGPoint(x: 100, y: 100)))
  show(try app.wait(.milliseconds(100)))
  show(try app.tap(at: CGPoint(x: 100, y: 100)))
  photo.printLog()

  print("\nA third tap after 0.4 s (more than 0.35 s since the last lift-off): the count starts over.")
  show(try app.wait(.milliseconds(400)))
  show(try app.tap(at: CGPoint(x: 100, y: 100)))
  photo.printLog()

  print("\nA quick tap 60 pt away (more than 45 pt from the last tap): the count starts over too.")
  show(try app.wait(.milliseconds(100)))
  show(try app.tap(at: CGPoint(x: 160, y: 100)))
  photo.printLog()

  print("\nExactly at the limits still counts: 0.35 s later and 45 pt away gives tapCount 2.")
  show(try app.wait(.milliseconds(350)))
  show(try app.tap(at: CGPoint(x: 160, y: 145)))
  photo.printLog()
  print("Takeaway: tapCount is decided at touch-down, from the time and distance since the previous tap's")
  print("lift-off; a view that wants a double tap reads tapCount == 2 in touchesEnded.")
}
usage.writeOrExit(toFile: arguments.jsonPath) { try json.write(toFile: $0) }
usage.writeOrExit(toFile: arguments.explorePath) {
  try ExplorerPage(json, title: usage.program).write(toFile: $0)
}
