extension InteractionTrace {
  /// What an entry records.
  public enum Kind {
    /// An event is dispatched: its number and its touches.
    case event(number: Int, touches: [TouchSnapshot])
    /// An input request made while an event was being dispatched; it runs after the current event.
    case queued(description: String)
    /// Virtual time moved forward.
    case clockAdvanced(from: TimeInterval, to: TimeInterval)
    /// A timer fired.
    case timerFired(name: String)
    /// The hit test for a finger that went down.
    case hitTest(finger: Finger, HitTestTrace)
    /// A touch and the gesture recognizers it was bound to (hit view's first, the window's last).
    case touchBound(finger: Finger, view: String, recognizers: [String])
    /// A `touches…` call delivered to a view.
    case delivered(phase: Touch.Phase, to: String, fingers: [Finger])
    /// A responder's default `touches…` passed the call to the next responder.
    case forwarded(phase: Touch.Phase, from: String, to: String)
    /// The responder that received the call last and did not pass it on.
    case handled(phase: Touch.Phase, by: String)
    /// The call went past the end of the responder chain: nobody handled it.
    case unhandled(phase: Touch.Phase)
    /// A touch phase was not delivered to its view, and why.
    case notDelivered(phase: Touch.Phase, to: String, finger: Finger, reason: String)
    /// A gesture-recognizer happening: a state change, a delegate answer, a wait, an action.
    case gesture(recognizer: String, GestureNote)
    /// A control sent events to its actions.
    case controlEvents(control: String, events: String)
    /// A control stopped tracking for a reason of its own (it left its window while tracking).
    case control(control: String, String)
    /// A scroll view decided something: whether its pan begins, its lock, where released content settles,
    /// zooming (``ScrollView/Decision`` holds the values that decided).
    ///
    /// Indirect, as the sentence it replaces was a heap-allocated string: the decision's size would otherwise
    /// become every entry's size.
    indirect case scroll(view: TracedObject, ScrollView.Decision)
    /// A view animation began, was interrupted, or ran its completion (`views` names the animated views).
    ///
    /// Indirect, for the same reason as ``scroll(view:_:)``.
    indirect case animation(views: [TracedObject], ViewAnimation.Decision)
    /// A note added by a scenario (`application.note("…")`).
    case note(String)
    /// A queued input request failed when it finally ran.
    case inputFailed(InputError)
    /// An input request made from a handler was refused at call time: nothing was queued, and the call threw.
    case inputRefused(InputError)
  }

  /// What a gesture-recognizer entry says.
  public enum GestureNote: Equatable {
    /// The state changed; `cause` says why (`moved 14 pt > allowableMovement 10 pt`).
    case transition(from: GestureRecognizer.State, to: GestureRecognizer.State, cause: String)
    /// A requested state was coerced into another, as UIKit coerces it.
    case coerced(requested: GestureRecognizer.State, to: GestureRecognizer.State)
    /// A requested state change was ignored (the recognizer had finished and waits for reset).
    case ignored(requested: GestureRecognizer.State)
    /// A delegate or view was asked a question, with its answer.
    case asked(question: String, answer: Bool)
    /// The recognizer wants to recognize but waits for another one to fail.
    case waiting(for: String)
    /// The action callbacks were sent, in this state.
    case actionsSent(GestureRecognizer.State, count: Int)
    /// The recognizer was reset to possible.
    case reset
    /// The recognizer took touches from their view, which gets `touchesCancelled` (or nothing, if it
    /// had not seen them yet).
    case tookTouches(fingers: [Finger], cancelledInViews: [String])
    /// The view's `touchesBegan` (or `touchesEnded`) is held until the recognizer decides.
    case delaying(phase: Touch.Phase, finger: Finger)
    /// Held touches were released to their view because the recognizer failed.
    case released(fingers: [Finger])
    /// The recognizer stopped receiving a touch (`ignore(_:for:)`, or a touch that began before reset).
    case ignoresTouch(finger: Finger, reason: String)
    /// Free text from a recognizer subclass.
    case message(String)
  }
}
