// The gesture-recognizer notes of the JSON export: one exhaustive switch per type (no `default`), so a new case
// does not compile until it is encoded here (see InteractionTrace.Kind+JSON.swift).

extension TraceJSONEncoder {
  /// A gesture-recognizer note: `kind`, then the case's fields by label.
  ///
  /// ```
  /// {"kind": "transition", "from": "possible", "to": "failed",
  ///  "cause": {"kind": "movedBeyondLimit", "distance": 14, "limit": 10}}
  /// ```
  mutating func encode(_ note: InteractionTrace.GestureNote) -> JSONValue {
    switch note {
    case .transition(let from, let to, let cause):
      return .object([
        ("kind", "transition"), ("from", state(from)), ("to", state(to)), ("cause", encode(cause)),
      ])
    case .coerced(let requested, let to):
      return .object([("kind", "coerced"), ("requested", state(requested)), ("to", state(to))])
    case .ignored(let requested): return .object([("kind", "ignored"), ("requested", state(requested))])
    case .asked(let question, let answer):
      return .object([("kind", "asked"), ("question", encode(question)), ("answer", .bool(answer))])
    case .waiting(let other): return .object([("kind", "waiting"), ("for", reference(other))])
    case .actionsSent(let state, let count):
      return .object([("kind", "actionsSent"), ("state", self.state(state)), ("count", .integer(count))])
    case .reset: return .object([("kind", "reset")])
    case .tookTouches(let fingers, let views):
      return .object([
        ("kind", "tookTouches"), ("fingers", self.fingers(fingers)), ("cancelledInViews", references(views)),
      ])
    case .delaying(let phase, let finger):
      return .object([("kind", "delaying"), ("phase", self.phase(phase)), ("finger", self.finger(finger))])
    case .released(let fingers): return .object([("kind", "released"), ("fingers", self.fingers(fingers))])
    case .ignoresTouch(let finger, let reason):
      return .object([("kind", "ignoresTouch"), ("finger", self.finger(finger)), ("reason", encode(reason))])
    case .message(let text): return .object([("kind", "message"), ("text", .string(text))])
    }
  }

  /// A question asked about a recognizer: `{"kind": "shouldRecognizeSimultaneously", "with": {"id": 4, …}}`.
  private mutating func encode(_ question: InteractionTrace.GestureNote.Question) -> JSONValue {
    switch question {
    case .shouldReceive(let finger): .object([("kind", "shouldReceive"), ("finger", self.finger(finger))])
    case .shouldBegin: .object([("kind", "shouldBegin")])
    case .viewShouldBegin(let view): .object([("kind", "viewShouldBegin"), ("view", reference(view))])
    case .shouldRecognizeSimultaneously(let other):
      .object([("kind", "shouldRecognizeSimultaneously"), ("with", reference(other))])
    case .touchesShouldBegin(let view): .object([("kind", "touchesShouldBegin"), ("in", reference(view))])
    }
  }

  /// Why a recognizer stopped receiving a touch, as the case's name (`"finishedWaitingForReset"`).
  private func encode(_ reason: InteractionTrace.GestureNote.IgnoreReason) -> JSONValue {
    switch reason {
    case .finishedWaitingForReset: "finishedWaitingForReset"
    case .recognizedWaitingForFailure: "recognizedWaitingForFailure"
    case .inAnotherApplication: "inAnotherApplication"
    case .removedWhileAsked: "removedWhileAsked"
    case .disabledWhileAsked: "disabledWhileAsked"
    case .ignoreCalled: "ignoreCalled"
    }
  }
}
