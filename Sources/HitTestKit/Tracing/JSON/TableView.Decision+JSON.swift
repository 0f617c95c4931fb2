import Foundation

// Table-view decisions in the JSON export: `kind` is the case's name, then its fields by label; one exhaustive
// switch, without `default`, so a new case does not compile until it is encoded here.

extension TraceJSONEncoder {
  /// A table view's decision: `{"kind": "willSelect", "row": {"section": 0, "row": 3}, "answer": null}`.
  mutating func encode(_ decision: TableView.Decision) -> JSONValue {
    switch decision {
    case .highlighted(let row): .object([("kind", "highlighted"), ("row", indexPath(row))])
    case .notHighlighted(let row, let reason):
      .object([
        ("kind", "notHighlighted"), ("row", indexPath(row)),
        ("reason", reason == .selectionNotAllowed ? "selectionNotAllowed" : "delegateRefused"),
      ])
    case .unhighlighted(let row, let reason):
      .object([
        ("kind", "unhighlighted"), ("row", indexPath(row)),
        ("reason", reason == .lifted ? "lifted" : "touchCancelled"),
      ])
    case .willSelect(let row, let answer):
      .object([("kind", "willSelect"), ("row", indexPath(row)), ("answer", answer.map(indexPath) ?? .null)])
    case .willDeselect(let row, let answer):
      .object([("kind", "willDeselect"), ("row", indexPath(row)), ("answer", answer.map(indexPath) ?? .null)])
    case .selected(let row): .object([("kind", "selected"), ("row", indexPath(row))])
    case .deselected(let row): .object([("kind", "deselected"), ("row", indexPath(row))])
    case .liftedOutsideRow(let row): .object([("kind", "liftedOutsideRow"), ("row", indexPath(row))])
    }
  }

  /// `{"section": 0, "row": 3}`.
  private func indexPath(_ path: IndexPath) -> JSONValue {
    .object([("section", .number(Double(path.section))), ("row", .number(Double(path.row)))])
  }
}
