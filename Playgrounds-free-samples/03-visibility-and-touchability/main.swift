// Lesson 3 — Visibility and touchability: what takes a view out of hit testing.
//
// Run it with `swift run 03-visibility-and-touchability` and read the output next to this file.
//
// Before the default `hitTest(_:with:)` looks at the bounds, it checks three properties, and answers nil
// for the view *and its whole subtree* if any of them says so:
//
//   - `isHidden` is true;
//   - `isUserInteractionEnabled` is false;
//   - `alpha` is below 0.01 (`View.minimumHittableAlpha`; Apple's documentation gives the number).
//
// A fourth property looks related and is not: `clipsToBounds` changes only what is drawn. A subview
// sticking out of its superview is never touchable there, clipped or not, because the search never
// enters a view whose bounds do not contain the point.
//
// For each case, the lesson asks `window.explainMiss(of:at:)`, which answers "why didn't my view get the
// touch?" with the rule and the view responsible.
import CommandLineUsage
import Foundation
import HitTestKit

let svgOption = Usage.Option.value(
  "--svg", named: "path", help: "also write a picture of the last part, the clipping card (SVG)")
let usage = Usage(
  summary: "Lesson 3 — Visibility and touchability: what takes a view out of hit testing.",
  options: [svgOption, .json, .explore])
let arguments = usage.parseOrExit()
/// What the lesson runs, in order (its applications' traces, with scene snapshots, and its hit tests), written
/// as JSON by `--json <path>`.
var json = TraceDocument()
let svgPath = arguments.value(of: svgOption.name)
// An unwritable path fails here (exit 73), before the lesson prints anything; the picture replaces the
// empty file at the end.
if let svgPath { usage.writeOrExit("", toFile: svgPath, what: "the SVG") }

/// Prints a numbered heading for the next part of the lesson.
func section(_ title: String) {
  print("\n## \(title)")
}

/// The name of the view hit at `point` in `window`, or "nothing".
func hitName(in window: Window, at point: CGPoint) -> String {
  window.hitTest(point, with: nil)?.displayName ?? "nothing"
}

/// Prints a hit-test trace (its text ends with a newline) and records it for `--json`.
@MainActor func show(_ trace: HitTestTrace) {
  json.append(trace)
  print(trace, terminator: "")
}

// The same small hierarchy serves every part: a card with a button in it.
let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
window.name = "window"
let card = View(frame: CGRect(x: 20, y: 20, width: 200, height: 200))
card.name = "card"
window.addSubview(card)
let button = View(frame: CGRect(x: 20, y: 20, width: 60, height: 44))
button.name = "button"
card.addSubview(button)
let onButton = CGPoint(x: 50, y: 50)

print("# Lesson 3: visibility and touchability")
print("card is at \(card.frame.compactDescription) in window;")
print("button is at \(button.frame.compactDescription) in card.")
print("Every tap below is at \(onButton.compactDescription), on the button.")

section("1. isHidden: the view and its subtree are skipped")
button.isHidden = true
show(window.hitTestTrace(at: onButton))
print(window.explainMiss(of: button, at: onButton))
button.isHidden = false
card.isHidden = true
print("Hiding the card hides its subviews from hit testing too:")
print(window.explainMiss(of: button, at: onButton))
card.isHidden = false
print("Takeaway: a hidden view cannot be hit, and neither can anything inside it.")

// The alpha rule is per view: a view is skipped if its own alpha is below 0.01. Alphas are not
// multiplied down the tree, and 0.01 itself is hittable.
section("2. alpha: below 0.01 is skipped, 0.01 is not")
button.alpha = 0.009
show(window.hitTestTrace(at: onButton))
button.alpha = 0.01
print("At exactly 0.01 the button is hittable again: \(hitName(in: window, at: onButton)) is hit.")
card.alpha = 0.02
button.alpha = 0.5
print("card at 0.02 and button at 0.5 (0.01 if you multiply): \(hitName(in: window, at: onButton)) is hit.")
card.alpha = 1
button.alpha = 1
print("Takeaway: to hide a view from touches too, use isHidden; a view at alpha 0.01 still takes touches.")

section("3. isUserInteractionEnabled = false: the view and its subviews are skipped")
card.isUserInteractionEnabled = false
show(window.hitTestTrace(at: onButton))
print(window.explainMiss(of: button, at: onButton))
card.isUserInteractionEnabled = true
print("Takeaway: turning off interaction on a container turns it off for everything inside.")

// The button is moved so that it sticks out of the card's right edge: it spans x 190–250 in card
// coordinates while the card's bounds end at 200.
section("4. clipsToBounds: drawing only, never touches")
button.frame = CGRect(x: 170, y: 20, width: 60, height: 44)
let sticking = CGPoint(x: 230, y: 50)
print("button moved to \(button.frame.compactDescription) in card: part of it is outside the card.")
print("card.clipsToBounds is \(card.clipsToBounds): the part outside is drawn.")
print("A tap on that part, at \(sticking.compactDescription):")
show(window.hitTestTrace(at: sticking))
print(window.explainMiss(of: button, at: sticking))
card.clipsToBounds = true
print("With card.clipsToBounds = true the outside part is not drawn any more, and the answer is the same:")
print(window.explainMiss(of: button, at: sticking))
print(
  "Inside the card, at (200, 50), the button still works: \(hitName(in: window, at: CGPoint(x: 200, y: 50))) is hit."
)
print(
  "Takeaway: visible is not touchable; a view is touchable only where all its ancestors contain the point.")

// The scene, drawn: `swift run 03-visibility-and-touchability --svg /tmp/lesson3.svg` writes an SVG of
// the last part (the clipping card, the button sticking out of it, the tap and its hit test).
if let svgPath {
  let picture = ScenePicture(
    root: window, touchPoints: [.init(sticking, label: "tap", note: "on the part of button outside card")],
    trace: window.hitTestTrace(at: sticking), title: "Lesson 3: visible is not touchable")
  usage.writeOrExit(picture.svg, toFile: svgPath, what: "the SVG")
}
usage.writeOrExit(toFile: arguments.jsonPath) { try json.write(toFile: $0) }
usage.writeOrExit(toFile: arguments.explorePath) {
  try ExplorerPage(json, title: usage.program).write(toFile: $0)
}
