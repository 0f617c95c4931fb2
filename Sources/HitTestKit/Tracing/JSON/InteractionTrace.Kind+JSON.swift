// The one file of the JSON export that lists InteractionTrace.Kind's cases: each case is written as its name in
// `kind` followed by its fields, in the order the case declares them. When a case changes, change it here (and
// bump TraceDocument.version: TraceFormatTests fails otherwise).

extension TraceJSONEncoder {
  /// `kind` and the fields of an interaction entry, in the case's order.
  ///
  /// Objects the entry names only by text are written as `{"name": …}` without an id; touch locations are in
  /// window coordinates; a hit test is written whole (``encode(_:)-(HitTestTrace)``).
  mutating func fields(of kind: InteractionTrace.Kind) -> [(String, JSONValue)] {
    switch kind {
    case .event(let number, let touches):
      [("kind", "event"), ("number", .integer(number)), ("touches", .array(touches.map(encode)))]
    case .queued(let description): [("kind", "queued"), ("description", .string(description))]
    case .clockAdvanced(let from, let to):
      [("kind", "clockAdvanced"), ("from", seconds(from)), ("to", seconds(to))]
    case .timerFired(let name): [("kind", "timerFired"), ("name", .string(name))]
    case .hitTest(let finger, let trace):
      [("kind", "hitTest"), ("finger", self.finger(finger)), ("hitTest", encode(trace))]
    case .touchBound(let finger, let view, let recognizers):
      [
        ("kind", "touchBound"), ("finger", self.finger(finger)), ("view", named(view)),
        ("recognizers", .array(recognizers.map(named))),
      ]
    case .delivered(let phase, let view, let fingers):
      [
        ("kind", "delivered"), ("phase", self.phase(phase)), ("to", named(view)),
        ("fingers", self.fingers(fingers)),
      ]
    case .forwarded(let phase, let from, let to):
      [("kind", "forwarded"), ("phase", self.phase(phase)), ("from", named(from)), ("to", named(to))]
    case .handled(let phase, let responder):
      [("kind", "handled"), ("phase", self.phase(phase)), ("by", named(responder))]
    case .unhandled(let phase): [("kind", "unhandled"), ("phase", self.phase(phase))]
    case .notDelivered(let phase, let view, let finger, let reason):
      [
        ("kind", "notDelivered"), ("phase", self.phase(phase)), ("to", named(view)),
        ("finger", self.finger(finger)), ("reason", .string(reason)),
      ]
    case .gesture(let recognizer, let note):
      [("kind", "gesture"), ("recognizer", named(recognizer)), ("note", .object(fields(of: note)))]
    case .controlEvents(let control, let events):
      [("kind", "controlEvents"), ("control", named(control)), ("events", .string(events))]
    case .control(let control, let text):
      [("kind", "control"), ("control", named(control)), ("text", .string(text))]
    case .scroll(let view, let text): [("kind", "scroll"), ("view", named(view)), ("text", .string(text))]
    case .animation(let view, let text):
      [("kind", "animation"), ("view", named(view)), ("text", .string(text))]
    case .note(let text): [("kind", "note"), ("text", .string(text))]
    case .inputFailed(let error): [("kind", "inputFailed"), ("error", .string(error.description))]
    case .inputRefused(let error): [("kind", "inputRefused"), ("error", .string(error.description))]
    }
  }

  /// A touch in an event: `{"finger": 1, "phase": "began", "location": {"x": 30, "y": 40}}` (window coordinates).
  private func encode(_ touch: InteractionTrace.TouchSnapshot) -> JSONValue {
    .object([
      ("finger", finger(touch.finger)), ("phase", phase(touch.phase)), ("location", point(touch.location)),
    ])
  }

  /// `kind` and the fields of a gesture-recognizer note.
  private func fields(of note: InteractionTrace.GestureNote) -> [(String, JSONValue)] {
    switch note {
    case .transition(let from, let to, let cause):
      [("kind", "transition"), ("from", state(from)), ("to", state(to)), ("cause", .string(cause))]
    case .coerced(let requested, let to):
      [("kind", "coerced"), ("requested", state(requested)), ("to", state(to))]
    case .ignored(let requested): [("kind", "ignored"), ("requested", state(requested))]
    case .asked(let question, let answer):
      [("kind", "asked"), ("question", .string(question)), ("answer", .bool(answer))]
    case .waiting(let other): [("kind", "waiting"), ("for", named(other))]
    case .actionsSent(let state, let count):
      [("kind", "actionsSent"), ("state", self.state(state)), ("count", .integer(count))]
    case .reset: [("kind", "reset")]
    case .tookTouches(let fingers, let views):
      [
        ("kind", "tookTouches"), ("fingers", self.fingers(fingers)),
        ("cancelledInViews", .array(views.map(named))),
      ]
    case .delaying(let phase, let finger):
      [("kind", "delaying"), ("phase", self.phase(phase)), ("finger", self.finger(finger))]
    case .released(let fingers): [("kind", "released"), ("fingers", self.fingers(fingers))]
    case .ignoresTouch(let finger, let reason):
      [("kind", "ignoresTouch"), ("finger", self.finger(finger)), ("reason", .string(reason))]
    case .message(let text): [("kind", "message"), ("text", .string(text))]
    }
  }
}

extension InteractionTrace.Entry {
  /// The number of the event this entry dispatches, or `nil` for any other entry (scene snapshots are matched
  /// to events by it).
  var dispatchedEventNumber: Int? {
    if case .event(let number, _) = kind { return number }
    return nil
  }

  /// The view a hit-test entry's search started from (a window), or `nil` for any other entry (a trace finds
  /// its application's scene snapshots through it).
  var hitTestRoot: View? {
    if case .hitTest(_, let trace) = kind { return trace.root }
    return nil
  }
}
