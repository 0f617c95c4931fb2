extension GestureRecognizer {
  /// The values of a recognizer that delivery and arbitration read for every recognizer at every event: its state,
  /// whether it is enabled, its delay and cancel settings, and the environment's per-event marks.
  ///
  /// Stored as one value (``GestureRecognizer/flags``) that is only ever read or written whole or field by field, by
  /// accesses that call nothing, so the compiler proves that no two accesses overlap and checks none of them at run
  /// time (Documentation/Performance.md, "The tap's gesture delivery"). The public properties (``state``,
  /// ``isEnabled``, ``cancelsTouchesInView``, ``delaysTouchesBegan``, ``delaysTouchesEnded``) are computed over it.
  struct Flags {
    /// The state (``GestureRecognizer/currentState``).
    var currentState = State.possible
    /// Whether the recognizer takes part (``GestureRecognizer/isEnabled``).
    var isEnabled = true
    /// Whether recognizing takes the touches from the view (``GestureRecognizer/cancelsTouchesInView``).
    var cancelsTouchesInView = true
    /// Whether the view's `touchesBegan` waits (``GestureRecognizer/delaysTouchesBegan``).
    var delaysTouchesBegan = false
    /// Whether the view's `touchesEnded` waits (``GestureRecognizer/delaysTouchesEnded``).
    var delaysTouchesEnded = true
    /// Whether a state was set during the current event (for began → changed promotion); the environment's.
    var stateWasSetThisEvent = false
    /// Whether the state was began as the current event reached the recognizer; the environment's.
    var wasBeganAtEvent = false
    /// Whether the recognizer got touches of its own in the current event; the environment's.
    var receivedTouchesThisEvent = false
    /// A recognition requested while a failure requirement was undecided; the environment's.
    var deferredState: State?
    /// The environment whose active list holds the recognizer, by identity, or `nil`; the environment's (it clears
    /// the mark when it lets the recognizer go, and as it goes away).
    var activeEnvironment: ObjectIdentifier?
  }
}
