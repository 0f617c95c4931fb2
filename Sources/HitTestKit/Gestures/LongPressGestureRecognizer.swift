import Foundation

/// Recognizes fingers held still for a while, as UIKit's `UILongPressGestureRecognizer` (continuous).
///
/// After any required taps, it begins from a timer once ``numberOfTouchesRequired`` fingers have been down
/// for ``minimumPressDuration`` without any of them moving more than ``allowableMovement`` from where it
/// began — no movement is needed. Each move after that sends `.changed` (movement is then unlimited, new
/// fingers are ignored), and lifting a finger ends it. Before it begins, moving too far, an extra finger,
/// or lifting early makes it fail (reference §6.6, §6.7).
public final class LongPressGestureRecognizer: GestureRecognizer {
  /// The default ``minimumPressDuration``: 0.5 s (UIKit's documented default, reference §6.6).
  public static let defaultMinimumPressDuration: TimeInterval = 0.5
  /// The default ``allowableMovement``: 10 pt (UIKit's documented default, reference §6.6).
  public static let defaultAllowableMovement: CGFloat = 10

  /// The default ``minimumPressDuration`` as traces print it (`0.5`), worked out once.
  private static let defaultMinimumPressDurationText = defaultMinimumPressDuration.description

  /// A duration as traces print it (its `description`): the default one's text is not worked out again.
  private static func text(ofDuration duration: TimeInterval) -> String {
    duration.bitPattern == defaultMinimumPressDuration.bitPattern
      ? defaultMinimumPressDurationText : duration.description
  }

  /// How long the fingers must stay down before the gesture begins, in seconds (default 0.5 s).
  @exclusivity(unchecked) public var minimumPressDuration = LongPressGestureRecognizer
    .defaultMinimumPressDuration
  /// How far each finger may move from where it began before the gesture begins, in points (default 10).
  ///
  /// The distance is Euclidean, measured in window coordinates.
  @exclusivity(unchecked) public var allowableMovement = LongPressGestureRecognizer.defaultAllowableMovement
  /// How many fingers must be held down (default 1).
  @exclusivity(unchecked) public var numberOfTouchesRequired = 1
  /// How many full taps must come before the press (default 0).
  ///
  /// Each tap must begin within ``TapGestureRecognizer/maximumTapInterval`` of the previous lift-off.
  @exclusivity(unchecked) public var numberOfTapsRequired = 0

  @exclusivity(unchecked) private var startLocations: [ObjectIdentifier: CGPoint] = [:]
  @exclusivity(unchecked) private var fingersDown = 0
  @exclusivity(unchecked) private var tapsCompleted = 0
  @exclusivity(unchecked) private var pressStart: TimeInterval?
  @exclusivity(unchecked) private var intervalTimer: VirtualClock.TimerToken?

  public override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    if state != .possible {
      for touch in touches { ignore(touch, for: event) }
      return
    }
    if let intervalTimer { cancelTimer(intervalTimer) }
    intervalTimer = nil
    fingersDown += touches.count
    for touch in touches { startLocations[ObjectIdentifier(touch)] = touch.location(in: nil) }
    if fingersDown > numberOfTouchesRequired {
      setState(
        .failed, because: "\(fingersDown) fingers down > numberOfTouchesRequired \(numberOfTouchesRequired)")
      return
    }
    guard fingersDown == numberOfTouchesRequired, tapsCompleted == numberOfTapsRequired else { return }
    pressStart = event.timestamp
    let duration = minimumPressDuration
    // Unowned: see scheduleTimer.
    scheduleTimer(after: duration, name: "minimumPressDuration") { [unowned self] in
      self.setState(.began, because: "held \(duration) s without moving")
    }
  }

  public override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    switch state {
    case .possible:
      for touch in touches {
        guard let start = startLocations[ObjectIdentifier(touch)] else { continue }
        let point = touch.location(in: nil)
        let distance = hypot(point.x - start.x, point.y - start.y)
        if distance > allowableMovement {
          setState(
            .failed,
            because:
              "moved \(distance.compactDescription) pt > allowableMovement \(allowableMovement.compactDescription) pt"
          )
          return
        }
      }
    case .began, .changed:
      setState(.changed, because: "moved")
    default:
      break
    }
  }

  public override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    switch state {
    case .possible:
      fingersDown -= touches.count
      if tapsCompleted < numberOfTapsRequired {
        guard fingersDown == 0 else { return }
        tapsCompleted += 1
        let done = tapsCompleted
        intervalTimer = scheduleTimer(after: TapGestureRecognizer.maximumTapInterval, name: "tap interval") {
          [unowned self] in  // see scheduleTimer
          self.setState(.failed, because: "no touch-down within 0.35 s after tap \(done)")
        }
        return
      }
      let held = pressStart.map { event.timestamp - $0 } ?? 0
      setState(
        .failed,
        because:
          TraceText.join(
            "lifted after ", CGFloat(held).compactDescription, " s < minimumPressDuration ",
            Self.text(ofDuration: minimumPressDuration), " s")
      )
    case .began, .changed:
      setState(.ended, because: "finger lifted")
    default:
      break
    }
  }

  public override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    setState(state == .possible ? .failed : .cancelled, because: "touches cancelled")
  }

  public override func reset() {
    startLocations.removeAll(keepingCapacity: true)  // the next press fills it again
    fingersDown = 0
    tapsCompleted = 0
    pressStart = nil
    intervalTimer = nil
  }
}
