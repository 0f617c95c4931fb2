internal import Foundation  // replacingOccurrences

extension ScenePicture {
  /// Several pictures in one SVG document, left to right with their tops aligned: before and after.
  ///
  /// Each picture is drawn as by ``svg`` into a nested `<svg>` element; its ids (clip paths, patterns,
  /// the arrowhead) get a per-picture prefix (`p1-`, `p2-` …) so that no two pictures share one. The
  /// prefix is added by rewriting `id="` and `url(#` in each picture's text; a label cannot contain the
  /// first (quotes are escaped), but a label containing the text `url(#` would be rewritten too.
  ///
  /// - Parameters:
  ///   - pictures: The pictures, left to right. An empty list gives an empty 1 × 1 document.
  ///   - spacing: The gap between two pictures, in points (negative or non-finite counts as 0).
  /// - Returns: The SVG document's text.
  public static func svg(sideBySide pictures: [ScenePicture], spacing: CGFloat = 16) -> String {
    let gap = spacing.isFinite ? Swift.max(spacing, 0) : 0
    let opening = "<svg xmlns=\"http://www.w3.org/2000/svg\" "
    var panels = ""
    var x: CGFloat = 0
    var height: CGFloat = 1
    for (index, picture) in pictures.enumerated() {
      var text = ""
      let size = SceneRenderer(picture: picture).write(to: &text)
      let prefix = "p\(index + 1)-"
      text = text.replacingOccurrences(of: "id=\"", with: "id=\"\(prefix)")
        .replacingOccurrences(of: "url(#", with: "url(#\(prefix)")
      if text.hasPrefix(opening) {
        text = "<svg x=\"\(SVGText.number(x))\" y=\"0\" " + text.dropFirst(opening.count)
      }
      panels += text
      x += size.width + (index + 1 < pictures.count ? gap : 0)
      height = Swift.max(height, size.height)
    }
    let width = SVGText.number(Swift.max(x, 1))
    return "\(opening)width=\"\(width)\" height=\"\(SVGText.number(height))\" "
      + "viewBox=\"0 0 \(width) \(SVGText.number(height))\">\n\(panels)</svg>\n"
  }
}
