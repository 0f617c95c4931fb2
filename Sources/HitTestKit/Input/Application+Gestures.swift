import Foundation

/// Composite requests: each is planned whole from the primitives before any part runs or is queued, so a
/// composite that would be refused anywhere (a finger not down at its lift, a bad parameter) changes nothing.
/// Made from a handler while an event is being dispatched, an accepted composite is queued whole and runs
/// after the event; a refused one throws and is recorded once in the trace ("input refused").
extension Application {
  /// Taps once: down, ``InputTiming/tapDuration``, up.
  ///
  /// - Parameters:
  ///   - location: Where the finger touches: a point in window coordinates, a view (its center) or a point in
  ///     a view.
  ///   - finger: The finger that touches, as a `UITouch` stands for one finger; finger 1 by default.
  /// - Returns: The trace of what the call caused: its hit tests, touch deliveries and recognizer changes.
  /// - Throws: An ``InputError`` for a bad location or a finger already down; nothing changes.
  @discardableResult
  public func tap(at location: some TouchLocation, finger: Finger = 1) throws(InputError) -> InteractionTrace
  {
    try inputQueue.sequence { () throws(InputError) in
      let point = try location.windowLocation(in: self)
      try touchDown(finger, at: point)
      try wait(InputTiming.tapDuration)
      try touchUp([finger])
    }
  }

  /// Taps twice at the same place, ``InputTiming/pauseBetweenTaps`` apart (tap counts 1 then 2).
  ///
  /// - Parameter location: Where the finger touches: a point in window coordinates, a view (its center) or a
  ///   point in a view.
  /// - Returns: The trace of what the call caused: its hit tests, touch deliveries and recognizer changes.
  /// - Throws: An ``InputError`` for a bad location or finger 1 already down; nothing changes.
  @discardableResult
  public func doubleTap(at location: some TouchLocation) throws(InputError) -> InteractionTrace {
    try inputQueue.sequence { () throws(InputError) in
      let point = try location.windowLocation(in: self)
      try tap(at: point)
      try wait(InputTiming.pauseBetweenTaps)
      try tap(at: point)
    }
  }

  /// Holds one finger still for `duration`, then lifts it.
  ///
  /// - Parameters:
  ///   - location: Where the finger touches: a point in window coordinates, a view (its center) or a point in
  ///     a view.
  ///   - duration: How long finger 1 stays down before it lifts; one second by default, not negative.
  /// - Returns: The trace of what the call caused: its hit tests, touch deliveries and recognizer changes.
  /// - Throws: An ``InputError`` for a bad location, a negative duration or finger 1 already down; nothing
  ///   changes.
  @discardableResult
  public func longPress(at location: some TouchLocation, duration: Duration = .seconds(1)) throws(InputError)
    -> InteractionTrace
  {
    try inputQueue.sequence { () throws(InputError) in
      let point = try location.windowLocation(in: self)
      guard duration >= .zero else { throw .negativeDuration(duration) }
      try touchDown(1, at: point)
      try wait(duration)
      try touchUp([1])
    }
  }

  /// Drags one finger in a straight line over `steps` equal moves spread over `duration`, then lifts it.
  ///
  /// - Parameters:
  ///   - start: Where the finger touches down.
  ///   - end: Where the last move ends and the finger lifts.
  ///   - duration: The time the moves are spread over; ``InputTiming/dragDuration`` by default.
  ///   - steps: The number of equal moves, at least 1; 10 by default.
  ///   - finger: The finger that touches, as a `UITouch` stands for one finger; finger 1 by default.
  /// - Returns: The trace of what the call caused: its hit tests, touch deliveries and recognizer changes.
  /// - Throws: An ``InputError`` for a bad location, fewer than one step, a negative duration or a finger
  ///   already down; nothing changes.
  @discardableResult
  public func drag(
    from start: some TouchLocation, to end: some TouchLocation, duration: Duration = InputTiming.dragDuration,
    steps: Int = 10, finger: Finger = 1
  ) throws(InputError) -> InteractionTrace {
    try inputQueue.sequence { () throws(InputError) in
      let from = try start.windowLocation(in: self)
      let to = try end.windowLocation(in: self)
      guard steps >= 1 else { throw .invalidStepCount(steps) }
      guard duration >= .zero else { throw .negativeDuration(duration) }
      try touchDown(finger, at: from)
      for step in 1...steps {
        try wait(duration / steps)
        let t = CGFloat(step) / CGFloat(steps)
        try move([finger: CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)])
      }
      try touchUp([finger])
    }
  }

  /// Swipes quickly from a point in a direction (``InputTiming/swipeDuration``, 6 moves).
  ///
  /// - Parameters:
  ///   - start: Where finger 1 touches down.
  ///   - direction: The direction the finger moves in (screen directions: up is toward smaller y).
  ///   - distance: How far the finger moves, in points; ``InputTiming/swipeDistance`` by default, finite and
  ///     not negative.
  /// - Returns: The trace of what the call caused: its hit tests, touch deliveries and recognizer changes.
  /// - Throws: An ``InputError`` for a bad location or distance, or finger 1 already down; nothing changes.
  @discardableResult
  public func swipe(
    from start: some TouchLocation, direction: SwipeDirection, distance: CGFloat = InputTiming.swipeDistance
  ) throws(InputError) -> InteractionTrace {
    try inputQueue.sequence { () throws(InputError) in
      guard distance.isFinite, distance >= 0 else {
        throw .invalidParameter(name: "distance", value: distance)
      }
      let from = try start.windowLocation(in: self)
      let (dx, dy): (CGFloat, CGFloat) =
        switch direction {
        case .left: (-distance, 0)
        case .right: (distance, 0)
        case .up: (0, -distance)
        case .down: (0, distance)
        }
      try drag(
        from: from, to: CGPoint(x: from.x + dx, y: from.y + dy), duration: InputTiming.swipeDuration, steps: 6
      )
    }
  }

  /// Two fingers on a horizontal line through `center`, moving apart or together from one distance to another.
  ///
  /// - Parameters:
  ///   - center: The midpoint between the two fingers.
  ///   - fromDistance: The distance between the fingers when they touch down, in points.
  ///   - toDistance: The distance between them when they lift, in points.
  /// - Returns: The trace of what the call caused: its hit tests, touch deliveries and recognizer changes.
  /// - Throws: An ``InputError`` for a bad location, a negative or non-finite distance, or fingers 1 or 2
  ///   already down; nothing changes.
  @discardableResult
  public func pinch(center: some TouchLocation, fromDistance: CGFloat, toDistance: CGFloat) throws(InputError)
    -> InteractionTrace
  {
    try inputQueue.sequence { () throws(InputError) in
      for (name, value) in [("fromDistance", fromDistance), ("toDistance", toDistance)]
      where !(value.isFinite && value >= 0) {
        throw .invalidParameter(name: name, value: value)
      }
      let c = try center.windowLocation(in: self)
      try twoFingers(steps: 10) { t in
        let half = (fromDistance + (toDistance - fromDistance) * t) / 2
        return (CGPoint(x: c.x - half, y: c.y), CGPoint(x: c.x + half, y: c.y))
      }
    }
  }

  /// Two fingers on a circle of `radius` around `center`, turning by `angle` radians (positive: clockwise).
  ///
  /// - Parameters:
  ///   - center: The center of the circle the two fingers turn on.
  ///   - radius: The circle's radius in points; finite and positive.
  ///   - angle: How far the fingers turn, in radians; positive is clockwise on screen.
  /// - Returns: The trace of what the call caused: its hit tests, touch deliveries and recognizer changes.
  /// - Throws: An ``InputError`` for a bad location, radius or angle, or fingers 1 or 2 already down; nothing
  ///   changes.
  @discardableResult
  public func rotate(center: some TouchLocation, radius: CGFloat, by angle: CGFloat) throws(InputError)
    -> InteractionTrace
  {
    try inputQueue.sequence { () throws(InputError) in
      guard radius.isFinite, radius > 0 else { throw .invalidParameter(name: "radius", value: radius) }
      guard angle.isFinite else { throw .invalidParameter(name: "angle", value: angle) }
      let c = try center.windowLocation(in: self)
      try twoFingers(steps: 10) { t in
        let a = angle * t
        let dx = radius * cos(a)
        let dy = radius * sin(a)
        return (CGPoint(x: c.x - dx, y: c.y - dy), CGPoint(x: c.x + dx, y: c.y + dy))
      }
    }
  }

  /// Taps with two fingers 20 pt apart, centered on the location.
  ///
  /// - Parameter location: The point midway between the two fingers: a point in window coordinates, a view
  ///   (its center) or a point in a view.
  /// - Returns: The trace of what the call caused: its hit tests, touch deliveries and recognizer changes.
  /// - Throws: An ``InputError`` for a bad location or fingers 1 or 2 already down; nothing changes.
  @discardableResult
  public func twoFingerTap(at location: some TouchLocation) throws(InputError) -> InteractionTrace {
    try inputQueue.sequence { () throws(InputError) in
      let c = try location.windowLocation(in: self)
      try touchDown([1: CGPoint(x: c.x - 10, y: c.y), 2: CGPoint(x: c.x + 10, y: c.y)])
      try wait(InputTiming.tapDuration)
      try touchUp([1, 2])
    }
  }

  /// Plans fingers 1 and 2 down at `positions(0)`, `steps` moves to `positions(1)`, then up (inside a plan).
  private func twoFingers(steps: Int, positions: (CGFloat) -> (CGPoint, CGPoint)) throws(InputError) {
    let start = positions(0)
    try touchDown([1: start.0, 2: start.1])
    for step in 1...steps {
      try wait(InputTiming.twoFingerDuration / steps)
      let p = positions(CGFloat(step) / CGFloat(steps))
      try move([1: p.0, 2: p.1])
    }
    try touchUp([1, 2])
  }
}

/// The timing and geometry the one-line gestures use; each number says where it comes from.
public enum InputTiming {
  /// How long a finger stays down in a tap: 0.05 s, well under a long press's 0.5 s (a typical quick tap).
  public static let tapDuration: Duration = .milliseconds(50)
  /// The pause between the taps of a double tap: 0.1 s, well under UIKit's 0.35 s tap interval.
  public static let pauseBetweenTaps: Duration = .milliseconds(100)
  /// The interval between move events: 1/60 s, one display frame at 60 Hz, as UIKit delivers touches.
  public static let frameInterval: Duration = .nanoseconds(16_666_667)
  /// A drag's default duration: 0.5 s.
  public static let dragDuration: Duration = .milliseconds(500)
  /// A swipe's duration: 0.15 s (a quick flick).
  public static let swipeDuration: Duration = .milliseconds(150)
  /// A swipe's default distance: 200 pt.
  public static let swipeDistance: CGFloat = 200
  /// Pinches and rotations last 0.5 s, in 10 steps.
  public static let twoFingerDuration: Duration = .milliseconds(500)
}
