import Foundation

// Collection-view decisions in the JSON export: `kind` is the case's name, then its fields by label; one exhaustive
// switch, without `default`, so a new case does not compile until it is encoded here.

extension TraceJSONEncoder {
  /// A collection view's decision: `{"kind": "shouldSelect", "item": {"section": 0, "item": 3}, "answer": true}`.
  mutating func encode(_ decision: CollectionView.Decision) -> JSONValue {
    switch decision {
    case .highlighted(let item): .object([("kind", "highlighted"), ("item", itemPath(item))])
    case .notHighlighted(let item, let reason):
      .object([
        ("kind", "notHighlighted"), ("item", itemPath(item)),
        ("reason", reason == .selectionNotAllowed ? "selectionNotAllowed" : "delegateRefused"),
      ])
    case .unhighlighted(let item, let reason):
      .object([
        ("kind", "unhighlighted"), ("item", itemPath(item)),
        ("reason", .string(reason.jsonName)),
      ])
    case .shouldSelect(let item, let answer):
      .object([("kind", "shouldSelect"), ("item", itemPath(item)), ("answer", .bool(answer))])
    case .shouldDeselect(let item, let answer):
      .object([("kind", "shouldDeselect"), ("item", itemPath(item)), ("answer", .bool(answer))])
    case .selected(let item): .object([("kind", "selected"), ("item", itemPath(item))])
    case .deselected(let item): .object([("kind", "deselected"), ("item", itemPath(item))])
    case .liftedOutsideItem(let item): .object([("kind", "liftedOutsideItem"), ("item", itemPath(item))])
    }
  }

  /// `{"section": 0, "item": 3}`.
  private func itemPath(_ path: IndexPath) -> JSONValue {
    .object([("section", .number(Double(path.section))), ("item", .number(Double(path.item)))])
  }
}
