// The smaller payloads of interaction entries in the JSON export (delivery refusals, control notes, queued
// requests, input errors): one exhaustive switch per type, without `default`, so a new case does not compile
// until it is encoded here (see InteractionTrace.Kind+JSON.swift).

extension TraceJSONEncoder {
  /// Why a touch phase was not delivered: `kind` is ``InteractionTrace/DeliveryRefusal/Kind``'s raw value, then
  /// the case's fields (`{"kind": "exclusiveTouchElsewhere", "other": {"finger": 1, "view": {…}, …}}`).
  mutating func encode(_ refusal: InteractionTrace.DeliveryRefusal) -> JSONValue {
    var members: [(String, JSONValue)] = [("kind", .string(refusal.kind.rawValue))]
    switch refusal {
    case .hitTestFoundNothing: break
    case .multipleTouchDisabled(let view, let other), .exclusiveTouch(let view, let other):
      members += [("view", reference(view)), ("other", encode(other))]
    case .exclusiveTouchElsewhere(let other): members.append(("other", encode(other)))
    case .neverReceivedBegan(let view): members.append(("view", reference(view)))
    case .transitionRunning(let controller): members.append(("controller", reference(controller)))
    }
    return .object(members)
  }

  /// The touch a refusal names: `{"finger": 1, "view": {"id": 2, "name": "card"}, "isInSameEvent": true}`.
  private mutating func encode(_ other: InteractionTrace.OtherTouch) -> JSONValue {
    .object([
      ("finger", finger(other.finger)), ("view", reference(other.view)),
      ("isInSameEvent", .bool(other.isInSameEvent)),
    ])
  }

  /// Why a control stopped tracking on its own: `{"kind": "leftWindowWhileTracking", "finger": 1}`.
  func encode(_ note: InteractionTrace.ControlNote) -> JSONValue {
    switch note {
    case .leftWindowWhileTracking(let finger):
      .object([("kind", "leftWindowWhileTracking"), ("finger", self.finger(finger))])
    }
  }

  /// A queued input request: `{"kind": "move", "fingers": [{"finger": 1, "location": {"x": 30, "y": 40}}]}`,
  /// `{"kind": "touchUp", "fingers": [1]}` or `{"kind": "wait", "duration": 0.5}` (seconds).
  func encode(_ input: InteractionTrace.QueuedInput) -> JSONValue {
    switch input {
    case .touchDown(let locations): .object([("kind", "touchDown"), ("fingers", encode(locations))])
    case .move(let locations): .object([("kind", "move"), ("fingers", encode(locations))])
    case .touchUp(let fingers): .object([("kind", "touchUp"), ("fingers", self.fingers(fingers))])
    case .cancel(let fingers): .object([("kind", "cancel"), ("fingers", self.fingers(fingers))])
    case .wait(let duration): .object([("kind", "wait"), ("duration", seconds(duration))])
    case .hover(let location): .object([("kind", "hover"), ("location", location.map(point) ?? .null)])
    }
  }

  /// Fingers and their window locations, in finger order.
  private func encode(_ locations: [InteractionTrace.FingerLocation]) -> JSONValue {
    .array(locations.map { .object([("finger", finger($0.finger)), ("location", point($0.location))]) })
  }

  /// An input request's error: its case and fields, then its `message` (the error's description, which says
  /// what to do): `{"kind": "fingerNotDown", "finger": 2, "message": "finger 2 is not down; …"}`.
  func encode(_ error: InputError) -> JSONValue {
    var members: [(String, JSONValue)]
    switch error {
    case .nonFiniteLocation(let location):
      members = [("kind", "nonFiniteLocation"), ("location", point(location))]
    case .fingerNotDown(let finger): members = [("kind", "fingerNotDown"), ("finger", self.finger(finger))]
    case .fingerAlreadyDown(let finger):
      members = [("kind", "fingerAlreadyDown"), ("finger", self.finger(finger))]
    case .negativeDuration(let duration):
      members = [("kind", "negativeDuration"), ("duration", seconds(duration))]
    case .durationBeyondClockLimit(let duration):
      members = [("kind", "durationBeyondClockLimit"), ("duration", seconds(duration))]
    case .tooManyTimers(let fired): members = [("kind", "tooManyTimers"), ("fired", .integer(fired))]
    case .noFingers: members = [("kind", "noFingers")]
    case .invalidFinger(let finger): members = [("kind", "invalidFinger"), ("finger", self.finger(finger))]
    case .invalidStepCount(let steps): members = [("kind", "invalidStepCount"), ("steps", .integer(steps))]
    case .notAStylus(let finger): members = [("kind", "notAStylus"), ("finger", self.finger(finger))]
    case .invalidParameter(let name, let value):
      members = [("kind", "invalidParameter"), ("name", .string(name)), ("value", number(value))]
    case .viewNotInWindow(let view): members = [("kind", "viewNotInWindow"), ("view", named(view))]
    case .noWindow: members = [("kind", "noWindow")]
    case .viewWouldNotGetTouch(let view, let explanation):
      members = [
        ("kind", "viewWouldNotGetTouch"), ("view", named(view)), ("explanation", .string(explanation)),
      ]
    }
    members.append(("message", .string(error.description)))
    return .object(members)
  }

  /// A view an error names only by text (an error is `Sendable` and keeps no view): `{"name": "card"}`, no id.
  private func named(_ name: String) -> JSONValue { .object([("name", .string(name))]) }
}
