extension InteractionTraceRenderer {
  /// Why a touch phase was not delivered, in words.
  static func text(of refusal: InteractionTrace.DeliveryRefusal) -> String {
    switch refusal {
    case .hitTestFoundNothing:
      return "the hit test found nothing"
    case .multipleTouchDisabled(let view, let other):
      return other.isInSameEvent
        ? "\(view).isMultipleTouchEnabled is false and \(other.finger) began on it in the same event (the first "
          + "finger of an event gets the view)"
        : "\(view).isMultipleTouchEnabled is false and it already has a touch"
    case .exclusiveTouchElsewhere(let other):
      return "\(other.view) is exclusive-touch and \(activity(of: other, naming: false))"
    case .exclusiveTouch(let view, let other):
      return "\(view) is exclusive-touch and \(activity(of: other, naming: true))"
    case .neverReceivedBegan(let view):
      return "\(view) never received touchesBegan for it"
    case .transitionRunning(let controller):
      return "\(controller)'s transition is running: touches that begin meanwhile are refused"
    }
  }

  /// What the other touch is doing: `finger 1 began on card in the same event`, `(card) is tracking finger 1`.
  private static func activity(of other: InteractionTrace.OtherTouch, naming: Bool) -> String {
    other.isInSameEvent
      ? "\(other.finger) began on \(other.view) in the same event"
      : "\(naming ? "\(other.view) " : "")is tracking \(other.finger)"
  }

  /// A queued input request in words: `touch down [finger 1]`, `cancel [finger 1, finger 2]`.
  static func text(of request: InteractionTrace.QueuedInput) -> String {
    switch request {
    case .touchDown(let placements): "touch down \(placements.map(\.finger))"
    case .move(let moves): "move \(moves.map(\.finger))"
    case .touchUp(let fingers): "touch up \(fingers)"
    case .cancel(let fingers): "cancel \(fingers)"
    case .wait(let duration): "wait \(duration)"
    case .hover(let location): location.map { "hover at \($0.compactDescription)" } ?? "end hover"
    }
  }

  /// A question asked about a recognizer, as the trace words it: `delegate shouldReceive finger 1`.
  static func text(of question: InteractionTrace.GestureNote.Question) -> String {
    switch question {
    case .shouldReceive(let finger): "delegate shouldReceive \(finger)"
    case .shouldBegin: "delegate gestureRecognizerShouldBegin"
    case .viewShouldBegin(let view): "\(view).gestureRecognizerShouldBegin"
    case .shouldRecognizeSimultaneously(let other): "delegate shouldRecognizeSimultaneouslyWith \(other)"
    case .touchesShouldBegin(let view): "touchesShouldBegin(in: \(view))"
    }
  }

  /// Why a recognizer ignores a touch, as the trace words it.
  static func text(of reason: InteractionTrace.GestureNote.IgnoreReason) -> String {
    switch reason {
    case .finishedWaitingForReset: "finished, waits for reset"
    case .recognizedWaitingForFailure: "recognized, waits for a required recognizer to fail"
    case .inAnotherApplication: "takes part in another application's gesture"
    case .removedWhileAsked: "removed from its view while asked"
    case .disabledWhileAsked: "disabled while asked"
    case .ignoreCalled: "ignore(_:for:)"
    }
  }
}
