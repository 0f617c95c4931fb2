/// Why a synthetic-input request was refused.
///
/// The simulation is left exactly as it was.
public enum InputError: Error, Equatable, CustomStringConvertible {
  /// A location had a NaN or infinite coordinate.
  case nonFiniteLocation(CGPoint)
  /// The finger is not down, so it cannot move, lift or be cancelled.
  case fingerNotDown(Finger)
  /// The finger is already down; lift it before putting it down again.
  case fingerAlreadyDown(Finger)
  /// A duration was negative (time only moves forward).
  case negativeDuration(Duration)
  /// Waiting this long would take the virtual clock past ``VirtualClock/maximumTime``.
  case durationBeyondClockLimit(Duration)
  /// One wait fired ``VirtualClock/maximumTimersPerAdvance`` timers and stopped: a timer keeps rescheduling
  /// itself without letting time pass.
  case tooManyTimers(fired: Int)
  /// A request named no finger (`touchDown([:])`, `move([:])`, `touchUp([])`, `cancelTouches([])`).
  case noFingers
  /// A finger's number is outside ``Finger/validNumbers``.
  case invalidFinger(Finger)
  /// A gesture needs at least one step.
  case invalidStepCount(Int)
  /// A stylus request named a finger whose touch is a finger's, not a stylus's.
  case notAStylus(Finger)
  /// A distance, radius or scale was NaN, infinite or out of its range.
  case invalidParameter(name: String, value: CGFloat)
  /// The view used as a location is not in a window of this application.
  case viewNotInWindow(String)
  /// The application has no window to send touches to.
  case noWindow
  /// A checked tap (``Application/tapExpectingHit(on:finger:)-(View,_)``) found that the view would not get the
  /// touch. `explanation` is ``View/explainMiss(of:at:)``'s text: the rule and the view responsible (an
  /// error must be `Sendable`, so it carries the words, not the views). Nothing was tapped.
  case viewWouldNotGetTouch(view: String, explanation: String)

  /// What was wrong and how to fix it.
  public var description: String {
    switch self {
    case .nonFiniteLocation(let point):
      "location \(point.compactDescription) is not finite; pass finite window coordinates"
    case .fingerNotDown(let finger): "\(finger) is not down; put it down with touchDown first"
    case .fingerAlreadyDown(let finger): "\(finger) is already down; lift it with touchUp first"
    case .negativeDuration(let duration): "duration \(duration) is negative; time only moves forward"
    case .durationBeyondClockLimit(let duration):
      "duration \(duration) would take the clock past VirtualClock.maximumTime "
        + "(\(Int(VirtualClock.maximumTime)) s); wait less"
    case .tooManyTimers(let fired):
      "the wait stopped after firing \(fired) timers (VirtualClock.maximumTimersPerAdvance); "
        + "a timer keeps rescheduling itself: give it a delay or cancel it"
    case .noFingers: "the request names no finger; name at least one (an empty event is not sent)"
    case .invalidFinger(let finger):
      "\(finger) is not a finger number; number fingers from 1 to "
        + "\(Finger.validNumbers.upperBound)"
    case .invalidStepCount(let steps): "\(steps) steps requested; a movement needs at least 1"
    case .notAStylus(let finger):
      "\(finger) is a finger's touch, not a stylus's; put it down with stylusDown to move it as a stylus"
    case .invalidParameter(let name, let value):
      "\(name) \(value.compactDescription) is not valid; pass a finite value in range"
    case .viewNotInWindow(let name):
      "\(name) is not in a window of this application; add it to a window before touching it"
    case .noWindow: "the application has no window; create it with Application(window:)"
    case .viewWouldNotGetTouch(_, let explanation): "nothing was tapped: \(explanation)"
    }
  }
}
