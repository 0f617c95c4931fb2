extension InteractionTrace {
  /// What a gesture-recognizer entry says: a state change and its cause, a delegate's answer, a wait, an action.
  public enum GestureNote: Equatable {
    /// The state changed, and why.
    case transition(from: GestureRecognizer.State, to: GestureRecognizer.State, cause: Cause)
    /// A requested state was coerced into another, as UIKit coerces it.
    case coerced(requested: GestureRecognizer.State, to: GestureRecognizer.State)
    /// A requested state change was ignored (the recognizer had finished and waits for reset).
    case ignored(requested: GestureRecognizer.State)
    /// A delegate or view was asked a question, with its answer.
    case asked(question: Question, answer: Bool)
    /// The recognizer wants to recognize but waits for another one to fail.
    case waiting(for: TracedObject)
    /// The action callbacks were sent, in this state.
    case actionsSent(GestureRecognizer.State, count: Int)
    /// The recognizer was reset to possible.
    case reset
    /// The recognizer took touches from their view, which gets `touchesCancelled` (or nothing, if it
    /// had not seen them yet).
    case tookTouches(fingers: [Finger], cancelledInViews: [TracedObject])
    /// The view's `touchesBegan` (or `touchesEnded`) is held until the recognizer decides.
    case delaying(phase: Touch.Phase, finger: Finger)
    /// Held touches were released to their view because the recognizer failed.
    case released(fingers: [Finger])
    /// The recognizer stopped receiving a touch, and why.
    case ignoresTouch(finger: Finger, reason: IgnoreReason)
    /// Free text from a recognizer subclass: its own words.
    case message(String)
  }
}
