import Foundation

/// The input primitives. Each validates its request first (finite locations; fingers down or not, counted as
/// they will be once every request already accepted has run) and throws ``InputError`` without changing
/// anything when it is refused.
///
/// A request made from a handler while an event is being dispatched is validated at call time in the same way,
/// then queued: it runs after the current event ("queued until the current event finishes" in the trace). A
/// refused one is queued not at all, throws, and is recorded once ("input refused"). So a handler that puts
/// finger 2 down and lifts it again leaves no finger down, and one that lifts a finger that is not down
/// changes nothing.
extension Application {
  /// Puts one finger down at a location; the hit test picks its view.
  ///
  /// Returns the trace of what happened.
  ///
  /// The touch's `tapCount` counts up when it lands within ``Touch/maximumTapInterval`` of the previous tap's
  /// lift-off and within ``Touch/maximumTapDistance`` of it.
  ///
  /// - Parameters:
  ///   - finger: The finger to put down; it must not be down already.
  ///   - location: Where the finger touches: a point in window coordinates, a view (its center) or a point in
  ///     a view.
  /// - Throws: ``InputError`` for a non-finite location, a finger already down, or no window; nothing changes.
  /// - Returns: The trace of what the call caused: its hit tests, touch deliveries and recognizer changes.
  @discardableResult
  public func touchDown(_ finger: Finger = 1, at location: some TouchLocation) throws(InputError)
    -> InteractionTrace
  {
    let point: CGPoint
    do throws(InputError) { point = try location.windowLocation(in: self) } catch { throw refuse(error) }
    return try touchDown(sorted: Placements(finger, at: point))
  }

  /// Puts several fingers down in one event (window coordinates).
  ///
  /// - Parameter placements: Each finger to put down, with its location in window coordinates.
  /// - Throws: ``InputError/noFingers`` for an empty dictionary (no empty event is sent),
  ///   ``InputError/invalidFinger(_:)``, or the errors of ``touchDown(_:at:)``; nothing changes.
  /// - Returns: The trace of what the call caused: its hit tests, touch deliveries and recognizer changes.
  @discardableResult
  public func touchDown(_ placements: [Finger: CGPoint]) throws(InputError) -> InteractionTrace {
    try touchDown(sorted: Placements(placements.sorted { $0.key < $1.key }))
  }

  /// Puts fingers down in one event; `sorted` is in finger order (one finger needs no dictionary).
  private func touchDown(sorted: Placements) throws(InputError) -> InteractionTrace {
    guard sorted.count > 0 else { throw refuse(.noFingers) }
    try validate(sorted)
    if let finger = sorted.first(where: { isFingerDown($0.key) })?.key {
      throw refuse(.fingerAlreadyDown(finger))
    }
    guard !windows.isEmpty else { throw refuse(.noWindow) }
    return try perform(.touchDown(sorted))
  }

  /// Moves one finger to a new location (other fingers down are stationary in the same event).
  ///
  /// - Parameters:
  ///   - finger: The finger to move; it must be down.
  ///   - location: Where it moves to: a point in window coordinates, a view (its center) or a point in a
  ///     view.
  /// - Returns: The trace of what the call caused: its hit tests, touch deliveries and recognizer changes.
  /// - Throws: ``InputError/fingerNotDown(_:)`` if the finger is not down, or the location's errors (a
  ///   non-finite point, a view in no window); nothing changes.
  @discardableResult
  public func move(_ finger: Finger = 1, to location: some TouchLocation) throws(InputError)
    -> InteractionTrace
  {
    let point: CGPoint
    do throws(InputError) { point = try location.windowLocation(in: self) } catch { throw refuse(error) }
    return try move([finger: point])
  }

  /// Moves several fingers in one event (window coordinates).
  ///
  /// - Parameter moves: Each finger to move, with its new location in window coordinates.
  /// - Throws: ``InputError/noFingers`` for an empty dictionary, ``InputError/invalidFinger(_:)``,
  ///   ``InputError/nonFiniteLocation(_:)`` or ``InputError/fingerNotDown(_:)``; nothing changes.
  /// - Returns: The trace of what the call caused: its hit tests, touch deliveries and recognizer changes.
  @discardableResult
  public func move(_ moves: [Finger: CGPoint]) throws(InputError) -> InteractionTrace {
    guard !moves.isEmpty else { throw refuse(.noFingers) }
    let sorted = moves.sorted { $0.key < $1.key }
    try validate(sorted)
    if let finger = sorted.first(where: { !isFingerDown($0.key) })?.key {
      throw refuse(.fingerNotDown(finger))
    }
    return try perform(.move(sorted))
  }

  /// Lifts the given fingers in one event; with no arguments, lifts finger 1.
  ///
  /// `touchUp()` lifts finger 1 only, not every finger down: name the fingers to lift several
  /// (`touchUp(1, 2)`), or use ``cancelAllTouches()`` to end every touch.
  ///
  /// - Parameter fingers: The fingers to lift, which must be down; finger 1 when none are given.
  /// - Throws: ``InputError/fingerNotDown(_:)`` if a named finger is not down; nothing changes.
  /// - Returns: The trace of what the call caused: its hit tests, touch deliveries and recognizer changes.
  @discardableResult
  public func touchUp(_ fingers: Finger...) throws(InputError) -> InteractionTrace {
    try touchUp(fingers.isEmpty ? [1] : fingers)
  }

  /// Lifts the given fingers in one event.
  ///
  /// - Parameter fingers: The fingers to lift, which must be down.
  /// - Throws: ``InputError/noFingers`` for an empty list, ``InputError/fingerNotDown(_:)`` if a named
  ///   finger is not down; nothing changes.
  /// - Returns: The trace of what the call caused: its hit tests, touch deliveries and recognizer changes.
  @discardableResult
  public func touchUp(_ fingers: [Finger]) throws(InputError) -> InteractionTrace {
    try lift(fingers, phase: .ended, description: "touch up")
  }

  /// Cancels the given fingers' touches, as the system does when an alert or a call interrupts.
  ///
  /// - Parameter fingers: The fingers whose touches are cancelled (phase `.cancelled`), which must be down.
  /// - Throws: ``InputError/noFingers`` for an empty list (``cancelAllTouches()`` is the call that accepts none
  ///   down), ``InputError/fingerNotDown(_:)`` if a named finger is not down; nothing changes.
  /// - Returns: The trace of what the call caused: its hit tests, touch deliveries and recognizer changes.
  @discardableResult
  public func cancelTouches(_ fingers: [Finger]) throws(InputError) -> InteractionTrace {
    try lift(fingers, phase: .cancelled, description: "cancel")
  }

  /// Cancels every live touch (what an incoming call or alert does).
  ///
  /// Does nothing when no finger is down.
  ///
  /// From a handler, "every live touch" means every finger that will be down once the requests already
  /// queued have run.
  @discardableResult
  public func cancelAllTouches() -> InteractionTrace {
    let fingers = projectedFingersDown()
    guard !fingers.isEmpty else { return InteractionTrace() }
    return (try? cancelTouches(fingers)) ?? InteractionTrace()
  }

  /// Lets virtual time pass, firing due timers in order (a long press beginning, a tap interval expiring).
  ///
  /// - Parameter duration: How much virtual time passes; not negative.
  /// - Throws: ``InputError/negativeDuration(_:)`` for a negative duration, and
  ///   ``InputError/durationBeyondClockLimit(_:)`` for one that would take the clock past
  ///   ``VirtualClock/maximumTime`` (counting the waits already queued); nothing changes.
  ///   ``InputError/tooManyTimers(fired:)`` when a timer keeps rescheduling itself (see
  ///   ``VirtualClock/advance(by:)``).
  /// - Returns: The trace of what the call caused: its hit tests, touch deliveries and recognizer changes.
  @discardableResult
  public func wait(_ duration: Duration) throws(InputError) -> InteractionTrace {
    guard duration >= .zero else { throw refuse(.negativeDuration(duration)) }
    guard duration <= VirtualClock.remainingDuration(from: projectedTime()) else {
      throw refuse(.durationBeyondClockLimit(duration))
    }
    return try perform(.wait(duration))
  }

  private func lift(_ fingers: [Finger], phase: Touch.Phase, description: String) throws(InputError)
    -> InteractionTrace
  {
    guard !fingers.isEmpty else { throw refuse(.noFingers) }
    if let finger = fingers.first(where: { !Finger.validNumbers.contains($0.number) }) {
      throw refuse(.invalidFinger(finger))
    }
    if let finger = fingers.first(where: { !isFingerDown($0) }) { throw refuse(.fingerNotDown(finger)) }
    return try perform(.lift(fingers, phase: phase, name: description))
  }

  /// Refuses a finger number outside ``Finger/validNumbers`` and a location that is not finite.
  private func validate(_ placements: some Sequence<(key: Finger, value: CGPoint)>) throws(InputError) {
    for (finger, location) in placements {
      guard Finger.validNumbers.contains(finger.number) else { throw refuse(.invalidFinger(finger)) }
      guard location.isFinite else { throw refuse(.nonFiniteLocation(location)) }
    }
  }

  func applyTouchDown(_ placements: Placements) throws(InputError) {
    if let finger = placements.first(where: { liveTouch(of: $0.key)?.isDown == true })?.key {
      throw .fingerAlreadyDown(finger)
    }
    // With no finger down yet (the usual touch-down), there is no other finger, and no list of these is made.
    if !liveTouches.isEmpty { markOthersStationary(except: placements.map(\.key)) }
    var began: [Touch] = []
    began.reserveCapacity(placements.count)
    for (finger, location) in placements {
      let touch = Touch(
        finger: finger, location: location, timestamp: clock.now, tapCount: tapCount(at: location))
      liveTouches.set(touch, for: finger)
      began.append(touch)
    }
    dispatchEvent(beganTouches: began)
  }

  func applyChange(_ fingers: [Finger], phase: Touch.Phase, locations: [Finger: CGPoint])
    throws(InputError)
  {
    if let finger = fingers.first(where: { liveTouch(of: $0)?.isDown != true }) {
      throw .fingerNotDown(finger)
    }
    markOthersStationary(except: fingers)
    for finger in fingers {
      guard let touch = liveTouch(of: finger) else { continue }
      touch.previousWindowLocation = touch.windowLocation
      if let location = locations[finger] { touch.windowLocation = location }
      touch.phase = phase
      touch.timestamp = clock.now
    }
    dispatchEvent()
  }

  private func markOthersStationary(except fingers: [Finger]) {
    // A set once there are several: with N fingers down and N named, searching the list was N² comparisons.
    let named = fingers.count > 8 ? Set(fingers) : nil
    for entry in liveTouches where !(named?.contains(entry.finger) ?? fingers.contains(entry.finger)) {
      entry.touch.previousWindowLocation = entry.touch.windowLocation
      entry.touch.phase = .stationary
    }
  }

  private func tapCount(at location: CGPoint) -> Int {
    guard let lastTap, clock.now - lastTap.time <= Touch.maximumTapInterval,
      hypot(location.x - lastTap.location.x, location.y - lastTap.location.y) <= Touch.maximumTapDistance
    else { return 1 }
    return lastTap.count + 1
  }
}

extension Touch {
  /// The longest pause between one tap's lift-off and the next touch-down for taps to count in a row: the tap
  /// recognizer's ``TapGestureRecognizer/maximumTapInterval``.
  ///
  /// Apple documents only "a predefined period"; UIKit's tap recognizer interval (reference §3.8, §6.3) is used
  /// here for `tapCount` as well.
  public static let maximumTapInterval: TimeInterval = TapGestureRecognizer.maximumTapInterval

  /// The farthest the next tap may land from the previous one for taps to count in a row: the tap recognizer's
  /// ``TapGestureRecognizer/allowableMovement``.
  ///
  /// UIKit's tap recognizer allowable movement (reference §6.3); Apple does not document `tapCount`'s own.
  public static let maximumTapDistance: CGFloat = TapGestureRecognizer.allowableMovement
}
