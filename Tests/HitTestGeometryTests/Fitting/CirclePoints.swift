import Foundation
import HitTestGeometry
import SeededRandomness

/// Points for circle-fit tests: `count` angles spread evenly over `span` radians from `start`, each
/// pushed off the circle by a uniform amount in ±`noise` (seeded).
func circlePoints(
  center: CGPoint, radius: CGFloat, count: Int, start: Double = 0, span: Double = 2 * .pi,
  noise: CGFloat = 0, seed: UInt64 = 1
) -> [CGPoint] {
  var generator = SplitMix64(seed: seed)
  let step = span >= 2 * .pi ? span / Double(count) : span / Double(count - 1)
  return (0..<count).map { i in
    let angle = start + Double(i) * step
    let r = radius + (noise > 0 ? CGFloat.random(in: -noise...noise, using: &generator) : 0)
    return CGPoint(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
  }
}

/// The larger of the centre's distance and the radius's difference, as a fraction of the expected radius.
func relativeDeviation(of fit: CircleFit, center: CGPoint, radius: CGFloat) -> CGFloat {
  max(hypot(fit.center.x - center.x, fit.center.y - center.y), abs(fit.radius - radius)) / radius
}

/// An S of two half circles stacked at `center`, as the circle game draws it: the upper one of radius
/// `upper` turning left, the lower one of radius `lower` turning right; `count` + 1 points from top to bottom.
///
/// With equal radii the S is symmetric about `center`, its middle point.
func sPoints(center: CGPoint, upper: CGFloat, lower: CGFloat, count: Int = 40) -> [CGPoint] {
  (0...count).map { step in
    let t = CGFloat(step) / CGFloat(count) * 2 * .pi
    if t <= .pi { return CGPoint(x: center.x - upper * sin(t), y: center.y - upper - upper * cos(t)) }
    let u = t - .pi
    return CGPoint(x: center.x + lower * sin(u), y: center.y + lower - lower * cos(u))
  }
}
