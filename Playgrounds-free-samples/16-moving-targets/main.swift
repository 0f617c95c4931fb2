// Lesson 16 — Moving targets: view animations, the presentation layer, and hit testing.
//
// Run it with `swift run 16-moving-targets` and read the output next to this file, and next to
// Sources/HitTestKit/Animations/.
//
// View.animate changes the model values (center, bounds, transform, alpha) at once; only the picture moves,
// on the application's virtual clock. So:
//
//   1. layer.presentation() says where a view is on screen now; the view's own properties say where it will be.
//   2. Hit testing uses the model values: a tap where a moving view appears misses it.
//   3. Without .allowUserInteraction, an animated view and its subviews take no touch until the animation ends.
//   4. The recipe: a hitTest override that asks layer.presentation().
//   5. Completions run from the clock: true at the end, false when the animation is interrupted; a second
//      animation of the same property adds to the first, and both complete with true.
import CommandLineUsage
import HitTestKit

let usage = Usage(
  summary: "Lesson 16 — Moving targets: view animations, the presentation layer, and hit testing.",
  options: [.json, .explore])
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

/// A 320 × 480 window with a `field` filling it and a 60 × 60 card at (20, 100) in it, in a new application.
@MainActor func makeScene(card: View = View()) -> (app: Application, window: Window, card: View) {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let field = View(frame: window.bounds)
  field.name = "field"
  window.addSubview(field)
  card.frame = CGRect(x: 20, y: 100, width: 60, height: 60)
  card.name = "card"
  field.addSubview(card)
  return (json.record(Application(window: window, recordsScenes: true)), window, card)
}

print("# Lesson 16: moving targets")
print("A 60 × 60 card in a 320 × 480 window slides to the right; the clock moves only when the lesson waits.")

section("1. The model changes at once; the presentation layer moves on the clock")
do {
  let (app, _, card) = makeScene()
  View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { card.center.x = 250 })
  for _ in 0..<5 {
    let shown = card.layer.presentation()!.position
    let now = CGFloat(app.clock.now).compactDescription
    print(
      "  t = \(now) s: card.center.x = \(card.center.x.compactDescription), presentation x = \(shown.x.compactDescription)"
    )
    _ = try app.wait(.seconds(0.25))
  }
}

section("2. The curves: where each puts the card a quarter, half and three quarters of the way in time")
for (name, options) in [
  ("linear", View.AnimationOptions.curveLinear), ("easeInOut (default)", .curveEaseInOut),
  ("easeIn", .curveEaseIn),
  ("easeOut", .curveEaseOut),
] {
  let (app, _, card) = makeScene()
  View.animate(withDuration: 1, delay: 0, options: options, animations: { card.center.x = 150 })
  var xs: [String] = []
  for _ in 0..<3 {
    _ = try app.wait(.seconds(0.25))
    xs.append(card.layer.presentation()!.position.x.compactDescription)
  }
  print("  \(name): x = \(xs.joined(separator: ", ")) (from 50 to 150)")
}
do {
  let (app, _, card) = makeScene()
  View.animate(
    withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0,
    animations: { card.center.x = 150 })
  var xs: [String] = []
  for _ in 0..<8 {
    _ = try app.wait(.seconds(0.125))
    xs.append(card.layer.presentation()!.position.x.compactDescription)
  }
  print("  spring, damping 0.3: x = \(xs.joined(separator: ", ")) (it overshoots 150, then settles)")
}

section("3. BEFORE: hit testing uses the model values")
do {
  let (app, window, card) = makeScene()
  View.animate(
    withDuration: 2, delay: 0, options: [.curveLinear, .allowUserInteraction],
    animations: {
      card.center.x += 200
    })
  _ = try app.wait(.seconds(0.5))
  let shown = card.layer.presentation()!.position
  print("The card appears at \(shown.compactDescription), and will be at \(card.center.compactDescription).")
  show(window.hitTestTrace(at: shown))
  print(window.explainMiss(of: card, at: shown))
}

section("4. BEFORE: without .allowUserInteraction it takes no touch at all")
do {
  let (app, window, card) = makeScene()
  View.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: { card.center.x += 200 })
  _ = try app.wait(.seconds(0.5))
  show(window.hitTestTrace(at: card.center))
  _ = try app.wait(.seconds(1.5))
  print(
    "After the animation ends: \(window.hitTest(card.center, with: nil)?.displayName ?? "nothing") is hit.")
}

section("5. AFTER: the card's own hitTest asks its presentation layer")
/// A view that takes touches where it appears on screen: its hit test maps the point into its superview (through
/// the model geometry) and asks the presentation layer, whose `hitTest(_:)` takes superlayer coordinates.
final class CatchableCard: View {
  override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    guard let superview, let shown = layer.presentation() else { return super.hitTest(point, with: event) }
    return shown.hitTest(convert(point, to: superview)) != nil ? self : nil
  }
}
do {
  let (app, window, card) = makeScene(card: CatchableCard())
  View.animate(
    withDuration: 2, delay: 0, options: [.curveLinear, .allowUserInteraction],
    animations: {
      card.center.x += 200
    })
  _ = try app.wait(.seconds(0.5))
  let shown = card.layer.presentation()!.position
  show(window.hitTestTrace(at: shown))
  print(
    "And where it will be, but is not yet: \(window.hitTest(card.center, with: nil)?.displayName ?? "nothing")."
  )
}

section("6. Completions: additive animations both finish; removing the view interrupts")
do {
  let (app, window, card) = makeScene()
  View.animate(withDuration: 1, animations: { card.center.x = 200 }, completion: { print("  first: \($0)") })
  _ = try app.wait(.seconds(0.5))
  View.animate(withDuration: 1, animations: { card.center.x = 50 }, completion: { print("  second: \($0)") })
  print("  two animations of center.x at once: \(card.layer.animationKeys()!.joined(separator: ", "))")
  _ = try app.wait(.seconds(1))
  let other = View(frame: CGRect(x: 0, y: 300, width: 40, height: 40))
  window.addSubview(other)
  View.animate(withDuration: 1, animations: { other.alpha = 0.5 }, completion: { print("  fade: \($0)") })
  other.removeFromSuperview()
  print(try app.wait(.zero), terminator: "")
}
usage.writeOrExit(toFile: arguments.jsonPath) { try json.write(toFile: $0) }
usage.writeOrExit(toFile: arguments.explorePath) {
  try ExplorerPage(json, title: usage.program).write(toFile: $0)
}
