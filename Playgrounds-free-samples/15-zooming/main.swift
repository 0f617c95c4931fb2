// Lesson 15 — Zooming: a pinch around its centroid, taps on zoomed content, zoom(to:).
//
// Run it with `swift run 15-zooming` and read the output next to this file, and next to
// Sources/HitTestKit/Scrolling/ScrollView+Zooming.swift.
//
// A ScrollView zooms one view: the one its delegate returns from viewForZooming(in:). Zooming needs both
// that view and maximumZoomScale > minimumZoomScale (both are 1 by default). At zoom scale s:
//
//   - the zoomed view's transform is a scale of s, and its frame's origin sits at the content origin (0, 0);
//   - contentSize is the zoomed view's frame size (its bounds size × s);
//   - a pinch keeps the content point under the fingers' centroid under it, even as the centroid moves;
//   - with bouncesZoom (the default) a pinch may go past the limits, rubber-banded, and springs back.
//
// Nothing in hit testing knows about zooming: the window point is converted through the scroll view's
// contentOffset (its bounds.origin) and the zoomed view's scale, exactly as for any transformed view.
import CommandLineUsage
import HitTestKit

let usage = Usage(
  summary: "Lesson 15 — Zooming: a pinch around its centroid, taps on zoomed content, zoom(to:).",
  options: [.json, .explore])
let arguments = usage.parseOrExit()
/// What the lesson runs, in order (its applications' traces, with scene snapshots, and its hit tests), written
/// as JSON by `--json <path>`.
var json = TraceDocument()

/// Prints a heading for the next part of the lesson.
func section(_ title: String) {
  print("\n## \(title)")
}

/// Prints the scroll view's own notes from an interaction trace: what it did and why.
func showScrollNotes(_ trace: InteractionTrace) {
  for line in trace.description.split(separator: "\n") where line.contains("scrollView: ") {
    print("  trace: \(line.trimmingPrefix(while: { $0 == " " }).dropFirst("scrollView: ".count))")
  }
}

/// A tile of the photo that prints the touches it gets.
final class Tile: View {
  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    print("  \(displayName): touchesEnded")
  }
}

/// Gives the photo for zooming and prints the zooming callbacks, collapsing runs of didZoom.
final class Narrator: ScrollViewDelegate {
  var zoomingView: View?
  var zooms = 0
  func flush() {
    if zooms > 0 { print("  delegate: didZoom ×\(zooms)") }
    zooms = 0
  }
  func viewForZooming(in scrollView: ScrollView) -> View? { zoomingView }
  func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {
    flush()
    print("  delegate: willBeginZooming(with: \(view?.displayName ?? "nil"))")
  }
  func scrollViewDidZoom(_ scrollView: ScrollView) { zooms += 1 }
  func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat) {
    flush()
    print(
      "  delegate: didEndZooming(with: \(view?.displayName ?? "nil"), atScale: \(scale.compactDescription))")
  }
}

let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
scrollView.name = "scrollView"
window.addSubview(scrollView)
let photo = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
photo.name = "photo"
scrollView.addSubview(photo)
scrollView.contentSize = photo.frame.size
for row in 0..<3 {
  for column in 0..<4 {
    let tile = Tile(frame: CGRect(x: column * 100, y: row * 100, width: 100, height: 100))
    tile.name = "tile\(column)\(row)"
    photo.addSubview(tile)
  }
}
let narrator = Narrator()
scrollView.delegate = narrator
let app = json.record(Application(window: window, recordsScenes: true))

/// The scale, offset and content size, on one line.
@MainActor func state() -> String {
  "zoomScale \(scrollView.zoomScale.compactDescription), contentOffset "
    + "\(scrollView.contentOffset.compactDescription), contentSize \(scrollView.contentSize.compactDescription)"
}

print("# Lesson 15: zooming")
print("scrollView is at \(scrollView.frame.compactDescription); photo is 400 × 300 at its content origin,")
print(
  "cut into twelve 100 pt tiles named tile<column><row>. Tiles print the touches they get, the delegate its")
print("zooming callbacks; \"trace:\" lines are the scroll view's own notes from the trace.")

section("1. Zooming needs limits that differ and a view for zooming")
print(
  "pinchGestureRecognizer with the default limits (1 and 1): \(scrollView.pinchGestureRecognizer == nil ? "nil" : "a pinch")"
)
showScrollNotes(try app.pinch(center: CGPoint(x: 160, y: 200), fromDistance: 40, toDistance: 160))
scrollView.minimumZoomScale = 0.5
scrollView.maximumZoomScale = 4
print(
  "limits 0.5 and 4: pinchGestureRecognizer is \(scrollView.pinchGestureRecognizer?.displayName ?? "nil")")
showScrollNotes(try app.pinch(center: CGPoint(x: 160, y: 200), fromDistance: 40, toDistance: 160))
print(state())
narrator.zoomingView = photo
print("Takeaway: no pinch recognizer while the limits are equal; a pinch with no view for zooming fails at")
print("gestureRecognizerShouldBegin. The trace says which.")

section("2. A pinch zooms around its centroid, which may move")
try app.touchDown([1: CGPoint(x: 100, y: 100), 2: CGPoint(x: 140, y: 100)])
print("fingers down at (100, 100) and (140, 100): centroid (120, 100), over photo (120, 100)")
showScrollNotes(try app.move([1: CGPoint(x: 90, y: 100), 2: CGPoint(x: 150, y: 100)]))
print(state())
print(
  "  60 pt apart, minus the pinch's 8 pt hysteresis: 60 / 48 = 1.25; (120, 100) · 1.25 − (120, 100) = (30, 25)"
)
showScrollNotes(try app.move([1: CGPoint(x: 70, y: 120), 2: CGPoint(x: 190, y: 120)]))
print(state())
print("  (the pan asked to begin before this move zoomed: at 1.25 the content, 375 pt tall, fit in 400 pt)")
let under = photo.convert(CGPoint(x: 130, y: 120), from: nil)
print("  centroid now (130, 120), over photo \(under.compactDescription): the same point")
showScrollNotes(try app.touchUp([1, 2]))
narrator.flush()
print("Takeaway: the photo point under the fingers stays under them; the offset is that point × scale minus")
print("where the centroid is on screen.")

section("3. A tap on a zoomed tile lands on the tile plain geometry predicts")
let tap = CGPoint(x: 200, y: 300)
let content = CGPoint(
  x: (tap.x + scrollView.contentOffset.x) / 2.5, y: (tap.y + scrollView.contentOffset.y) / 2.5)
print(
  "by hand: ((200, 300) + contentOffset) / 2.5 = photo \(content.compactDescription): tile\(Int(content.x / 100))\(Int(content.y / 100))"
)
print("hit test: \(window.hitTest(tap, with: nil)?.displayName ?? "nothing")")
try app.tap(at: tap)
print(
  "Takeaway: hit testing converts through bounds.origin and the scale transform; nothing special for zoom.")

section("4. Past the maximum: a rubber band, then a bounce back on the virtual clock")
scrollView.setZoomScale(4, animated: false)
narrator.zooms = 0
try app.touchDown([1: CGPoint(x: 140, y: 200), 2: CGPoint(x: 180, y: 200)])
showScrollNotes(try app.move([1: CGPoint(x: 110, y: 200), 2: CGPoint(x: 206, y: 200)]))
print(
  "  the fingers ask for 4 × 2 = 8; the band shows \(scrollView.zoomScale.compactDescription) (never 8 or more)"
)
showScrollNotes(try app.touchUp([1, 2]))
print("  isZoomBouncing: \(scrollView.isZoomBouncing)")
showScrollNotes(try app.wait(.milliseconds(400)))
narrator.flush()
print(state())
print(
  "Takeaway: with bouncesZoom the scale may pass a limit while the fingers are down; it eases back after.")

section("5. zoom(to:animated:) fits a rectangle of the photo, frame by frame")
scrollView.zoom(to: CGRect(x: 200, y: 100, width: 100, height: 100), animated: true)
print("at once:         \(state())")
try app.wait(.milliseconds(100))
print("after 0.1 s:     \(state())")
showScrollNotes(try app.wait(.milliseconds(250)))
narrator.flush()
print("after 0.35 s:    \(state())")
print("  min(320 / 100, 400 / 100) = 3.2; the rect's center (250, 150) · 3.2 − (160, 200) = (640, 280)")
print("Takeaway: an animated zoom is willBeginZooming, didZoom on every frame, didEndZooming at the end.")
usage.writeOrExit(toFile: arguments.jsonPath) { try json.write(toFile: $0) }
usage.writeOrExit(toFile: arguments.explorePath) {
  try ExplorerPage(json, title: usage.program).write(toFile: $0)
}
