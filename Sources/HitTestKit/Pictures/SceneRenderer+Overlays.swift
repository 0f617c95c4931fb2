extension SceneRenderer {
  /// The attributes of the highlights' shading (and its legend swatch).
  static let highlightAttributes = "fill=\"#fcc419\" fill-opacity=\"0.3\""

  /// The attributes of a touch marker: filled green when it succeeded, hollow red when it failed,
  /// filled violet when not said.
  static func markerAttributes(_ touch: ScenePicture.TouchPoint) -> String {
    switch touch.succeeded {
    case true?: "fill=\"#2f9e44\" stroke=\"#ffffff\" stroke-width=\"1.5\""
    case false?: "fill=\"#ffffff\" stroke=\"#e03131\" stroke-width=\"2\""
    case nil: "fill=\"#7048e8\" stroke=\"#ffffff\" stroke-width=\"1.5\""
    }
  }

  /// Writes each highlight's fill.
  func writeHighlights(to stream: inout some TextOutputStream) {
    for highlight in picture.highlights {
      let box = highlight.path.boundingBoxOfPath
      guard !highlight.path.isEmpty, box.isFinite, !box.isNull else { continue }
      let rule = highlight.path.usesEvenOddFillRule ? "evenodd" : "nonzero"
      stream.write(
        "<path d=\"\(highlight.path.svgPathData)\" \(Self.highlightAttributes) fill-rule=\"\(rule)\"/>\n")
    }
  }

  /// Reserves every marker, then places the touches' and drags' labels where they cover nothing.
  ///
  /// Markers are reserved before any label is placed, so no label lands on a marker.
  func placeOverlayLabels(
    touches: [ScenePicture.TouchPoint], drags: [[CGPoint]], tracePoint: CGPoint?,
    placer: inout SceneLabelPlacer
  ) -> [PlacedLabel] {
    let reach = Self.markerRadius + 2
    for touch in touches {
      let location = touch.location
      placer.occupy(CGRect(x: location.x - reach, y: location.y - reach, width: 2 * reach, height: 2 * reach))
    }
    if let tracePoint {
      placer.occupy(CGRect(x: tracePoint.x - 10, y: tracePoint.y - 10, width: 20, height: 20))
    }
    for points in drags where points.count >= 2 {
      placer.occupy(CGRect(x: points[0].x - 3, y: points[0].y - 3, width: 6, height: 6))
    }
    var labels: [PlacedLabel] = []
    for touch in touches where !touch.label.isEmpty {
      labels.append(PlacedLabel(text: touch.label, origin: placeBeside(touch.location, touch.label, &placer)))
    }
    for (index, points) in drags.enumerated() where points.count >= 2 {
      guard let label = picture.dragPaths[index].label, !label.isEmpty else { continue }
      labels.append(PlacedLabel(text: label, origin: placeBeside(points[0], label, &placer)))
    }
    return labels
  }

  /// Writes drags, the hit-test point and the touch markers (their labels are written with the others).
  func writeOverlays(
    touches: [ScenePicture.TouchPoint], drags: [[CGPoint]], tracePoint: CGPoint?,
    to stream: inout some TextOutputStream
  ) {
    for points in drags where points.count >= 2 {
      stream.write("<polyline points=\"\(SVGText.points(points))\" \(Self.dragAttributes)/>\n")
    }
    if let tracePoint { stream.write(Self.crosshair(at: tracePoint)) }
    for touch in touches {
      stream.write(
        "<circle cx=\"\(SVGText.number(touch.location.x))\" cy=\"\(SVGText.number(touch.location.y))\" "
          + "r=\"\(SVGText.number(Self.markerRadius))\" \(Self.markerAttributes(touch))/>\n")
    }
  }

  /// Where a label beside a marker at `point` goes: right, left, above or below, whichever is free.
  private func placeBeside(_ point: CGPoint, _ text: String, _ placer: inout SceneLabelPlacer) -> CGPoint {
    let width = SceneLabelPlacer.width(of: text)
    let gap = Self.markerRadius + 4
    return placer.place(
      text,
      candidates: [
        CGPoint(x: point.x + gap, y: point.y - 3), CGPoint(x: point.x + gap, y: point.y + 12),
        CGPoint(x: point.x - gap - width, y: point.y - 3), CGPoint(x: point.x - gap - width, y: point.y + 12),
        CGPoint(x: point.x - width / 2, y: point.y - gap - 2),
        CGPoint(x: point.x - width / 2, y: point.y + gap + 11),
        CGPoint(x: point.x + gap, y: point.y + 26), CGPoint(x: point.x + gap, y: point.y - 17),
      ])
  }
}
