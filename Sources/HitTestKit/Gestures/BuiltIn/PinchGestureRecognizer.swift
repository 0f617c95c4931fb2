import Foundation

/// Recognizes two fingers moving apart or together, as UIKit's `UIPinchGestureRecognizer` (continuous).
///
/// It works with two touches (further fingers are ignored). It begins when the distance between them has
/// changed by more than ``hysteresis`` (8 pt) since the second finger came down; the starting distance is
/// then shifted 8 pt toward the current one, so ``scale`` starts close to 1. Each move of the two fingers
/// updates ``scale`` and ``velocity`` and sends `.changed`. With one finger left it stops updating; it ends
/// when every finger has lifted (or fails if it never began). Cancelled touches cancel it
/// (reference §6.18–§6.20).
open class PinchGestureRecognizer: GestureRecognizer {
  /// How much the finger distance must change before the pinch begins: 8 pt (UIKit's private hysteresis,
  /// reference §6.18).
  public static let hysteresis: CGFloat = 8
  /// The weight of the newest sample in the smoothed velocity: 0.25 (UIKit's smoothing, reference §6.19).
  public static let velocitySmoothing: CGFloat = 0.25

  /// The scale factor: current finger distance ÷ starting distance, times any value the app assigned.
  ///
  /// Assigning it (often back to 1) makes later movement scale relative to the new value.
  public var scale: CGFloat = 1
  /// How fast ``scale`` changes, in scale factor per second (smoothed 0.75 × previous + 0.25 × newest); a change at
  /// the same instant as the last event (within the clock's 1 ns tolerance) gives no sample.
  public private(set) var velocity: CGFloat = 0

  private var initialDistance: CGFloat?
  /// The last distance between the fingers that was not 0, which the next move scales from.
  ///
  /// A distance of 0 (the fingers met) is no reference, so that the pinch grows again as they part.
  private var lastDistance: CGFloat?
  /// The scale when the fingers were ``lastDistance`` apart, or the value the app assigned since.
  private var scaleAtLastDistance: CGFloat = 1
  /// The scale last reported: a different ``scale`` at the next move is one the app assigned.
  private var reportedScale: CGFloat = 1
  private var lastTimestamp: TimeInterval?

  /// Ignores the touches beyond two fingers (the highest-numbered first), and takes the distance between the
  /// two fingers as the starting distance.
  ///
  /// - Parameters:
  ///   - touches: The recognizer's touches that began in this event.
  ///   - event: The event they belong to.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    for touch in touches.sorted(by: { $0.finger > $1.finger }) where downTouches.count > 2 {
      ignore(touch, for: event)
    }
    guard let distance = currentDistance else { return }
    if state == .possible { initialDistance = distance }
    takeReference(distance)
    lastTimestamp = event.timestamp
  }

  /// Makes `distance` the one later moves scale from, with the scale as it is now; not a distance of 0.
  private func takeReference(_ distance: CGFloat) {
    lastDistance = distance > 0 ? distance : nil
    scaleAtLastDistance = scale
    reportedScale = scale
  }

  /// Begins the pinch once the distance between the fingers changed more than `hysteresis` from the start,
  /// with the scale measured from past the hysteresis; then updates the scale and its velocity and reports a
  /// change.
  ///
  /// - Parameters:
  ///   - touches: The recognizer's touches that moved in this event.
  ///   - event: The event they belong to.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    guard let distance = currentDistance else { return }
    switch state {
    case .possible:
      guard let initial = initialDistance, abs(distance - initial) > Self.hysteresis else { return }
      let start = initial + (distance > initial ? Self.hysteresis : -Self.hysteresis)
      guard start > 0 else { return }
      scale = distance / start
      takeReference(distance)
      lastTimestamp = event.timestamp
      setState(.began, because: .pinchBegan(change: distance - initial, hysteresis: Self.hysteresis))
    case .began, .changed:
      // A scale the app assigned since the last report: movement goes on from it.
      if scale != reportedScale { scaleAtLastDistance = scale }
      guard let last = lastDistance else {
        // No distance to scale from (the second finger landed on the first): this one is the reference.
        takeReference(distance)
        return
      }
      let old = scale
      scale = scaleAtLastDistance * (distance / last)
      reportedScale = scale
      if distance > 0 {
        lastDistance = distance
        scaleAtLastDistance = scale
      }
      // Events within the clock's tolerance are at one instant: no interval to divide by (as for a pan).
      if let time = lastTimestamp, event.timestamp - time > VirtualClock.tolerance {
        let sample = (scale - old) / CGFloat(event.timestamp - time)
        velocity = (1 - Self.velocitySmoothing) * velocity + Self.velocitySmoothing * sample
      }
      lastTimestamp = event.timestamp
      setState(.changed, because: .scaleChanged(scale))
    default:
      break
    }
  }

  /// Once every finger has lifted, ends a begun pinch, or fails one that never began.
  ///
  /// - Parameters:
  ///   - touches: The recognizer's touches that ended in this event.
  ///   - event: The event they belong to.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    if state == .possible { initialDistance = currentDistance }
    guard downTouches.isEmpty else { return }
    switch state {
    case .possible: setState(.failed, because: .liftedBeforePinching(hysteresis: Self.hysteresis))
    case .began, .changed: setState(.ended, because: .allFingersLifted)
    default: break
    }
  }

  /// Fails a pinch that has not begun, and cancels one that has.
  ///
  /// - Parameters:
  ///   - touches: The recognizer's touches that were cancelled in this event.
  ///   - event: The event they belong to.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    setState(state == .possible ? .failed : .cancelled, because: .touchesCancelled)
  }

  open override func reset() {
    super.reset()
    scale = 1
    velocity = 0
    initialDistance = nil
    lastDistance = nil
    scaleAtLastDistance = 1
    reportedScale = 1
    lastTimestamp = nil
  }

  private var downTouches: [Touch] { activeTouches.filter(\.isDown) }

  /// The distance between the two fingers, or `nil` unless exactly two are down.
  private var currentDistance: CGFloat? {
    let down = downTouches
    guard down.count == 2 else { return nil }
    let a = down[0].location(in: nil)
    let b = down[1].location(in: nil)
    return hypot(b.x - a.x, b.y - a.y)
  }
}
