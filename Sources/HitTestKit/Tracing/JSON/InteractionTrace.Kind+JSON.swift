// The one file of the JSON export that lists InteractionTrace.Kind's cases: each case is written as its name in
// `kind` followed by its fields, in the order the case declares them, named by their labels. Every switch of the
// export is exhaustive, without `default`: a new case does not compile until it is encoded here or in the
// payload's file (GestureNote+JSON, GestureNote.Cause+JSON, ScrollView.Decision+JSON, ViewAnimation.Decision+JSON,
// InteractionTrace.Payloads+JSON). When a case changes, change it there, and bump TraceDocument.version
// (TraceFormatTests fails otherwise).

extension TraceJSONEncoder {
  /// `kind` and the fields of an interaction entry, in the case's order.
  ///
  /// Objects are `{"id", "name"}` references (``reference(_:)-(TracedObject)``); touch locations are in window
  /// coordinates; a hit test is written whole (``encode(_:)-(HitTestTrace)``); a payload (a gesture note, a scroll
  /// or animation decision, a queued request, an input error) is an object of its own, with its own `kind`.
  /// Members are encoded left to right, as Swift evaluates an array literal, so ids follow the text's order.
  mutating func fields(of kind: InteractionTrace.Kind) -> [(String, JSONValue)] {
    switch kind {
    case .event(let number, let touches):
      return [("kind", "event"), ("number", .integer(number)), ("touches", .array(touches.map(encode)))]
    case .queued(let input): return [("kind", "queued"), ("input", encode(input))]
    case .clockAdvanced(let from, let to):
      return [("kind", "clockAdvanced"), ("from", seconds(from)), ("to", seconds(to))]
    case .timerFired(let name): return [("kind", "timerFired"), ("name", .string(name))]
    case .hitTest(let finger, let trace):
      return [("kind", "hitTest"), ("finger", self.finger(finger)), ("hitTest", encode(trace))]
    case .touchBound(let finger, let view, let recognizers):
      return [
        ("kind", "touchBound"), ("finger", self.finger(finger)), ("view", reference(view)),
        ("recognizers", references(recognizers)),
      ]
    case .delivered(let phase, let view, let fingers):
      return [
        ("kind", "delivered"), ("phase", self.phase(phase)), ("to", reference(view)),
        ("fingers", self.fingers(fingers)),
      ]
    case .forwarded(let phase, let from, let to):
      return [
        ("kind", "forwarded"), ("phase", self.phase(phase)), ("from", reference(from)), ("to", reference(to)),
      ]
    case .handled(let phase, let responder):
      return [("kind", "handled"), ("phase", self.phase(phase)), ("by", reference(responder))]
    case .unhandled(let phase): return [("kind", "unhandled"), ("phase", self.phase(phase))]
    case .notDelivered(let phase, let view, let finger, let reason):
      return [
        ("kind", "notDelivered"), ("phase", self.phase(phase)), ("to", reference(view)),
        ("finger", self.finger(finger)), ("reason", encode(reason)),
      ]
    case .gesture(let recognizer, let note):
      return [("kind", "gesture"), ("recognizer", reference(recognizer)), ("note", encode(note))]
    case .controlEvents(let control, let events):
      return [("kind", "controlEvents"), ("control", reference(control)), ("events", self.events(events))]
    case .control(let control, let note):
      return [("kind", "control"), ("control", reference(control)), ("note", encode(note))]
    case .scroll(let view, let decision):
      return [("kind", "scroll"), ("view", reference(view)), ("decision", encode(decision))]
    case .list(let view, let decision):
      return [("kind", "list"), ("view", reference(view)), ("decision", encode(decision))]
    case .focus(let responder, let decision):
      return [("kind", "focus"), ("responder", reference(responder)), ("decision", encode(decision))]
    case .navigation(let controller, let decision):
      return [("kind", "navigation"), ("controller", reference(controller)), ("decision", encode(decision))]
    case .presentation(let controller, let decision):
      return [
        ("kind", "presentation"), ("controller", reference(controller)), ("decision", encode(decision)),
      ]
    case .collection(let view, let decision):
      return [("kind", "collection"), ("view", reference(view)), ("decision", encode(decision))]
    case .animation(let views, let decision):
      return [("kind", "animation"), ("views", references(views)), ("decision", encode(decision))]
    case .note(let text): return [("kind", "note"), ("text", .string(text))]
    case .inputFailed(let error): return [("kind", "inputFailed"), ("error", encode(error))]
    case .inputRefused(let error): return [("kind", "inputRefused"), ("error", encode(error))]
    case .truncated(let limit): return [("kind", "truncated"), ("limit", .integer(limit))]
    case .inheritedDelegateDefault(let asker, let note):
      return [
        ("kind", "inheritedDelegateDefault"), ("asker", reference(asker)),
        ("delegateClass", .string(note.delegateClass)), ("adoptingClass", .string(note.adoptingClass)),
        ("method", .string(note.method.rawValue)),
      ]
    }
  }

  /// A touch in an event: `{"finger": 1, "phase": "began", "location": {"x": 30, "y": 40}}` (window coordinates).
  private func encode(_ touch: InteractionTrace.TouchSnapshot) -> JSONValue {
    .object([
      ("finger", finger(touch.finger)), ("phase", phase(touch.phase)), ("location", point(touch.location)),
    ])
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
