extension SceneRenderer {
  /// Writes what a view's appearance shows under its frame: its ``View/backgroundColor`` filling it, its layer's
  /// border (``Layer/borderWidth`` in ``Layer/borderColor``, black when none is set, as Core Animation's default),
  /// both with the corners rounded by ``Layer/cornerRadius``; nothing for a view with neither.
  ///
  /// The colours are drawn at their own alpha times the view's (as composited), so a picture looks like the screen.
  /// The border is drawn on the frame's edge, half inside and half outside, where UIKit draws it inside: a
  /// picture's approximation. The rounded corners follow the view's transform.
  func writeAppearance(of item: SceneItem, quad: [CGPoint], to stream: inout some TextOutputStream) {
    let view = item.view
    let background = view.backgroundColor
    let borderWidth = view.layer.borderWidth
    guard background != nil || borderWidth > 0, borderWidth.isFinite else { return }
    let path = Self.roundedPath(quad, bounds: view.bounds.size, radius: view.layer.cornerRadius)
    var attributes = ""
    if let background, background.alpha > 0 {
      attributes +=
        "fill=\"\(background.svgHex)\" fill-opacity=\"\(SVGText.number(background.alpha * item.alpha))\""
    } else {
      attributes += "fill=\"none\""
    }
    if borderWidth > 0 {
      let color = view.layer.borderColor ?? .black
      attributes +=
        " stroke=\"\(color.svgHex)\" stroke-opacity=\"\(SVGText.number(color.alpha * item.alpha))\""
        + " stroke-width=\"\(SVGText.number(borderWidth))\""
    }
    stream.write("<path class=\"appearance\" d=\"\(path)\" \(attributes)/>\n")
  }

  /// The quad's outline as SVG path data, each corner rounded by `radius` view points (clamped to half the shorter
  /// side) with a quadratic curve through the corner; a plain polygon for no radius.
  static func roundedPath(_ quad: [CGPoint], bounds: CGSize, radius: CGFloat) -> String {
    let limit = Swift.min(bounds.width, bounds.height) / 2
    let r = radius.isFinite ? Swift.min(Swift.max(radius, 0), limit) : 0
    guard r > 0, quad.count == 4 else { return "M" + SVGText.points(quad) + "Z" }
    // Edges 0→1 and 2→3 run along the width, 1→2 and 3→0 along the height.
    let lengths = [bounds.width, bounds.height, bounds.width, bounds.height]
    func along(_ from: CGPoint, _ to: CGPoint, _ fraction: CGFloat) -> CGPoint {
      CGPoint(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction)
    }
    var parts: [String] = []
    for index in 0..<4 {
      let corner = quad[index]
      let previous = quad[(index + 3) % 4]
      let next = quad[(index + 1) % 4]
      let entry = along(corner, previous, r / lengths[(index + 3) % 4])
      let exit = along(corner, next, r / lengths[index])
      parts.append(
        (index == 0 ? "M" : "L") + SVGText.points([entry]) + " Q" + SVGText.points([corner, exit]))
    }
    return parts.joined(separator: " ") + " Z"
  }
}

extension Color {
  /// `#rrggbb`: the colour's red, green and blue components, clamped to 0…1, as SVG takes them.
  var svgHex: String {
    func byte(_ component: CGFloat) -> String {
      let value = Int((Swift.min(Swift.max(component.isNaN ? 0 : component, 0), 1) * 255).rounded())
      let digits = String(value, radix: 16)
      return digits.count == 1 ? "0" + digits : digits
    }
    return "#" + byte(red) + byte(green) + byte(blue)
  }
}
