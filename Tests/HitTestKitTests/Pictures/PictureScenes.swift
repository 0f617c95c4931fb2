import HitTestKit

/// The scenes the golden pictures draw, one per aspect of the renderer.
enum PictureScenes {
  /// A window with a clipping card (a badge sticks out of it), a rotated tile, and one view for each
  /// state hit testing ignores; the trace taps the button inside the card.
  static func states() -> ScenePicture {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
    window.name = "window"
    let card = makeView(CGRect(x: 20, y: 20, width: 160, height: 110), "card", in: window)
    card.clipsToBounds = true
    let button = Button(frame: CGRect(x: 16, y: 40, width: 90, height: 44), title: "OK")
    button.name = "button"
    card.addSubview(button)
    _ = makeView(CGRect(x: 120, y: -10, width: 60, height: 30), "badge", in: card)
    let tile = makeView(CGRect(x: 210, y: 30, width: 70, height: 70), "tile", in: window)
    tile.transform = CGAffineTransform(rotationAngle: .pi / 8)
    let hidden = makeView(CGRect(x: 20, y: 150, width: 60, height: 60), "popup", in: window)
    hidden.isHidden = true
    let faded = makeView(CGRect(x: 90, y: 150, width: 60, height: 60), "ghost", in: window)
    faded.alpha = 0
    let inert = makeView(CGRect(x: 160, y: 150, width: 60, height: 60), "inert", in: window)
    inert.isUserInteractionEnabled = false
    _ = makeView(CGRect(x: 10, y: 30, width: 40, height: 20), "child", in: inert)
    let disabled = Button(frame: CGRect(x: 230, y: 150, width: 70, height: 44), title: "No")
    disabled.name = "send"
    disabled.isEnabled = false
    window.addSubview(disabled)
    let point = CGPoint(x: 60, y: 80)
    return ScenePicture(
      root: window, touchPoints: [.init(point, label: "1", note: "tap on the button", succeeded: true)],
      trace: window.hitTestTrace(at: point), title: "States, clipping and a hit test")
  }

  /// Shapes (outline and fill), an image view with a small image, a highlight, a drag, and a label that
  /// needs escaping.
  static func content() throws -> ScenePicture {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    window.name = "window"
    let ring = ShapeView(
      frame: CGRect(x: 10, y: 10, width: 120, height: 120),
      path: BezierPath(ovalIn: CGRect(x: 20, y: 20, width: 80, height: 80)))
    ring.name = "ring <&\"outline\">"
    window.addSubview(ring)
    var square = BezierPath(rect: CGRect(x: 10, y: 10, width: 60, height: 60))
    square.lineWidth = 4
    let filled = ShapeView(frame: CGRect(x: 150, y: 20, width: 80, height: 80), path: square)
    filled.name = "filled"
    filled.hitTestsFill = true
    window.addSubview(filled)
    let dot = try Image(width: 8, height: 8) { x, y in (x - 4) * (x - 4) + (y - 4) * (y - 4) < 12 ? 255 : 0 }
    let imageView = ImageView(image: dot)
    imageView.name = "dot"
    imageView.frame = CGRect(x: 150, y: 120, width: 64, height: 64)
    window.addSubview(imageView)
    let target = try ring.path.copy(strokingWithWidth: 35, lineCap: .round, lineJoin: .round, miterLimit: 10)
    return ScenePicture(
      root: window,
      touchPoints: [
        .init(CGPoint(x: 30, y: 70), label: "A", note: "on the outline", succeeded: true),
        .init(CGPoint(x: 70, y: 70), label: "B", note: "in the middle: misses", succeeded: false),
      ],
      dragPaths: [
        .init([CGPoint(x: 240, y: 40), CGPoint(x: 260, y: 80), CGPoint(x: 250, y: 120)], label: "drag")
      ],
      highlights: [
        .init(target.applying(CGAffineTransform(translationX: 10, y: 10)), label: "ring's 35 pt tap target")
      ])
  }

  /// Geometry a picture cannot draw or draws degenerate: NaN center, zero size, a singular transform, an
  /// infinite touch point; and a hit test that hits nothing.
  static func degenerate() -> ScenePicture {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 160))
    window.name = "window"
    let broken = makeView(CGRect(x: 10, y: 10, width: 40, height: 40), "broken", in: window)
    broken.center = CGPoint(x: CGFloat.nan, y: 20)
    _ = makeView(CGRect(x: 5, y: 5, width: 10, height: 10), "inside", in: broken)
    _ = makeView(CGRect(x: 60, y: 40, width: 0, height: 0), "empty", in: window)
    let flat = makeView(CGRect(x: 100, y: 60, width: 80, height: 40), "flat", in: window)
    flat.transform = CGAffineTransform(scaleX: 1, y: 0)
    let outside = CGPoint(x: 250, y: 200)
    return ScenePicture(
      root: window,
      touchPoints: [
        .init(outside, label: "miss"), .init(CGPoint(x: CGFloat.infinity, y: 0), label: "far"),
      ],
      trace: window.hitTestTrace(at: outside))
  }

  /// A hit test that passes over a flattened front view, skips a hidden one and ends in a back one.
  static func passedOver() -> ScenePicture {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 240, height: 160))
    window.name = "window"
    let panel = makeView(CGRect(x: 20, y: 20, width: 200, height: 120), "panel", in: window)
    _ = makeView(CGRect(x: 20, y: 20, width: 120, height: 80), "back", in: panel)
    let front = makeView(CGRect(x: 60, y: 30, width: 120, height: 80), "front", in: panel)
    front.isHidden = true
    let sheet = makeView(CGRect(x: 70, y: 40, width: 100, height: 60), "sheet", in: panel)
    sheet.transform = CGAffineTransform(scaleX: 0, y: 1)
    return ScenePicture(root: window, trace: window.hitTestTrace(at: CGPoint(x: 110, y: 80)))
  }
}
