import Foundation

/// Recognizes one or more taps with one or more fingers, as UIKit's `UITapGestureRecognizer` (discrete).
///
/// It recognizes at the touch-up that completes the last required tap. It fails when a finger moves more
/// than ``allowableMovement`` from where the first tap began, when the next tap does not begin within
/// ``maximumTapInterval`` of the previous lift-off, when more fingers than required come down, or when
/// the touches are cancelled. ``location(in:)`` is where the first tap was.
open class TapGestureRecognizer: GestureRecognizer {
  /// How far a finger may move from the first tap's starting point: 45 pt (UIKit's private value, §6.3).
  public static let allowableMovement: CGFloat = 45
  /// The longest pause between one tap's lift-off and the next touch-down: 0.35 s (UIKit's value, §6.3).
  public static let maximumTapInterval: TimeInterval = 0.35

  /// How many taps make the gesture (default 1).
  public var numberOfTapsRequired: Int {
    get { storedNumberOfTapsRequired }
    set { storedNumberOfTapsRequired = newValue }
  }
  /// ``numberOfTapsRequired``, stored private: a public stored property is checked for exclusive access at each read
  /// (`Documentation/Performance.md`, "The tap's gesture delivery").
  private var storedNumberOfTapsRequired: Int = 1
  /// How many fingers each tap needs (default 1).
  public var numberOfTouchesRequired: Int {
    get { storedNumberOfTouchesRequired }
    set { storedNumberOfTouchesRequired = newValue }
  }
  /// ``numberOfTouchesRequired``, stored private: a public stored property is checked for exclusive access at each read
  /// (`Documentation/Performance.md`, "The tap's gesture delivery").
  private var storedNumberOfTouchesRequired: Int = 1

  /// Where the first tap began (the centroid of its fingers), in window coordinates.
  private var startLocation: CGPoint?
  private var tapsCompleted = 0
  private var fingersDown = 0
  private var maximumFingersThisTap = 0
  private var intervalTimer: VirtualClock.TimerToken?

  /// Counts the fingers down (failing when there are more than `numberOfTouchesRequired`), stops the wait for
  /// the next tap, and fails when a finger is already too far from where the tap began.
  ///
  /// - Parameters:
  ///   - touches: The recognizer's touches that began in this event.
  ///   - event: The event they belong to.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    if let intervalTimer { cancelTimer(intervalTimer) }
    intervalTimer = nil
    fingersDown += touches.count
    maximumFingersThisTap = max(maximumFingersThisTap, fingersDown)
    if startLocation == nil { startLocation = touches.centroid(in: nil) }
    if fingersDown > numberOfTouchesRequired {
      setState(.failed, because: .tooManyFingers(down: fingersDown, required: numberOfTouchesRequired))
      return
    }
    checkMovement(touches)
  }

  /// Fails when a finger moved too far from where the tap began.
  ///
  /// - Parameters:
  ///   - touches: The recognizer's touches that moved in this event.
  ///   - event: The event they belong to.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    checkMovement(touches)
  }

  /// When the last finger lifts, completes a tap made with exactly `numberOfTouchesRequired` fingers (else
  /// fails); the last required tap recognizes the gesture, an earlier one starts the wait for the next.
  ///
  /// The next tap must touch down within `maximumTapInterval`, or the recognizer fails.
  ///
  /// - Parameters:
  ///   - touches: The recognizer's touches that ended in this event.
  ///   - event: The event they belong to.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    guard !checkMovement(touches) else { return }
    fingersDown -= touches.count
    guard fingersDown == 0 else { return }
    guard maximumFingersThisTap == numberOfTouchesRequired else {
      setState(
        .failed, because: .tapFingerCount(fingers: maximumFingersThisTap, required: numberOfTouchesRequired))
      return
    }
    tapsCompleted += 1
    maximumFingersThisTap = 0
    if tapsCompleted >= numberOfTapsRequired {
      setState(.ended, because: .tapEnded(tap: tapsCompleted, of: numberOfTapsRequired))
    } else {
      let (done, required) = (tapsCompleted, numberOfTapsRequired)
      intervalTimer = scheduleTimer(after: Self.maximumTapInterval, name: "tap interval") { [unowned self] in
        self.setState(
          .failed, because: .noNextTap(tap: done + 1, of: required, within: Self.maximumTapInterval))
      }
    }
  }

  /// Fails: a cancelled touch makes no tap.
  ///
  /// - Parameters:
  ///   - touches: The recognizer's touches that were cancelled in this event.
  ///   - event: The event they belong to.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    setState(.failed, because: .touchesCancelled)
  }

  open override func reset() {
    super.reset()
    startLocation = nil
    tapsCompleted = 0
    fingersDown = 0
    maximumFingersThisTap = 0
    intervalTimer = nil
  }

  /// Where the first tap began (the centroid of its fingers), in `view`'s coordinates.
  ///
  /// - Parameter view: The view whose bounds coordinates to use; `nil` for window coordinates.
  /// - Returns: The first tap's location in `view`'s coordinates.
  open override func location(in view: View?) -> CGPoint {
    guard let startLocation else { return super.location(in: view) }
    guard let view else { return startLocation }
    return view.convert(startLocation, from: nil)
  }

  /// A tap does not prevent a tap recognizer that needs more taps (UIKit's rule, reference §5.14.3).
  ///
  /// - Parameter preventedGestureRecognizer: The recognizer that this one's recognizing would make fail.
  /// - Returns: `false` for a tap recognizer that needs more taps with as many fingers, else `true`.
  open override func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool {
    if let other = preventedGestureRecognizer as? TapGestureRecognizer,
      other.numberOfTapsRequired > numberOfTapsRequired,
      other.numberOfTouchesRequired == numberOfTouchesRequired
    {
      return false
    }
    return true
  }

  /// Fails the gesture when a finger moved too far; returns whether it did.
  @discardableResult
  private func checkMovement(_ touches: Set<Touch>) -> Bool {
    guard let startLocation else { return false }
    for touch in touches {
      let point = touch.location(in: nil)
      let distance = hypot(point.x - startLocation.x, point.y - startLocation.y)
      if distance > Self.allowableMovement {
        setState(.failed, because: .movedBeyondLimit(distance: distance, limit: Self.allowableMovement))
        return true
      }
    }
    return false
  }
}
