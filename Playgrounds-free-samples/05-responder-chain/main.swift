// Lesson 5 — The responder chain: who handles a touch the hit-test view does not want.
//
// Run it with `swift run 05-responder-chain` and read the output next to this file.
//
// The hit-test view gets the `touches…` calls first. If it does not override a method, the default
// implementation passes the same call to its `next` responder, and so on up a chain:
//
//   view → superview → … → (a view controller, after its root view) → window → application
//
// A view's next responder is its superview, unless it is a view controller's root view: then it is the
// controller, and the controller's next responder is the root view's superview. The window's is the
// application, the end of the chain. The first responder that overrides the method (and does not call
// `super`) handles it; the trace says `handled by`. If the call falls off the end, the trace says so.
//
// The chain is walked per call, not per touch. That is the root of Apple's rule: if you override one
// touch method without calling `super`, override all four (part 4 shows what goes wrong otherwise).
import CommandLineUsage
import HitTestKit

let usage = Usage(
  summary: "Lesson 5 — The responder chain: who handles a touch the hit-test view does not want.",
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

/// A view that handles every touch call itself (all four overridden, no `super`) and counts them.
final class HandlingView: View {
  /// The phases this view received, in order.
  var received: [Touch.Phase] = []

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { received.append(.began) }
  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { received.append(.moved) }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { received.append(.ended) }
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { received.append(.cancelled) }
}

/// A view controller that handles every touch call that reaches it, as a screen-wide "tap to dismiss".
final class DismissingController: ViewController {
  /// The phases this controller received, in order.
  var received: [Touch.Phase] = []

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { received.append(.began) }
  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { received.append(.moved) }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { received.append(.ended) }
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { received.append(.cancelled) }
}

/// A view that overrides touchesBegan only, without calling `super`: the mistake of part 4.
final class BeganOnlyView: View {
  /// Whether touchesBegan was called.
  var sawBegan = false

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { sawBegan = true }
}

/// A view that overrides touchesBegan only and calls `super`: the call goes on up the chain as well.
final class BeganThenSuperView: View {
  /// Whether touchesBegan was called.
  var sawBegan = false

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    sawBegan = true
    super.touchesBegan(touches, with: event)
  }
}

/// Names a view and adds it to `parent`.
func add<V: View>(_ view: V, _ name: String, in parent: View) -> V {
  view.name = name
  parent.addSubview(view)
  return view
}

/// Creates a 320 × 480 window named `window` and an application for it.
@MainActor func makeApp() -> (Window, Application) {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  window.name = "window"
  return (window, json.record(Application(window: window, recordsScenes: true)))
}

print("# Lesson 5: the responder chain")

// Part 1: a view that does not override the touch methods receives nothing itself; each call climbs to
// the first ancestor that does.
section("1. A view that does not override passes each call to its superview")
do {
  let (window, app) = makeApp()
  let card = add(HandlingView(frame: CGRect(x: 20, y: 100, width: 280, height: 200)), "card", in: window)
  let label = add(View(frame: CGRect(x: 10, y: 10, width: 200, height: 30)), "label", in: card)
  print("card (which handles touches) contains label (a plain View, which does not). A tap on the label:")
  show(try app.tap(at: label))
  print("card received: \(card.received.map(\.description))")
  print("Takeaway: the hit-test view is label, but card handles the touch: the default touches… methods")
  print("forward to next, so a plain view is transparent to touch handling (not to hit testing).")
}

// Part 2: nobody overrides anything: each call walks all the way to the application and is dropped.
section("2. Nobody handles it: the call reaches the end of the chain")
do {
  let (window, app) = makeApp()
  let card = add(View(frame: CGRect(x: 20, y: 100, width: 280, height: 200)), "card", in: window)
  print("A plain card that overrides nothing, in a plain window. A tap on the card:")
  show(try app.tap(at: card))
  print("Takeaway: an unhandled touch is not an error; it just goes unnoticed.")
}

// Part 3: a view controller's root view hands unhandled calls to the controller, before the superview.
section("3. A view controller sits between its root view and the superview")
do {
  let (window, app) = makeApp()
  let controller = DismissingController(view: View(frame: window.bounds))
  controller.view.name = "rootView"
  window.addSubview(controller.view)
  let sheet = add(
    HandlingView(frame: CGRect(x: 20, y: 240, width: 280, height: 220)), "sheet", in: controller.view)
  let dimming = add(View(frame: CGRect(x: 0, y: 0, width: 320, height: 240)), "dimming", in: controller.view)
  print(
    "rootView (owned by DismissingController) holds a dimming view (plain) and a sheet (handles touches).")
  print("A tap on the dimming view, above the sheet:")
  show(try app.tap(at: dimming))
  print("A tap on the sheet stops at the sheet; the controller never hears of it:")
  show(try app.tap(at: sheet))
  print(
    "controller received: \(controller.received.map(\.description)); sheet: \(sheet.received.map(\.description))"
  )
  print("Takeaway: rootView's next responder is its controller, so a controller can handle touches that no")
  print("view of its screen wanted (Apple: a view controller is next after its root view).")
}

// Part 4: Apple's rule. The chain is walked once per call. If a view overrides touchesBegan without
// calling super and does not override the others, touchesBegan stops at the view, but touchesMoved and
// touchesEnded take the default path up to the superview. The superview then sees a sequence that ends
// without having begun.
section("4. Overriding only touchesBegan, without super, splits the sequence")
do {
  let (window, app) = makeApp()
  let list = add(HandlingView(frame: CGRect(x: 20, y: 100, width: 280, height: 300)), "list", in: window)
  let row = add(BeganOnlyView(frame: CGRect(x: 0, y: 0, width: 280, height: 44)), "row", in: list)
  print("list handles all four calls; its subview row overrides touchesBegan only, without super.")
  print("A short drag on the row:")
  show(try app.drag(from: row, to: CGPoint(x: 180, y: 130), steps: 2))
  print("row saw touchesBegan: \(row.sawBegan); list received: \(list.received.map(\.description))")
  print("list got moved and ended for a touch it never saw begin: its bookkeeping (selection, a")
  print("highlighted row, a drag in progress) is now wrong.")
  print("Takeaway: Apple's rule: if you override one touch method without calling super, override all four.")
}

section("5. The other way to keep the sequence whole: call super")
do {
  let (window, app) = makeApp()
  let list = add(HandlingView(frame: CGRect(x: 20, y: 100, width: 280, height: 300)), "list", in: window)
  let row = add(BeganThenSuperView(frame: CGRect(x: 0, y: 0, width: 280, height: 44)), "row", in: list)
  print("The same list, and a row that overrides touchesBegan and calls super.touchesBegan:")
  show(try app.drag(from: row, to: CGPoint(x: 180, y: 130), steps: 2))
  print("row saw touchesBegan: \(row.sawBegan); list received: \(list.received.map(\.description))")
  print("Takeaway: calling super passes the call on, so the responder above sees every phase, in order.")
}
usage.writeOrExit(toFile: arguments.jsonPath) { try json.write(toFile: $0) }
usage.writeOrExit(toFile: arguments.explorePath) {
  try ExplorerPage(json, title: usage.program).write(toFile: $0)
}
