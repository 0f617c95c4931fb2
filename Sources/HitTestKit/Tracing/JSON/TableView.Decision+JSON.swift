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
        ("reason", .string(reason.jsonName)),
      ])
    case .willSelect(let row, let answer):
      .object([("kind", "willSelect"), ("row", indexPath(row)), ("answer", answer.map(indexPath) ?? .null)])
    case .willDeselect(let row, let answer):
      .object([("kind", "willDeselect"), ("row", indexPath(row)), ("answer", answer.map(indexPath) ?? .null)])
    case .selected(let row): .object([("kind", "selected"), ("row", indexPath(row))])
    case .deselected(let row): .object([("kind", "deselected"), ("row", indexPath(row))])
    case .liftedOutsideRow(let row): .object([("kind", "liftedOutsideRow"), ("row", indexPath(row))])
    case .swipeBegan(let row, let edge):
      .object([("kind", "swipeBegan"), ("row", indexPath(row)), ("edge", edgeName(edge))])
    case .swipeRefused(let row, let reason):
      .object([("kind", "swipeRefused"), ("row", indexPath(row)), ("reason", encode(reason))])
    case .swipeActionsShown(let row, let edge, let count):
      .object([
        ("kind", "swipeActionsShown"), ("row", indexPath(row)), ("edge", edgeName(edge)),
        ("count", .number(Double(count))),
      ])
    case .swipeActionsHidden(let row, let reason):
      .object([("kind", "swipeActionsHidden"), ("row", indexPath(row)), ("reason", encode(reason))])
    case .swipeActionTapped(let row, let edge, let index):
      .object([
        ("kind", "swipeActionTapped"), ("row", indexPath(row)), ("edge", edgeName(edge)),
        ("index", .number(Double(index))),
      ])
    case .fullSwipePerformed(let row, let edge):
      .object([("kind", "fullSwipePerformed"), ("row", indexPath(row)), ("edge", edgeName(edge))])
    case .swipeActionCompleted(let row, let performed):
      .object([("kind", "swipeActionCompleted"), ("row", indexPath(row)), ("performed", .bool(performed))])
    }
  }

  /// Why a pan did not become a swipe: `{"kind": "noActions", "edge": "trailing"}`.
  private func encode(_ reason: TableView.Decision.SwipeRefusal) -> JSONValue {
    switch reason {
    case .notHorizontal(let movement):
      .object([
        ("kind", "notHorizontal"),
        ("movement", .object([("x", .number(Double(movement.x))), ("y", .number(Double(movement.y)))])),
      ])
    case .noActions(let edge): .object([("kind", "noActions"), ("edge", edgeName(edge))])
    }
  }

  /// Why a row's actions were hidden: `{"kind": "notFarEnough", "distance": 30, "needed": 40}`.
  private func encode(_ reason: TableView.Decision.SwipeHideReason) -> JSONValue {
    switch reason {
    case .notFarEnough(let distance, let needed):
      .object([
        ("kind", "notFarEnough"), ("distance", .number(Double(distance))),
        ("needed", .number(Double(needed))),
      ])
    case .touchElsewhere: .object([("kind", "touchElsewhere")])
    case .swipeCancelled: .object([("kind", "swipeCancelled")])
    case .listScrolled: .object([("kind", "listScrolled")])
    case .rowGone: .object([("kind", "rowGone")])
    }
  }

  /// `"leading"` or `"trailing"`.
  private func edgeName(_ edge: TableView.Decision.SwipeEdge) -> JSONValue {
    edge == .trailing ? "trailing" : "leading"
  }

  /// `{"section": 0, "row": 3}`.
  private func indexPath(_ path: IndexPath) -> JSONValue {
    .object([("section", .number(Double(path.section))), ("row", .number(Double(path.row)))])
  }
}

extension TableView.Decision.UnhighlightReason {
  /// The reason's name in the JSON export, shared by table and collection views.
  var jsonName: String {
    switch self {
    case .lifted: "lifted"
    case .touchCancelled: "touchCancelled"
    case .scrolledOut: "scrolledOut"
    }
  }
}
