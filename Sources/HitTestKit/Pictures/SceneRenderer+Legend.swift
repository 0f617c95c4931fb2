extension SceneRenderer {
  /// The legend rows for what this picture shows: view styles in use, the hit test, highlights, touches,
  /// drags, and the views and images left out.
  func makeLegend(items: [SceneItem], tracePoint: CGPoint?) -> SceneLegend {
    var legend = SceneLegend()
    let drawn = items.filter { $0.quad != nil }
    legend.rows.append(.heading("Views"))
    for state in SceneViewState.allCases where drawn.contains(where: { $0.state == state }) {
      legend.rows.append(
        .swatch(attributes: SceneViewStyle(state: state, role: .none).attributes, state.legendText))
    }
    if drawn.contains(where: { $0.clipID != nil }) {
      legend.rows.append(
        .swatch(
          attributes: "fill=\"none\" stroke=\"#adb5bd\" stroke-dasharray=\"2 2\"",
          "frame where a clipping ancestor hides it"))
    }
    if drawn.contains(where: { $0.presentationQuad != nil }) {
      legend.rows.append(
        .swatch(
          attributes: Self.presentationAttributes,
          "presentation frame: where a running animation shows it now (hit testing uses the model frame)"))
    }
    if drawn.contains(where: { $0.view is ShapeView }) {
      legend.rows.append(
        .swatch(attributes: "fill=\"none\" stroke=\"#364fc7\" stroke-width=\"2\"", "shape view's path"))
    }
    for highlight in picture.highlights {
      legend.rows.append(.swatch(attributes: Self.highlightAttributes, "shaded: \(highlight.label)"))
    }
    if let trace = picture.trace {
      legend.rows.append(.heading("Hit test"))
      let result = trace.result?.displayName ?? "nothing"
      let point = trace.point.compactDescription
      if tracePoint != nil {
        legend.rows.append(.crosshair("point \(point) in \(trace.root.displayName) → hit: \(result)"))
      } else {
        legend.rows.append(.text("point \(point) (not drawn) → hit: \(result)"))
      }
      for role in [SceneTraceRole.hit, .hitPath, .visited, .passedOver]
      where drawn.contains(where: { $0.role == role }) {
        legend.rows.append(
          .swatch(attributes: SceneViewStyle(state: .ordinary, role: role).attributes, role.legendText))
      }
    }
    if !picture.touchPoints.isEmpty {
      legend.rows.append(.heading("Touches"))
      for touch in picture.touchPoints {
        var text = touch.label
        if let note = touch.note { text += text.isEmpty ? note : ": \(note)" }
        if !(touch.location.x.isFinite && touch.location.y.isFinite) { text += " (not finite, not drawn)" }
        legend.rows.append(.marker(attributes: Self.markerAttributes(touch), text))
      }
    }
    if !picture.dragPaths.isEmpty {
      legend.rows.append(.heading("Drags"))
      for (index, drag) in picture.dragPaths.enumerated() {
        legend.rows.append(.arrow(drag.label ?? "drag \(index + 1)"))
      }
    }
    var leftOut: [String] = []
    for item in items where item.quad == nil {
      leftOut.append("\(item.view.displayName): NaN or infinite geometry")
    }
    if picture.drawsImages {
      for item in drawn {
        guard let image = (item.view as? ImageView)?.image,
          image.pixelWidth * image.pixelHeight > ScenePicture.maximumEmbeddedImagePixelCount
        else { continue }
        leftOut.append(
          "\(item.view.displayName)'s image: \(image.pixelWidth) × \(image.pixelHeight) px, too large")
      }
    }
    if !leftOut.isEmpty {
      legend.rows.append(.heading("Not drawn"))
      legend.rows += leftOut.map { .text($0) }
    }
    return legend
  }
}
