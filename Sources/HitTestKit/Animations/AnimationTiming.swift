import Foundation

/// How an animation's progress follows time: a standard curve, or a spring.
public enum AnimationTiming: Equatable, Sendable {
  /// One of the standard curves (the options' `curve…`).
  case curve(View.AnimationCurve)
  /// A damped spring (``View/animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)``
  /// documents the model).
  case spring(dampingRatio: Double, initialVelocity: Double)

  /// The fraction of the change shown `elapsed` seconds into an animation of `duration` seconds (0 before, 1 at
  /// the end and after).
  func progress(elapsed: Double, duration: Double) -> Double {
    guard elapsed > 0 else { return 0 }
    guard elapsed < duration else { return 1 }
    switch self {
    case .curve(let curve): return curve.progress(atFraction: elapsed / duration)
    case .spring(let damping, let velocity):
      let displacement = Self.springDisplacement(
        at: elapsed, duration: duration, damping: damping, velocity: velocity)
      // Where floating point cannot follow the spring (a duration so short that its frequency overflows), the
      // view shows its model value, as at the end.
      return displacement.isFinite ? 1 - displacement : 1
    }
  }

  /// How much of the change is still to go, `t` seconds in: a unit-mass oscillator released at 1 towards 0.
  ///
  /// Starts at x(0) = 1 with x′(0) = −velocity (UIKit: a velocity of 1 covers the whole change in one second).
  /// The natural angular frequency is ω₀ = ln(1000) / (min(ζ, 1) · duration), so that for ζ ≤ 1 the oscillation's
  /// envelope e^(−ζω₀t) is down to 0.1 % of the change at the end of the duration (a HitTestKit decision:
  /// UIKit does not document how it fits the spring to the duration; it ends the animation at the duration,
  /// and so does HitTestKit, snapping to the model value).
  static func springDisplacement(at t: Double, duration: Double, damping zeta: Double, velocity v: Double)
    -> Double
  {
    let omega0 = log(1000) / (min(zeta, 1) * duration)
    if abs(zeta - 1) < 1e-6 {
      return (1 + (omega0 - v) * t) * exp(-omega0 * t)
    }
    if zeta < 1 {
      let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
      return exp(-zeta * omega0 * t) * (cos(omegaD * t) + (zeta * omega0 - v) / omegaD * sin(omegaD * t))
    }
    let root = (zeta * zeta - 1).squareRoot()
    // ζ − √(ζ² − 1) written as 1 / (ζ + √(ζ² − 1)): the same number, without cancellation for a large ζ.
    let r1 = -omega0 / (zeta + root)
    let r2 = -omega0 * (zeta + root)
    let a = (-v - r2) / (r1 - r2)
    return a * exp(r1 * t) + (1 - a) * exp(r2 * t)
  }
}
