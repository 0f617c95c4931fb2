// Lesson 2 — Coordinates: which point each view sees.
//
// Run it with `swift run 02-coordinates` and read the output next to this file.
//
// Every view has its own coordinate space. Hit testing starts with a point in window coordinates and,
// each time it steps into a subview, converts the point into that subview's coordinates: the number
// printed after each name in a trace is the point as that view sees it. `point(inside:with:)` then
// compares it with the view's `bounds`. Three properties take part in the conversion, as in UIKit:
//
//   - `center`: where the middle of the view sits in its superview;
//   - `transform`: applied about the center (scale, rotation), without changing `bounds` or `center`;
//   - `bounds.origin`: the coordinate shown at the view's top-left corner, which shifts every subview
//     (this is how a scroll view scrolls).
//
// `frame` is derived from these three; it is what you set most of the time, and what lies to you as
// soon as there is a transform. `convert(_:to:)` and `convert(_:from:)` do the same conversion as the
// hit test, for any two views.
import CommandLineUsage
import Foundation
import HitTestKit

let svgOption = Usage.Option.value(
  "--svg", named: "path", help: "also write a picture of the last part, the flattened view (SVG)")
let usage = Usage(
  summary: "Lesson 2 — Coordinates: which point each view sees.", options: [svgOption, .json, .explore])
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

/// Prints a hit-test trace (its text ends with a newline) and records it for `--json`.
@MainActor func show(_ trace: HitTestTrace) {
  json.append(trace)
  print(trace, terminator: "")
}

/// Creates an empty 320 × 480 window named `window`; each part of the lesson starts from a fresh one.
func makeWindow() -> Window {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  window.name = "window"
  return window
}

/// Creates a view with a name that traces will show, and adds it to `parent`.
func makeView(_ name: String, _ frame: CGRect, in parent: View) -> View {
  let view = View(frame: frame)
  view.name = name
  parent.addSubview(view)
  return view
}

print("# Lesson 2: coordinates")

// Converting between views: up through each superview, then down into the other view.
section("1. Converting points between views")
var window = makeWindow()
let panel = makeView("panel", CGRect(x: 40, y: 100, width: 240, height: 200), in: window)
let button = makeView("button", CGRect(x: 20, y: 30, width: 80, height: 40), in: panel)
let tap = CGPoint(x: 70, y: 140)
print("panel is at \(panel.frame.compactDescription) in window;")
print("button is at \(button.frame.compactDescription) in panel.")
print("The tap \(tap.compactDescription) in window coordinates is:")
print("  \(panel.convert(tap, from: nil).compactDescription) in panel   (panel.convert(tap, from: nil))")
print("  \(button.convert(tap, from: nil).compactDescription) in button  (button.convert(tap, from: nil))")
let back = button.convert(CGPoint(x: 10, y: 10), to: nil)
print("and back: button.convert((10, 10), to: nil) = \(back.compactDescription)")
print("The hit test converts the same way, one level at a time:")
show(window.hitTestTrace(at: tap))
print("Takeaway: the point after each name in a trace is the point in that view's own coordinates.")

// bounds.origin: setting it does not move the view, it moves what is drawn inside. A list scrolled down
// by 100 pt has bounds.origin.y = 100: the row at y 150 in the list now appears 50 pt below its top.
section("2. bounds.origin shifts the subviews (how scrolling works)")
window = makeWindow()
let list = makeView("list", CGRect(x: 0, y: 0, width: 320, height: 480), in: window)
let row = makeView("row3", CGRect(x: 0, y: 150, width: 320, height: 50), in: list)
let before = window.hitTest(CGPoint(x: 100, y: 60), with: nil)
print("row3 is at y 150 in list. Before scrolling, a tap at (100, 60) hits \(before?.name ?? "nothing").")
list.bounds.origin = CGPoint(x: 0, y: 100)
print("list.bounds.origin = (0, 100): list's frame is still \(list.frame.compactDescription), but row3")
print("now shows at \(row.convert(row.bounds, to: nil).compactDescription) in the window. The same tap:")
show(window.hitTestTrace(at: CGPoint(x: 100, y: 60)))
print("Takeaway: bounds.origin is the coordinate at the top-left corner; raising it moves the content up.")

// transform: applied about the center. A scale of 2 doubles the frame around the same center; bounds
// stay 100 × 100, so the point the view sees is halved back.
section("3. A transform applies about the center; bounds do not change")
window = makeWindow()
let badge = makeView("badge", CGRect(x: 100, y: 100, width: 100, height: 100), in: window)
badge.transform = CGAffineTransform(scaleX: 2, y: 2)
print("badge: frame (x 100, y 100, w 100, h 100), then transform = scale 2.")
print("  center \(badge.center.compactDescription), bounds \(badge.bounds.compactDescription),")
print("  frame \(badge.frame.compactDescription)")
print("A tap at (60, 60), outside the original frame but inside the scaled one:")
show(window.hitTestTrace(at: CGPoint(x: 60, y: 60)))
print("Takeaway: the view grows around its center; inside it, coordinates still run over its bounds.")

// A rotation turns the view about its center. Its frame becomes the bounding box of the turned square,
// larger than the view: a point in a corner of the frame can be outside the view.
section("4. A rotated view: its frame is only a bounding box")
window = makeWindow()
let tile = makeView("tile", CGRect(x: 110, y: 190, width: 100, height: 100), in: window)
tile.transform = CGAffineTransform(rotationAngle: .pi / 4)
print("tile: frame (x 110, y 190, w 100, h 100), then rotated by 45°.")
print("  bounds \(tile.bounds.compactDescription), frame now \(tile.frame.compactDescription)")
let corner = CGPoint(x: 100, y: 180)
print("A tap at \(corner.compactDescription), in the corner of the new frame but outside the turned square:")
show(window.hitTestTrace(at: corner))
print("A tap at (160, 175), near the top tip of the diamond:")
show(window.hitTestTrace(at: CGPoint(x: 160, y: 175)))
print("Takeaway: hit testing undoes the transform and checks the bounds, never the frame.")

// A transform that cannot be inverted flattens the view to a line or a point: no point of the screen
// maps back into it. UIKit leaves this undefined; HitTestKit passes over such a view, and a conversion
// into it has no answer: (nan, nan).
section("5. A singular transform: a flattened view is not hittable")
window = makeWindow()
let flat = makeView("flat", CGRect(x: 0, y: 0, width: 320, height: 480), in: window)
flat.transform = CGAffineTransform(scaleX: 0, y: 1)
print("flat covers the window, then transform = scale (0, 1): frame \(flat.frame.compactDescription).")
show(window.hitTestTrace(at: CGPoint(x: 160, y: 240)))
let intoFlat = flat.convert(CGPoint(x: 160, y: 240), from: nil)
print("flat.convert((160, 240), from: nil) = \(intoFlat.compactDescription): no point maps into flat.")
print("Takeaway: a scale of 0 makes a view untouchable; the trace says \"not tried\" and why.")

// The scene, drawn: `swift run 02-coordinates --svg /tmp/lesson2.svg` writes an SVG of the last part
// (the flattened view, passed over by the hit test).
if let svgPath {
  let point = CGPoint(x: 160, y: 240)
  let picture = ScenePicture(
    root: window, touchPoints: [.init(point, label: "tap")], trace: window.hitTestTrace(at: point),
    title: "Lesson 2: a view flattened by scale (0, 1)")
  usage.writeOrExit(picture.svg, toFile: svgPath, what: "the SVG")
}
usage.writeOrExit(toFile: arguments.jsonPath) { try json.write(toFile: $0) }
usage.writeOrExit(toFile: arguments.explorePath) {
  try ExplorerPage(json, title: usage.program).write(toFile: $0)
}
