/// The picture of one scene snapshot on an explorer page: the scene renderer's views, frames and labels, with
/// each view in a group the page's script can style (`data-view` is the view's id in the JSON trace) and an
/// empty `overlay` group where the script draws the selected event's touches.
///
/// The touches, the hit test's path and the selected view change with the selection, so the page draws them;
/// everything that stays the same for a scene is drawn here, once.
enum ExplorerScene {
  /// The SVG of the views under the view at `rootIndex` in `snapshot`, in that view's bounds coordinates.
  ///
  /// - Parameters:
  ///   - snapshot: The scene.
  ///   - rootIndex: The index in ``SceneSnapshot/views`` of the view drawn with all its subviews (a window).
  ///   - ids: Each view's id in the JSON trace.
  /// - Returns: The SVG element, without an XML declaration.
  static func svg(of snapshot: SceneSnapshot, rootIndex: Int, ids: [ObjectIdentifier: Int]) -> String {
    let (items, clips) = SceneItem.walk(snapshot: snapshot, rootIndex: rootIndex)
    guard let root = items.first?.view else {
      return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\"></svg>"
    }
    let renderer = SceneRenderer(picture: ScenePicture(root: root))
    var placer = SceneLabelPlacer()
    let labels = renderer.placeViewLabels(items, placer: &placer)
    var area = snapshot.views[rootIndex].bounds.isFinite ? snapshot.views[rootIndex].bounds : CGRect.null
    // A view clipped by an ancestor lies inside that ancestor's frame, as far as touches go: the picture leaves
    // out what a clip hides (a scroll view's content beyond its frame), so a long list does not shrink the scene.
    for item in items where item.clipID == nil {
      for corner in item.quad ?? [] { area = area.union(CGRect(origin: corner, size: .zero)) }
    }
    let shown = area
    for label in labels where label.box.isFinite && shown.insetBy(dx: -40, dy: -20).contains(label.origin) {
      area = area.union(label.box)
    }
    if area.isNull { area = CGRect(x: 0, y: 0, width: 100, height: 100) }
    let margin = SceneRenderer.margin
    let box = area.insetBy(dx: -margin, dy: -margin)
    let n = SVGText.number
    var svg =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(n(box.minX)) \(n(box.minY)) \(n(box.width)) "
      + "\(n(box.height))\" font-family=\"sans-serif\" "
      + "font-size=\"\(n(SceneLabelPlacer.fontSize))\" aria-hidden=\"true\">\n"
    renderer.writeDefinitions(clips: clips, to: &svg)
    svg +=
      "<rect x=\"\(n(box.minX))\" y=\"\(n(box.minY))\" width=\"\(n(box.width))\" height=\"\(n(box.height))\" "
      + "fill=\"#ffffff\"/>\n"
    renderer.writeViews(items, ids: ids, to: &svg)
    svg += "<g class=\"labels\">\n"
    for label in labels { svg += SVGText.label(label.text, at: label.origin) + "\n" }
    svg += "</g>\n<g class=\"overlay\"></g>\n</svg>"
    return svg
  }
}
