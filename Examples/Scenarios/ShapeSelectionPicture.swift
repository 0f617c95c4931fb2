import HitTestKit

/// The shape-selection canvas as the library's `ScenePicture` draws it: every shape view's path, the
/// selected shape's tap target shaded, the drags as arrows and the taps numbered, with what each did.
struct ShapeSelectionPicture {
  let app: DrawingApp

  /// The picture as a standalone SVG document.
  var svg: String {
    let taps = app.marks.enumerated().map { index, mark in
      ScenePicture.TouchPoint(mark.point, label: "\(index + 1)", note: mark.summary, succeeded: mark.hit)
    }
    let drags = app.drags.map { ScenePicture.DragPath(from: $0.from, to: $0.to) }
    var highlights: [ScenePicture.Highlight] = []
    // The stroked copy stays far inside the element budget for these small shapes; over it, no shading.
    if let selected = app.canvas.selection,
      let target = try? selected.path.copy(
        strokingWithWidth: selected.tapTargetWidth, lineCap: .round, lineJoin: .round, miterLimit: 10)
    {
      // The path is in the shape's bounds coordinates; the picture wants window coordinates.
      let origin = selected.convert(CGPoint.zero, to: app.window)
      let unitX = selected.convert(CGPoint(x: 1, y: 0), to: app.window)
      let unitY = selected.convert(CGPoint(x: 0, y: 1), to: app.window)
      let toWindow = CGAffineTransform(
        a: unitX.x - origin.x, b: unitX.y - origin.y, c: unitY.x - origin.x, d: unitY.y - origin.y,
        tx: origin.x,
        ty: origin.y)
      highlights.append(
        .init(
          target.applying(toWindow),
          label:
            "\(selected.displayName)'s \(selected.tapTargetWidth.compactDescription) pt tap target (selected)"
        ))
    }
    return ScenePicture(
      root: app.window, touchPoints: taps, dragPaths: drags, highlights: highlights,
      title: "Shape selection: the canvas at the end"
    ).svg
  }
}
