import HitTestKit

/// Draws the shape-selection canvas as SVG: shapes, the selected shape's tap target and dashed
/// selection outline, drags and numbered tap points.
///
/// The dashed outline needs one trick. The stroked copy is the union of many overlapping pieces (one
/// per segment, join and cap), so dashing it dashes the pieces' inner edges too. A mask hides every
/// dash inside the union's fill (the nonzero fill of the stroked copy is the stroke), leaving only the
/// dashes on its boundary.
struct ShapeSelectionPicture {
  let app: DrawingApp

  /// The picture as a standalone SVG document.
  var svg: String {
    let frame = app.window.bounds
    let size = "width=\"\(Int(frame.width))\" height=\"\(Int(frame.height))\""
    let pictureSize = "width=\"\(Int(frame.width) + legendWidth)\" height=\"\(Int(frame.height))\""
    var lines = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" \(pictureSize) "
        + "viewBox=\"0 0 \(Int(frame.width) + legendWidth) \(Int(frame.height))\">",
      "<rect \(pictureSize) fill=\"#f1f3f5\"/>",
      rect(app.canvas.frame, "fill=\"white\" stroke=\"#ced4da\""),
    ]
    if let selected = app.canvas.selection,
      let target = try? selected.path.copy(
        strokingWithWidth: selected.tapTargetWidth, lineCap: .round, lineJoin: .round, miterLimit: 10)
    {
      lines.append("<path d=\"\(target.svgPathData)\" fill=\"\(selected.color)\" fill-opacity=\"0.12\"/>")
      lines += [
        "<mask id=\"outside-selection\" maskUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" \(size)>",
        "<rect \(size) fill=\"white\"/>",
        "<path d=\"\(selected.selectionOutline.svgPathData)\" fill=\"black\"/>",
        "</mask>",
        "<path d=\"\(selected.dashedSelectionOutline.svgPathData)\" fill=\"none\" stroke=\"#212529\" "
          + "stroke-width=\"2\" mask=\"url(#outside-selection)\"/>",
      ]
    }
    for shape in app.canvas.shapes {
      lines.append(
        "<path d=\"\(shape.path.svgPathData)\" fill=\"none\" stroke=\"\(shape.color)\" "
          + "stroke-width=\"\(number(shape.path.lineWidth))\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
      )
      let box = shape.path.boundingBoxOfPath
      lines.append(
        text(shape.displayName, at: CGPoint(x: box.minX, y: box.minY - 6), "fill=\"\(shape.color)\" \(halo)"))
    }
    lines.append(rect(app.deleteButton.frame, "fill=\"#e03131\" rx=\"6\""))
    let button = app.deleteButton.frame
    lines.append(
      text("Delete", at: CGPoint(x: button.midX, y: button.midY + 5), "fill=\"white\" text-anchor=\"middle\"")
    )
    for drag in app.drags {
      lines.append(
        "<line x1=\"\(number(drag.from.x))\" y1=\"\(number(drag.from.y))\" x2=\"\(number(drag.to.x))\" "
          + "y2=\"\(number(drag.to.y))\" stroke=\"#495057\" stroke-width=\"1.5\" stroke-dasharray=\"2 3\"/>")
    }
    let legendX = frame.width + 16
    lines.append(text("Taps, in order", at: CGPoint(x: legendX, y: 24), "font-weight=\"bold\""))
    for (index, mark) in app.marks.enumerated() {
      let color = mark.hit ? "#2f9e44" : "#868e96"
      let label = "\(index + 1)"
      lines.append(
        "<circle cx=\"\(number(mark.point.x))\" cy=\"\(number(mark.point.y))\" r=\"4\" fill=\"\(color)\" "
          + "stroke=\"white\"/>")
      lines.append(
        text(label, at: CGPoint(x: mark.point.x + 6, y: mark.point.y + 14), "fill=\"\(color)\" \(halo)"))
      let row = CGFloat(46 + 20 * index)
      lines.append(
        "<circle cx=\"\(number(legendX + 4))\" cy=\"\(number(row - 4))\" r=\"4\" fill=\"\(color)\"/>")
      lines.append(
        text("\(label). \(mark.summary)", at: CGPoint(x: legendX + 14, y: row), "fill=\"#212529\""))
    }
    let note = CGFloat(46 + 20 * app.marks.count + 16)
    for (offset, line) in [
      "Shaded: the selected shape's", "35 pt tap target. Dashed: its", "selection outline.",
    ].enumerated() {
      lines.append(text(line, at: CGPoint(x: legendX, y: note + CGFloat(16 * offset)), "fill=\"#495057\""))
    }
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// How much wider than the window the picture is, for the legend.
  private let legendWidth = 230

  /// A white outline behind text, so labels stay readable over lines.
  private let halo = "stroke=\"white\" stroke-width=\"3\" paint-order=\"stroke\""

  private func rect(_ rect: CGRect, _ attributes: String) -> String {
    "<rect x=\"\(number(rect.minX))\" y=\"\(number(rect.minY))\" width=\"\(number(rect.width))\" "
      + "height=\"\(number(rect.height))\" \(attributes)/>"
  }

  private func text(_ string: String, at point: CGPoint, _ attributes: String) -> String {
    "<text x=\"\(number(point.x))\" y=\"\(number(point.y))\" font-family=\"sans-serif\" font-size=\"12\" "
      + "\(attributes)>\(string)</text>"
  }

  /// A coordinate as SVG wants it, rounded to hundredths.
  private func number(_ value: CGFloat) -> String {
    value.compactDescription
  }
}
