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

  /// Where each touch began, in window coordinates: a few touches, searched in order (nothing hashed).
  @exclusivity(unchecked) private var startLocations: [StartLocation] = []
  @exclusivity(unchecked) private var fingersDown = 0
  @exclusivity(unchecked) private var tapsCompleted = 0
  @exclusivity(unchecked) private var pressStart: TimeInterval?
  @exclusivity(unchecked) private var intervalTimer: VirtualClock.TimerToken?
  /// The taps completed when the interval timer was scheduled (its cause names them).
  @exclusivity(unchecked) private var intervalTapsDone = 0
  /// The minimum press duration when the press timer was scheduled (its cause names it).
  @exclusivity(unchecked) private var pressDuration: TimeInterval = 0
  /// The early-lift cause last built, reused while it names the same durations (held, minimum; bit patterns).
  @exclusivity(unchecked) private var earlyLiftCause = TraceText.KeyedMemo<SIMD2<UInt64>>()

  public override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    if state != .possible {
      for touch in touches { ignore(touch, for: event) }
      return
    }
    if let intervalTimer { cancelTimer(intervalTimer) }
    intervalTimer = nil
    fingersDown += touches.count
    for touch in touches { setStartLocation(of: touch) }
    if fingersDown > numberOfTouchesRequired {
      setState(
        .failed, because: "\(fingersDown) fingers down > numberOfTouchesRequired \(numberOfTouchesRequired)")
      return
    }
    guard fingersDown == numberOfTouchesRequired, tapsCompleted == numberOfTapsRequired else { return }
    pressStart = event.timestamp
    pressDuration = minimumPressDuration
    scheduleTimer(after: pressDuration, name: "minimumPressDuration")
  }

  /// The tap interval ran out (the interval timer), or the fingers were held long enough (the press timer).
  ///
  /// One of each at most is pending: a touch-down cancels the interval timer before scheduling anything, and
  /// the press timer is scheduled once, when the last required finger comes down.
  override func timerFired(_ token: VirtualClock.TimerToken) {
    if token == intervalTimer {
      setState(.failed, because: "no touch-down within 0.35 s after tap \(intervalTapsDone)")
    } else {
      setState(.began, because: "held \(pressDuration) s without moving")
    }
  }

  public override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    switch state {
    case .possible:
      for touch in touches {
        guard let start = startLocation(of: touch) else { continue }
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
        intervalTapsDone = tapsCompleted
        intervalTimer = scheduleTimer(after: TapGestureRecognizer.maximumTapInterval, name: "tap interval")
        return
      }
      let held = pressStart.map { event.timestamp - $0 } ?? 0
      setState(
        .failed,
        because:
          earlyLiftCause.text(for: SIMD2(held.bitPattern, minimumPressDuration.bitPattern)) {
            TraceText.join(
              "lifted after ", CGFloat(held).compactDescription, " s < minimumPressDuration ",
              Self.text(ofDuration: minimumPressDuration), " s")
          }
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

  /// Where a touch began, as a struct (an array of tuples is copied through the runtime's generic witnesses).
  private struct StartLocation {
    let touch: ObjectIdentifier
    var location: CGPoint
  }

  /// Records where `touch` is now as where it began.
  private func setStartLocation(of touch: Touch) {
    let identifier = ObjectIdentifier(touch)
    let location = touch.location(in: nil)
    if let index = startLocations.firstIndex(where: { $0.touch == identifier }) {
      startLocations[index].location = location
    } else {
      startLocations.append(StartLocation(touch: identifier, location: location))
    }
  }

  /// Where `touch` began, if it began here since the last reset.
  private func startLocation(of touch: Touch) -> CGPoint? {
    let identifier = ObjectIdentifier(touch)
    return startLocations.first { $0.touch == identifier }?.location
  }

  public override func reset() {
    startLocations.removeAll(keepingCapacity: true)  // the next press fills it again
    fingersDown = 0
    tapsCompleted = 0
    pressStart = nil
    intervalTimer = nil
  }
}
