import Foundation

// Focus decisions in the JSON export: `kind` is the case's name, then its fields by label; exhaustive switches,
// without `default`, so a new case does not compile until it is encoded here.

extension TraceJSONEncoder {
  /// A focus decision: `{"kind": "became", "previous": {"id": 3, "name": "email"}}`.
  mutating func encode(_ decision: FocusDecision) -> JSONValue {
    switch decision {
    case .became(let previous): return .object([("kind", "became"), ("previous", reference(previous))])
    case .didNotBecome(let reason):
      let fields: [(String, JSONValue)] =
        switch reason {
        case .notInWindow: [("reason", "notInWindow")]
        case .cannotBecome: [("reason", "cannotBecome")]
        case .currentRefusedToResign(let current):
          [("reason", "currentRefusedToResign"), ("current", reference(current))]
        }
      return .object([("kind", "didNotBecome")] + fields)
    case .resigned(let cause):
      let name: JSONValue =
        switch cause {
        case .asked: "asked"
        case .forced: "forced"
        case .leftWindow: "leftWindow"
        }
      return .object([("kind", "resigned"), ("cause", name)])
    case .refusedToResign: return .object([("kind", "refusedToResign")])
    case .askedDelegate(let question, let answer):
      let name: JSONValue =
        switch question {
        case .shouldBeginEditing: "textFieldShouldBeginEditing"
        case .shouldEndEditing: "textFieldShouldEndEditing"
        case .shouldReturn: "textFieldShouldReturn"
        case .shouldChangeCharacters: "textFieldShouldChangeCharacters"
        }
      var fields: [(String, JSONValue)] = [("kind", "askedDelegate"), ("question", name)]
      if case .shouldChangeCharacters(let location, let length, let replacement) = question {
        fields += [
          ("range", .object([("location", .number(Double(location))), ("length", .number(Double(length)))])),
          ("replacement", .string(replacement)),
        ]
      }
      return .object(fields + [("answer", .bool(answer))])
    case .nilTargetAction(let action, let start, let startedAt, let receiver):
      let startName: JSONValue =
        switch startedAt {
        case .firstResponder: "firstResponder"
        case .sender: "sender"
        case .application: "application"
        }
      return .object([
        ("kind", "nilTargetAction"), ("action", .string(action)), ("start", reference(start)),
        ("startedAt", startName), ("receiver", reference(receiver)),
      ])
    case .keyboard(let phase, let begin, let end, let duration):
      let name: JSONValue =
        switch phase {
        case .willShow: "willShow"
        case .didShow: "didShow"
        case .willHide: "willHide"
        case .didHide: "didHide"
        }
      return .object([
        ("kind", "keyboard"), ("phase", name), ("frameBegin", rect(begin)), ("frameEnd", rect(end)),
        ("duration", seconds(duration)),
      ])
    }
  }
}
