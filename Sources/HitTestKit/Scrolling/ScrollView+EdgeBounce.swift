import Foundation

/// A fling that reaches the content's edge: with ``ScrollView/bounces`` it goes past, rubber-banded, and comes
/// back, as on a device; without, it stops at the edge.
///
/// The bounce is a critically damped spring started at the edge with the content's velocity there: the content is
/// `v · τ · e^(−ωτ)` past the edge `τ` seconds later (ω = ``edgeBounceFrequency``), shown through the rubber band
/// of dragging, `(1 − 1 / (x · 0.55 / d + 1)) · d`, so it never goes a whole view size past. It is farthest out at
/// `τ = 1/ω` and rests on the edge once less than ``decelerationRestDistance`` remains; an axis that did not
/// reach its edge goes on decelerating meanwhile. UIKit's curve is not documented: this is HitTestKit's model of
/// it (it bounces, then settles, and the delegate hears `scrollViewDidEndDecelerating` once, at rest).
extension ScrollView {
  /// The spring constant ω of a fling's bounce at the content's edge: 12 per second (HitTestKit's choice: a
  /// 2,000 pt/s fling goes about 60 pt past before the rubber band, farthest out after 83 ms, back in well under
  /// a second).
  public static let edgeBounceFrequency: CGFloat = 12

  /// UIKit's rubber band for a distance `overshoot` past an edge of a view `dimension` long:
  /// `(1 − 1 / (x · c / d + 1)) · d`, with c = ``rubberBandConstant`` (signed as `overshoot`).
  static func rubberBand(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
    guard dimension > 0 else { return 0 }
    let banded = (1 - 1 / (abs(overshoot) * rubberBandConstant / dimension + 1)) * dimension
    return overshoot < 0 ? -banded : banded
  }

  /// The bounce that starts when a projecting glide's `point` is past an edge, or `nil` while it is inside the
  /// content's limits or the view does not bounce (the caller then stops it at the edge).
  func edgeBounce(of glide: Glide, at point: CGPoint, rate: CGFloat) -> Glide? {
    guard bounces else { return nil }
    let range = contentOffsetRange
    let pastX = point.x < range.min.x || point.x > range.max.x
    let pastY = point.y < range.min.y || point.y > range.max.y
    guard pastX || pastY else { return nil }
    // The projection's velocity now: d/dt of start + (end − start)(1 − r^(1000 t)).
    let end = glide.projected ?? glide.target
    let factor = -log(rate) * 1000 * pow(rate, glide.elapsed * 1000)
    let velocity = CGPoint(x: (end.x - glide.start.x) * factor, y: (end.y - glide.start.y) * factor)
    let edge = clamped(point)
    record(.bouncedAtEdge(contentOffset: edge, velocity: velocity))
    let bounce = EdgeBounce(
      velocity: velocity, springsHorizontally: pastX, springsVertically: pastY, rate: rate)
    return Glide(start: edge, target: clamped(glide.target), curve: .bounce(bounce))
  }

  /// Where a bouncing glide is after `glide.elapsed` seconds, and whether it has come to rest (on its target).
  func bouncePosition(of glide: Glide, _ bounce: EdgeBounce) -> (point: CGPoint, arrives: Bool) {
    let time = glide.elapsed
    let range = contentOffsetRange
    let omega = Self.edgeBounceFrequency
    let rest = Self.decelerationRestDistance
    func spring(_ speed: CGFloat, low: CGFloat, high: CGFloat, dimension: CGFloat) -> (CGFloat, Bool) {
      let past = speed * CGFloat(time) * exp(-omega * CGFloat(time))
      let edge = speed > 0 ? high : low
      let settled = CGFloat(time) >= 1 / omega && abs(past) < rest
      return (settled ? edge : edge + Self.rubberBand(past, dimension: dimension), settled)
    }
    func glideOn(_ start: CGFloat, _ target: CGFloat) -> (CGFloat, Bool) {
      let point = start + (target - start) * (1 - pow(bounce.rate, CGFloat(time) * 1000))
      return (point, abs(target - point) < rest)
    }
    let (x, restsX) =
      bounce.springsHorizontally
      ? spring(bounce.velocity.x, low: range.min.x, high: range.max.x, dimension: bounds.width)
      : glideOn(glide.start.x, glide.target.x)
    let (y, restsY) =
      bounce.springsVertically
      ? spring(bounce.velocity.y, low: range.min.y, high: range.max.y, dimension: bounds.height)
      : glideOn(glide.start.y, glide.target.y)
    let arrives = restsX && restsY
    return (arrives ? clamped(glide.target) : CGPoint(x: x, y: y), arrives)
  }
}
