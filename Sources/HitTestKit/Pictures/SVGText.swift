/// The few pieces of SVG syntax the scene renderer writes: numbers, escaped text, points.
///
/// Numbers use the package's compact formatting (``CoreGraphics/CGFloat/compactDescription``: at most two
/// decimals, no trailing zeros, the same on every machine), so an SVG is deterministic text that golden
/// files can compare. Callers never pass NaN or infinity: the renderer leaves non-finite geometry out.
enum SVGText {
  /// A coordinate or length as an SVG attribute value: `12`, `40.5`, `-3.25`.
  static func number(_ value: CGFloat) -> String {
    value.compactDescription
  }

  /// `text` with the five XML special characters replaced by entities, safe in content and attributes.
  static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      default: result.append(character)
      }
    }
    return result
  }

  /// Points as a `points` attribute value: `x1,y1 x2,y2 …`.
  static func points(_ points: [CGPoint]) -> String {
    points.map { "\(number($0.x)),\(number($0.y))" }.joined(separator: " ")
  }

  /// A transform as an SVG `matrix(a b c d tx ty)`; Core Graphics' row-vector convention maps one to one.
  static func matrix(_ t: CGAffineTransform) -> String {
    "matrix(\(number(t.a)) \(number(t.b)) \(number(t.c)) \(number(t.d)) \(number(t.tx)) \(number(t.ty)))"
  }

  /// A `<text>` element at `point`, its content escaped, with a white halo so it stays readable over lines.
  static func label(_ text: String, at point: CGPoint, attributes: String = "") -> String {
    let extra = attributes.isEmpty ? "" : " \(attributes)"
    return "<text x=\"\(number(point.x))\" y=\"\(number(point.y))\" class=\"label\"\(extra)>"
      + "\(escaped(text))</text>"
  }
}
