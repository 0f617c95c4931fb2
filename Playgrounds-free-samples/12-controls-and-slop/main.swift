// Lesson 12 — Controls and the 70-point slop.
//
// Run it with `swift run 12-controls-and-slop` and read the output next to this file, and next to
// Sources/HitTestKit/Controls/Control.swift.
//
// A Control turns its touches into control events:
//
//   1. Touch-down: beginTracking(_:with:) decides; the control highlights and sends touchDown (and
//      touchDownRepeat when the touch's tapCount is 2 or more).
//   2. Each move: continueTracking(_:with:), then touchDragExit / touchDragEnter when the finger crosses
//      the edge of the tracking area, then touchDragInside / touchDragOutside.
//   3. Lift-off: touchUpInside or touchUpOutside; a Button then sends primaryActionTriggered.
//   4. A recognizer or a scroll view taking the touch: touchCancel, and no up event.
//
// The tracking area is not the bounds: it is the bounds grown by 70 pt on every side (UIKit's private
// value, as measured), half-open like every rectangle — so lifting 50 pt outside a button still taps it.
// A disabled control does not hit-test at all, and a Button vetoes single-tap recognizers on its ancestors.
import CommandLineUsage
import HitTestKit

let usage = Usage(summary: "Lesson 12 — Controls and the 70-point slop.", options: [.json, .explore])
let arguments = usage.parseOrExit()
/// What the lesson runs, in order (its applications' traces, with scene snapshots, and its hit tests), written
/// as JSON by `--json <path>`.
var json = TraceDocument()

/// Prints a heading for the next part of the lesson.
func section(_ title: String) {
  print("\n## \(title)")
}

/// Prints a hit-test trace (its text ends with a newline) and records it for `--json`.
@MainActor func show(_ trace: HitTestTrace) {
  json.append(trace)
  print(trace, terminator: "")
}

/// Prints only the lines of a trace that show control events and recognizer decisions.
func showControlLines(_ trace: InteractionTrace) {
  for line in trace.lines where line.contains(" sends ") || line.contains("gestureRecognizerShouldBegin") {
    print("  " + line.trimmingPrefix(while: { $0 == " " }))
  }
}

let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
window.name = "window"
let card = View(frame: window.bounds)
card.name = "card"
window.addSubview(card)
let button = Button(frame: CGRect(x: 100, y: 100, width: 100, height: 50), title: "OK")
card.addSubview(button)
let app = json.record(Application(window: window, recordsScenes: true))

print("# Lesson 12: controls and the 70-point slop")
print(
  "card fills the window; OK is a Button at \(button.frame.compactDescription) on it. Only the control events"
)
print("and the recognizer decisions of each trace are shown.")

section("1. A tap, and a double tap")
showControlLines(try app.tap(at: CGPoint(x: 150, y: 125)))
try app.wait(.seconds(1))
showControlLines(try app.doubleTap(at: CGPoint(x: 150, y: 125)))
try app.wait(.seconds(1))
print("Takeaway: a tap is touchDown then touchUpInside; the second touch of a double tap (tapCount 2) also")
print("sends touchDownRepeat.")

section("2. The 70-point slop: OK's right edge is at x 200, so the tracking area ends at x 270")
for x: CGFloat in [250, 269.9, 270.1] {
  print("Drag from the middle to x \(x.compactDescription), then lift:")
  showControlLines(try app.drag(from: CGPoint(x: 150, y: 125), to: CGPoint(x: x, y: 125), steps: 1))
  try app.wait(.seconds(1))
}
print("Out and back in: exit before the drag event, enter before the next inside one.")
try app.touchDown(1, at: CGPoint(x: 150, y: 125))
showControlLines(try app.move(1, to: CGPoint(x: 300, y: 125)))
showControlLines(try app.move(1, to: CGPoint(x: 260, y: 125)))
showControlLines(try app.touchUp(1))
try app.wait(.seconds(1))
print("Takeaway: the tracking area is the bounds grown by 70 pt: a finger that slips off a button and lifts")
print("within 70 pt of it still taps it.")

section("3. A disabled control is see-through")
var cardTaps = 0
let cardTap = TapGestureRecognizer { _ in cardTaps += 1 }
cardTap.name = "cardTap"
card.addGestureRecognizer(cardTap)
button.isEnabled = false
show(window.hitTestTrace(at: CGPoint(x: 150, y: 125)))
try app.tap(at: CGPoint(x: 150, y: 125))
print("cardTap fired \(cardTaps) time(s)")
button.isEnabled = true
try app.wait(.seconds(1))
print("Takeaway: a disabled control does not hit-test, so the touch goes to what is behind it: here card,")
print("whose cardTap fires.")

section("4. The button against its ancestor's single tap: the button wins")
showControlLines(try app.tap(at: CGPoint(x: 150, y: 125)))
print("cardTap fired \(cardTaps) time(s) in all")
cardTap.cancelsTouchesInView = false
print("With cardTap.cancelsTouchesInView = false, the button is not asked and both fire:")
try app.wait(.seconds(1))
showControlLines(try app.tap(at: CGPoint(x: 150, y: 125)))
print("cardTap fired \(cardTaps) time(s) in all")
card.removeGestureRecognizer(cardTap)
try app.wait(.seconds(1))
print(
  "Takeaway: a Button vetoes single-tap recognizers on its ancestors (gestureRecognizerShouldBegin), unless")
print("they leave the touches to the view (cancelsTouchesInView = false): then both act.")

section("5. An ancestor pan is not vetoed: the button gets touchCancel")
let pan = PanGestureRecognizer()
pan.name = "cardPan"
card.addGestureRecognizer(pan)
showControlLines(try app.drag(from: CGPoint(x: 150, y: 125), to: CGPoint(x: 150, y: 200), steps: 4))
print("Takeaway: only single taps are vetoed; a pan on an ancestor takes the touch, and the control sends")
print("touchCancel instead of an up event.")
usage.writeOrExit(toFile: arguments.jsonPath) { try json.write(toFile: $0) }
usage.writeOrExit(toFile: arguments.explorePath) {
  try ExplorerPage(json, title: usage.program).write(toFile: $0)
}
