/// Recognizes fingers dragging, as UIKit's `UIPanGestureRecognizer` (continuous).
///
/// It begins when at least ``minimumNumberOfTouches`` fingers are down and their centroid has moved
/// ``hysteresis`` (10 pt) or more along x or along y — a per-axis test, not a distance. At that moment
/// each axis of the translation is pulled 10 pt toward zero, and that offset stays, so a first move of
/// (12, 3) reports (2, 0). Each move after that sends `.changed`; lifting every finger ends it (or fails it
/// if it never began); cancelled touches cancel it (or fail it). Touches beyond ``maximumNumberOfTouches``
/// are ignored. A pan that begins late, after a recognizer it requires to fail has failed, starts its
/// translation at zero then (reference §5.13, §6.8–§6.13).
///
/// The translation follows the centroid's movement event by event, so a finger coming down or lifting
/// mid-pan does not make it jump (UIKit's behaviour there is unconfirmed, reference §6.14: our choice).
open class PanGestureRecognizer: GestureRecognizer {
  /// How far the centroid must move along x or y before the pan begins: 10 pt (UIKit's private hysteresis,
  /// reference §6.9).
  public static let hysteresis: CGFloat = 10

  /// The weight of the newest sample in the smoothed velocity: 0.2 (UIKit's smoothing, reference §6.12).
  public static let velocitySmoothing: CGFloat = 0.2

  /// How recent the fingers' last movement must be to count in the velocity: 0.1 s (HitTestKit's window).
  ///
  /// The velocity reflects only recent movement (reference, open question 22, decided from devices): once the
  /// fingers have rested this long or longer, ``velocity(in:)`` is zero, so a finger that stops before lifting
  /// does not fling. 0.1 s is six frames at 60 Hz: longer than any pause between the moves of a continuous drag,
  /// shorter than a rest a user means.
  public static let velocityWindow: TimeInterval = 0.1

  /// The fewest fingers that can pan (default 1).
  public var minimumNumberOfTouches: Int {
    get { storedMinimumNumberOfTouches }
    set { storedMinimumNumberOfTouches = newValue }
  }
  /// ``minimumNumberOfTouches``, stored private: a public stored property is checked for exclusive access at each read
  /// (`Documentation/Performance.md`, "The tap's gesture delivery").
  private var storedMinimumNumberOfTouches: Int = 1
  /// The most fingers that can pan (default `Int.max`); touches beyond it are ignored.
  public var maximumNumberOfTouches: Int {
    get { storedMaximumNumberOfTouches }
    set { storedMaximumNumberOfTouches = newValue }
  }
  /// ``maximumNumberOfTouches``, stored private: a public stored property is checked for exclusive access at each read
  /// (`Documentation/Performance.md`, "The tap's gesture delivery").
  private var storedMaximumNumberOfTouches: Int = Int.max

  /// The centroid's accumulated movement since the first touch, in window coordinates.
  private(set) var rawTranslation = CGPoint.zero
  /// Subtracted from ``rawTranslation`` to give the reported translation (hysteresis, setTranslation).
  private var translationOffset = CGPoint.zero
  /// The smoothed velocity in window coordinates, points per second; `nil` before the first sample.
  private var smoothedVelocity: CGPoint?
  private var lastTimestamp: TimeInterval?
  /// The timestamp of the last event that moved the centroid.
  private var lastMovementTimestamp: TimeInterval?
  /// The timestamp of the latest event the pan saw (a lift, a move, a touch-down).
  private var latestTimestamp: TimeInterval?
  /// Whether ``translationOffset`` is the current gesture's baseline, set when the pan began.
  private var hasBaseline = false
  /// Whether the pan asked to begin (it may be waiting for a recognizer it requires to fail).
  private var hasRequestedBegin = false

  /// Creates a pan recognizer with an optional action callback.
  ///
  /// - Parameter action: Called with the recognizer on every transition into began, changed, ended and
  ///   cancelled; `nil` for none.
  public override init(action: ((GestureRecognizer) -> Void)? = nil) {
    super.init(action: action)
  }

  /// Creates a pan recognizer that sends `action` to `target`, as UIKit's designated initializer.
  ///
  /// - Parameters:
  ///   - target: The object that receives the action message; not kept alive.
  ///   - action: The selector of the action message.
  public override init(target: Any?, action: Selector?) {
    super.init(target: target, action: action)
  }

  /// The translation of the pan in `view`'s coordinate system (`nil`: window), hysteresis removed.
  ///
  /// - Parameter view: The view whose bounds coordinates to use; `nil` for window coordinates.
  /// - Returns: The translation, in points.
  open func translation(in view: View?) -> CGPoint {
    settleBaseline()
    let window = CGPoint(x: rawTranslation.x - translationOffset.x, y: rawTranslation.y - translationOffset.y)
    return Self.vector(window, toView: view)
  }

  /// Redefines the baseline so that the current translation, in `view`'s coordinates, is `translation`.
  ///
  /// - Parameters:
  ///   - translation: The translation to report from now on, in `view`'s coordinates.
  ///   - view: The view whose bounds coordinates to use; `nil` for window coordinates.
  public func setTranslation(_ translation: CGPoint, in view: View?) {
    settleBaseline()
    let window = Self.vector(translation, fromView: view)
    translationOffset = CGPoint(x: rawTranslation.x - window.x, y: rawTranslation.y - window.y)
  }

  /// The velocity of the pan in `view`'s coordinate system, in points per second.
  ///
  /// Each move gives a sample (centroid movement ÷ time between event timestamps), smoothed as
  /// 0.2 × newest + 0.8 × previous; the first sample is taken as is. A move at the same instant as the last event
  /// (within the clock's 1 ns tolerance) gives none. Zero before any movement, and zero once the
  /// latest event (a lift, say) comes ``velocityWindow`` (0.1 s) or more after the last movement: only recent
  /// movement counts, so a finger that rests before lifting does not fling.
  ///
  /// - Parameter view: The view whose bounds coordinates to use; `nil` for window coordinates.
  /// - Returns: The velocity, in points per second.
  open func velocity(in view: View?) -> CGPoint {
    if let moved = lastMovementTimestamp, let latest = latestTimestamp, latest - moved >= Self.velocityWindow
    {
      return .zero
    }
    return Self.vector(smoothedVelocity ?? .zero, toView: view)
  }

  /// Starts timing the pan, and ignores the touches of the highest-numbered fingers beyond
  /// `maximumNumberOfTouches`.
  ///
  /// - Parameters:
  ///   - touches: The recognizer's touches that began in this event.
  ///   - event: The event they belong to.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    if lastTimestamp == nil { lastTimestamp = event.timestamp }
    latestTimestamp = event.timestamp
    guard fingersDown > maximumNumberOfTouches else { return }  // the usual case: nothing to sort
    for touch in touches.sorted(by: { $0.finger > $1.finger }) where fingersDown > maximumNumberOfTouches {
      ignore(touch, for: event)
    }
  }

  /// Adds the move of the fingers' centroid to the translation; begins the pan once at least
  /// `minimumNumberOfTouches` are down and it moved `hysteresis` along an axis, else reports it as changed.
  ///
  /// When the pan begins, the hysteresis is taken out of the translation, each axis pulled toward zero by up
  /// to 10 pt (UIKit's behaviour, reference §6.10).
  ///
  /// - Parameters:
  ///   - touches: The recognizer's touches that moved in this event.
  ///   - event: The event they belong to.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    settleBaseline()
    let down = activeTouches.filter(\.isDown)
    guard !down.isEmpty else { return }
    var delta = CGPoint.zero
    for touch in down {
      let now = touch.location(in: nil)
      let before = touch.previousLocation(in: nil)
      delta.x += (now.x - before.x) / CGFloat(down.count)
      delta.y += (now.y - before.y) / CGFloat(down.count)
    }
    rawTranslation.x += delta.x
    rawTranslation.y += delta.y
    latestTimestamp = event.timestamp
    if delta != .zero { lastMovementTimestamp = event.timestamp }
    updateVelocity(delta, at: event.timestamp)
    switch state {
    case .possible:
      guard down.count >= minimumNumberOfTouches, !hasRequestedBegin else { return }
      let moved = rawTranslation
      let axis: InteractionTrace.GestureNote.Cause.Axis? =
        abs(moved.x) >= Self.hysteresis ? .x : abs(moved.y) >= Self.hysteresis ? .y : nil
      guard let axis else { return }
      if let refusal = beginRefusal(translation: moved) {
        setState(.failed, because: refusal)
        return
      }
      hasRequestedBegin = true
      setState(.began, because: .panBegan(translation: moved, hysteresis: Self.hysteresis, axis: axis))
      if state == .began {
        // UIKit removes the hysteresis: each axis pulled 10 pt toward zero (reference §6.10).
        translationOffset = CGPoint(
          x: max(-Self.hysteresis, min(Self.hysteresis, rawTranslation.x)),
          y: max(-Self.hysteresis, min(Self.hysteresis, rawTranslation.y)))
        hasBaseline = true
      }
    case .began, .changed:
      setState(.changed, because: .panMoved(by: delta))
    default:
      break
    }
  }

  /// Once every finger has lifted, ends a begun pan, or fails one that never moved far enough to begin.
  ///
  /// - Parameters:
  ///   - touches: The recognizer's touches that ended in this event.
  ///   - event: The event they belong to.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    latestTimestamp = event.timestamp
    guard !activeTouches.contains(where: \.isDown) else { return }
    switch state {
    case .possible:
      setState(.failed, because: .liftedBeforeMoving(hysteresis: Self.hysteresis))
    case .began, .changed:
      setState(.ended, because: .allFingersLifted)
    default:
      break
    }
  }

  /// Fails a pan that has not begun, and cancels one that has.
  ///
  /// - Parameters:
  ///   - touches: The recognizer's touches that were cancelled in this event.
  ///   - event: The event they belong to.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    setState(state == .possible ? .failed : .cancelled, because: .touchesCancelled)
  }

  open override func reset() {
    super.reset()
    rawTranslation = .zero
    translationOffset = .zero
    smoothedVelocity = nil
    lastTimestamp = nil
    lastMovementTimestamp = nil
    latestTimestamp = nil
    hasBaseline = false
    hasRequestedBegin = false
  }

  /// Why the pan may not begin with this translation (window coordinates), or `nil`; for subclasses here.
  func beginRefusal(translation: CGPoint) -> InteractionTrace.GestureNote.Cause? { nil }

  /// Starts the translation at zero if the pan began without asking itself at that moment: it waited for
  /// a recognizer it requires to fail, and began when that one failed (reference §5.13).
  private func settleBaseline() {
    guard !hasBaseline, state == .began || state == .changed || state == .ended || state == .cancelled else {
      return
    }
    translationOffset = rawTranslation
    hasBaseline = true
  }

  /// The number of this recognizer's touches that are down, not counting the ones it ignores.
  private var fingersDown: Int {
    activeTouches.lazy.filter(\.isDown).count
  }

  /// Adds the sample of a move `delta` at `timestamp` to the smoothed velocity.
  ///
  /// A move at the same instant as the last event gives no sample: there is no interval to divide by. Instants
  /// within the clock's tolerance (1 ns, ``VirtualClock``) are the same: a timer that fires a hair after a
  /// touch-down, such as a zero-length animation's, moves the clock by as little as 5 × 10⁻³²⁴ s, and a move
  /// then divided by it was an infinite speed that a scroll view flung at for ever.
  private func updateVelocity(_ delta: CGPoint, at timestamp: TimeInterval) {
    defer { lastTimestamp = timestamp }
    guard let last = lastTimestamp, timestamp - last > VirtualClock.tolerance else { return }
    let dt = CGFloat(timestamp - last)
    let sample = CGPoint(x: delta.x / dt, y: delta.y / dt)
    guard sample.isFinite else { return }  // a move across most of the number range
    guard let previous = smoothedVelocity else {
      smoothedVelocity = sample
      return
    }
    let weight = Self.velocitySmoothing
    smoothedVelocity = CGPoint(
      x: weight * sample.x + (1 - weight) * previous.x, y: weight * sample.y + (1 - weight) * previous.y)
  }

  /// A window-coordinate vector expressed in `view`'s coordinate system.
  static func vector(_ vector: CGPoint, toView view: View?) -> CGPoint {
    guard let view else { return vector }
    let origin = view.convert(CGPoint.zero, from: nil)
    let tip = view.convert(vector, from: nil)
    return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
  }

  /// A vector in `view`'s coordinate system expressed in window coordinates.
  static func vector(_ vector: CGPoint, fromView view: View?) -> CGPoint {
    guard let view else { return vector }
    let origin = view.convert(CGPoint.zero, to: nil)
    let tip = view.convert(vector, to: nil)
    return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
  }
}

extension PanGestureRecognizer {
  /// The centroid's whole movement since the first touch, in window coordinates, hysteresis not removed.
  var rawMovement: CGPoint { rawTranslation }
}
