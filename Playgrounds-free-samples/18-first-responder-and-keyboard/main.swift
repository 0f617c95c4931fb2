// Lesson 18 — The first responder and the keyboard.
//
// Run it with `swift run 18-first-responder-and-keyboard` and read the output next to this file, and next to
// Sources/HitTestKit/Focus/.
//
// Each window has at most one first responder: the responder that keyboard input and nil-target actions go to
// first. So:
//
//   1. becomeFirstResponder() needs a window and canBecomeFirstResponder; the current first responder is asked to
//      resign, and may refuse (canResignFirstResponder). endEditing(true) resigns without asking.
//   2. An action with a nil target starts at the key window's first responder, even when that responder is
//      outside the sender's chain; with none, it starts at the sender (UIKit's documented rule).
//   3. A text field becomes first responder by its own tap recognizer; then the keyboard slides in over 0.25 s and
//      takes the touches that land on it.
//   4. A tap-to-dismiss recognizer on the screen cancels the touches of rows and plain views; a button keeps its
//      tap; with cancelsTouchesInView off, both happen.
import CommandLineUsage
import HitTestKit

let usage = Usage(
  summary: "Lesson 18 — The first responder and the keyboard: focus, nil-target actions, text fields.",
  options: [.json, .explore])
let arguments = usage.parseOrExit()
/// What the lesson runs, in order (its applications' traces, with scene snapshots), written as JSON by `--json`.
var json = TraceDocument()

/// Prints a heading for the next part of the lesson.
func section(_ title: String) {
  print("\n## \(title)")
}

/// Prints an interaction trace and records it for `--json`.
@MainActor func show(_ trace: InteractionTrace) {
  json.append(trace)
  print(trace, terminator: "")
}

/// A view that can become first responder and has `clearText`.
final class Editor: View {
  var cleared = 0
  override var canBecomeFirstResponder: Bool { true }
  func clearText() { cleared += 1 }
}

/// A toolbar that also has `clearText`: it is in the Clear button's own chain.
final class Toolbar: View {
  var cleared = 0
  func clearText() { cleared += 1 }
}

/// A 390 × 844 window, the size the keyboard's 336 pt height is reported for.
func makeWindow() -> Window {
  Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
}

print("# Lesson 18: the first responder and the keyboard")
print("A 390 × 844 window; the keyboard is 336 pt high and slides in over 0.25 s on the virtual clock.")

section("1. One first responder per window")
do {
  let window = makeWindow()
  let first = Editor(frame: CGRect(x: 20, y: 100, width: 350, height: 44))
  first.name = "first"
  let second = Editor(frame: CGRect(x: 20, y: 160, width: 350, height: 44))
  second.name = "second"
  let plain = View(frame: CGRect(x: 20, y: 220, width: 350, height: 44))
  plain.name = "plain"
  for view in [first, second, plain] { window.addSubview(view) }
  let app = json.record(Application(window: window, recordsScenes: true))
  print("first.becomeFirstResponder() → \(first.becomeFirstResponder())")
  print("second.becomeFirstResponder() → \(second.becomeFirstResponder())")
  print("plain.becomeFirstResponder() → \(plain.becomeFirstResponder())")
  print("window.endEditing(true) → \(window.endEditing(true))")
  show(app.trace)
}

section("2. A nil-target action starts at the first responder")
do {
  let window = makeWindow()
  let editor = Editor(frame: CGRect(x: 20, y: 100, width: 350, height: 44))
  editor.name = "editor"
  let toolbar = Toolbar(frame: CGRect(x: 0, y: 780, width: 390, height: 64))
  toolbar.name = "toolbar"
  let clear = Button(frame: CGRect(x: 20, y: 10, width: 80, height: 44), title: "Clear")
  toolbar.addSubview(clear)
  window.addSubview(editor)
  window.addSubview(toolbar)
  clear.addTarget(nil, action: Selector(Editor.clearText), for: .touchUpInside)
  clear.addTarget(nil, action: Selector(Toolbar.clearText), for: .touchUpInside)
  let app = json.record(Application(window: window, recordsScenes: true))
  print("No first responder: the search starts at the sender, Clear.")
  show(try app.tap(at: CGPoint(x: 60, y: 812)))
  print("editor cleared \(editor.cleared), toolbar cleared \(toolbar.cleared)")
  editor.becomeFirstResponder()
  _ = try app.wait(.milliseconds(500))  // no double tap: the next tap is a new one
  app.clearTrace()
  print("editor is first responder: the search starts there, outside Clear's own chain.")
  show(try app.tap(at: CGPoint(x: 60, y: 812)))
  print("editor cleared \(editor.cleared), toolbar cleared \(toolbar.cleared)")
}

section("3. A text field and the keyboard")
do {
  let window = makeWindow()
  let field = TextField(frame: CGRect(x: 20, y: 100, width: 350, height: 44), placeholder: "name")
  let card = View(frame: CGRect(x: 20, y: 600, width: 350, height: 100))
  card.name = "card"
  window.addSubview(field)
  window.addSubview(card)
  let app = json.record(Application(window: window, recordsScenes: true))
  show(try app.tap(at: CGPoint(x: 100, y: 122)))
  show(try app.wait(.milliseconds(250)))
  print("A tap on the card, which the keyboard now covers:")
  show(try app.tap(at: CGPoint(x: 100, y: 650)))
  print(window.explainMiss(of: card, at: CGPoint(x: 100, y: 650)))
}

section("4. The tap-to-dismiss recognizer: a plain view loses its touch, a button keeps its tap")
for cancels in [true, false] {
  let window = makeWindow()
  let screen = View(frame: window.bounds)
  screen.name = "screen"
  window.addSubview(screen)
  let field = TextField(frame: CGRect(x: 20, y: 100, width: 350, height: 44), placeholder: "name")
  let banner = View(frame: CGRect(x: 20, y: 200, width: 350, height: 60))
  banner.name = "banner"
  let button = Button(frame: CGRect(x: 20, y: 300, width: 120, height: 44), title: "Go")
  for view in [field, banner, button] { screen.addSubview(view) }
  let dismiss = TapGestureRecognizer { recognizer in recognizer.view?.endEditing(true) }
  dismiss.name = "dismissTap"
  dismiss.cancelsTouchesInView = cancels
  screen.addGestureRecognizer(dismiss)
  let app = json.record(Application(window: window, recordsScenes: true))
  _ = field.becomeFirstResponder()
  _ = try app.wait(.milliseconds(250))
  print("cancelsTouchesInView = \(cancels): a tap on the banner, then on the button.")
  app.clearTrace()
  show(try app.tap(at: CGPoint(x: 100, y: 230)))
  _ = try app.wait(.milliseconds(500))
  _ = field.becomeFirstResponder()
  _ = try app.wait(.milliseconds(500))
  app.clearTrace()
  show(try app.tap(at: CGPoint(x: 60, y: 322)))
  print("field is first responder: \(field.isFirstResponder)")
}

usage.writeOrExit(toFile: arguments.jsonPath) { try json.write(toFile: $0) }
usage.writeOrExit(toFile: arguments.explorePath) {
  try ExplorerPage(json, title: usage.program).write(toFile: $0)
}
