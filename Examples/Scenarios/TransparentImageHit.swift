import Foundation
import HitTestKit

// Transparent image hit
//
// A table of cut-out pictures (a blob, a ring, a star) lies under a glass overlay, as in a collage or a
// sticker app. Each picture is an ImageView whose image is mostly transparent; with `alphaHitThreshold`
// set, a touch on a transparent pixel goes on to whatever is drawn underneath, as a user expects, instead
// of stopping at the picture's rectangle. The overlay lets every touch through (its hitTest override
// refuses itself), and a pinch anywhere on the table scales the picture under the pinch through its
// transform; the mask follows the scaled pixels, whatever the content mode.
//
// The images are drawn in code, one pixel per point. `swift run transparent-image-hit --svg shot.svg`
// also writes a picture of the table with the tap points.

/// The cut-out shapes, as alpha closures: 255 inside, 0 outside.
private enum Shape {
  /// A 120 × 100 blob: an ellipse whose radius wobbles three times around.
  static let blob = try! Image(width: 120, height: 100) { x, y in
    let dx = (CGFloat(x) + 0.5 - 60) / 55
    let dy = (CGFloat(y) + 0.5 - 50) / 45
    let wobble = 1 + 0.15 * sin(3 * atan2(dy, dx))
    return dx * dx + dy * dy < wobble * wobble ? 255 : 0
  }

  /// A 100 × 100 ring: opaque between radius 25 and 45 around the center, a transparent hole inside.
  static let ring = try! Image(width: 100, height: 100) { x, y in
    let dx = CGFloat(x) + 0.5 - 50
    let dy = CGFloat(y) + 0.5 - 50
    let r2 = dx * dx + dy * dy
    return r2 >= 25 * 25 && r2 < 45 * 45 ? 255 : 0
  }

  /// A 100 × 100 five-pointed star, tips at radius 48 (the first straight up), notches at radius 20.
  static let star = try! Image(width: 100, height: 100) { x, y in
    let corners = (0..<10).map { index -> CGPoint in
      let angle = -CGFloat.pi / 2 + CGFloat(index) * .pi / 5
      let radius: CGFloat = index % 2 == 0 ? 48 : 20
      return CGPoint(x: 50 + radius * cos(angle), y: 50 + radius * sin(angle))
    }
    return contains(corners, CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)) ? 255 : 0
  }

  /// Even-odd point-in-polygon: a ray to the right crosses the outline an odd number of times.
  private static func contains(_ polygon: [CGPoint], _ point: CGPoint) -> Bool {
    var inside = false
    var previous = polygon[polygon.count - 1]
    for corner in polygon {
      if (corner.y > point.y) != (previous.y > point.y) {
        let crossing = corner.x + (point.y - corner.y) * (previous.x - corner.x) / (previous.y - corner.y)
        if point.x < crossing { inside.toggle() }
      }
      previous = corner
    }
    return inside
  }
}

/// An overlay that never takes a touch itself: when its own search ends on it, it answers nil, so the
/// window goes on with the views behind it.
private final class GlassOverlay: View {
  override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    let found = super.hitTest(point, with: event)
    return found === self ? nil : found
  }
}

/// The table: a 320 × 480 window, the pictures on a `table` view, the glass on top, a pinch on the table.
private final class Table {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let table = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let glass = GlassOverlay(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let pinch = PinchGestureRecognizer()
  let app: Application
  private(set) var pictures: [ImageView] = []
  /// The picture the current pinch scales, and its scale when the pinch began.
  private var pinched: (view: ImageView, startScale: CGFloat)?

  init() {
    app = Application(window: window, recordsScenes: true)
    window.name = "window"
    table.name = "table"
    glass.name = "glass"
    window.addSubview(table)
    window.addSubview(glass)
    pinch.name = "pinch"
    table.addGestureRecognizer(pinch)
    pinch.addTarget { [unowned self] recognizer in self.pinchChanged() }
  }

  /// Adds a picture of `image` with `frame`, hittable through its alpha (threshold 128), on top.
  @discardableResult
  func add(_ name: String, _ image: Image, frame: CGRect, mode: ContentMode = .scaleToFill) -> ImageView {
    let picture = ImageView(image: image)
    picture.name = name
    picture.frame = frame
    picture.contentMode = mode
    // Image views ignore touches until this is turned on (UIKit's default for UIImageView).
    picture.isUserInteractionEnabled = true
    picture.alphaHitThreshold = 128
    table.addSubview(picture)
    pictures.append(picture)
    return picture
  }

  /// The pinch's action: at `.began` it picks the picture under the fingers' midpoint; then it sets that
  /// picture's transform to its starting scale times the pinch's scale (rounded to hundredths, so that
  /// the traces print round numbers).
  private func pinchChanged() {
    switch pinch.state {
    case .began:
      let midpoint = pinch.location(in: window)
      // The same hit test a touch gets: only a picture's opaque pixels select it.
      guard let picture = window.hitTest(midpoint, with: nil) as? ImageView else { return }
      pinched = (picture, picture.transform.a)
    case .changed, .ended:
      guard let (picture, start) = pinched else { return }
      let scale = (start * pinch.scale * 100).rounded() / 100
      picture.transform = CGAffineTransform(scaleX: scale, y: scale)
      if pinch.state == .ended { pinched = nil }
    default:
      pinched = nil
    }
  }

  /// Pinches two fingers apart from 40 pt to 96 pt around `center`: after the 8 pt hysteresis the
  /// pinch's scale ends at 96 / 48 = 2.
  ///
  /// Returns the recognizer's main lines of the trace: how it began, its last scale and how it ended (the
  /// eight `.changed` steps between are left out).
  func pinchOpen(at center: CGPoint) -> [String] {
    do {
      let trace = try app.pinch(center: center, fromDistance: 40, toDistance: 96)
      let lines = trace.lines.filter { $0.hasPrefix("pinch:") && !$0.contains("action sent") }
      let lastChange = lines.last { $0.contains("→ changed") }
      return lines.filter { line in
        !line.contains("→ changed") || line == lastChange
      }
    } catch {
      return ["input refused: \(error)"]
    }
  }

  /// One line per tap: where it lands in `picture`, the pixel and alpha there, and the view hit.
  func describeTap(at point: CGPoint, on picture: ImageView) -> String {
    let local = picture.convert(point, from: window)
    let hit = window.hitTest(point, with: nil)?.displayName ?? "nothing"
    var text = "tap \(point.compactDescription): \(local.compactDescription) in \(picture.displayName)"
    if let image = picture.image, picture.bounds.halfOpenContains(local),
      let pixel = image.pixel(at: local, in: picture.bounds, contentMode: picture.contentMode),
      let alpha = image.alpha(atPixelX: pixel.x, y: pixel.y)
    {
      text += ", pixel (\(pixel.x), \(pixel.y)) alpha \(alpha)"
    } else if picture.bounds.halfOpenContains(local) {
      text += ", where no image is drawn"
    } else {
      text += ", outside its bounds"
    }
    return text + " → hit: \(hit)"
  }
}

/// The collage: a blob at the back, a ring over it, a star in front; the star's top-left corner (which is
/// transparent) lies over the ring, and the ring's hole over the blob.
private func makeCollage() -> (table: Table, blob: ImageView, ring: ImageView, star: ImageView) {
  let table = Table()
  let blob = table.add("blob", Shape.blob, frame: CGRect(x: 40, y: 60, width: 120, height: 100))
  let ring = table.add("ring", Shape.ring, frame: CGRect(x: 80, y: 70, width: 100, height: 100))
  let star = table.add("star", Shape.star, frame: CGRect(x: 160, y: 130, width: 100, height: 100))
  return (table, blob, ring, star)
}

/// The tap points of the collage, in window coordinates, with a label each (for the story and the SVG).
private enum Taps {
  /// The star's transparent top-left corner, over the ring.
  static let starCorner = CGPoint(x: 166, y: 136)
  /// The middle of the ring's hole, over the blob.
  static let ringHole = CGPoint(x: 130, y: 120)
  /// The star's center, where the pinch goes.
  static let starCenter = CGPoint(x: 210, y: 180)
  /// Above the star's frame, where its top tip reaches once it is twice as large.
  static let aboveStar = CGPoint(x: 210, y: 100)
  /// In the notch between the star's top and upper-right tips, 35 pt from its center.
  static let notch = CGPoint(x: 231, y: 152)
  /// Between the lower-right tips of the doubled star, inside its enlarged frame.
  static let betweenTips = CGPoint(x: 267, y: 198)
  /// The collage taps as (label, point), for the picture.
  static let all: [(String, CGPoint)] = [
    ("A", starCorner), ("B", ringHole), ("C", aboveStar), ("D", notch), ("E", betweenTips),
  ]
}

/// A single picture, the star, in a wide 160 × 100 view with the given content mode, over the table.
private func makeWideStar(_ mode: ContentMode) -> (table: Table, star: ImageView) {
  let table = Table()
  let star = table.add("star", Shape.star, frame: CGRect(x: 80, y: 190, width: 160, height: 100), mode: mode)
  return (table, star)
}

extension Scenario {
  /// Cut-out pictures whose transparent pixels let touches through, before and after a pinch scales them.
  public static let transparentImageHit = Scenario(
    name: "transparent-image-hit",
    title: "Transparent image hit",
    summary:
      "Cut-out images (blob, ring, star) hit-tested by their alpha under a glass overlay: transparent pixels "
      + "let touches through, and the mask follows a pinch and every content mode."
  ) { story in
    do {
      let (table, _, ring, star) = makeCollage()
      let window = table.window

      story.scene("A tap on the star's transparent corner reaches the ring below")
      story.say(
        "The star's view is a 100 × 100 square at (160, 130), in front of the ring; its top-left corner is "
          + "transparent. The glass overlay lets the touch through, then the star's alpha mask says no:")
      story.show(window.hitTestTrace(at: Taps.starCorner))
      story.show(window.explainMiss(of: star, at: Taps.starCorner))
      story.say("The same tap as synthetic input: the touch is delivered to the ring.")
      story.perform { () throws(InputError) in try table.app.tap(at: Taps.starCorner) }
      story.takeaway(
        "with alphaHitThreshold set, point(inside:with:) is true only on pixels at least that opaque, so a "
          + "transparent corner is not part of the view as far as touches go.")

      story.scene("A tap in the ring's hole reaches the blob under it")
      story.show(window.hitTestTrace(at: Taps.ringHole))
      story.show(window.explainMiss(of: ring, at: Taps.ringHole))
      story.takeaway("a hole is just transparent pixels: the search goes on to the views behind the ring.")

      story.scene("A pinch scales the star 2× through its transform; the hits follow the scaled pixels")
      story.say("Before the pinch, three taps around the star:")
      for point in [Taps.aboveStar, Taps.notch, Taps.betweenTips] {
        story.say("  " + table.describeTap(at: point, on: star))
      }
      story.say("Two fingers open from 40 pt to 96 pt around the star's center; the pinch on the table says:")
      for line in table.pinchOpen(at: Taps.starCenter) { story.say("  " + line) }
      story.say(
        "The star's transform is now \(star.transform.compactDescription); its frame is "
          + "\(star.frame.compactDescription). The same three taps:")
      for point in [Taps.aboveStar, Taps.notch, Taps.betweenTips] {
        story.say("  " + table.describeTap(at: point, on: star))
      }
      story.say(
        "The tap above the old frame lands on the doubled top tip; the trace shows the converted point:")
      story.show(window.hitTestTrace(at: Taps.aboveStar))
      story.takeaway(
        "hit testing converts the point through every transform first, so the mask is read at the pixel "
          + "that is drawn under the finger, at any scale.")
    }

    for mode in [ContentMode.scaleAspectFit, .scaleAspectFill] {
      let (table, star) = makeWideStar(mode)
      story.scene("The star in a wide 160 × 100 view with \(mode), before and after a 2× pinch")
      story.say(
        "\(mode) draws the 100 × 100 image at \(star.imageRect.compactDescription) in the view's bounds "
          + "(x 0, y 0, w 160, h 100).")
      let taps = [
        CGPoint(x: 95, y: 240), CGPoint(x: 160, y: 196), CGPoint(x: 160, y: 188), CGPoint(x: 160, y: 160),
      ]
      for point in taps { story.say("  " + table.describeTap(at: point, on: star)) }
      if mode == .scaleAspectFit {
        story.say(
          "(95, 240) is in the bar left of the image: inside the bounds, but no pixel is drawn there.")
        story.show(table.window.explainMiss(of: star, at: CGPoint(x: 95, y: 240)))
      } else {
        story.say(
          "(160, 188) is 2 pt above the view, where the overflowing image is drawn (nothing clips it):")
        story.show(table.window.explainMiss(of: star, at: CGPoint(x: 160, y: 188)))
      }
      story.say("After the pinch around the view's center (160, 240):")
      _ = table.pinchOpen(at: CGPoint(x: 160, y: 240))
      for point in taps { story.say("  " + table.describeTap(at: point, on: star)) }
      if mode == .scaleAspectFit {
        story.takeaway(
          "the bars beside an aspect-fit image are not drawn, so they are not touchable; the pixel under a "
            + "point comes from the image rect, not from the bounds.")
      } else {
        story.takeaway(
          "an aspect-fill image overflowing the bounds is drawn there (nothing clips it), but the mask never "
            + "reaches beyond the bounds: visible is not touchable.")
      }
    }
  }
}

// MARK: - The picture

/// The SVG picture of the collage before and after the pinch, with the tap points
/// (`swift run transparent-image-hit --svg <path>` writes it).
public enum TransparentImageHitPicture {
  /// The SVG text: the table before and after the pinch, side by side, drawn by the library's
  /// `ScenePicture`: each picture's frame and image, the taps with the view each one hits.
  public static func svg() -> String {
    let (before, _, _, _) = makeCollage()
    let (after, _, _, _) = makeCollage()
    _ = after.pinchOpen(at: Taps.starCenter)
    return ScenePicture.svg(
      sideBySide: [
        picture(of: before, title: "Before the pinch"),
        picture(of: after, title: "After a 2x pinch on the star"),
      ])
  }

  /// Tints for the pictures, in the order they were added (blob, ring, star).
  private static let tints: [(UInt8, UInt8, UInt8)] = [(70, 130, 200), (220, 120, 40), (230, 190, 20)]

  /// The table with its pictures tinted (the images are black; only their alpha matters to hit testing,
  /// and the tint leaves it as it is), each tap marked with the view it hits.
  private static func picture(of table: Table, title: String) -> ScenePicture {
    for (index, picture) in table.pictures.enumerated() {
      guard let image = picture.image else { continue }
      let (r, g, b) = tints[index % tints.count]
      var rgba = image.rgba
      for pixel in stride(from: 0, to: rgba.count, by: 4) {
        (rgba[pixel], rgba[pixel + 1], rgba[pixel + 2]) = (r, g, b)
      }
      picture.image = try? Image(
        width: image.pixelWidth, height: image.pixelHeight, scale: image.scale, rgba: rgba)
    }
    let taps = Taps.all.map { label, point in
      let hit = table.window.hitTest(point, with: nil)?.displayName ?? "nothing"
      return ScenePicture.TouchPoint(point, label: label, note: "hits \(hit)")
    }
    return ScenePicture(root: table.window, touchPoints: taps, title: title)
  }
}
