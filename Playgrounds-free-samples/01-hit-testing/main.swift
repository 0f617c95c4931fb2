// Lesson 1 — Hit testing: how UIKit finds the view under a finger.
//
// Run it with `swift run 01-hit-testing` and read the output next to this file.
//
// When a finger touches down, UIKit asks the window one question: which view is under this point? The
// answer, the "hit-test view", receives the touch for its whole life. The window answers by calling
// `hitTest(_:with:)` on itself, and the default implementation of that method is a short recursive
// search:
//
//   1. skip the view (answer nil) if it is hidden, has user interaction off, or is nearly transparent;
//   2. answer nil if `point(inside:with:)` says the point is outside the bounds;
//   3. ask the subviews, front to back, converting the point into each one's coordinates:
//      the first one that answers something other than nil wins;
//   4. if no subview answered, answer the view itself.
//
// HitTestKit runs exactly that search and can record it: `window.hitTestTrace(at:)` returns a trace
// that prints as an indented tree — one line per view visited, with the point in that view's own
// coordinates and each decision — ending with `→ hit: name`. This lesson reads four rules off traces.
import CommandLineUsage
import HitTestKit

let usage = Usage(
  summary: "Lesson 1 — Hit testing: how UIKit finds the view under a finger.", options: [.json, .explore])
let arguments = usage.parseOrExit()
/// What the lesson runs, in order (its applications' traces, with scene snapshots, and its hit tests), written
/// as JSON by `--json <path>`.
var json = TraceDocument()

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

print("# Lesson 1: hit testing, step by step")

// Views are named so traces read like the code.
var window = makeWindow()

// Rule 0: a view contains the point, and no subview does: the view itself is the answer.
section("1. Nothing else under the point: the window itself is hit")
print("An empty window: the search checks the window's bounds, finds no subviews, and answers the window.")
show(window.hitTestTrace(at: CGPoint(x: 160, y: 240)))

// Rule 1: front to back. `addSubview` puts a view on top, at the end of `subviews`; the search walks
// that array backwards, so the view added last is asked first.
section("2. Front to back: the view added last is asked first")
let back = makeView("back", CGRect(x: 20, y: 20, width: 200, height: 200), in: window)
let front = makeView("front", CGRect(x: 100, y: 100, width: 200, height: 200), in: window)
print("back is at \(back.frame.compactDescription), front at \(front.frame.compactDescription).")
print("A tap where they overlap, at (150, 150): front is asked first and takes it; back is never asked.")
show(window.hitTestTrace(at: CGPoint(x: 150, y: 150)))
print("A tap on back alone, at (50, 50): front says no (outside its bounds), then back is asked.")
show(window.hitTestTrace(at: CGPoint(x: 50, y: 50)))
print("Takeaway: subviews are tried front to back, and the first one that answers wins.")

// Rule 2: deepest wins. When a view contains the point, the search goes on inside it; the answer is the
// farthest descendant that contains the point. Each level converts the point into its own coordinates
// (the number after each name in the trace).
section("3. Deepest wins: the search goes down into the view that contains the point")
window = makeWindow()
let card = makeView("card", CGRect(x: 20, y: 250, width: 280, height: 200), in: window)
let row = makeView("row", CGRect(x: 10, y: 10, width: 260, height: 60), in: card)
let icon = makeView("icon", CGRect(x: 10, y: 10, width: 40, height: 40), in: row)
print("card contains row, which contains icon. A tap on the icon, at (50, 280):")
show(window.hitTestTrace(at: CGPoint(x: 50, y: 280)))
print("A tap on the row beside the icon, at (200, 280): icon says no, so row answers itself.")
show(window.hitTestTrace(at: CGPoint(x: 200, y: 280)))
print("Takeaway: the hit-test view is the deepest view that contains the point, not the outermost.")

// Rule 1 and 2 together: the first sibling that answers wins, even when a sibling behind it has a
// deeper view under the point. "Deepest" applies inside the winning branch only.
section("4. First hit wins, even over a deeper view behind")
window = makeWindow()
let lowerCard = makeView("back", back.frame, in: window)
let badge = makeView("badge", CGRect(x: 100, y: 100, width: 20, height: 20), in: lowerCard)
_ = makeView("front", front.frame, in: window)
print("back and front again, and back gets a subview, badge, at \(badge.frame.compactDescription) in back,")
print("under front. A tap on the badge, at (130, 130):")
show(window.hitTestTrace(at: CGPoint(x: 130, y: 130)))
print(window.explainMiss(of: badge, at: CGPoint(x: 130, y: 130)))
print("Takeaway: once a front sibling answers, the views behind it are never asked.")

// Rule 3: half-open edges. `point(inside:with:)` uses Core Graphics' rule: the minimum edges (left, top)
// are inside, the maximum edges (right, bottom) are outside. So two views side by side never both
// contain a point: the shared edge belongs to the one on the right (or below).
section("5. Half-open edges: left and top are inside, right and bottom are outside")
window = makeWindow()
let tiles = makeView("tiles", CGRect(x: 0, y: 0, width: 320, height: 20), in: window)
let left = makeView("left", CGRect(x: 0, y: 0, width: 100, height: 20), in: tiles)
let right = makeView("right", CGRect(x: 100, y: 0, width: 100, height: 20), in: tiles)
print("left is at \(left.frame.compactDescription), right at \(right.frame.compactDescription).")
print("At x 100, the shared edge, right is asked first and contains it (its left edge is inside):")
show(window.hitTestTrace(at: CGPoint(x: 100, y: 5)))
print("At x 99.5, right says no and left (whose right edge is at 100) contains it:")
show(window.hitTestTrace(at: CGPoint(x: 99.5, y: 5)))
print("At y 20, the bottom edge of tiles, tiles says no: the point belongs to what is below it.")
show(window.hitTestTrace(at: CGPoint(x: 50, y: 20)))
print(
  "Takeaway: bounds contain minX ≤ x < maxX and minY ≤ y < maxY, so a point on a shared edge has exactly "
    + "one owner.")
usage.writeOrExit(toFile: arguments.jsonPath) { try json.write(toFile: $0) }
usage.writeOrExit(toFile: arguments.explorePath) {
  try ExplorerPage(json, title: usage.program).write(toFile: $0)
}
