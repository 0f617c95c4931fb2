/// The shape drawn at the two ends of each open subpath of a stroke, as Core Graphics' `CGLineCap`.
///
/// The cap is measured from the subpath's end point along its end tangent, `lineWidth / 2` on either
/// side. A zero-length subpath (a `move` followed by segments that go nowhere) still draws its cap
/// shape around the point, except ``butt`` which draws nothing, as Core Graphics does.
///
/// ```swift
/// var line = BezierPath()
/// line.move(to: CGPoint(x: 0, y: 0))
/// line.addLine(to: CGPoint(x: 10, y: 0))
/// line.strokeContains(CGPoint(x: 12, y: 0), width: 6, lineCap: .round)  // true: within the 3 pt half-disc
/// line.strokeContains(CGPoint(x: 12, y: 0), width: 6, lineCap: .butt)   // false
/// ```
public enum LineCap: Hashable, Sendable, CaseIterable {
  /// The stroke stops exactly at the end point (`CGLineCap.butt`, the default).
  case butt
  /// A half-disc of radius `lineWidth / 2` centred on the end point (`CGLineCap.round`).
  case round
  /// A half-square that extends the stroke by `lineWidth / 2` past the end point (`CGLineCap.square`).
  case square
}
