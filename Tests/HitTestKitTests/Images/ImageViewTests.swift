import HitTestKit
import Testing

/// A checkerboard: pixel (x, y) is opaque when x + y is even, transparent otherwise.
private func checker(width: Int, height: Int) -> Image {
  try! Image(width: width, height: height) { x, y in (x + y) % 2 == 0 ? 255 : 0 }
}

/// An image view with an alpha threshold, user interaction on, at `frame`, added to `parent`.
private func makeImageView(
  _ image: Image?, frame: CGRect, threshold: UInt8? = 128, name: String = "picture", in parent: View? = nil
) -> ImageView {
  let view = ImageView(image: image)
  view.frame = frame
  view.name = name
  view.isUserInteractionEnabled = true
  view.alphaHitThreshold = threshold
  parent?.addSubview(view)
  return view
}

/// A 200 × 200 window with a `floor` view filling it: what a touch reaches when it passes an image.
private func makeStage() -> (window: Window, floor: View) {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
  window.name = "window"
  let floor = View(frame: window.bounds)
  floor.name = "floor"
  window.addSubview(floor)
  return (window, floor)
}

/// Where each content mode draws a 4 × 2 (wide) and a 2 × 4 (tall) image in 100 × 100 bounds, worked
/// out by hand from UIKit's rules.
private let expectedRects: [(ContentMode, wide: CGRect, tall: CGRect)] = [
  (.scaleToFill, CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 0, y: 0, width: 100, height: 100)),
  (.scaleAspectFit, CGRect(x: 0, y: 25, width: 100, height: 50), CGRect(x: 25, y: 0, width: 50, height: 100)),
  (
    .scaleAspectFill, CGRect(x: -50, y: 0, width: 200, height: 100),
    CGRect(x: 0, y: -50, width: 100, height: 200)
  ),
  (.redraw, CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 0, y: 0, width: 100, height: 100)),
  (.center, CGRect(x: 48, y: 49, width: 4, height: 2), CGRect(x: 49, y: 48, width: 2, height: 4)),
  (.top, CGRect(x: 48, y: 0, width: 4, height: 2), CGRect(x: 49, y: 0, width: 2, height: 4)),
  (.bottom, CGRect(x: 48, y: 98, width: 4, height: 2), CGRect(x: 49, y: 96, width: 2, height: 4)),
  (.left, CGRect(x: 0, y: 49, width: 4, height: 2), CGRect(x: 0, y: 48, width: 2, height: 4)),
  (.right, CGRect(x: 96, y: 49, width: 4, height: 2), CGRect(x: 98, y: 48, width: 2, height: 4)),
  (.topLeft, CGRect(x: 0, y: 0, width: 4, height: 2), CGRect(x: 0, y: 0, width: 2, height: 4)),
  (.topRight, CGRect(x: 96, y: 0, width: 4, height: 2), CGRect(x: 98, y: 0, width: 2, height: 4)),
  (.bottomLeft, CGRect(x: 0, y: 98, width: 4, height: 2), CGRect(x: 0, y: 96, width: 2, height: 4)),
  (.bottomRight, CGRect(x: 96, y: 98, width: 4, height: 2), CGRect(x: 98, y: 96, width: 2, height: 4)),
]

@Suite struct ImageViewTests {
  // MARK: Creation and defaults

  @Test("init(image:) sizes the frame to the image in points, at the origin; UIKit's defaults")
  func creation() throws {
    let image = try Image(width: 60, height: 40, scale: 2) { _, _ in 255 }
    let view = ImageView(image: image)
    #expect(view.frame == CGRect(x: 0, y: 0, width: 30, height: 20))
    #expect(view.contentMode == .scaleToFill)
    #expect(view.isUserInteractionEnabled == false)
    #expect(view.alphaHitThreshold == nil)
    #expect(ImageView(image: nil).frame == .zero)
    #expect(ImageView(frame: CGRect(x: 1, y: 2, width: 3, height: 4)).isUserInteractionEnabled == false)
    view.image = try Image(width: 1, height: 1) { _, _ in 255 }
    #expect(view.frame == CGRect(x: 0, y: 0, width: 30, height: 20), "setting the image does not resize")
  }

  @Test("an image view ignores touches until user interaction is turned on, even on opaque pixels")
  func interactionOffByDefault() throws {
    let (window, floor) = makeStage()
    let view = ImageView(image: try Image(width: 10, height: 10) { _, _ in 255 })
    view.name = "picture"
    window.addSubview(view)
    let point = CGPoint(x: 5, y: 5)
    #expect(window.hitTest(point, with: nil) === floor)
    #expect(window.explainMiss(of: view, at: point).description.contains("isUserInteractionEnabled = false"))
    view.isUserInteractionEnabled = true
    #expect(window.hitTest(point, with: nil) === view)
  }

  // MARK: Content modes

  @Test(
    "every content mode, wide and tall images: inside exactly on the drawn opaque pixels within the bounds",
    arguments: expectedRects)
  func contentModes(mode: ContentMode, wide: CGRect, tall: CGRect) {
    for (image, rect) in [(checker(width: 4, height: 2), wide), (checker(width: 2, height: 4), tall)] {
      let view = makeImageView(image, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      view.contentMode = mode
      #expect(view.imageRect == rect)
      var hits = 0
      var mismatches: [String] = []
      for row in 0..<140 {
        for column in 0..<140 {
          let point = CGPoint(x: -2.25 + CGFloat(column) * 0.75, y: -2.25 + CGFloat(row) * 0.75)
          var expected = false
          let inBounds = point.x >= 0 && point.x < 100 && point.y >= 0 && point.y < 100
          if inBounds, point.x >= rect.minX, point.x < rect.maxX, point.y >= rect.minY, point.y < rect.maxY {
            let x = Int(((point.x - rect.minX) * CGFloat(image.pixelWidth) / rect.width).rounded(.down))
            let y = Int(((point.y - rect.minY) * CGFloat(image.pixelHeight) / rect.height).rounded(.down))
            expected = (x + y) % 2 == 0
          }
          if expected { hits += 1 }
          if view.point(inside: point, with: nil) != expected { mismatches.append(point.compactDescription) }
        }
      }
      #expect(
        mismatches.isEmpty,
        "\(mode), \(image.pixelWidth)×\(image.pixelHeight) image: \(mismatches.count) points wrong, first \(mismatches.prefix(5))"
      )
      #expect(hits > 0, "\(mode): some opaque pixel was sampled")
    }
  }

  @Test("aspect fill: the overflow outside the bounds is not touchable, the mask narrows the bounds")
  func aspectFillOverflow() {
    let (window, floor) = makeStage()
    let view = makeImageView(
      try! Image(width: 4, height: 2) { _, _ in 255 }, frame: CGRect(x: 50, y: 50, width: 100, height: 100),
      in: window)
    view.contentMode = .scaleAspectFill
    #expect(window.hitTest(CGPoint(x: 51, y: 60), with: nil) === view)
    // The image is drawn from x 0 to 200 in the window, but only the bounds answer.
    #expect(window.hitTest(CGPoint(x: 30, y: 60), with: nil) === floor)
    let trace = window.hitTestTrace(at: CGPoint(x: 30, y: 60))
    #expect(trace.result === floor)
  }

  @Test("a non-zero bounds origin moves the layout with it")
  func boundsOrigin() {
    let view = makeImageView(checker(width: 2, height: 1), frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    view.bounds.origin = CGPoint(x: 100, y: 100)
    #expect(view.point(inside: CGPoint(x: 105, y: 105), with: nil))
    #expect(!view.point(inside: CGPoint(x: 115, y: 105), with: nil))
    #expect(!view.point(inside: CGPoint(x: 5, y: 5), with: nil))
  }

  // MARK: Threshold

  @Test(
    "the threshold is inclusive: alpha ≥ threshold hits",
    arguments: [
      (UInt8(128), 127, false), (128, 128, true), (128, 255, true), (1, 0, false), (1, 1, true), (0, 0, true),
      (255, 254, false), (255, 255, true),
    ] as [(UInt8, Int, Bool)])
  func thresholdEdges(threshold: UInt8, alpha: Int, expected: Bool) {
    let ramp = try! Image(width: 256, height: 1) { x, _ in UInt8(x) }
    let view = makeImageView(ramp, frame: CGRect(x: 0, y: 0, width: 256, height: 1), threshold: threshold)
    #expect(view.point(inside: CGPoint(x: CGFloat(alpha) + 0.5, y: 0.5), with: nil) == expected)
  }

  @Test("without a threshold the image view hit-tests its bounds, transparent pixels included")
  func noThreshold() {
    let view = makeImageView(
      try! Image(width: 4, height: 4) { _, _ in 0 }, frame: CGRect(x: 0, y: 0, width: 4, height: 4),
      threshold: nil)
    #expect(view.point(inside: CGPoint(x: 1, y: 1), with: nil))
    #expect(!view.point(inside: CGPoint(x: 4, y: 1), with: nil))
    view.image = nil
    #expect(view.point(inside: CGPoint(x: 1, y: 1), with: nil))
  }

  @Test("threshold 0 hits wherever the image is drawn, and nowhere else")
  func thresholdZero() {
    let view = makeImageView(
      try! Image(width: 2, height: 1) { _, _ in 0 }, frame: CGRect(x: 0, y: 0, width: 100, height: 100),
      threshold: 0)
    view.contentMode = .scaleAspectFit
    #expect(view.point(inside: CGPoint(x: 50, y: 50), with: nil))
    #expect(!view.point(inside: CGPoint(x: 50, y: 10), with: nil), "the bar above an aspect-fit image")
  }

  // MARK: Nil image, NaN, hidden, alpha

  @Test("a nil image with a threshold is never hit")
  func nilImage() {
    let (window, floor) = makeStage()
    let view = makeImageView(nil, frame: CGRect(x: 0, y: 0, width: 50, height: 50), in: window)
    #expect(view.imageRect.isNull)
    #expect(!view.point(inside: CGPoint(x: 10, y: 10), with: nil))
    #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === floor)
    #expect(
      window.hitTestTrace(at: CGPoint(x: 10, y: 10)).description.contains("no image, so nothing to hit"))
  }

  @Test(
    "NaN and infinite points are never inside",
    arguments: [
      CGPoint(x: CGFloat.nan, y: 1), CGPoint(x: 1, y: CGFloat.nan), CGPoint(x: CGFloat.infinity, y: 1),
      CGPoint(x: 1, y: -CGFloat.infinity),
    ])
  func nonFinitePoints(point: CGPoint) {
    let view = makeImageView(
      try! Image(width: 2, height: 2) { _, _ in 255 }, frame: CGRect(x: 0, y: 0, width: 2, height: 2))
    for mode in ContentMode.allCases {
      view.contentMode = mode
      #expect(!view.point(inside: point, with: nil))
      #expect(view.hitTest(point, with: nil) == nil)
    }
  }

  @Test("hidden and nearly transparent image views are skipped, opaque pixels or not")
  func hiddenAndAlpha() {
    let (window, floor) = makeStage()
    let view = makeImageView(
      try! Image(width: 10, height: 10) { _, _ in 255 }, frame: CGRect(x: 0, y: 0, width: 10, height: 10),
      in: window)
    let point = CGPoint(x: 5, y: 5)
    #expect(window.hitTest(point, with: nil) === view)
    view.isHidden = true
    #expect(window.hitTest(point, with: nil) === floor)
    view.isHidden = false
    view.alpha = 0.005
    #expect(window.hitTest(point, with: nil) === floor)
    view.alpha = 0.01
    #expect(window.hitTest(point, with: nil) === view, "the view's alpha is not the pixels' alpha")
  }

  // MARK: Transforms

  /// A 10 × 10 image whose left half (columns 0–4) is opaque, in a view at (50, 50, 10, 10).
  private func halfStage() -> (window: Window, floor: View, view: ImageView) {
    let (window, floor) = makeStage()
    let image = try! Image(width: 10, height: 10) { x, _ in x < 5 ? 255 : 0 }
    let view = makeImageView(image, frame: CGRect(x: 50, y: 50, width: 10, height: 10), in: window)
    return (window, floor, view)
  }

  @Test("rotated 90°: the opaque left half now faces up")
  func rotated() {
    let (window, floor, view) = halfStage()
    view.transform = CGAffineTransform(rotationAngle: .pi / 2)
    // A local offset (dx, dy) from the center appears at (−dy, dx): the left half (dx < 0) is above.
    #expect(window.hitTest(CGPoint(x: 55, y: 52), with: nil) === view)
    #expect(window.hitTest(CGPoint(x: 52, y: 52.5), with: nil) === view)
    #expect(window.hitTest(CGPoint(x: 55, y: 58), with: nil) === floor)
    #expect(window.hitTest(CGPoint(x: 58, y: 57), with: nil) === floor)
  }

  @Test("scaled 2× by its transform: the hits follow the scaled pixels, beyond the old frame")
  func scaledTwice() {
    let (window, floor, view) = halfStage()
    #expect(window.hitTest(CGPoint(x: 47, y: 62), with: nil) === floor, "outside the unscaled view")
    #expect(window.hitTest(CGPoint(x: 53, y: 55), with: nil) === view)
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(window.hitTest(CGPoint(x: 47, y: 62), with: nil) === view, "local (1, 8.5): opaque")
    #expect(window.hitTest(CGPoint(x: 53, y: 55), with: nil) === view, "local (4, 5): opaque")
    #expect(window.hitTest(CGPoint(x: 57, y: 55), with: nil) === floor, "local (6, 5): transparent")
    #expect(window.hitTest(CGPoint(x: 64, y: 55), with: nil) === floor, "local (9.5, 5): transparent")
    #expect(window.hitTest(CGPoint(x: 44, y: 55), with: nil) === floor, "outside the scaled view")
  }

  @Test("inside an ancestor scaled 2×: the mask maps through the ancestor's transform too")
  func scaledAncestor() {
    let (window, floor) = makeStage()
    let container = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    container.name = "container"
    window.addSubview(container)
    container.transform = CGAffineTransform(scaleX: 2, y: 2)
    let image = try! Image(width: 10, height: 10) { x, _ in x < 5 ? 255 : 0 }
    let view = makeImageView(image, frame: CGRect(x: 50, y: 50, width: 10, height: 10), in: container)
    // The view's center (55, 55) in the container is at 50 + 5 × 2 = 60 in the window; it spans 50..<70.
    #expect(window.hitTest(CGPoint(x: 52, y: 68), with: nil) === view, "local (1, 9)")
    #expect(window.hitTest(CGPoint(x: 65, y: 60), with: nil) === container, "local (7.5, 5): transparent")
    #expect(window.hitTest(CGPoint(x: 45, y: 60), with: nil) === container, "outside the view")
    _ = floor
  }

  @Test("aspect fit under a scaled transform: bars and pixels both scale")
  func aspectFitScaled() {
    let (window, floor) = makeStage()
    // A wide image, opaque on its left half, aspect-fit in a 20 × 20 view: drawn at y 5..<15.
    let image = try! Image(width: 4, height: 2) { x, _ in x < 2 ? 255 : 0 }
    let view = makeImageView(image, frame: CGRect(x: 90, y: 90, width: 20, height: 20), in: window)
    view.contentMode = .scaleAspectFit
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    // Local (x, y) appears at (100 + 2(x − 10), 100 + 2(y − 10)).
    #expect(window.hitTest(CGPoint(x: 84, y: 100), with: nil) === view, "local (2, 10)")
    #expect(window.hitTest(CGPoint(x: 84, y: 86), with: nil) === floor, "local (2, 3): the bar above")
    #expect(window.hitTest(CGPoint(x: 110, y: 100), with: nil) === floor, "local (15, 10): transparent half")
  }

  // MARK: Traces and explanations

  @Test("the trace names the pixel, its alpha and the threshold")
  func traceWording() throws {
    let (window, floor, view) = halfStage()
    let miss = window.hitTestTrace(at: CGPoint(x: 58, y: 57))
    #expect(miss.result === floor)
    #expect(
      miss.description.contains(
        "picture (8, 7): alpha mask: alpha 0 at pixel (8, 7) < threshold 128 → nil"), "\(miss)")
    let hit = window.hitTestTrace(at: CGPoint(x: 52, y: 57))
    #expect(hit.result === view)
    #expect(
      hit.description.contains(
        "picture (2, 7): alpha mask: alpha 255 at pixel (2, 7) ≥ threshold 128; no subviews"),
      "\(hit)")
    let step = try #require(
      miss.steps.first { step in
        if case .alphaCheck = step.kind { return true }
        return false
      })
    guard case .alphaCheck(let check) = step.kind else { return }
    #expect(check.pixel == Image.PixelPosition(x: 8, y: 7))
    #expect(check.alpha == 0)
    #expect(check.threshold == 128)
    #expect(!check.contains)
  }

  @Test("explainMiss names the transparent pixel and the rule")
  func explainMissWording() {
    let (window, _, view) = halfStage()
    let explanation = window.explainMiss(of: view, at: CGPoint(x: 58, y: 57))
    guard case .alphaMaskRefused(let culprit, let point, let check) = explanation.reason else {
      Issue.record("unexpected reason: \(explanation)")
      return
    }
    #expect(culprit === view)
    #expect(point == CGPoint(x: 8, y: 7))
    #expect(check.alpha == 0)
    #expect(
      explanation.description
        == "picture did not get the touch at (58, 57): its alpha mask refused the point ((8, 7) in picture): "
        + "alpha 0 at pixel (8, 7) < threshold 128. The touch goes on to the views behind: an image view "
        + "with alphaHitThreshold set answers only on pixels whose alpha is at least the threshold.")
  }

  @Test("explainMiss where the image is not drawn names the layout")
  func explainMissOutsideImage() {
    let (window, _) = makeStage()
    let view = makeImageView(
      try! Image(width: 2, height: 1) { _, _ in 255 }, frame: CGRect(x: 0, y: 0, width: 100, height: 100),
      in: window)
    view.contentMode = .scaleAspectFit
    let text = window.explainMiss(of: view, at: CGPoint(x: 50, y: 10)).description
    #expect(
      text.contains(
        "no image pixel there: scaleAspectFit draws the image at (x 0, y 25, w 100, h 50) in bounds "
          + "(x 0, y 0, w 100, h 100)"), "\(text)")
    #expect(text.contains("answers only where its image is drawn"))
  }

  @Test("a subclass overriding point(inside:) against the mask shows as an override in the trace")
  func overrideAgainstMask() {
    final class Stubborn: ImageView {
      override func point(inside point: CGPoint, with event: Event?) -> Bool {
        _ = super.point(inside: point, with: event)
        return true
      }
    }
    let (window, _) = makeStage()
    let view = Stubborn(image: try! Image(width: 10, height: 10) { _, _ in 0 })
    view.name = "stubborn"
    view.isUserInteractionEnabled = true
    view.alphaHitThreshold = 1
    window.addSubview(view)
    let trace = window.hitTestTrace(at: CGPoint(x: 5, y: 5))
    #expect(trace.result === view)
    #expect(
      trace.description.contains(
        "point(inside:with:) override said yes although the alpha mask found alpha 0 at pixel (5, 5) < threshold 1"
      ),
      "\(trace)")
  }
}
