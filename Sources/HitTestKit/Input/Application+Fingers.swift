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
    do throws(InputError) { point = try location.windowLocation(in: self) } catch {
      throw inputQueue.refuse(error)
    }
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
    guard sorted.count > 0 else { throw inputQueue.refuse(.noFingers) }
    try validate(sorted)
    if let finger = sorted.first(where: { inputQueue.isFingerDown($0.key) })?.key {
      throw inputQueue.refuse(.fingerAlreadyDown(finger))
    }
    guard !dispatcher.windows.isEmpty else { throw inputQueue.refuse(.noWindow) }
    return try inputQueue.perform(.touchDown(sorted))
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
    do throws(InputError) { point = try location.windowLocation(in: self) } catch {
      throw inputQueue.refuse(error)
    }
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
    guard !moves.isEmpty else { throw inputQueue.refuse(.noFingers) }
    let sorted = moves.sorted { $0.key < $1.key }
    try validate(sorted)
    if let finger = sorted.first(where: { !inputQueue.isFingerDown($0.key) })?.key {
      throw inputQueue.refuse(.fingerNotDown(finger))
    }
    return try inputQueue.perform(.move(sorted))
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
    try lift(fingers, phase: .ended)
  }

  /// Cancels the given fingers' touches, as the system does when an alert or a call interrupts.
  ///
  /// - Parameter fingers: The fingers whose touches are cancelled (phase `.cancelled`), which must be down.
  /// - Throws: ``InputError/noFingers`` for an empty list (``cancelAllTouches()`` is the call that accepts none
  ///   down), ``InputError/fingerNotDown(_:)`` if a named finger is not down; nothing changes.
  /// - Returns: The trace of what the call caused: its hit tests, touch deliveries and recognizer changes.
  @discardableResult
  public func cancelTouches(_ fingers: [Finger]) throws(InputError) -> InteractionTrace {
    try lift(fingers, phase: .cancelled)
  }

  /// Cancels every live touch (what an incoming call or alert does).
  ///
  /// Does nothing when no finger is down.
  ///
  /// From a handler, "every live touch" means every finger that will be down once the requests already
  /// queued have run.
  @discardableResult
  public func cancelAllTouches() -> InteractionTrace {
    let fingers = inputQueue.projectedFingersDown()
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
    guard duration >= .zero else { throw inputQueue.refuse(.negativeDuration(duration)) }
    guard VirtualClock.isWithinLimit(duration, from: inputQueue.projectedTime()) else {
      throw inputQueue.refuse(.durationBeyondClockLimit(duration))
    }
    return try inputQueue.perform(.wait(duration))
  }

  private func lift(_ fingers: [Finger], phase: Touch.Phase) throws(InputError)
    -> InteractionTrace
  {
    guard !fingers.isEmpty else { throw inputQueue.refuse(.noFingers) }
    if let finger = fingers.first(where: { !Finger.validNumbers.contains($0.number) }) {
      throw inputQueue.refuse(.invalidFinger(finger))
    }
    if let finger = fingers.first(where: { !inputQueue.isFingerDown($0) }) {
      throw inputQueue.refuse(.fingerNotDown(finger))
    }
    return try inputQueue.perform(.lift(fingers, phase: phase))
  }

  /// Refuses a finger number outside ``Finger/validNumbers`` and a location that is not finite.
  private func validate(_ placements: some Sequence<(key: Finger, value: CGPoint)>) throws(InputError) {
    for (finger, location) in placements {
      guard Finger.validNumbers.contains(finger.number) else {
        throw inputQueue.refuse(.invalidFinger(finger))
      }
      guard location.isFinite else { throw inputQueue.refuse(.nonFiniteLocation(location)) }
    }
  }
}

/// One finger of the synthetic hand, identified by a number (1 for the first finger).
///
/// A finger's number only names it: fingers need not be numbered in a row, and the lowest-numbered finger of an
/// event comes first where order matters. Input refuses a number outside ``validNumbers`` with
/// ``InputError/invalidFinger(_:)``.
public struct Finger: Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral, CustomStringConvertible {
  /// The numbers a finger may have: 1 to 1,000,000.
  ///
  /// A HitTestKit decision: fingers count from 1 as people do (0 and negative numbers are mistakes), and the
  /// upper bound is far beyond any screen (an iPad tracks 11 touches) while leaving room for stress tests with
  /// thousands of fingers.
  public static let validNumbers: ClosedRange<Int> = 1...1_000_000

  /// The finger's number.
  public let number: Int

  /// Creates finger number `number`.
  ///
  /// - Parameter number: The finger's number; traces name the finger by it.
  public init(_ number: Int) { self.number = number }

  /// Creates a finger from an integer literal: `touchDown(2, at: p)`.
  ///
  /// - Parameter value: The finger's number.
  public init(integerLiteral value: Int) { self.init(value) }

  /// Orders fingers by number.
  public static func < (lhs: Finger, rhs: Finger) -> Bool { lhs.number < rhs.number }

  /// `finger 1`.
  public var description: String { "finger \(number)" }
}

/// Something a synthetic finger can be put on: a point in window coordinates, a view, or a point in a view.
///
/// `app.tap(at: CGPoint(x: 10, y: 10))` taps window coordinates; `app.tap(at: button)` taps the center of
/// the button wherever it is; `app.tap(at: ViewLocation(CGPoint(x: 2, y: 2), in: button))` taps near its
/// top-left corner.
public protocol TouchLocation {
  /// The location in the coordinates of the window that `application` sends touches to.
  func windowLocation(in application: Application) throws(InputError) -> CGPoint
}

extension CGPoint: TouchLocation {
  /// The point itself: window coordinates.
  ///
  /// Throws for NaN or infinite coordinates.
  ///
  /// - Parameter application: The application whose window the point is in.
  /// - Returns: The point itself.
  /// - Throws: ``InputError/nonFiniteLocation(_:)`` for NaN or infinite coordinates.
  public func windowLocation(in application: Application) throws(InputError) -> CGPoint {
    guard isFinite else { throw .nonFiniteLocation(self) }
    return self
  }
}

extension View: TouchLocation {
  /// The center of the view's bounds, in window coordinates.
  ///
  /// Throws if the view is not in a window.
  ///
  /// Layouts that are due run first (see ``View/layoutSubviews()``), so the center is where the touch will land.
  ///
  /// - Parameter application: The application whose window must contain the view.
  /// - Returns: The center of the view's bounds in its window's coordinates.
  /// - Throws: An ``InputError`` if the view is not in a window of the application.
  public func windowLocation(in application: Application) throws(InputError) -> CGPoint {
    application.dispatcher.layOutWindowsIfNeeded()
    return try ViewLocation(CGPoint(x: bounds.midX, y: bounds.midY), in: self).windowLocation(in: application)
  }
}

/// A point given in a view's own coordinates.
public struct ViewLocation: TouchLocation {
  /// The point, in `view`'s bounds coordinates.
  public let point: CGPoint
  /// The view the point is relative to.
  public let view: View

  /// A point in `view`'s coordinates.
  ///
  /// - Parameters:
  ///   - point: A point in `view`'s bounds coordinates.
  ///   - view: The view whose coordinates the point is in.
  public init(_ point: CGPoint, in view: View) {
    self.point = point
    self.view = view
  }

  /// The point converted to window coordinates.
  ///
  /// Throws if the view is not in a window of the application.
  ///
  /// - Parameter application: The application whose window must contain the view.
  /// - Returns: The point in its window's coordinates.
  /// - Throws: An ``InputError`` if the view is not in a window of the application, or the point is not
  ///   finite.
  public func windowLocation(in application: Application) throws(InputError) -> CGPoint {
    guard let window = view.window, application.windows.contains(where: { $0 === window }) else {
      throw .viewNotInWindow(view.displayName)
    }
    application.dispatcher.layOutWindowsIfNeeded()  // the frames the touch will see
    let converted = view.convert(point, to: nil)
    guard converted.isFinite else { throw .nonFiniteLocation(converted) }
    return converted
  }
}
