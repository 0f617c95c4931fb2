extension InteractionTrace {
  /// An input request made while an event was being dispatched, queued to run after it: which primitive, which
  /// fingers, where.
  public enum QueuedInput: Equatable {
    /// Fingers put down at these window locations, in finger order.
    case touchDown([FingerLocation])
    /// Fingers moved to these window locations, in finger order.
    case move([FingerLocation])
    /// Fingers lifted (`touchesEnded`).
    case touchUp([Finger])
    /// Fingers cancelled (`touchesCancelled`).
    case cancel([Finger])
    /// Virtual time passing.
    case wait(Duration)
    /// The pointer hovering at a window location, or leaving the window (`nil`).
    case hover(CGPoint?)
  }

  /// A finger and the window location a request puts it at.
  public struct FingerLocation: Equatable {
    /// The finger.
    public let finger: Finger
    /// Where it goes, in window coordinates.
    public let location: CGPoint

    /// A finger at a window location.
    ///
    /// - Parameters:
    ///   - finger: The finger.
    ///   - location: Where it goes, in window coordinates.
    public init(finger: Finger, location: CGPoint) {
      self.finger = finger
      self.location = location
    }
  }
}
