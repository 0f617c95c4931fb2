/// Turns a ``ScenePicture`` into SVG text: lays out the scene and its legend, then writes each layer.
///
/// Layers, back to front: background, title, views (frames and content, clipped where an ancestor clips),
/// highlights, drags, the hit-test point, touches, view labels, legend. Labels are placed last by a
/// ``SceneLabelPlacer`` that knows where every marker and the legend are, so no marker covers a label.
struct SceneRenderer {
  let picture: ScenePicture

  /// A label and where its baseline starts.
  struct PlacedLabel {
    let text: String
    let origin: CGPoint
    /// The rectangle the label covers (estimated).
    var box: CGRect { SceneLabelPlacer.box(of: text, at: origin) }
  }

  /// The space around the scene, in points.
  static let margin: CGFloat = 20
  /// The band above the scene that holds the title.
  static let titleHeight: CGFloat = 24
  /// The space between the scene and the legend.
  static let legendGap: CGFloat = 28
  /// The radius of a touch marker.
  static let markerRadius: CGFloat = 5
  /// The attributes of drag paths (and their legend sample).
  static let dragAttributes =
    "fill=\"none\" stroke=\"#495057\" stroke-width=\"1.5\" stroke-dasharray=\"4 3\" marker-end=\"url(#arrow)\""

  /// Writes the SVG document and returns its size (its `width` and `height`).
  @discardableResult
  func write(to stream: inout some TextOutputStream) -> CGSize {
    var (items, clips) = SceneItem.walk(from: picture.root)
    let roles = traceRoles()
    if !roles.isEmpty {
      for index in items.indices { items[index].role = roles[ObjectIdentifier(items[index].view)] ?? .none }
    }
    let tracePoint = self.tracePoint
    let area = sceneArea(items: items, tracePoint: tracePoint)
    let legend = makeLegend(items: items, tracePoint: tracePoint)

    // Labels first: the picture grows to hold them, and the legend goes right of the rightmost one.
    var placer = SceneLabelPlacer()
    let titleOrigin = CGPoint(x: area.minX, y: area.minY - Self.margin)
    if let title = picture.title {
      placer.occupy(SceneLabelPlacer.box(of: title, at: titleOrigin).insetBy(dx: -2, dy: -4))
    }
    let touches = picture.touchPoints.filter { $0.location.x.isFinite && $0.location.y.isFinite }
    let drags = picture.dragPaths.map { drag in drag.points.filter { $0.x.isFinite && $0.y.isFinite } }
    let labels =
      placeOverlayLabels(touches: touches, drags: drags, tracePoint: tracePoint, placer: &placer)
      + placeViewLabels(items, placer: &placer)
    var content = area
    for label in labels where label.box.isFinite { content = content.union(label.box) }

    let left = content.minX - Self.margin
    let top = Swift.min(content.minY, area.minY - (picture.title == nil ? 0 : Self.titleHeight)) - Self.margin
    let legendOrigin = CGPoint(x: content.maxX + Self.legendGap, y: area.minY)
    let right = legendOrigin.x + legend.width + Self.margin
    let bottom = Swift.max(content.maxY, legendOrigin.y + legend.height) + Self.margin
    let (width, height) = (SVGText.number(right - left), SVGText.number(bottom - top))

    stream.write(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
        + "viewBox=\"\(SVGText.number(left)) \(SVGText.number(top)) \(width) \(height)\" "
        + "font-family=\"sans-serif\" font-size=\"\(SVGText.number(SceneLabelPlacer.fontSize))\">\n")
    writeDefinitions(clips: clips, to: &stream)
    stream.write(
      "<rect x=\"\(SVGText.number(left))\" y=\"\(SVGText.number(top))\" width=\"\(width)\" "
        + "height=\"\(height)\" fill=\"#ffffff\"/>\n")
    if let title = picture.title {
      stream.write(
        "<text x=\"\(SVGText.number(titleOrigin.x))\" y=\"\(SVGText.number(titleOrigin.y))\" font-size=\"14\" "
          + "font-weight=\"bold\" fill=\"#212529\">\(SVGText.escaped(title))</text>\n")
    }
    writeViews(items, to: &stream)
    writeHighlights(to: &stream)
    writeOverlays(touches: touches, drags: drags, tracePoint: tracePoint, to: &stream)
    stream.write("<g class=\"labels\">\n")
    for label in labels { stream.write(SVGText.label(label.text, at: label.origin) + "\n") }
    stream.write("</g>\n")
    legend.write(at: legendOrigin, to: &stream)
    stream.write("</svg>\n")
    return CGSize(width: right - left, height: bottom - top)
  }

  /// The trace's point in the picture root's coordinates, when there is a trace and the point is finite.
  var tracePoint: CGPoint? {
    guard let trace = picture.trace else { return nil }
    let point = trace.root === picture.root ? trace.point : trace.root.convert(trace.point, to: picture.root)
    return point.x.isFinite && point.y.isFinite ? point : nil
  }

  /// Each view's part in the trace: visited, passed over, on the hit path, or hit.
  private func traceRoles() -> [ObjectIdentifier: SceneTraceRole] {
    guard let trace = picture.trace else { return [:] }
    var roles: [ObjectIdentifier: SceneTraceRole] = [:]
    for step in trace.steps {
      let role: SceneTraceRole
      switch step.kind {
      case .visit: role = .visited
      case .passedOver: role = .passedOver
      default: continue
      }
      roles[ObjectIdentifier(step.view)] = Swift.max(roles[ObjectIdentifier(step.view)] ?? .none, role)
    }
    if let result = trace.result {
      var current: View? = result
      while let view = current {
        roles[ObjectIdentifier(view)] = .hitPath
        if view === trace.root { break }
        current = view.superview
      }
      roles[ObjectIdentifier(result)] = .hit
    }
    return roles
  }

  /// What the scene covers: the root's bounds, every drawn frame, touches, drags, highlights.
  private func sceneArea(items: [SceneItem], tracePoint: CGPoint?) -> CGRect {
    var points: [CGPoint] = []
    for item in items { points += item.quad ?? [] }
    points += picture.touchPoints.map(\.location)
    points += picture.dragPaths.flatMap(\.points)
    if let tracePoint { points.append(tracePoint) }
    var area = picture.root.bounds.isFinite ? picture.root.bounds : CGRect.null
    for point in points where point.x.isFinite && point.y.isFinite {
      area = area.union(CGRect(origin: point, size: .zero))
    }
    for highlight in picture.highlights {
      let box = highlight.path.boundingBoxOfPath
      if box.isFinite && !box.isNull { area = area.union(box) }
    }
    return area.isNull ? CGRect(x: 0, y: 0, width: 100, height: 100) : area
  }

  func writeDefinitions(
    clips: [(id: String, quad: [CGPoint], parent: String?)], to stream: inout some TextOutputStream
  ) {
    stream.write("<defs>\n")
    stream.write(
      "<style>.label{fill:#212529;stroke:#ffffff;stroke-width:3px;stroke-linejoin:round;paint-order:stroke}"
        + "</style>\n")
    stream.write(
      "<pattern id=\"no-interaction\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" "
        + "patternTransform=\"rotate(45)\"><rect width=\"6\" height=\"6\" fill=\"#f1f3f5\"/>"
        + "<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" stroke=\"#ced4da\" stroke-width=\"3\"/></pattern>\n")
    stream.write(
      "<marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" "
        + "orient=\"auto\"><path d=\"M0 0L10 5L0 10z\" fill=\"#495057\"/></marker>\n")
    for clip in clips {
      let parent = clip.parent.map { " clip-path=\"url(#\($0))\"" } ?? ""
      stream.write(
        "<clipPath id=\"\(clip.id)\"\(parent)><polygon points=\"\(SVGText.points(clip.quad))\"/></clipPath>\n"
      )
    }
    stream.write("</defs>\n")
  }

  /// A crosshair marking the hit-test point: a ring with a cross.
  static func crosshair(at point: CGPoint) -> String {
    let (x, y) = (point.x, point.y)
    let n = SVGText.number
    return
      "<g stroke=\"#e03131\" stroke-width=\"1.5\" fill=\"none\"><circle cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"6\"/>"
      + "<path d=\"M\(n(x - 9)) \(n(y))H\(n(x + 9))M\(n(x)) \(n(y - 9))V\(n(y + 9))\"/></g>\n"
  }
}
