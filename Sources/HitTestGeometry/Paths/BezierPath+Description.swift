import Foundation

extension BezierPath: CustomStringConvertible {
  /// The elements as short SVG-like text: `M (0, 0) L (10, 0) Q (c) (p) C (c1) (c2) (p) Z`.
  ///
  /// Each element prints its letter followed by its points, control points first, in
  /// ``CompactDescribable`` form (at most two decimals), so the text is the same on every machine.
  /// The style properties are not printed. An empty path prints as an empty string.
  ///
  /// ```swift
  /// print(BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 5)))
  /// // M (0, 0) L (10, 0) L (10, 5) L (0, 5) Z
  /// ```
  public var description: String {
    elements.map { element in
      let points = element.points.map(\.compactDescription)
      return ([element.letter] + points).joined(separator: " ")
    }.joined(separator: " ")
  }

  /// The path as the text of an SVG `d` attribute, with exact, shortest numbers: `M0 0L10 0Z`.
  ///
  /// Numbers are printed with the fewest digits that read back as the same `Double` (Swift's shortest
  /// round-trip form), `-0` as `0`, and integral values without a decimal point. Commands are SVG's
  /// absolute `M`, `L`, `Q`, `C` and `Z`.
  ///
  /// ```swift
  /// var path = BezierPath()
  /// path.move(to: CGPoint(x: 0, y: 0.5))
  /// path.addQuadCurve(to: CGPoint(x: 10, y: 0), controlPoint: CGPoint(x: 5, y: -5))
  /// path.svgPathData  // "M0 0.5Q5 -5 10 0"
  /// ```
  public var svgPathData: String {
    elements.map { element in
      let numbers = element.points.flatMap { [Self.svgNumber($0.x), Self.svgNumber($0.y)] }
      return element.letter + numbers.joined(separator: " ")
    }.joined()
  }

  /// A coordinate in SVG form: shortest round-trip decimal, no trailing `.0`.
  static func svgNumber(_ value: CGFloat) -> String {
    let number = Double(value)
    if number == 0 { return "0" }
    if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
    return String(number)
  }
}

extension BezierPath.Element {
  /// The SVG command letter of the element.
  var letter: String {
    switch self {
    case .moveTo: return "M"
    case .lineTo: return "L"
    case .quadCurveTo: return "Q"
    case .curveTo: return "C"
    case .closeSubpath: return "Z"
    }
  }
}
