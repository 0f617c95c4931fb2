// Lesson 11 — Alpha hit testing: touches that pass through transparent pixels.
//
// Run it with `swift run 11-alpha-hit-testing` and read the output next to this file, and next to
// Sources/HitTestKit/Images/ImageView.swift.
//
// A view is a rectangle to hit testing; a picture of a star is not. An ImageView with
// `alphaHitThreshold` set answers point(inside:with:) from its pixels instead:
//
//   1. An image view ignores touches until you set isUserInteractionEnabled = true (UIKit's default
//      for image views). Forgetting it is the first reason "my image view gets no taps".
//   2. The point, already converted into the view's bounds coordinates, goes through the content mode's
//      layout (`ContentMode.imageRect(for:in:)`) to a pixel; the view contains the point when that
//      pixel's alpha is at least the threshold. Where the image is not drawn (the bars beside an
//      aspect-fit image) nothing is hit, and the mask never reaches outside the bounds.
//   3. The conversion runs through every transform on the way down, so the mask follows a view that is
//      rotated, pinched or inside a scaled container.
//
// A piece of history. Before an API like this, a popular UIKit trick decided hits by drawing the view's
// layer into a 1 × 1 pixel bitmap, translated so that the touched point lands on that pixel, and reading
// its alpha. `layer.render(in:)` draws the layer in its own untransformed geometry: the view's transform
// is not applied. Translating by the touch point in the superview's coordinates therefore read the
// pixel of the unscaled view, so after a pinch scaled the view 2×, it kept answering for the pixels it
// had before the pinch. Variants that sampled the UIImage directly at the point made the second
// mistake: they ignored the content mode's scaling and offset. HitTestKit does neither: the hit test
// converts the point into the view's bounds (inverting each transform), and the content-mode layout maps
// it to the pixel that is drawn there.
import CommandLineUsage
import HitTestKit

let usage = Usage(
  summary: "Lesson 11 — Alpha hit testing: touches that pass through transparent pixels.",
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

/// A 20 × 20 disc of radius 10 with a transparent 8 × 8 square cut out of its middle.
let donut = try! Image(width: 20, height: 20) { x, y in
  let dx = Double(x) - 9.5
  let dy = Double(y) - 9.5
  if abs(dx) < 4 && abs(dy) < 4 { return 0 }
  return dx * dx + dy * dy < 100 ? 255 : 40
}

let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
window.name = "window"
let background = View(frame: window.bounds)
background.name = "background"
window.addSubview(background)
let badge = ImageView(image: donut)
badge.name = "badge"
badge.frame = CGRect(x: 100, y: 100, width: 40, height: 40)
window.addSubview(badge)

print("# Lesson 11: alpha hit testing")
print(
  "badge is an ImageView showing a 20 × 20 px disc (alpha 255), a faint surround (alpha 40) in the corners,")
print("and a transparent 8 × 8 px hole in the middle; its frame is \(badge.frame.compactDescription).")

section("1. Image views ignore touches by default")
print(
  "isUserInteractionEnabled is \(badge.isUserInteractionEnabled) for a new image view, so even its opaque")
print("pixels let the touch through:")
show(window.hitTestTrace(at: CGPoint(x: 106, y: 120)))
badge.isUserInteractionEnabled = true
print("With isUserInteractionEnabled = true and no threshold, the whole rectangle answers, hole included:")
show(window.hitTestTrace(at: CGPoint(x: 120, y: 120)))

section("2. The threshold: alpha ≥ alphaHitThreshold hits")
badge.alphaHitThreshold = 128
print("alphaHitThreshold = 128. The hole (alpha 0) now lets the touch through to the background:")
show(window.hitTestTrace(at: CGPoint(x: 120, y: 120)))
print(window.explainMiss(of: badge, at: CGPoint(x: 120, y: 120)))
print(
  "\nThe faint corner (alpha 40) is below 128 too; lower the threshold to 40 and it counts (≥ is inclusive):")
print(
  "  threshold 128: corner hits \(window.hitTest(CGPoint(x: 101, y: 101), with: nil)?.displayName ?? "nothing")"
)
badge.alphaHitThreshold = 40
print(
  "  threshold 40:  corner hits \(window.hitTest(CGPoint(x: 101, y: 101), with: nil)?.displayName ?? "nothing")"
)
badge.alphaHitThreshold = 128

section("3. Content modes: the pixel comes from where the image is drawn")
badge.bounds.size = CGSize(width: 80, height: 40)
print("The badge is now 80 × 40 (same center). For each mode, where the image is drawn and what a tap at")
print("(90, 120), 10 pt from the badge's left edge, finds:")
for mode in [ContentMode.scaleToFill, .scaleAspectFit, .scaleAspectFill, .center, .left] {
  badge.contentMode = mode
  let local = badge.convert(CGPoint(x: 90, y: 120), from: window)
  let pixel = donut.pixel(at: local, in: badge.bounds, contentMode: mode)
  let found = pixel.map { "pixel (\($0.x), \($0.y)) alpha \(donut.alpha(atPixelX: $0.x, y: $0.y) ?? 0)" }
  let hit = window.hitTest(CGPoint(x: 90, y: 120), with: nil)?.displayName ?? "nothing"
  let name = "\(mode)".padding(toLength: 15, withPad: " ", startingAt: 0)
  print("  \(name) image at \(badge.imageRect.compactDescription): \(found ?? "no pixel") → \(hit)")
}
badge.contentMode = .scaleToFill
badge.bounds.size = CGSize(width: 40, height: 40)

section("4. Transforms: the mask follows the drawn pixels")
print("The point (140, 120) lies just outside the badge's frame \(badge.frame.compactDescription):")
print("  hit: \(window.hitTest(CGPoint(x: 140, y: 120), with: nil)?.displayName ?? "nothing")")
badge.transform = CGAffineTransform(scaleX: 2, y: 2)
print("After a pinch-like 2× scale (frame \(badge.frame.compactDescription)) it is on the disc's right edge:")
show(window.hitTestTrace(at: CGPoint(x: 140, y: 120)))
print("And the hole has grown with the picture: (128, 120) was disc before, now it is the hole:")
print("  hit: \(window.hitTest(CGPoint(x: 128, y: 120), with: nil)?.displayName ?? "nothing")")
print("The 1-pixel-bitmap trick rendered the layer untransformed, 40 × 40 at the old frame's origin")
print("(100, 100), and read the pixel at (140, 120) − (100, 100) = (40, 20): just outside the picture, so a")
print("miss, although the doubled disc is drawn under the finger. Converting the point through the transform")
print("first, then reading the pixel through the content mode, has no such gap.")
badge.transform = .identity
let below = CGPoint(x: 120, y: 131)
print("Back at scale 1, \(below.compactDescription) is on the disc just below the square hole:")
print("  hit: \(window.hitTest(below, with: nil)?.displayName ?? "nothing")")
badge.transform = CGAffineTransform(rotationAngle: .pi / 4)
print("Rotated 45°, the hole is a diamond whose corner points down; the hit test converts the point to")
print("\(badge.convert(below, from: window).compactDescription) in badge, inside the hole:")
show(window.hitTestTrace(at: below))
print(
  "Takeaway: turn on user interaction, set alphaHitThreshold, and let the hit test convert the point; the "
    + "content mode picks the pixel.")
usage.writeOrExit(toFile: arguments.jsonPath) { try json.write(toFile: $0) }
usage.writeOrExit(toFile: arguments.explorePath) {
  try ExplorerPage(json, title: usage.program).write(toFile: $0)
}
