// Lesson 10 — Fill versus outline: which part of a shape should answer a touch?
//
// Run it with `swift run 10-fill-versus-outline` and read the output next to this file, and next to
// Sources/HitTestKit/Shapes/ShapeView.swift, the view this lesson uses.
//
// A ShapeView holds a BezierPath in its own coordinates and answers touches on it, not on its bounds:
//
//   1. By default on its *outline*: the band around the path that a stroke `tapTargetWidth` wide (at
//      least 35 pt) would paint. A drawing app selects shapes this way, so a big shape does not hide
//      everything behind its interior.
//   2. With `hitTestsFill = true`, in its *fill*. Which points of a self-crossing or nested path are
//      "inside" depends on the fill rule: nonzero winding (the default) or even-odd
//      (`usesEvenOddFillRule`).
//   3. Why a minimum width: a path is a line of zero width. Stroked 1 pt wide it is visible, but no
//      finger lands within half a point of it; the tap target must be wider than the drawing.
import CommandLineUsage
import Foundation
import HitTestKit

let svgOption = Usage.Option.value(
  "--svg", named: "path", help: "also write a picture of the pentagram under the even-odd rule (SVG)")
let usage = Usage(
  summary: "Lesson 10 — Fill versus outline: which part of a shape should answer a touch?",
  options: [svgOption, .json, .explore])
let arguments = usage.parseOrExit()
/// What the lesson runs, in order (its applications' traces, with scene snapshots, and its hit tests), written
/// as JSON by `--json <path>`.
var json = TraceDocument()
let svgPath = arguments.value(of: svgOption.name)
// An unwritable path fails here (exit 73), before the lesson prints anything; the picture replaces the
// empty file at the end.
if let svgPath { usage.writeOrExit("", toFile: svgPath, what: "the SVG") }

/// Prints a heading for the next part of the lesson.
func section(_ title: String) {
  print("\n## \(title)")
}

/// Prints a hit-test trace followed by a blank line, and records it for `--json`.
@MainActor func show(_ trace: HitTestTrace) {
  json.append(trace)
  print(trace)
}

/// A window holding one shape view, named, as large as the window.
func stage(_ name: String, _ path: BezierPath, fill: Bool = false) -> (Window, ShapeView) {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 320))
  window.name = "window"
  let shape = ShapeView(frame: window.bounds, path: path)
  shape.name = name
  shape.hitTestsFill = fill
  window.addSubview(shape)
  return (window, shape)
}

/// Hit-tests each point and prints one line per point: where, and what was hit.
func probe(_ window: Window, _ points: [(String, CGPoint)]) {
  for (label, point) in points {
    let hit = window.hitTest(point, with: nil)?.displayName ?? "nothing"
    print("  \(label) \(point.compactDescription) → \(hit)")
  }
}

/// A five-pointed star drawn in one stroke, every second vertex: its middle is wound twice.
func pentagram(center: CGPoint, radius: CGFloat) -> BezierPath {
  var star = BezierPath()
  for index in 0..<5 {
    let angle = -CGFloat.pi / 2 + CGFloat(index) * 4 * .pi / 5
    let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    if index == 0 { star.move(to: point) } else { star.addLine(to: point) }
  }
  star.close()
  return star
}

/// Two concentric circles; `innerReversed` draws the inner one the other way round.
func rings(center: CGPoint, innerReversed: Bool) -> BezierPath {
  var path = BezierPath()
  path.addArc(withCenter: center, radius: 100, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
  path.close()
  var inner = BezierPath()
  // Clockwise (increasing angle) from 0 to 2π, or counterclockwise (decreasing angle) from 2π to 0.
  inner.addArc(
    withCenter: center, radius: 50, startAngle: innerReversed ? 2 * .pi : 0,
    endAngle: innerReversed ? 0 : 2 * .pi, clockwise: !innerReversed)
  inner.close()
  path.append(inner)
  return path
}

print("# Lesson 10: fill versus outline")
let center = CGPoint(x: 160, y: 160)

section("1. One circle, two tap targets")
var circle = BezierPath(ovalIn: CGRect(x: 60, y: 60, width: 200, height: 200))
circle.lineWidth = 4
let (circleWindow, circleView) = stage("circle", circle)
print("A circle of radius 100 around (160, 160), drawn 4 pt wide. As an outline, its tap target is the")
print("35 pt band from radius 82.5 to 117.5; the middle is not part of it:")
show(circleWindow.hitTestTrace(at: CGPoint(x: 160, y: 70)))
show(circleWindow.hitTestTrace(at: center))
print("Why not? \(circleWindow.explainMiss(of: circleView, at: center))")
print("\nWith hitTestsFill = true the same view answers inside the circle, and only there:")
circleView.hitTestsFill = true
show(circleWindow.hitTestTrace(at: center))
probe(circleWindow, [("just outside the drawn line", CGPoint(x: 160, y: 55))])
print(
  "Takeaway: outline for shapes the user picks by their edge (drawings, connectors), fill for solid ones.")

section("2. A star drawn in one stroke: nonzero versus even-odd")
let star = pentagram(center: center, radius: 120)
let (starWindow, starView) = stage("star", star, fill: true)
print("The pentagram's lines cross; a ray from its middle crosses the outline twice, both times in")
print("the same direction: winding number 2. Nonzero says inside, even-odd (2 is even) says outside.")
show(starWindow.hitTestTrace(at: center))
starView.path.usesEvenOddFillRule = true
show(starWindow.hitTestTrace(at: center))
print("A point in one of the star's tips (winding number 1) is inside under both rules:")
probe(starWindow, [("tip, even-odd", CGPoint(x: 160, y: 60))])
print("Takeaway: the fill rule is part of a fill target; it decides the holes.")

section("3. Concentric rings: holes by rule or by direction")
for reversed in [false, true] {
  for evenOdd in [false, true] {
    var path = rings(center: center, innerReversed: reversed)
    path.usesEvenOddFillRule = evenOdd
    let (window, _) = stage("rings", path, fill: true)
    let middle = window.hitTest(center, with: nil)?.displayName ?? "nothing"
    let band = window.hitTest(CGPoint(x: 160, y: 85), with: nil)?.displayName ?? "nothing"
    print(
      "  inner circle \(reversed ? "reversed" : "same direction"), \(evenOdd ? "even-odd" : "nonzero"): "
        + "the middle → \(middle), between the circles → \(band)")
  }
}
print("Even-odd always makes a hole. Nonzero makes one only when the inner circle runs the other way")
print("(its −1 cancels the outer +1): how the path was drawn matters, not just what it looks like.")
print("Takeaway: test the rule you draw with; a hole that is drawn but hit-tests as solid is a bug.")

section("4. Why a tap target needs a minimum width")
var hairline = BezierPath()
hairline.move(to: CGPoint(x: 40, y: 160))
hairline.addLine(to: CGPoint(x: 280, y: 160))
hairline.lineWidth = 1
let (lineWindow, lineView) = stage("line", hairline)
let nearLine = CGPoint(x: 160, y: 166)
print("A line 1 pt wide. A finger lands 6 pt below it, which a user calls \"on the line\".")
print("  the drawn stroke itself: strokeContains → \(hairline.strokeContains(nearLine))")
print("  the view, with a \(lineView.tapTargetWidth.compactDescription) pt tap target:")
show(lineWindow.hitTestTrace(at: nearLine))
probe(lineWindow, [("17 pt below", CGPoint(x: 160, y: 177)), ("18 pt below", CGPoint(x: 160, y: 178))])
print("A line drawn wider than the minimum keeps its own width as the target:")
lineView.path.lineWidth = 50
show(lineWindow.hitTestTrace(at: CGPoint(x: 160, y: 184)))
print("Takeaway: the tap target is max(35 pt, line width), centered on the path: never thinner than a finger")
print("can hit, never thinner than what is drawn.")

// The scene, drawn: `swift run 10-fill-versus-outline --svg /tmp/lesson10.svg` writes an SVG of the
// pentagram (even-odd fill) with a tap in its middle and one in a tip, and the hit test of the middle.
if let svgPath {
  let tip = CGPoint(x: 160, y: 60)
  let picture = ScenePicture(
    root: starWindow,
    touchPoints: [
      .init(center, label: "1", note: "middle: winding 2, even → outside", succeeded: false),
      .init(tip, label: "2", note: "tip: winding 1, inside either way", succeeded: true),
    ],
    trace: starWindow.hitTestTrace(at: center), title: "Lesson 10: the pentagram under the even-odd rule")
  usage.writeOrExit(picture.svg, toFile: svgPath, what: "the SVG")
}
usage.writeOrExit(toFile: arguments.jsonPath) { try json.write(toFile: $0) }
usage.writeOrExit(toFile: arguments.explorePath) {
  try ExplorerPage(json, title: usage.program).write(toFile: $0)
}
