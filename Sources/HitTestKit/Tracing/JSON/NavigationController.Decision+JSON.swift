import Foundation

// Navigation decisions in the JSON export: `kind` is the case's name, then its fields by label; one exhaustive
// switch, without `default`, so a new case does not compile until it is encoded here.

extension TraceJSONEncoder {
  /// A navigation controller's decision: `{"kind": "began", "operation": "push", "leaving": {…}, …}`.
  mutating func encode(_ decision: NavigationController.Decision) -> JSONValue {
    switch decision {
    case .began(let operation, let leaving, let arriving, let duration):
      .object([
        ("kind", "began"), ("operation", .string(operation.rawValue)),
        ("leaving", reference(leaving)), ("arriving", reference(arriving)),
        ("duration", .number(duration)),
      ])
    case .finished(let operation, let completed, let top):
      .object([
        ("kind", "finished"), ("operation", .string(operation.rawValue)), ("completed", .bool(completed)),
        ("top", reference(top)),
      ])
    case .ignored(let request, let reason):
      .object([
        ("kind", "ignored"), ("request", .string(request.rawValue)), ("reason", .string(reason.rawValue)),
      ])
    case .interactivePopBegan(let popping, let revealing):
      .object([
        ("kind", "interactivePopBegan"), ("popping", reference(popping)), ("revealing", reference(revealing)),
      ])
    case .interactivePopReleased(let progress, let velocity, let completes, let rule):
      .object([
        ("kind", "interactivePopReleased"), ("progress", .number(Double(progress))),
        ("velocity", .number(Double(velocity))), ("completes", .bool(completes)),
        ("rule", .string(rule.rawValue)),
      ])
    }
  }
}
