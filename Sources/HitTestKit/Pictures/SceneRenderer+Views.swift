internal import Foundation  // Data.base64EncodedString, for embedded images

extension SceneRenderer {
  /// Writes every drawable view's frame and content, back to front.
  ///
  /// A view with an id in `ids` is written in a group `<g class="view" data-view="id">`, which a page's script
  /// styles and listens to; with no ids (a still picture), nothing is added.
  func writeViews(
    _ items: [SceneItem], ids: [ObjectIdentifier: Int] = [:], to stream: inout some TextOutputStream
  ) {
    stream.write("<g class=\"views\">\n")
    for item in items {
      guard let quad = item.quad else { continue }
      let id = ids[ObjectIdentifier(item.view)]
      if let id { stream.write("<g class=\"view\" data-view=\"\(id)\">\n") }
      defer { if id != nil { stream.write("</g>\n") } }
      let points = SVGText.points(quad)
      if item.clipID != nil {
        // Where a clipping ancestor hides the frame, its outline is still shown, faintly dotted.
        stream.write(
          "<polygon points=\"\(points)\" fill=\"none\" stroke=\"#adb5bd\" stroke-dasharray=\"2 2\"/>\n")
      }
      if let clipID = item.clipID { stream.write("<g clip-path=\"url(#\(clipID))\">\n") }
      writeAppearance(of: item, quad: quad, to: &stream)
      var style = SceneViewStyle(state: item.state, role: item.role, alpha: item.alpha)
      if item.view is ShapeView && style.fill == SceneViewStyle.ordinaryFill {
        style.fill = "none"  // its path is what it shows; frames of overlapping shapes would pile up
      }
      let frameClass = id == nil ? "" : " class=\"frame\""
      stream.write("<polygon\(frameClass) points=\"\(points)\" \(style.attributes)/>\n")
      writeContent(of: item, to: &stream)
      if item.clipID != nil { stream.write("</g>\n") }
      if let shown = item.presentationQuad {
        let shownClass = id == nil ? "" : " class=\"shown\""
        stream.write(
          "<polygon\(shownClass) points=\"\(SVGText.points(shown))\" \(Self.presentationAttributes)/>\n")
      }
    }
    stream.write("</g>\n")
  }

  /// The attributes of a presentation frame (and its legend sample): dashed orange, not filled.
  static let presentationAttributes =
    "fill=\"#ffd8a8\" fill-opacity=\"0.35\" stroke=\"#e8590c\" stroke-width=\"2\" stroke-dasharray=\"6 3\""

  /// Writes a shape view's path or an image view's image, in the view's bounds coordinates.
  private func writeContent(of item: SceneItem, to stream: inout some TextOutputStream) {
    let opacity: String
    if item.state != .ordinary {
      opacity = " opacity=\"0.4\""
    } else if item.alpha < 1 {
      opacity = " opacity=\"\(SVGText.number(Swift.max(item.alpha, 0.2)))\""
    } else {
      opacity = ""
    }
    guard item.toRoot.isFinite else { return }
    let transform = "transform=\"\(SVGText.matrix(item.toRoot))\""
    if let shape = item.view as? ShapeView {
      let box = shape.path.boundingBoxOfPath
      guard !shape.path.isEmpty, box.isFinite, !box.isNull else { return }
      let width = shape.path.lineWidth.isFinite ? Swift.max(shape.path.lineWidth, 1) : 1
      let fill =
        shape.hitTestsFill
        ? "fill=\"#364fc7\" fill-opacity=\"0.15\" fill-rule=\"\(shape.path.usesEvenOddFillRule ? "evenodd" : "nonzero")\""
        : "fill=\"none\""
      stream.write(
        "<path d=\"\(shape.path.svgPathData)\" \(transform) \(fill) stroke=\"#364fc7\" "
          + "stroke-width=\"\(SVGText.number(width))\" stroke-linecap=\"round\" stroke-linejoin=\"round\"\(opacity)/>\n"
      )
    } else if let imageView = item.view as? ImageView, picture.drawsImages, let image = imageView.image,
      image.pixelWidth * image.pixelHeight <= ScenePicture.maximumEmbeddedImagePixelCount
    {
      let rect = imageView.imageRect
      guard rect.isFinite, !rect.isNull, rect.width > 0, rect.height > 0 else { return }
      let data = Data(PNGEncoder.encode(image)).base64EncodedString()
      stream.write(
        "<image x=\"\(SVGText.number(rect.minX))\" y=\"\(SVGText.number(rect.minY))\" "
          + "width=\"\(SVGText.number(rect.width))\" height=\"\(SVGText.number(rect.height))\" \(transform) "
          + "preserveAspectRatio=\"none\" style=\"image-rendering:pixelated\"\(opacity) "
          + "href=\"data:image/png;base64,\(data)\"/>\n")
    }
  }

  /// The label drawn for a view: its name, and what takes it out of hit testing when that is its own.
  static func label(of item: SceneItem) -> String {
    var notes: [String] = []
    if let suffix = item.ownState.labelSuffix { notes.append(suffix) }
    if !item.view.transform.isInvertible && item.view.transform.isFinite { notes.append("flattened") }
    return notes.isEmpty
      ? item.view.displayName : "\(item.view.displayName) (\(notes.joined(separator: ", ")))"
  }

  /// Places every drawn view's label where it covers no marker or earlier label: inside the frame's
  /// top-left corner if free, else above it, at its bottom, below it, at its top-right, or lower down.
  func placeViewLabels(_ items: [SceneItem], placer: inout SceneLabelPlacer) -> [PlacedLabel] {
    var labels: [PlacedLabel] = []
    for item in items {
      guard let quad = item.quad else { continue }
      let text = Self.label(of: item)
      // A shape view is labelled beside its path: its frame is often much larger than the shape.
      var anchor = quad
      if let shape = item.view as? ShapeView, !shape.path.isEmpty {
        let pathBox = shape.path.boundingBoxOfPath
        let mapped = [
          CGPoint(x: pathBox.minX, y: pathBox.minY), CGPoint(x: pathBox.maxX, y: pathBox.minY),
          CGPoint(x: pathBox.maxX, y: pathBox.maxY), CGPoint(x: pathBox.minX, y: pathBox.maxY),
        ].map { $0.applying(item.toRoot) }
        if mapped.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) { anchor = mapped }
      }
      let xs = anchor.map(\.x)
      let ys = anchor.map(\.y)
      let box = CGRect(
        x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
      let width = SceneLabelPlacer.width(of: text)
      let isShape = item.view is ShapeView
      var candidates = [
        CGPoint(x: box.minX + 3, y: isShape ? box.minY - 6 : box.minY + 12),
        CGPoint(x: box.minX + 3, y: isShape ? box.minY + 12 : box.minY - 4),
        CGPoint(x: box.minX + 3, y: box.maxY - 4),
        CGPoint(x: box.minX + 3, y: box.maxY + 12),
        CGPoint(x: box.maxX - width - 3, y: box.minY + 12),
        CGPoint(x: box.maxX - width - 3, y: box.maxY + 12),
      ]
      for row in 1...4 { candidates.append(CGPoint(x: box.minX + 3, y: box.minY + 12 + CGFloat(row) * 14)) }
      labels.append(PlacedLabel(text: text, origin: placer.place(text, candidates: candidates)))
      if let shown = item.presentationQuad {
        let text = "\(item.view.displayName) on screen"
        let (left, top, bottom) = (shown.map(\.x).min()!, shown.map(\.y).min()!, shown.map(\.y).max()!)
        let spots = [
          CGPoint(x: left + 3, y: top + 12), CGPoint(x: left + 3, y: bottom + 12),
          CGPoint(x: left + 3, y: top - 4),
        ]
        labels.append(PlacedLabel(text: text, origin: placer.place(text, candidates: spots)))
      }
    }
    return labels
  }
}
