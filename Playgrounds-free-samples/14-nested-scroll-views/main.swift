// Lesson 14 — Nested scroll views: which one scrolls, and a tap on a moving list.
//
// Run it with `swift run 14-nested-scroll-views` and read the output next to this file, and next to
// Sources/HitTestKit/Scrolling/ (ScrollView+PanAdmission.swift, +DirectionalLock, +Deceleration).
//
// A horizontal paging carousel sits inside a vertical feed. Both are ScrollViews, each driven by its own
// pan recognizer, and one finger touches both. Three rules decide:
//
//   1. A scroll view's pan begins only along an axis it can scroll. The direction is the movement when the
//      pan reaches its 10 pt hysteresis: mostly vertical needs content taller than the bounds (or
//      alwaysBounceVertical with bounces), mostly horizontal needs content wider. The trace gives the numbers.
//   2. The carousel's pan is collected first (closer to the finger). When it begins it excludes the feed's; when
//      it fails, the feed's may begin. Whichever began keeps the drag to the end: no hand-over at an edge.
//   3. A touch-down on content that is still decelerating stops it at once, and belongs to scrolling: the
//      content does not get that touch. A tap on a row during a fling selects nothing.
//
// Releasing a drag projects a resting point with Apple's formula, distance = v·r/(1 − r) (v in points per
// millisecond, r the decelerationRate: 0.998 .normal, 0.99 .fast). The delegate hears scrollViewWillEndDragging
// with that target and may change it.
import CommandLineUsage
import HitTestKit

let usage = Usage(
  summary: "Lesson 14 — Nested scroll views: which one scrolls, and a tap on a moving list.",
  options: [.json, .explore]
)
let arguments = usage.parseOrExit()
/// What the lesson runs, in order (its applications' traces, with scene snapshots, and its hit tests), written
/// as JSON by `--json <path>`.
var json = TraceDocument()

/// Prints a heading for the next part of the lesson.
func section(_ title: String) {
  print("\n## \(title)")
}

/// Prints the scroll views' notes from a trace: why each pan began or failed, and where the content went
/// (the per-move "dragged to" notes are left out).
func printNotes(_ trace: InteractionTrace) {
  for entry in trace.entries {
    guard case .scroll(let view, let decision) = entry.kind else { continue }
    if case .dragged = decision { continue }
    print("  \(view): \(decision.text(for: view))")
  }
}

/// Prints the delegate's calls, collapsing runs of didScroll.
final class Narrator: ScrollViewDelegate {
  let name: String
  var scrolls = 0
  init(_ name: String) { self.name = name }
  func say(_ text: String) {
    if scrolls > 0 { print("  \(name) delegate: didScroll ×\(scrolls)") }
    scrolls = 0
    if !text.isEmpty { print("  \(name) delegate: \(text)") }
  }
  func scrollViewDidScroll(_ scrollView: ScrollView) { scrolls += 1 }
  func scrollViewWillBeginDragging(_ scrollView: ScrollView) { say("willBeginDragging") }
  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    say(
      "willEndDragging(velocity \(velocity.compactDescription) pt/ms, target "
        + "\(targetContentOffset.pointee.compactDescription))")
  }
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
    say("didEndDragging(willDecelerate: \(decelerate))")
  }
  func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { say("willBeginDecelerating") }
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
    say("didEndDecelerating at \(scrollView.contentOffset.compactDescription)")
  }
}

let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
let feed = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
feed.name = "feed"
feed.contentSize = CGSize(width: 320, height: 2000)
window.addSubview(feed)
let carousel = ScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 200))
carousel.name = "carousel"
carousel.isPagingEnabled = true
carousel.contentSize = CGSize(width: 1280, height: 200)
feed.addSubview(carousel)
let row = View(frame: CGRect(x: 0, y: 700, width: 320, height: 80))
row.name = "row"
var rowTaps = 0
let rowTap = TapGestureRecognizer { _ in rowTaps += 1 }
rowTap.name = "row.tap"
row.addGestureRecognizer(rowTap)
feed.addSubview(row)
let feedNarrator = Narrator("feed")
let carouselNarrator = Narrator("carousel")
feed.delegate = feedNarrator
carousel.delegate = carouselNarrator
let app = json.record(Application(window: window, recordsScenes: true))
let onCarousel = CGPoint(x: 160, y: 200)

/// Runs `input`, waits `settle` for the content to come to rest, and prints the notes and where things are.
@MainActor func run(_ settle: Duration = .seconds(6), _ input: () throws -> InteractionTrace) throws {
  var trace = try input()
  trace.append(try app.wait(settle))
  feedNarrator.say("")
  carouselNarrator.say("")
  printNotes(trace)
  print(
    "  → feed at \(feed.contentOffset.compactDescription), carousel at \(carousel.contentOffset.compactDescription)"
  )
}

print("# Lesson 14: nested scroll views")
print("feed is \(feed.frame.compactDescription) with contentSize \(feed.contentSize.compactDescription);")
print(
  "carousel is \(carousel.frame.compactDescription) in it, paging, contentSize "
    + "\(carousel.contentSize.compactDescription).")

section("1. A vertical drag that starts on the carousel scrolls the feed")
try run {
  try app.drag(from: onCarousel, to: CGPoint(x: 160, y: 100), duration: .seconds(1), steps: 10)
}
print(
  "Takeaway: the carousel cannot scroll vertically, so its pan fails with the numbers; the feed's begins.")

section("2. A horizontal drag that starts on the carousel scrolls the carousel")
try run(.seconds(1)) {
  try app.drag(from: CGPoint(x: 260, y: 150), to: CGPoint(x: 60, y: 150), steps: 10)
}
print("Takeaway: the carousel's pan begins first and excludes the feed's; paging settles on page 1.")

section("3. Directional lock on a view that scrolls both ways")
let map = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
map.name = "map"
map.contentSize = CGSize(width: 2000, height: 2000)
map.isDirectionalLockEnabled = true
let mapWindow = Window(frame: window.frame)
mapWindow.addSubview(map)
let mapApp = json.record(Application(window: mapWindow, recordsScenes: true))
var lockTrace = try mapApp.touchDown(1, at: CGPoint(x: 200, y: 300))
lockTrace.append(try mapApp.move(1, to: CGPoint(x: 188, y: 297)))
lockTrace.append(try mapApp.move(1, to: CGPoint(x: 100, y: 200)))
lockTrace.append(try mapApp.touchUp(1))
printNotes(lockTrace)
print("  → map at \(map.contentOffset.compactDescription) (the 97 pt of vertical movement were ignored)")
print(
  "Takeaway: a start within \(ScrollView.directionalLockAngle.compactDescription)° of an axis locks the drag to it;"
)
print("a diagonal start moves freely (Apple documents the rule, not the angle: HitTestKit chose 22.5°).")

section("4. A fling on the feed, then a tap on the row while it decelerates")
feed.contentOffset = .zero
feedNarrator.scrolls = 0
var flingTrace = try app.drag(
  from: CGPoint(x: 160, y: 460), to: CGPoint(x: 160, y: 260), duration: .milliseconds(200), steps: 10)
flingTrace.append(try app.wait(.milliseconds(150)))
feedNarrator.say("")
printNotes(flingTrace)
let onRow = row.convert(CGPoint(x: 160, y: 40), to: nil)
print("  0.15 s later: isDecelerating \(feed.isDecelerating); row is under \(onRow.compactDescription)")
print("  explainMiss: \(window.explainMiss(of: row, at: onRow))")
try run(.seconds(1)) { try app.tap(at: onRow) }
print("  row taps: \(rowTaps)")
print("Takeaway: the touch-down stopped the feed and was not delivered to the row; the row's tap recognizer")
print("failed. The same tap once the feed is at rest:")
try app.tap(at: row.convert(CGPoint(x: 160, y: 40), to: nil))
print("  row taps: \(rowTaps)")

section("5. The delegate may move the resting point")
final class SnapToRows: ScrollViewDelegate {
  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    let target = targetContentOffset.pointee
    targetContentOffset.pointee = CGPoint(x: target.x, y: (target.y / 100).rounded() * 100)
    print(
      "  delegate: target \(target.compactDescription) moved to \(targetContentOffset.pointee.compactDescription)"
    )
  }
}
let snap = SnapToRows()
feed.delegate = snap
feed.contentOffset = .zero
try run {
  try app.drag(
    from: CGPoint(x: 160, y: 460), to: CGPoint(x: 160, y: 300), duration: .milliseconds(200), steps: 10)
}
print("Takeaway: deceleration ends exactly on the target the delegate set (with paging it would be ignored).")
usage.writeOrExit(toFile: arguments.jsonPath) { try json.write(toFile: $0) }
usage.writeOrExit(toFile: arguments.explorePath) {
  try ExplorerPage(json, title: usage.program).write(toFile: $0)
}
