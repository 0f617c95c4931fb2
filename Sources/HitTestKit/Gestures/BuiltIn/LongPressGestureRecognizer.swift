import Foundation

/// Recognizes fingers held still for a while, as UIKit's `UILongPressGestureRecognizer` (continuous).
///
/// After any required taps, it begins from a timer once ``numberOfTouchesRequired`` fingers have been down
/// for ``minimumPressDuration`` without any of them moving more than ``allowableMovement`` from where it
/// began — no movement is needed. Each move after that sends `.changed` (movement is then unlimited, new
/// fingers are ignored), and lifting a finger ends it. Before it begins, moving too far, an extra finger,
/// or lifting early makes it fail (reference §6.6, §6.7).
open class LongPressGestureRecognizer: GestureRecognizer {
  /// The default ``minimumPressDuration``: 0.5 s (UIKit's documented default, reference §6.6).
  public static let defaultMinimumPressDuration: TimeInterval = 0.5
  /// The default ``allowableMovement``: 10 pt (UIKit's documented default, reference §6.6).
  public static let defaultAllowableMovement: CGFloat = 10

  /// How long the fingers must stay down before the gesture begins, in seconds (default 0.5 s).
  public var minimumPressDuration: TimeInterval {
    get { storedMinimumPressDuration }
    set { storedMinimumPressDuration = newValue }
  }
  /// ``minimumPressDuration``, stored private: a public stored property is checked for exclusive access at each read
  /// (`Documentation/Performance.md`, "The tap's gesture delivery").
  private var storedMinimumPressDuration: TimeInterval = LongPressGestureRecognizer
    .defaultMinimumPressDuration
  /// How far each finger may move from where it began before the gesture begins, in points (default 10).
  ///
  /// The distance is Euclidean, measured in window coordinates.
  public var allowableMovement: CGFloat {
    get { storedAllowableMovement }
    set { storedAllowableMovement = newValue }
  }
  /// ``allowableMovement``, stored private: a public stored property is checked for exclusive access at each read
  /// (`Documentation/Performance.md`, "The tap's gesture delivery").
  private var storedAllowableMovement: CGFloat = LongPressGestureRecognizer.defaultAllowableMovement
  /// How many fingers must be held down (default 1).
  public var numberOfTouchesRequired: Int {
    get { storedNumberOfTouchesRequired }
    set { storedNumberOfTouchesRequired = newValue }
  }
  /// ``numberOfTouchesRequired``, stored private: a public stored property is checked for exclusive access at each read
  /// (`Documentation/Performance.md`, "The tap's gesture delivery").
  private var storedNumberOfTouchesRequired: Int = 1
  /// How many full taps must come before the press (default 0).
  ///
  /// Each tap must begin within ``TapGestureRecognizer/maximumTapInterval`` of the previous lift-off.
  public var numberOfTapsRequired: Int {
    get { storedNumberOfTapsRequired }
    set { storedNumberOfTapsRequired = newValue }
  }
  /// ``numberOfTapsRequired``, stored private: a public stored property is checked for exclusive access at each read
  /// (`Documentation/Performance.md`, "The tap's gesture delivery").
  private var storedNumberOfTapsRequired: Int = 0

  /// Where each touch began, in window coordinates: a few touches, searched in order (nothing hashed).
  private var startLocations: [StartLocation] = []
  private var fingersDown = 0
  private var tapsCompleted = 0
  private var pressStart: TimeInterval?
  private var intervalTimer: VirtualClock.TimerToken?

  /// Counts the fingers down and, once `numberOfTouchesRequired` are down after `numberOfTapsRequired` taps,
  /// starts the `minimumPressDuration` timer that begins the press.
  ///
  /// Fails when more fingers are down than `numberOfTouchesRequired`; touches that begin after the press left
  /// the possible state are ignored (UIKit's rules).
  ///
  /// - Parameters:
  ///   - touches: The recognizer's touches that began in this event.
  ///   - event: The event they belong to.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    if state != .possible {
      for touch in touches { ignore(touch, for: event) }
      return
    }
    if let intervalTimer { cancelTimer(intervalTimer) }
    intervalTimer = nil
    fingersDown += touches.count
    for touch in touches { setStartLocation(of: touch) }
    if fingersDown > numberOfTouchesRequired {
      setState(.failed, because: .tooManyFingers(down: fingersDown, required: numberOfTouchesRequired))
      return
    }
    guard fingersDown == numberOfTouchesRequired, tapsCompleted == numberOfTapsRequired else { return }
    pressStart = event.timestamp
    let duration = minimumPressDuration
    scheduleTimer(after: duration, name: "minimumPressDuration") { [unowned self] in
      self.setState(.began, because: .held(duration: duration))
    }
  }

  /// Fails a press not yet begun when a finger moves more than `allowableMovement` from where it touched
  /// down; reports a begun press as changed.
  ///
  /// - Parameters:
  ///   - touches: The recognizer's touches that moved in this event.
  ///   - event: The event they belong to.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    switch state {
    case .possible:
      for touch in touches {
        guard let start = startLocation(of: touch) else { continue }
        let point = touch.location(in: nil)
        let distance = hypot(point.x - start.x, point.y - start.y)
        if distance > allowableMovement {
          setState(.failed, because: .movedBeyondLimit(distance: distance, limit: allowableMovement))
          return
        }
      }
    case .began, .changed:
      setState(.changed, because: .movedWhileHeld)
    default:
      break
    }
  }

  /// Ends a begun press; before it begins, a lift completes one of the required taps (the next must touch
  /// down within the tap interval) or, once they are done, fails the press as too short.
  ///
  /// - Parameters:
  ///   - touches: The recognizer's touches that ended in this event.
  ///   - event: The event they belong to.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    switch state {
    case .possible:
      fingersDown -= touches.count
      if tapsCompleted < numberOfTapsRequired {
        guard fingersDown == 0 else { return }
        tapsCompleted += 1
        let done = tapsCompleted
        let interval = TapGestureRecognizer.maximumTapInterval
        intervalTimer = scheduleTimer(after: interval, name: "tap interval") { [unowned self] in
          self.setState(.failed, because: .noTouchDownWithin(interval: interval, afterTap: done))
        }
        return
      }
      let held = pressStart.map { event.timestamp - $0 } ?? 0
      setState(.failed, because: .liftedTooSoon(held: held, minimum: minimumPressDuration))
    case .began, .changed:
      setState(.ended, because: .fingerLifted)
    default:
      break
    }
  }

  /// Fails a press that has not begun, and cancels one that has.
  ///
  /// - Parameters:
  ///   - touches: The recognizer's touches that were cancelled in this event.
  ///   - event: The event they belong to.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    setState(state == .possible ? .failed : .cancelled, because: .touchesCancelled)
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

  open override func reset() {
    super.reset()
    startLocations.removeAllKeepingStorage()  // the next press fills it again
    fingersDown = 0
    tapsCompleted = 0
    pressStart = nil
    intervalTimer = nil
  }
}
