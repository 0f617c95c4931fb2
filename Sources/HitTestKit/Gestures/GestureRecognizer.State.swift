extension GestureRecognizer {
  /// The states of a recognizer, with UIKit's raw values (`UIGestureRecognizer.State`).
  ///
  /// Discrete recognizers (tap, swipe) go possible → ended (recognized) or possible → failed. Continuous
  /// ones (pan, pinch, rotation, long press) go possible → began → changed… → ended or cancelled, or
  /// possible → failed.
  public enum State: Int, Sendable, CustomStringConvertible {
    /// Not recognized yet; the initial state.
    case possible = 0
    /// A continuous gesture started.
    case began = 1
    /// A continuous gesture changed.
    case changed = 2
    /// The gesture finished: a continuous one ended, a discrete one was recognized.
    case ended = 3
    /// A continuous gesture was cancelled.
    case cancelled = 4
    /// The gesture cannot be recognized with these touches.
    case failed = 5

    /// A discrete gesture was recognized: the same state as `ended`.
    public static let recognized = State.ended

    /// Whether the recognizer is done and waits for reset (ended, cancelled or failed).
    public var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }

    /// Whether the recognizer has recognized (began, changed or ended).
    public var hasRecognized: Bool { self == .began || self == .changed || self == .ended }

    /// The state's name, as in traces.
    public var description: String {
      switch self {
      case .possible: "possible"
      case .began: "began"
      case .changed: "changed"
      case .ended: "ended"
      case .cancelled: "cancelled"
      case .failed: "failed"
      }
    }

    /// The state UIKit actually enters when `requested` is assigned in this state, or `nil` if ignored.
    ///
    /// UIKit's coercions: from possible, began or changed become began, cancelled becomes failed; from
    /// began or changed, began/changed/possible become changed (possible keeps began), failed becomes
    /// cancelled; from a finished state every assignment is ignored until reset.
    func coerced(_ requested: State) -> State? {
      switch self {
      case .possible:
        switch requested {
        case .possible: return nil
        case .began, .changed: return .began
        case .ended: return .ended
        case .cancelled, .failed: return .failed
        }
      case .began, .changed:
        switch requested {
        case .possible: return self == .began ? nil : .changed
        case .began, .changed: return .changed
        case .ended: return .ended
        case .cancelled, .failed: return .cancelled
        }
      case .ended, .cancelled, .failed:
        return nil
      }
    }
  }
}
