// View-animation decisions in the JSON export: `kind` is the case's name, then its fields by label; one
// exhaustive switch per type, without `default`, so a new case does not compile until it is encoded here (see
// InteractionTrace.Kind+JSON.swift).

extension TraceJSONEncoder {
  /// An animation decision: `{"kind": "began", "number": 1, "changes": [{"view": {…}, "from": {…}, "to": {…}}],
  /// "duration": 0.5, "delay": 0, "timing": {"kind": "curve", "curve": "linear"}, "allowsUserInteraction": false}`.
  mutating func encode(_ decision: ViewAnimation.Decision) -> JSONValue {
    switch decision {
    case .timingAdjusted(let duration, let delay, let usedDuration, let usedDelay):
      return .object([
        ("kind", "timingAdjusted"), ("duration", seconds(duration)), ("delay", seconds(delay)),
        ("usedDuration", seconds(usedDuration)), ("usedDelay", seconds(usedDelay)),
      ])
    case .began(let number, let changes, let duration, let delay, let timing, let allowsUserInteraction):
      var items: [JSONValue] = []
      for change in changes {
        items.append(
          .object([
            ("view", reference(change.view)), ("from", encode(change.from)), ("to", encode(change.to)),
          ]))
      }
      return .object([
        ("kind", "began"), ("number", .integer(number)), ("changes", .array(items)),
        ("duration", seconds(duration)),
        ("delay", seconds(delay)), ("timing", encode(timing)),
        ("allowsUserInteraction", .bool(allowsUserInteraction)),
      ])
    case .repeats(let number, let count, let autoreverses):
      return .object([
        ("kind", "repeats"), ("number", .integer(number)), ("count", .number(count)),
        ("autoreverses", .bool(autoreverses)),
      ])
    case .repeatCountAdjusted(let count, let usedCount):
      return .object([
        ("kind", "repeatCountAdjusted"), ("count", .number(count)), ("usedCount", .number(usedCount)),
      ])
    case .shownUnderTouch(let number, let finger, let location, let presentationFrame, let modelFrame):
      return .object([
        ("kind", "shownUnderTouch"), ("number", .integer(number)), ("finger", .integer(finger.number)),
        ("location", point(location)), ("presentationFrame", rect(presentationFrame)),
        ("modelFrame", rect(modelFrame)),
      ])
    case .interrupted(let number, let reason, let goesOn):
      return .object([
        ("kind", "interrupted"), ("number", .integer(number)), ("reason", encode(reason)),
        ("goesOn", .bool(goesOn)),
      ])
    case .completion(let number, let finished):
      return .object([("kind", "completion"), ("number", .integer(number)), ("finished", .bool(finished))])
    }
  }

  /// A view's animated values: `center`, `bounds`, `transform`, `alpha`.
  private func encode(_ values: AnimatedValues) -> JSONValue {
    .object([
      ("center", point(values.center)), ("bounds", rect(values.bounds)),
      ("transform", transform(values.transform)),
      ("alpha", number(values.alpha)),
    ])
  }

  /// An animation's timing: `{"kind": "curve", "curve": "easeInOut"}` or
  /// `{"kind": "spring", "dampingRatio": 0.5, "initialVelocity": 0}`.
  private func encode(_ timing: AnimationTiming) -> JSONValue {
    switch timing {
    case .curve(let curve):
      let name: JSONValue =
        switch curve {
        case .easeInOut: "easeInOut"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .linear: "linear"
        }
      return .object([("kind", "curve"), ("curve", name)])
    case .spring(let damping, let velocity):
      return .object([
        ("kind", "spring"), ("dampingRatio", .number(damping)), ("initialVelocity", .number(velocity)),
      ])
    }
  }

  /// Why views left an animation: `{"kind": "leftWindow", "view": {…}}` or `{"kind": "removeAllAnimations"}`.
  private mutating func encode(_ reason: ViewAnimation.Interruption) -> JSONValue {
    switch reason {
    case .leftWindow(let view): .object([("kind", "leftWindow"), ("view", reference(view))])
    case .removeAllAnimations: .object([("kind", "removeAllAnimations")])
    }
  }
}
