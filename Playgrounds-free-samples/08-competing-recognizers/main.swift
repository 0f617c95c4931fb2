// Lesson 8 — Competing recognizers: single tap versus double tap, and recognizing together.
//
// Run it with `swift run 08-competing-recognizers` and read the output next to this file.
//
// When several recognizers receive the same touches, they compete. The rules:
//
//   - A recognizer that recognizes makes the others fail, unless one of them may not be prevented
//     (a single tap does not prevent a tap recognizer that needs more taps: UIKit's rule).
//   - `a.require(toFail: b)` makes `a` wait: it may recognize only once `b` has failed; if `b`
//     recognizes, `a` fails.
//   - A delegate can let two recognizers recognize at the same time:
//     `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` returning true from either side.
//
// The trace shows every state change with its cause, every wait, and every delegate question asked.
import CommandLineUsage
import HitTestKit

let usage = Usage(
  summary: "Lesson 8 — Competing recognizers: single tap versus double tap, and recognizing together.",
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

/// What the recognizers' actions did, in order: the lesson's "user-visible" behaviour.
final class ActionLog {
  /// The action names, in the order they fired.
  var entries: [String] = []

  /// Prints the actions and clears them.
  func printAndClear() {
    print("actions: " + (entries.isEmpty ? "none" : entries.joined(separator: ", ")))
    entries.removeAll()
  }
}

/// A view that takes every touch call itself (all four overridden, doing nothing), so the traces stop
/// at it instead of climbing the responder chain (lesson 5).
final class QuietView: View {
  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {}
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}
}

/// A photo view with a single-tap recognizer ("show controls") and a double-tap one ("zoom").
@MainActor func makePhoto(log: ActionLog) -> (
  Application, View, single: TapGestureRecognizer, double: TapGestureRecognizer
) {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  window.name = "window"
  let photo = QuietView(frame: CGRect(x: 0, y: 60, width: 320, height: 320))
  photo.name = "photo"
  window.addSubview(photo)
  let single = TapGestureRecognizer { _ in log.entries.append("show controls") }
  single.name = "singleTap"
  let double = TapGestureRecognizer { _ in log.entries.append("zoom") }
  double.name = "doubleTap"
  double.numberOfTapsRequired = 2
  photo.addGestureRecognizer(single)
  photo.addGestureRecognizer(double)
  return (json.record(Application(window: window, recordsScenes: true)), photo, single, double)
}

/// A delegate that lets its recognizer recognize together with any other.
final class Simultaneous: GestureRecognizerDelegate {
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool { true }
}

print("# Lesson 8: competing recognizers")

section("1. Single tap and double tap, no requirement: a double tap also fires the single tap")
do {
  let log = ActionLog()
  let (app, photo, _, _) = makePhoto(log: log)
  print("A double tap on the photo:")
  show(try app.doubleTap(at: photo))
  log.printAndClear()
  print("Takeaway: the first tap is a complete single tap, so singleTap recognizes at once; it does not")
  print("prevent doubleTap (it needs more taps), which recognizes on the second tap. The user sees the")
  print("controls flash and the photo zoom.")
}

section("2. singleTap.require(toFail: doubleTap): the single tap waits")
do {
  let log = ActionLog()
  let (app, photo, single, double) = makePhoto(log: log)
  single.require(toFail: double)
  print("A double tap: singleTap wants to recognize after the first tap, but waits; doubleTap recognizes,")
  print("so singleTap fails:")
  show(try app.doubleTap(at: photo))
  log.printAndClear()
  print("\nA single tap, then a wait: singleTap waits until doubleTap gives up, 0.35 s after the lift-off:")
  show(try app.tap(at: photo))
  show(try app.wait(.milliseconds(400)))
  log.printAndClear()
  print("Takeaway: require(toFail:) makes the two exclusive, at the price of a delay of up to 0.35 s on")
  print("every single tap: the time it takes to be sure no second tap is coming.")
}

section("3. Nested recognizers: by default only one wins")
do {
  let log = ActionLog()
  let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  window.name = "window"
  let card = View(frame: CGRect(x: 20, y: 100, width: 280, height: 200))
  card.name = "card"
  window.addSubview(card)
  let like = QuietView(frame: CGRect(x: 230, y: 150, width: 44, height: 44))
  like.name = "likeButton"
  card.addSubview(like)
  let openCard = TapGestureRecognizer { _ in log.entries.append("open card") }
  openCard.name = "openCard"
  card.addGestureRecognizer(openCard)
  let toggleLike = TapGestureRecognizer { _ in log.entries.append("toggle like") }
  toggleLike.name = "toggleLike"
  like.addGestureRecognizer(toggleLike)
  let app = json.record(Application(window: window, recordsScenes: true))
  print("card has an openCard tap; its subview likeButton has a toggleLike tap. A tap on likeButton")
  print("reaches both (the hit view's recognizers come first):")
  show(try app.tap(at: like))
  log.printAndClear()

  let simultaneous = Simultaneous()
  toggleLike.delegate = simultaneous
  print("\nNow toggleLike's delegate answers true to shouldRecognizeSimultaneouslyWith. The same tap:")
  show(try app.tap(at: like))
  log.printAndClear()
  withExtendedLifetime(simultaneous) {}
  print("Takeaway: recognizers exclude each other by default; a delegate answering true from either side")
  print("lets both recognize (here, probably not what you want: liking a post should not open it).")
}
usage.writeOrExit(toFile: arguments.jsonPath) { try json.write(toFile: $0) }
usage.writeOrExit(toFile: arguments.explorePath) {
  try ExplorerPage(json, title: usage.program).write(toFile: $0)
}
