extension InteractionTrace {
  /// What an entry records: a decision of the engine, with the fields that decided it.
  ///
  /// No case carries a sentence: objects are named by ``TracedObject``, reasons are enums, and the text renderer
  /// words each case (only ``note(_:)`` and a recognizer's ``GestureNote/message(_:)`` hold the user's own
  /// words).
  public enum Kind {
    /// An event is dispatched: its number and its touches.
    case event(number: Int, touches: [TouchSnapshot])
    /// An input request made while an event was being dispatched; it runs after the current event.
    case queued(QueuedInput)
    /// Virtual time moved forward.
    case clockAdvanced(from: TimeInterval, to: TimeInterval)
    /// A timer fired; `name` is the one its scheduler gave it (`tap: tap interval`).
    case timerFired(name: String)
    /// The hit test for a finger that went down.
    case hitTest(finger: Finger, HitTestTrace)
    /// A touch and the gesture recognizers it was bound to (hit view's first, the window's last); `view` is `nil`
    /// when the hit test found nothing.
    case touchBound(finger: Finger, view: TracedObject?, recognizers: [TracedObject])
    /// A `touches…` call delivered to a view.
    case delivered(phase: Touch.Phase, to: TracedObject, fingers: [Finger])
    /// A responder's default `touches…` passed the call to the next responder.
    case forwarded(phase: Touch.Phase, from: TracedObject, to: TracedObject)
    /// The responder that received the call last and did not pass it on.
    case handled(phase: Touch.Phase, by: TracedObject)
    /// The call went past the end of the responder chain: nobody handled it.
    case unhandled(phase: Touch.Phase)
    /// A touch phase was not delivered to its view (`nil`: the hit test found none), and why.
    case notDelivered(phase: Touch.Phase, to: TracedObject?, finger: Finger, reason: DeliveryRefusal)
    /// A gesture-recognizer happening: a state change, a delegate answer, a wait, an action.
    case gesture(recognizer: TracedObject, GestureNote)
    /// A control sent events to its actions.
    case controlEvents(control: TracedObject, events: ControlEvent)
    /// A control stopped tracking for a reason of its own (it left its window while tracking).
    case control(control: TracedObject, ControlNote)
    /// A scroll view decided something: whether its pan begins, its lock, where released content settles,
    /// zooming (``ScrollView/Decision`` holds the values that decided).
    ///
    /// Indirect, as the sentence it replaces was a heap-allocated string: the decision's size would otherwise
    /// become every entry's size.
    indirect case scroll(view: TracedObject, ScrollView.Decision)
    /// A table view highlighted, selected or deselected a row, or did not, and why (``TableView/Decision``).
    indirect case list(view: TracedObject, TableView.Decision)
    /// A responder became or resigned first responder, or did not; a nil-target action searched the responder
    /// chain; a text field asked its delegate; the keyboard moved (``FocusDecision``).
    ///
    /// Indirect, for the same reason as ``scroll(view:_:)``.
    indirect case focus(responder: TracedObject, FocusDecision)
    /// A navigation controller pushed, popped, or refused to, and why (``NavigationController/Decision``).
    indirect case navigation(controller: TracedObject, NavigationController.Decision)
    /// A presentation (a sheet or a cover) of `controller` began, ended, or refused a dismissal, and why
    /// (``PresentationController/Decision``).
    indirect case presentation(controller: TracedObject, PresentationController.Decision)
    /// A collection view highlighted, selected or deselected an item, or did not, and why
    /// (``CollectionView/Decision``).
    indirect case collection(view: TracedObject, CollectionView.Decision)
    /// A view animation began, was interrupted, or ran its completion (`views` names the animated views).
    ///
    /// Indirect, for the same reason as ``scroll(view:_:)``.
    indirect case animation(views: [TracedObject], ViewAnimation.Decision)
    /// A note added by a scenario (`application.note("…")`): the scenario's own words.
    case note(String)
    /// A queued input request failed when it finally ran.
    case inputFailed(InputError)
    /// An input request made from a handler was refused at call time: nothing was queued, and the call threw.
    case inputRefused(InputError)
    /// The trace reached ``Application/traceEntryLimit`` (`limit` entries): nothing after this entry is recorded
    /// until ``Application/clearTrace()`` or a higher limit.
    case truncated(limit: Int)
    /// A delegate's protocol default answered for `asker` (a recognizer or scroll view), although the delegate's
    /// class inherits the protocol's adoption: a method of that name declared in the subclass is never called.
    case inheritedDelegateDefault(asker: TracedObject, InheritedDelegateDefault)
  }
}
