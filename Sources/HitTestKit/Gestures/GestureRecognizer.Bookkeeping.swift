extension GestureRecognizer {
  /// What the gesture environment keeps about one recognizer: the touches it tracks, its timers, and where
  /// it stands in the current event.
  ///
  /// Only `GestureEnvironment` writes it.
  struct Bookkeeping {
    /// The environment of the application whose touches the recognizer receives; `nil` before its first
    /// touch and once the application is gone.
    weak var environment: GestureEnvironment?
    /// The touches the recognizer is tracking (bound at touch-down), in the order they began.
    var trackedTouches: [Touch] = []
    /// Touches the recognizer no longer receives (`ignore(_:for:)`, or down across a reset).
    var ignoredTouches: Set<ObjectIdentifier> = []
    /// A recognition requested while a failure requirement was undecided.
    var deferredState: State?
    /// Whether a state was set during the current event (for began → changed promotion).
    var stateWasSetThisEvent = false
    /// Timers scheduled by the recognizer, cancelled at reset.
    var timers: [VirtualClock.TimerToken] = []
  }

  /// The tracked touches that are not ignored, in the order they began.
  var activeTouches: [Touch] {
    bookkeeping.ignoredTouches.isEmpty
      ? bookkeeping.trackedTouches
      : bookkeeping.trackedTouches.filter { !bookkeeping.ignoredTouches.contains(ObjectIdentifier($0)) }
  }

  /// Whether `touch` is tracked and not ignored: its phases are delivered to the recognizer.
  func receives(_ touch: Touch) -> Bool {
    bookkeeping.trackedTouches.contains { $0 === touch }
      && (bookkeeping.ignoredTouches.isEmpty || !bookkeeping.ignoredTouches.contains(ObjectIdentifier(touch)))
  }
}
