public import Foundation

extension BezierPath {
  /// Adds a circular arc, as `UIBezierPath.addArc(withCenter:radius:startAngle:endAngle:clockwise:)`.
  ///
  /// Angles are in radians from the positive x axis. `clockwise: true` sweeps with increasing angle,
  /// which is clockwise on UIKit's y-down screen (UIKit's convention). The sweep is
  /// `endAngle − startAngle` brought into `[0, 2π]` in the chosen direction: a difference of 2π or more
  /// draws one full circle, and equal angles draw no curve. The arc starts with a line from the current
  /// point to its first point when there is a current point, otherwise with a move. It is stored as
  /// cubic segments of at most 90° each, as Core Graphics does (radial error below 0.03 %).
  /// A negative or non-finite radius, or non-finite angles, are ignored.
  ///
  /// ```swift
  /// var path = BezierPath()
  /// path.addArc(withCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
  /// print(path)  // M (10, 0) C (10, 5.52) (5.52, 10) (0, 10)
  /// ```
  ///
  /// - Parameters:
  ///   - center: The center of the arc's circle.
  ///   - radius: The circle's radius, in points.
  ///   - startAngle: The angle the arc starts at, in radians from the positive x axis.
  ///   - endAngle: The angle it ends at, in radians.
  ///   - clockwise: Whether the arc sweeps with increasing angle (clockwise on UIKit's screen).
  public mutating func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    guard center.isFinite, radius.isFinite, radius >= 0, startAngle.isFinite, endAngle.isFinite else {
      return
    }
    let sweep = Self.arcSweep(from: startAngle, to: endAngle, clockwise: clockwise)
    let start = Self.pointOnCircle(center, radius, startAngle)
    if hasCurrentPoint { addLine(to: start) } else { move(to: start) }
    guard sweep != 0, radius > 0 else { return }
    let count = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
    let step = sweep / CGFloat(count)
    // A cubic that matches a circular arc of angle φ puts its handles at 4/3·tan(φ/4) of the radius.
    let handle = 4 / 3 * tan(step / 4) * radius
    var angle = startAngle
    for index in 1...count {
      let next = index == count ? startAngle + sweep : angle + step
      let from = Self.pointOnCircle(center, radius, angle)
      let to = Self.pointOnCircle(center, radius, next)
      let control1 = CGPoint(x: from.x - handle * sin(angle), y: from.y + handle * cos(angle))
      let control2 = CGPoint(x: to.x + handle * sin(next), y: to.y - handle * cos(next))
      addCurve(to: to, controlPoint1: control1, controlPoint2: control2)
      angle = next
    }
  }

  /// The signed sweep of an arc: positive (increasing angle) when `clockwise`, in `[−2π, 2π]`.
  static func arcSweep(from start: CGFloat, to end: CGFloat, clockwise: Bool) -> CGFloat {
    let fullTurn = 2 * CGFloat.pi
    let difference = clockwise ? end - start : start - end
    let magnitude: CGFloat
    if difference >= fullTurn {
      magnitude = fullTurn
    } else {
      let reduced = difference.truncatingRemainder(dividingBy: fullTurn)
      magnitude = reduced < 0 ? reduced + fullTurn : reduced
    }
    return clockwise ? magnitude : -magnitude
  }

  static func pointOnCircle(_ center: CGPoint, _ radius: CGFloat, _ angle: CGFloat) -> CGPoint {
    CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
  }
}
