import Foundation

/// Recognizes two fingers turning around each other, as UIKit's `UIRotationGestureRecognizer` (continuous).
///
/// It works with two touches (further fingers are ignored). It begins when the angle of the line between
/// them has changed by more than ``hysteresis`` (5°) since the second finger came down, and the hysteresis
/// is subtracted from the reported ``rotation``, which therefore starts near 0. Each move of the two fingers
/// updates ``rotation`` and ``velocity`` and sends `.changed`. With one finger left it stops updating; it
/// ends when every finger has lifted (or fails if it never began) (reference §6.21, §6.22).
///
/// UIKit's hysteresis grows from 5° up to 10° when the finger distance also changes a lot, and it requires
/// rotation to dominate the movement; we use a fixed 5° and no dominance test, a simplification.
open class RotationGestureRecognizer: GestureRecognizer {
  /// How far the line between the fingers must turn before the gesture begins: 5° in radians (UIKit's
  /// smallest hysteresis, reference §6.21).
  public static let hysteresis: CGFloat = 5 * .pi / 180
  /// The weight of the newest sample in the smoothed velocity: 0.25 (as pinch, reference §6.22).
  public static let velocitySmoothing: CGFloat = 0.25

  /// The rotation in radians, positive clockwise on screen; assigning it rebases later movement on it.
  public var rotation: CGFloat = 0
  /// How fast ``rotation`` changes, in radians per second (smoothed 0.75 × previous + 0.25 × newest); a turn at the
  /// same instant as the last event (within the clock's 1 ns tolerance) gives no sample.
  public private(set) var velocity: CGFloat = 0

  /// The angle turned since the second finger came down, unwrapped.
  private var turned: CGFloat = 0
  private var lastAngle: CGFloat?
  private var lastTimestamp: TimeInterval?

  /// Ignores the touches beyond two fingers (the highest-numbered first), and takes the angle of the line
  /// through the two fingers as the starting angle.
  ///
  /// - Parameters:
  ///   - touches: The recognizer's touches that began in this event.
  ///   - event: The event they belong to.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    for touch in touches.sorted(by: { $0.finger > $1.finger }) where downTouches.count > 2 {
      ignore(touch, for: event)
    }
    guard let angle = currentAngle else { return }
    if state == .possible { turned = 0 }
    lastAngle = angle
    lastTimestamp = event.timestamp
  }

  /// Begins the rotation once the line through the fingers turned more than `hysteresis` (5°), with the
  /// rotation measured from past the hysteresis; then updates the rotation and its velocity and reports a
  /// change.
  ///
  /// - Parameters:
  ///   - touches: The recognizer's touches that moved in this event.
  ///   - event: The event they belong to.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    guard let angle = currentAngle, let last = lastAngle else { return }
    var delta = angle - last
    while delta > .pi { delta -= 2 * .pi }
    while delta <= -.pi { delta += 2 * .pi }
    lastAngle = angle
    switch state {
    case .possible:
      turned += delta
      guard abs(turned) > Self.hysteresis else { return }
      rotation = turned - (turned > 0 ? Self.hysteresis : -Self.hysteresis)
      lastTimestamp = event.timestamp
      setState(.began, because: .rotationBegan(turned: turned, hysteresis: Self.hysteresis))
    case .began, .changed:
      rotation += delta
      // Events within the clock's tolerance are at one instant: no interval to divide by (as for a pan).
      if let time = lastTimestamp, event.timestamp - time > VirtualClock.tolerance {
        let sample = delta / CGFloat(event.timestamp - time)
        velocity = (1 - Self.velocitySmoothing) * velocity + Self.velocitySmoothing * sample
      }
      lastTimestamp = event.timestamp
      setState(.changed, because: .rotationChanged(rotation))
    default:
      break
    }
  }

  /// Once every finger has lifted, ends a begun rotation, or fails one that never began.
  ///
  /// - Parameters:
  ///   - touches: The recognizer's touches that ended in this event.
  ///   - event: The event they belong to.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    lastAngle = currentAngle
    if state == .possible { turned = 0 }
    guard downTouches.isEmpty else { return }
    switch state {
    case .possible: setState(.failed, because: .liftedBeforeTurning(hysteresis: Self.hysteresis))
    case .began, .changed: setState(.ended, because: .allFingersLifted)
    default: break
    }
  }

  /// Fails a rotation that has not begun, and cancels one that has.
  ///
  /// - Parameters:
  ///   - touches: The recognizer's touches that were cancelled in this event.
  ///   - event: The event they belong to.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    setState(state == .possible ? .failed : .cancelled, because: .touchesCancelled)
  }

  open override func reset() {
    super.reset()
    rotation = 0
    velocity = 0
    turned = 0
    lastAngle = nil
    lastTimestamp = nil
  }

  private var downTouches: [Touch] { activeTouches.filter(\.isDown) }

  /// The angle of the line from the first finger to the second (window coordinates, y down, so positive
  /// is clockwise on screen), or `nil` unless exactly two are down.
  private var currentAngle: CGFloat? {
    let down = downTouches
    guard down.count == 2 else { return nil }
    let a = down[0].location(in: nil)
    let b = down[1].location(in: nil)
    return atan2(b.y - a.y, b.x - a.x)
  }
}
