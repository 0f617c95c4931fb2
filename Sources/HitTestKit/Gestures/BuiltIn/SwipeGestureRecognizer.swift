import Foundation

/// Recognizes a quick straight stroke in a direction, as UIKit's `UISwipeGestureRecognizer` (discrete).
///
/// It recognizes during a move, before the fingers lift, once every one of the ``numberOfTouchesRequired``
/// fingers has travelled at least ``minimumDistance`` (50 pt) along an allowed ``direction`` within
/// ``maximumDuration`` (0.5 s) of the first touch-down, with its perpendicular movement at most half of
/// that. It fails when a finger lifts first, when 0.5 s pass, when the stroke goes another way (in a
/// direction not allowed, or too slanted), or when more fingers than required come down.
/// ``location(in:)`` is where the swipe started (reference §6.15–§6.17).
///
/// UIKit's own distance, speed and angle numbers are private; the 50 pt and 0.5 s come from an Android port
/// of UIKit's recognizers (reference §6.17), the "half" is our choice.
open class SwipeGestureRecognizer: GestureRecognizer {
  /// Directions of a swipe, as UIKit's `UISwipeGestureRecognizer.Direction` (with its raw values).
  public struct Direction: OptionSet, Sendable, Hashable {
    /// The raw bits: right 1, left 2, up 4, down 8.
    public let rawValue: UInt

    /// Creates a set of directions from raw bits.
    ///
    /// - Parameter rawValue: The bits of the directions, as `UISwipeGestureRecognizer.Direction.rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Toward increasing x.
    public static let right = Direction(rawValue: 1 << 0)
    /// Toward decreasing x.
    public static let left = Direction(rawValue: 1 << 1)
    /// Toward decreasing y (up the screen).
    public static let up = Direction(rawValue: 1 << 2)
    /// Toward increasing y (down the screen).
    public static let down = Direction(rawValue: 1 << 3)
  }

  /// How far each finger must travel along the direction: 50 pt (from an Android port, reference §6.17).
  public static let minimumDistance: CGFloat = 50
  /// How soon after the first touch-down the distance must be covered: 0.5 s (same source, §6.17).
  public static let maximumDuration: TimeInterval = 0.5
  /// The largest perpendicular movement allowed, as a fraction of the movement along the direction: 0.5
  /// (our choice; UIKit's angle tolerance is private).
  public static let maximumSlant: CGFloat = 0.5

  /// The directions that count (default `.right`).
  public var direction: Direction = .right
  /// How many fingers must swipe together (default 1).
  public var numberOfTouchesRequired = 1

  private var startLocations: [ObjectIdentifier: CGPoint] = [:]
  private var startCentroid: CGPoint?
  private var fingersDown = 0

  /// Records where each finger touched down and starts the `maximumDuration` timer that fails a slow swipe;
  /// fails when more fingers are down than `numberOfTouchesRequired`.
  ///
  /// - Parameters:
  ///   - touches: The recognizer's touches that began in this event.
  ///   - event: The event they belong to.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    fingersDown += touches.count
    for touch in touches { startLocations[ObjectIdentifier(touch)] = touch.location(in: nil) }
    if fingersDown > numberOfTouchesRequired {
      setState(.failed, because: .tooManyFingers(down: fingersDown, required: numberOfTouchesRequired))
      return
    }
    guard startCentroid == nil else { return }
    startCentroid = touches.centroid(in: nil)
    scheduleTimer(after: Self.maximumDuration, name: "maximumDuration") { [unowned self] in
      self.setState(.failed, because: .swipeTooSlow(maximumDuration: Self.maximumDuration))
    }
  }

  /// Recognizes the swipe once every required finger moved `minimumDistance` the same way, in one of the
  /// allowed directions; fails a swipe that is too slanted, goes a way not allowed, or whose fingers go
  /// different ways.
  ///
  /// - Parameters:
  ///   - touches: The recognizer's touches that moved in this event.
  ///   - event: The event they belong to.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    guard fingersDown == numberOfTouchesRequired else { return }
    var recognized: Direction?
    for touch in activeTouches where touch.isDown {
      guard let start = startLocations[ObjectIdentifier(touch)] else { return }
      let point = touch.location(in: nil)
      let dx = point.x - start.x
      let dy = point.y - start.y
      let horizontal = abs(dx) >= abs(dy)
      let along = horizontal ? abs(dx) : abs(dy)
      let across = horizontal ? abs(dy) : abs(dx)
      guard along >= Self.minimumDistance else { return }
      let way: Direction = horizontal ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
      if across > along * Self.maximumSlant {
        setState(
          .failed, because: .swipeTooSlanted(across: across, along: along, maximumSlant: Self.maximumSlant))
        return
      }
      if !direction.contains(way) {
        setState(.failed, because: .swipedWrongWay(way, allowed: direction))
        return
      }
      if let other = recognized, other != way {
        setState(.failed, because: .fingersSwipedDifferentWays)
        return
      }
      recognized = way
    }
    guard let recognized else { return }
    setState(
      .recognized,
      because: .swiped(
        recognized, minimumDistance: Self.minimumDistance, maximumDuration: Self.maximumDuration))
  }

  /// Fails: a finger lifted before the swipe travelled `minimumDistance`.
  ///
  /// - Parameters:
  ///   - touches: The recognizer's touches that ended in this event.
  ///   - event: The event they belong to.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    setState(.failed, because: .liftedBeforeSwiping(minimumDistance: Self.minimumDistance))
  }

  /// Fails: a cancelled touch makes no swipe.
  ///
  /// - Parameters:
  ///   - touches: The recognizer's touches that were cancelled in this event.
  ///   - event: The event they belong to.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    setState(.failed, because: .touchesCancelled)
  }

  open override func reset() {
    super.reset()
    startLocations = [:]
    startCentroid = nil
    fingersDown = 0
  }

  /// Where the swipe started (the centroid of its first touches), in `view`'s coordinates.
  ///
  /// - Parameter view: The view whose bounds coordinates to use; `nil` for window coordinates.
  /// - Returns: The swipe's starting point in `view`'s coordinates.
  open override func location(in view: View?) -> CGPoint {
    guard let startCentroid else { return super.location(in: view) }
    guard let view else { return startCentroid }
    return view.convert(startCentroid, from: nil)
  }
}
