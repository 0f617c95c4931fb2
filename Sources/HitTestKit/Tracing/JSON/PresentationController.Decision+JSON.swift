import Foundation

// Presentation decisions in the JSON export: `kind` is the case's name, then its fields by label; one exhaustive
// switch, without `default`, so a new case does not compile until it is encoded here.

extension TraceJSONEncoder {
  /// A presentation's decision: `{"kind": "dismissalRefused", "cause": "pan", "reason": "modalInPresentation"}`.
  mutating func encode(_ decision: PresentationController.Decision) -> JSONValue {
    switch decision {
    case .presentationBegan(let style, let frame, let duration):
      .object([
        ("kind", "presentationBegan"), ("style", .number(Double(style.rawValue))), ("frame", rect(frame)),
        ("duration", .number(duration)),
      ])
    case .presentationFinished: .object([("kind", "presentationFinished")])
    case .dismissalBegan(let cause, let duration):
      .object([
        ("kind", "dismissalBegan"), ("cause", .string(cause.rawValue)), ("duration", .number(duration)),
      ])
    case .dismissalFinished(let cause):
      .object([("kind", "dismissalFinished"), ("cause", .string(cause.rawValue))])
    case .ignored(let request, let reason):
      .object([
        ("kind", "ignored"), ("request", .string(request.rawValue)), ("reason", .string(reason.rawValue)),
      ])
    case .dismissalRefused(let cause, let reason):
      .object([
        ("kind", "dismissalRefused"), ("cause", .string(cause.rawValue)),
        ("reason", .string(reason.rawValue)),
      ])
    case .tracksScrollView(let scrollView):
      .object([("kind", "tracksScrollView"), ("scrollView", reference(scrollView))])
    case .handedOverToSheet(let scrollView, let offset, let growing):
      .object([
        ("kind", "handedOverToSheet"), ("scrollView", reference(scrollView)),
        ("contentOffsetY", .number(Double(offset))), ("growing", .bool(growing)),
      ])
    case .released(let top, let velocity, let projected, let target):
      .object([
        ("kind", "released"), ("top", .number(Double(top))), ("velocity", .number(Double(velocity))),
        ("projectedTop", .number(Double(projected))),
        ("target", target.map { .string($0.description) } ?? .null),
      ])
    case .detentChanged(let from, let to):
      .object([
        ("kind", "detentChanged"), ("from", .string(from.description)), ("to", .string(to.description)),
      ])
    }
  }
}
