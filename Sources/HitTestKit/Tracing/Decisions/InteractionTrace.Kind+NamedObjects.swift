extension InteractionTrace.Kind {
  /// Every view, recognizer and responder the entry names, in the order its fields name them: what a program
  /// that checks a trace against its scene (the fuzzer) or numbers its objects (an export) walks.
  ///
  /// A hit test's visited views are not listed (the ``HitTestTrace`` holds them); the free-text cases name none.
  public var namedObjects: [TracedObject] {
    switch self {
    case .touchBound(_, let view, let recognizers): (view.map { [$0] } ?? []) + recognizers
    case .delivered(_, let view, _): [view]
    case .forwarded(_, let from, let to): [from, to]
    case .handled(_, let responder): [responder]
    case .notDelivered(_, let view, _, let reason): (view.map { [$0] } ?? []) + reason.namedObjects
    case .gesture(let recognizer, let note): [recognizer] + note.namedObjects
    case .controlEvents(let control, _), .control(let control, _): [control]
    case .inheritedDelegateDefault(let asker, _): [asker]
    case .list(let view, _), .collection(let view, _): [view]
    case .focus(let responder, let decision): [responder] + decision.namedObjects
    case .navigation(let controller, let decision): [controller] + decision.namedObjects
    case .presentation(let controller, let decision): [controller] + decision.namedObjects
    case .event, .queued, .clockAdvanced, .timerFired, .hitTest, .unhandled, .scroll, .animation, .note,
      .inputFailed, .inputRefused, .truncated:
      []
    }
  }
}

extension InteractionTrace.GestureNote {
  /// The objects the note names besides its recognizer: the other recognizer of a cause or a question, the views
  /// that had their touches cancelled.
  public var namedObjects: [TracedObject] {
    switch self {
    case .transition(_, _, let cause): cause.namedObject.map { [$0] } ?? []
    case .asked(let question, _): question.namedObject.map { [$0] } ?? []
    case .waiting(let other): [other]
    case .tookTouches(_, let views): views
    case .coerced, .ignored, .actionsSent, .reset, .delaying, .released, .ignoresTouch, .message: []
    }
  }
}

extension InteractionTrace.GestureNote.Cause {
  /// The view or recognizer the cause names, if any (the required recognizer, the excluding one, the refusing
  /// view).
  public var namedObject: TracedObject? {
    switch self {
    case .requiredRecognizerRecognized(let other), .requiredRecognizerFailed(let other),
      .circularRequirement(let other), .excludedBy(let other), .excludedByRecognizing(let other),
      .viewRefusedToBegin(let other), .caughtMovingContent(let other):
      other
    default: nil
    }
  }
}

extension InteractionTrace.GestureNote.Question {
  /// The view or recognizer the question is about, if any.
  public var namedObject: TracedObject? {
    switch self {
    case .viewShouldBegin(let view), .touchesShouldBegin(let view): view
    case .shouldRecognizeSimultaneously(let other): other
    case .shouldReceive, .shouldBegin: nil
    }
  }
}

extension InteractionTrace.DeliveryRefusal {
  /// The views the refusal names: the refused view, and the view of the touch it was refused because of.
  public var namedObjects: [TracedObject] {
    switch self {
    case .hitTestFoundNothing: []
    case .multipleTouchDisabled(let view, let other), .exclusiveTouch(let view, let other):
      [view, other.view]
    case .exclusiveTouchElsewhere(let other): [other.view]
    case .neverReceivedBegan(let view): [view]
    case .transitionRunning(let controller): [controller]
    }
  }
}
