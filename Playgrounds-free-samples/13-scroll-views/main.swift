// Lesson 13 — Scroll views: delays and cancellations.
//
// Run it with `swift run 13-scroll-views` and read the output next to this file, and next to
// Sources/HitTestKit/Scrolling/.
//
// A ScrollView is a view whose bounds.origin is its contentOffset, dragged by its panGestureRecognizer.
// Its content gets touches through three gates:
//
//   1. delaysContentTouches (default true): a private recognizer holds the touch-down for 0.15 s. A pan
//      that begins first takes the touch and the content never hears of it; a finger that lifts first
//      releases began and ended back to back; a finger still down after 0.15 s is released.
//   2. touchesShouldBegin(_:with:in:): asked before the content gets the touch; false keeps it away.
//   3. canCancelContentTouches and touchesShouldCancel(in:): when the pan wants to begin over content
//      that already has the touch. The default answer is true for plain views (they get touchesCancelled
//      and the view scrolls) and false for controls (the control keeps tracking and nothing scrolls).
import CommandLineUsage
import HitTestKit

let usage = Usage(summary: "Lesson 13 — Scroll views: delays and cancellations.", options: [.json, .explore])
let arguments = usage.parseOrExit()
/// What the lesson runs, in order (its applications' traces, with scene snapshots, and its hit tests), written
/// as JSON by `--json <path>`.
var json = TraceDocument()

/// Prints a heading for the next part of the lesson.
func section(_ title: String) {
  print("\n## \(title)")
}

/// A view that prints the touch calls it gets.
final class Row: View {
  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { print("  row: touchesBegan") }
  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { print("  row: touchesMoved") }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { print("  row: touchesEnded") }
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    print("  row: touchesCancelled")
  }
}

/// Prints the delegate's callbacks, collapsing runs of didScroll.
final class Narrator: ScrollViewDelegate {
  var scrolls = 0
  func flush() {
    if scrolls > 0 { print("  delegate: didScroll ×\(scrolls)") }
    scrolls = 0
  }
  func scrollViewDidScroll(_ scrollView: ScrollView) { scrolls += 1 }
  func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
    flush()
    print("  delegate: willBeginDragging")
  }
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
    flush()
    print("  delegate: didEndDragging(willDecelerate: \(decelerate))")
  }
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
    flush()
    print("  delegate: didEndDecelerating at \(scrollView.contentOffset.compactDescription)")
  }
}

let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
scrollView.name = "scrollView"
scrollView.contentSize = CGSize(width: 320, height: 2000)
window.addSubview(scrollView)
let row = Row(frame: CGRect(x: 0, y: 100, width: 320, height: 60))
row.name = "row"
scrollView.addSubview(row)
let narrator = Narrator()
scrollView.delegate = narrator
let app = json.record(Application(window: window, recordsScenes: true))
let onRow = CGPoint(x: 160, y: 130)

/// Holds a finger on the row for `hold`, drags it 100 pt up in 4 moves, lifts it and waits 5 s.
@MainActor func drag(after hold: Duration) throws {
  try app.touchDown(1, at: onRow)
  try app.wait(hold)
  for step in 1...4 {
    try app.wait(.milliseconds(16))
    try app.move(1, to: CGPoint(x: 160, y: 130 - 25 * CGFloat(step)))
  }
  try app.touchUp(1)
  try app.wait(.seconds(5))
  narrator.flush()
  print("  contentOffset is now \(scrollView.contentOffset.compactDescription)")
  scrollView.contentOffset = .zero
  narrator.scrolls = 0
}

print("# Lesson 13: scroll views")
let frameText = scrollView.frame.compactDescription
print("scrollView is at \(frameText), contentSize \(scrollView.contentSize.compactDescription);")
print("row is at \(row.frame.compactDescription) in its content. row prints its touch calls, the delegate")
print("its callbacks.")

section("1. contentOffset is bounds.origin")
scrollView.contentOffset = CGPoint(x: 0, y: 80)
print(
  "contentOffset (0, 80): bounds \(scrollView.bounds.compactDescription); the row is drawn at window y 20")
print("hit test at (160, 50): \(window.hitTest(CGPoint(x: 160, y: 50), with: nil)?.displayName ?? "nothing")")
scrollView.contentOffset = .zero
narrator.scrolls = 0
print("Takeaway: scrolling moves bounds.origin, and hit testing converts the point into content coordinates:")
print("the row is hit where it is drawn.")

section("2. A quick tap: held, then began and ended together when the finger lifts")
try app.touchDown(1, at: onRow)
print("  (finger down; the row has heard nothing)")
try app.wait(.milliseconds(50))
try app.touchUp(1)
print("Takeaway: with delaysContentTouches, a quick tap reaches the content late but whole: began and ended")
print("together, at lift-off.")

section("3. A quick drag: the pan begins first, the row never hears of the touch; it decelerates")
try drag(after: .zero)
print("Takeaway: a drag that starts within 0.15 s belongs to the scroll view; the content never sees it.")

section("4. Hold 0.2 s, then drag: the row gets the touch at 0.15 s, then loses it to the pan")
try drag(after: .milliseconds(200))
print(
  "Takeaway: a touch the content already has is taken back when the pan begins: touchesCancelled, and the")
print("view scrolls.")

section("5. canCancelContentTouches = false: once the row has the touch, no scrolling")
scrollView.canCancelContentTouches = false
try drag(after: .milliseconds(200))
scrollView.canCancelContentTouches = true
print("Takeaway: canCancelContentTouches = false lets the content keep a touch it has; nothing scrolls.")

section("6. delaysContentTouches = false: began at once")
scrollView.delaysContentTouches = false
try app.touchDown(1, at: onRow)
print("  (finger down)")
try app.touchUp(1)
scrollView.delaysContentTouches = true
print("Takeaway: without the delay the content hears touchesBegan at touch-down, before anyone knows whether")
print("the finger will tap or scroll.")

section("7. Paging: a slow drag settles on the nearest page, a fling on the next one")
scrollView.isPagingEnabled = true
try app.wait(.seconds(1))
try app.drag(from: CGPoint(x: 160, y: 350), to: CGPoint(x: 160, y: 200), duration: .seconds(2), steps: 100)
try app.wait(.seconds(1))
print("  a slow 150 pt drag rests at \(scrollView.contentOffset.compactDescription)")
try app.swipe(from: CGPoint(x: 160, y: 350), direction: .up, distance: 60)
try app.wait(.seconds(1))
print("  a quick 60 pt fling rests at \(scrollView.contentOffset.compactDescription)")
print("Takeaway: with paging the offset settles on a whole page: a slow drag goes back to the nearest page,")
print("a quick fling goes on to the next one.")
usage.writeOrExit(toFile: arguments.jsonPath) { try json.write(toFile: $0) }
usage.writeOrExit(toFile: arguments.explorePath) {
  try ExplorerPage(json, title: usage.program).write(toFile: $0)
}
