import HitTestKit

// Shape selection
//
// The drawing app of Ole Begemann's "CGPath Hit Testing" article: a canvas of rectangles, ellipses, a
// freeform polyline and a bezier curve. Tapping selects the top-most shape whose *outline* is near the
// finger; dragging moves the selected shape; a Delete button removes it. The selected shape is marked
// by a dashed outline of its stroke ("stroking a stroke").
//
// Each shape is a ShapeView as large as the canvas, holding its path in canvas coordinates. Its
// point(inside:with:) accepts a 35 pt band around the outline, so the view hierarchy's own hit test
// (front to back, first hit wins) is the article's loop over the shapes from the top one down. A tap in
// the middle of a big rectangle is far from its outline, so it falls through to whatever is behind.
//
// The shapes do not handle touches: their touchesBegan… forward to the canvas (the responder chain),
// which selects `touch.view` and moves it. Moving a shape transforms its path; its tap target follows.
//
// The shapes are "random" but the same on every run: a tiny seeded generator (SplitMix64) makes them.

/// SplitMix64: a seeded, deterministic source of numbers for the "random" shapes.
struct SeededGenerator {
  private var state: UInt64

  /// Creates a generator; the same seed always gives the same numbers.
  init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `range`, rounded to a whole point so the printed geometry stays short.
  mutating func value(in range: ClosedRange<CGFloat>) -> CGFloat {
    let unit = CGFloat(next() >> 11) / CGFloat(1 << 53)
    return (range.lowerBound + unit * (range.upperBound - range.lowerBound)).rounded()
  }

  /// A point in `rect`, on whole points.
  mutating func point(in rect: CGRect) -> CGPoint {
    CGPoint(x: value(in: rect.minX...rect.maxX), y: value(in: rect.minY...rect.maxY))
  }
}

/// One shape of the drawing: a ShapeView with a kind and a colour for the picture.
final class CanvasShape: ShapeView {
  /// What kind of shape it is: "rectangle", "ellipse", "polyline" or "curve".
  let kind: String
  /// The stroke colour in the SVG picture.
  let color: String

  init(name: String, kind: String, color: String, frame: CGRect, path: BezierPath) {
    self.kind = kind
    self.color = color
    super.init(frame: frame, path: path)
    self.name = name
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used: this view is made in code")
  }

  /// The selection outline: the outline of the shape's stroke widened by 5 pt on each side (the
  /// stroked copy, "stroking a stroke"), as the article draws it around the selected shape.
  /// (A canvas shape strokes to a few thousand elements, far within the builders' element budget, so
  /// the refusal is never met here; an empty outline would stand for it.)
  var selectionOutline: BezierPath {
    (try? path.copy(strokingWithWidth: path.lineWidth + 10, lineCap: .round, lineJoin: .round, miterLimit: 10))
      ?? BezierPath()
  }

  /// The selection outline cut into 5 pt dashes with 5 pt gaps, ready to be stroked.
  var dashedSelectionOutline: BezierPath {
    (try? selectionOutline.copy(dashingWithPhase: 0, lengths: [5, 5])) ?? BezierPath()
  }
}

/// The drawing surface: it owns the shapes, the selection, and moves the selected shape with the finger.
final class DrawingCanvas: View {
  /// The selected shape, if any.
  private(set) var selection: CanvasShape?
  /// Tells the scenario what the canvas did (the scenario adds it to the trace).
  var log: (String) -> Void = { _ in }
  /// The shape being dragged and how far it has moved during this drag.
  private var drag: (shape: CanvasShape, offset: CGPoint)?

  /// The shapes, back to front.
  var shapes: [CanvasShape] { subviews.compactMap { $0 as? CanvasShape } }

  /// Selects `shape` (or clears the selection for `nil`) and says so.
  func select(_ shape: CanvasShape?) {
    guard shape !== selection else { return }
    selection = shape
    log(shape.map { "canvas: selected \($0.displayName)" } ?? "canvas: selection cleared")
  }

  /// Removes the selected shape from the canvas.
  func deleteSelection() {
    guard let shape = selection else {
      log("canvas: nothing selected to delete")
      return
    }
    shape.removeFromSuperview()
    selection = nil
    log("canvas: deleted \(shape.displayName)")
  }

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    guard let touch = touches.first else { return }
    let shape = touch.view as? CanvasShape
    select(shape)
    drag = shape.map { ($0, .zero) }
  }

  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    guard let touch = touches.first, let (shape, offset) = drag else { return }
    let now = touch.location(in: self)
    let before = touch.previousLocation(in: self)
    let move = CGAffineTransform(translationX: now.x - before.x, y: now.y - before.y)
    shape.path = shape.path.applying(move)
    drag = (shape, CGPoint(x: offset.x + now.x - before.x, y: offset.y + now.y - before.y))
  }

  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    if let (shape, offset) = drag, offset != .zero {
      log("canvas: moved \(shape.displayName) by \(offset.compactDescription)")
    }
    drag = nil
  }

  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    drag = nil
  }
}

/// The app: a window with the canvas and a Delete button, the tap points for the picture.
final class DrawingApp {
  static let canvasFrame = CGRect(x: 0, y: 0, width: 600, height: 400)

  let window = Window(frame: CGRect(x: 0, y: 0, width: 600, height: 460))
  let canvas = DrawingCanvas(frame: DrawingApp.canvasFrame)
  let deleteButton = Button(frame: CGRect(x: 250, y: 410, width: 100, height: 40), title: "Delete")
  let app: Application
  /// Every tap and drag start, in order, with what it did; for the picture.
  private(set) var marks: [(point: CGPoint, summary: String, hit: Bool)] = []
  /// Every drag, start to end; for the picture.
  private(set) var drags: [(from: CGPoint, to: CGPoint)] = []

  /// Builds the canvas with the seeded shapes.
  init(seed: UInt64) {
    window.name = "window"
    canvas.name = "canvas"
    deleteButton.name = "deleteButton"
    window.addSubview(canvas)
    window.addSubview(deleteButton)
    app = Application(window: window, recordsScenes: true)
    canvas.log = { [weak app] in app?.note($0) }  // weak: app → window → canvas → log
    deleteButton.addAction(for: .touchUpInside) { [canvas] _ in canvas.deleteSelection() }
    var random = SeededGenerator(seed: seed)
    for shape in Self.makeShapes(&random) { canvas.addSubview(shape) }
  }

  /// Two rectangles, two ellipses, a polyline and a curve; the first rectangle is big.
  private static func makeShapes(_ random: inout SeededGenerator) -> [CanvasShape] {
    let area = canvasFrame.insetBy(dx: 30, dy: 30)
    let colors = ["#d9480f", "#2b8a3e", "#1971c2", "#ae3ec9", "#343a40", "#0c8599"]
    var shapes: [CanvasShape] = []
    func add(_ kind: String, _ number: Int, _ path: BezierPath) {
      var path = path
      path.lineWidth = random.value(in: 2...8)
      path.lineJoinStyle = .round
      path.lineCapStyle = .round
      let name = number == 0 ? kind : "\(kind)\(number)"
      shapes.append(
        CanvasShape(
          name: name, kind: kind, color: colors[shapes.count % colors.count], frame: canvasFrame, path: path))
    }
    for (number, size) in [(1, 200...240), (2, 90...130)] as [(Int, ClosedRange<CGFloat>)] {
      let rect = CGRect(
        origin: random.point(
          in: CGRect(x: area.minX, y: area.minY, width: area.width - 240, height: area.height - 200)),
        size: CGSize(width: random.value(in: size), height: (random.value(in: size) * 0.8).rounded()))
      add("rectangle", number, BezierPath(rect: rect))
    }
    for number in 1...2 {
      let origin = random.point(
        in: CGRect(x: area.minX, y: area.minY, width: area.width - 140, height: area.height - 110))
      let rect = CGRect(
        origin: origin, size: CGSize(width: random.value(in: 90...140), height: random.value(in: 60...110)))
      add("ellipse", number, BezierPath(ovalIn: rect))
    }
    var polyline = BezierPath()
    var point = random.point(in: area.insetBy(dx: 60, dy: 60))
    polyline.move(to: point)
    for _ in 0..<6 {
      point = CGPoint(
        x: min(max(point.x + random.value(in: -70...70), area.minX), area.maxX),
        y: min(max(point.y + random.value(in: -60...60), area.minY), area.maxY))
      polyline.addLine(to: point)
    }
    add("polyline", 0, polyline)
    var curve = BezierPath()
    curve.move(to: random.point(in: area))
    curve.addCurve(
      to: random.point(in: area), controlPoint1: random.point(in: area), controlPoint2: random.point(in: area)
    )
    add("curve", 0, curve)
    return shapes
  }

  /// Taps at `point` and returns the detailed trace (with the full hit test), marking the point.
  func tap(_ point: CGPoint) throws(InputError) -> InteractionTrace {
    let selected = canvas.selection?.displayName ?? "nothing"
    let trace = try app.tap(at: point).detailed
    let summary =
      deleteButton.frame.halfOpenContains(point)
      ? "tap Delete (deletes \(selected))" : "tap → " + (canvas.selection?.displayName ?? "nothing selected")
    marks.append((point, summary, canvas.selection != nil))
    return trace
  }

  /// Drags from `start` to `end` (hit test in one line), marking both.
  func drag(from start: CGPoint, to end: CGPoint) throws(InputError) -> InteractionTrace {
    let trace = try app.drag(from: start, to: end, steps: 4)
    marks.append((start, "drag " + (canvas.selection?.displayName ?? "nothing"), canvas.selection != nil))
    drags.append((start, end))
    return trace
  }
}

extension Scenario {
  /// The drawing app: select shapes by their outline, drag them, delete them.
  public static let shapeSelection = Scenario(
    name: "shape-selection",
    title: "Shape selection",
    summary: "A drawing app whose shapes are selected by tapping near their outline, dragged and deleted."
  ) { story in
    _ = tellShapeSelection(&story)
  }

  /// The SVG picture of the shape-selection canvas at the end of the scenario: shapes, the dashed
  /// selection outline, the selected shape's tap target, and the numbered tap points.
  public static func shapeSelectionSVG() -> String {
    var story = Narration()
    return ShapeSelectionPicture(app: tellShapeSelection(&story)).svg
  }
}

/// Runs the story on a fresh canvas and returns the app in its final state.
private func tellShapeSelection(_ story: inout Narration) -> DrawingApp {
  let drawing = DrawingApp(seed: 7)
  let canvas = drawing.canvas
  let shapes = canvas.shapes
  let big = shapes[0]
  let bigBox = big.path.boundingBoxOfPath

  story.scene("The canvas")
  story.say("Six seeded shapes, back to front; each is a ShapeView as large as the canvas:")
  for shape in shapes {
    story.say(
      "  \(shape.displayName): \(shape.kind), box \(shape.path.boundingBoxOfPath.compactDescription), "
        + "line width \(shape.path.lineWidth.compactDescription), tap target \(shape.tapTargetWidth.compactDescription) pt"
    )
  }
  story.takeaway("a shape's touch area is a band around its outline, not its frame (the whole canvas).")

  story.scene("A tap 10 pt outside rectangle1's left edge selects it")
  let nearEdge = CGPoint(x: bigBox.minX - 10, y: bigBox.midY)
  story.perform { () throws(InputError) in try drawing.tap(nearEdge) }
  story.takeaway("within 17.5 pt of the outline counts: the 35 pt tap target is centered on the line.")

  story.scene("A tap in the middle of rectangle1 does not select it")
  let middle = CGPoint(x: bigBox.midX, y: bigBox.midY)
  story.perform { () throws(InputError) in try drawing.tap(middle) }
  story.show(drawing.window.explainMiss(of: big, at: middle))
  story.takeaway("the interior of an outlined shape is not part of it, so shapes behind it stay reachable.")

  story.scene("Where two outlines are near, the one in front wins")
  if let (point, front, back) = overlap(in: shapes) {
    story.say(
      "\(point.compactDescription) is on \(back.displayName)'s drawn line, and inside the tap target of "
        + "\(front.displayName), which is in front:")
    story.perform { () throws(InputError) in try drawing.tap(point) }
  }
  story.takeaway("subviews are tried front to back, like the article's loop from the top shape down.")

  story.scene("Dragging the selected shape moves its path, and its tap target with it")
  let ellipse = shapes[2]
  let grab = onOutline(of: ellipse)
  let delta = CGPoint(x: ellipse.path.boundingBoxOfPath.midX < 300 ? 140 : -140, y: 30)
  let drop = CGPoint(x: grab.x + delta.x, y: grab.y + delta.y)
  story.say(
    "\(ellipse.displayName) is grabbed on its outline at \(grab.compactDescription) and dragged to \(drop.compactDescription):"
  )
  story.perform { () throws(InputError) in try drawing.drag(from: grab, to: drop) }
  story.say("\(ellipse.displayName)'s box is now \(ellipse.path.boundingBoxOfPath.compactDescription).")
  story.say("The old spot no longer answers for it; the new one does:")
  story.show(drawing.window.explainMiss(of: ellipse, at: grab))
  story.show(drawing.window.explainMiss(of: ellipse, at: drop))
  story.takeaway("the path is the shape's state; moving it with applying(_:) moves the touch area too.")

  story.scene("Delete removes the selected shape")
  story.perform { () throws(InputError) in try drawing.tap(CGPoint(x: 300, y: 430)) }
  story.say("A tap where it was now finds what is left:")
  story.perform { () throws(InputError) in try drawing.tap(drop) }
  story.takeaway("deleting is removing the view; the hit test simply stops finding it.")

  story.scene("The selection outline")
  let curve = shapes[5]
  story.perform { () throws(InputError) in try drawing.tap(onOutline(of: curve)) }
  if let selected = canvas.selection {
    let outline = selected.selectionOutline
    let dashes = selected.dashedSelectionOutline
    story.say(
      "\(selected.displayName)'s selection outline is its stroke's outline \((selected.path.lineWidth + 10).compactDescription) pt wide "
        + "(copy(strokingWithWidth:…)): \(outline.elements.count) elements, box \(outline.boundingBoxOfPath.compactDescription);"
    )
    story.say(
      "dashed 5 on, 5 off (copy(dashingWithPhase:lengths:)) it is \(dashes.elements.filter { if case .moveTo = $0 { true } else { false } }.count) dashes."
    )
  }
  story.takeaway("stroking a stroke gives a shape's outline as a path, to draw, dash or hit-test.")
  return drawing
}

/// A point on the outline of `shape`: the start of its path, or the first point of its box's top edge
/// it passes through.
private func onOutline(of shape: CanvasShape) -> CGPoint {
  let box = shape.path.boundingBoxOfPath
  if shape.kind == "ellipse" { return CGPoint(x: box.midX, y: box.minY) }
  guard case .moveTo(let start) = shape.path.elements.first else { return CGPoint(x: box.midX, y: box.midY) }
  return start
}

/// The first point on a 10 pt grid that is on the drawn line of one shape (within 2 pt) and inside the
/// tap target, but not on the line, of a shape in front of it; with the front shape and the one behind.
private func overlap(in shapes: [CanvasShape]) -> (CGPoint, CanvasShape, CanvasShape)? {
  for y in stride(from: 20, to: 400, by: 10) {
    for x in stride(from: 20, to: 600, by: 10) {
      let point = CGPoint(x: CGFloat(x), y: CGFloat(y))
      let hits = shapes.reversed().filter { $0.pathTargetContains(point) }
      guard hits.count >= 2 else { continue }
      let (front, back) = (hits[0], hits[1])
      if back.path.strokeContains(point, width: back.path.lineWidth + 4),
        !front.path.strokeContains(point, width: front.path.lineWidth + 4)
      {
        return (point, front, back)
      }
    }
  }
  return nil
}
