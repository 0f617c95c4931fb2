/// The legend of a picture: rows of swatches and text, explaining only what the picture shows.
struct SceneLegend {
  /// One row of the legend.
  enum Row: Equatable {
    /// A bold heading.
    case heading(String)
    /// A small rectangle drawn with these SVG attributes, then text.
    case swatch(attributes: String, String)
    /// A touch marker drawn with these SVG attributes, then text.
    case marker(attributes: String, String)
    /// The hit-test point's crosshair, then text.
    case crosshair(String)
    /// A short dashed arrow, then text.
    case arrow(String)
    /// Plain text, indented.
    case text(String)
  }

  /// The rows, top to bottom.
  var rows: [Row] = []

  /// The distance between rows' baselines.
  static let rowHeight: CGFloat = 18
  /// Where row text starts, right of the swatches.
  static let textIndent: CGFloat = 26

  /// The estimated width of the widest row.
  var width: CGFloat {
    let widest = rows.map { row -> CGFloat in
      switch row {
      case .heading(let text): SceneLabelPlacer.width(of: text) * 1.1
      case .swatch(_, let text), .marker(_, let text), .crosshair(let text), .arrow(let text),
        .text(let text):
        Self.textIndent + SceneLabelPlacer.width(of: text)
      }
    }.max()
    return Swift.max(widest ?? 0, 160)
  }

  /// The height the rows take.
  var height: CGFloat { CGFloat(rows.count) * Self.rowHeight }

  /// Writes the legend with its first row's top at `origin`.
  func write(at origin: CGPoint, to stream: inout some TextOutputStream) {
    stream.write("<g class=\"legend\">\n")
    for (index, row) in rows.enumerated() {
      let top = origin.y + CGFloat(index) * Self.rowHeight
      let baseline = top + 13
      let middle = top + 9
      let x = origin.x
      let textX = x + Self.textIndent
      func text(_ string: String, x: CGFloat, _ attributes: String = "") {
        let extra = attributes.isEmpty ? "" : " \(attributes)"
        stream.write(
          "<text x=\"\(SVGText.number(x))\" y=\"\(SVGText.number(baseline))\" fill=\"#212529\"\(extra)>"
            + "\(SVGText.escaped(string))</text>\n")
      }
      switch row {
      case .heading(let string):
        text(string, x: x, "font-weight=\"bold\"")
      case .swatch(let attributes, let string):
        stream.write(
          "<rect x=\"\(SVGText.number(x + 1))\" y=\"\(SVGText.number(top + 3))\" width=\"18\" height=\"12\" "
            + "\(attributes)/>\n")
        text(string, x: textX)
      case .marker(let attributes, let string):
        stream.write(
          "<circle cx=\"\(SVGText.number(x + 10))\" cy=\"\(SVGText.number(middle))\" r=\"5\" \(attributes)/>\n"
        )
        text(string, x: textX)
      case .crosshair(let string):
        stream.write(SceneRenderer.crosshair(at: CGPoint(x: x + 10, y: middle)))
        text(string, x: textX)
      case .arrow(let string):
        stream.write(
          "<line x1=\"\(SVGText.number(x))\" y1=\"\(SVGText.number(middle))\" x2=\"\(SVGText.number(x + 18))\" "
            + "y2=\"\(SVGText.number(middle))\" \(SceneRenderer.dragAttributes)/>\n")
        text(string, x: textX)
      case .text(let string):
        text(string, x: textX, "fill-opacity=\"0.85\"")
      }
    }
    stream.write("</g>\n")
  }
}
