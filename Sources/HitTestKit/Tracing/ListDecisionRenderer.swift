import Foundation

/// Words a table view's decisions (``TableView/Decision``) for the interaction trace: the only place they become
/// sentences.
enum ListDecisionRenderer {
  /// The sentence of `decision`, after the table view's name.
  static func text(of decision: TableView.Decision) -> String {
    switch decision {
    case .highlighted(let row): "highlights \(name(row))"
    case .notHighlighted(let row, .selectionNotAllowed):
      "does not highlight \(name(row)): allowsSelection is off, so this touch selects nothing"
    case .notHighlighted(let row, .delegateRefused):
      "does not highlight \(name(row)): the delegate's shouldHighlightRowAt said no, so this touch selects nothing"
    case .unhighlighted(let row, .lifted): "unhighlights \(name(row)) (the finger lifted)"
    case .unhighlighted(let row, .touchCancelled):
      "unhighlights \(name(row)): its touch was cancelled (a recognizer took it), so nothing is selected"
    case .unhighlighted(let row, .scrolledOut):
      "unhighlights \(name(row)): it left the bounds and its cell went to the reuse queue, so nothing is selected"
    case .willSelect(let row, let answer?) where answer == row:
      "asked willSelectRowAt \(name(row)) → the same row"
    case .willSelect(let row, let answer?): "asked willSelectRowAt \(name(row)) → \(name(answer)) instead"
    case .willSelect(let row, nil): "asked willSelectRowAt \(name(row)) → nil: nothing is selected"
    case .willDeselect(let row, let answer?) where answer == row:
      "asked willDeselectRowAt \(name(row)) → the same row"
    case .willDeselect(let row, let answer?): "asked willDeselectRowAt \(name(row)) → \(name(answer)) instead"
    case .willDeselect(let row, nil): "asked willDeselectRowAt \(name(row)) → nil: it stays selected"
    case .selected(let row): "selects \(name(row))"
    case .deselected(let row): "deselects \(name(row))"
    case .liftedOutsideRow(let row): "the finger lifted outside \(name(row)): nothing is selected"
    case .swipeBegan(let row, let edge):
      "swipes \(name(row)): its content follows the finger, uncovering its \(name(edge)) actions (the row's "
        + "touch is cancelled)"
    case .swipeRefused(let row, .notHorizontal(let movement)):
      "no swipe on \(name(row)): the drag moved \(format(movement)), not mostly sideways"
    case .swipeRefused(let row, .noActions(let edge)):
      "no swipe on \(name(row)): the delegate gives it no \(name(edge)) actions"
    case .swipeActionsShown(let row, let edge, let count):
      "opens \(name(row)) on its \(count) \(name(edge)) action\(count == 1 ? "" : "s")"
    case .swipeActionsHidden(let row, .notFarEnough(let distance, let needed)):
      "closes \(name(row)): the swipe uncovered \(format(distance)) pt, less than half its actions "
        + "(\(format(needed)) pt)"
    case .swipeActionsHidden(let row, .touchElsewhere):
      "hides the actions of \(name(row)): a finger came down on the list, and that touch selects nothing"
    case .swipeActionsHidden(let row, .swipeCancelled):
      "hides the actions of \(name(row)): the swipe was cancelled"
    case .swipeActionsHidden(let row, .listScrolled): "hides the actions of \(name(row)): the list scrolled"
    case .swipeActionsHidden(let row, .rowGone):
      "hides the actions of \(name(row)): its cell left the screen or the data reloaded"
    case .swipeActionTapped(let row, let edge, let index):
      "runs the handler of \(name(edge)) action \(index) of \(name(row)) (tapped)"
    case .fullSwipePerformed(let row, let edge):
      "full swipe on \(name(row)), past \(format(TableView.fullSwipeFraction * 100))% of its width: runs the "
        + "handler of its first \(name(edge)) action"
    case .swipeActionCompleted(let row, let performed):
      "the action on \(name(row)) completed (\(performed ? "performed" : "not performed")): its actions hide"
    }
  }

  /// `trailing`.
  private static func name(_ edge: TableView.Decision.SwipeEdge) -> String {
    edge == .trailing ? "trailing" : "leading"
  }

  /// A number with at most one decimal: `12`, `12.5`.
  private static func format(_ value: CGFloat) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(Double(rounded))
  }

  /// `(12, -3)`.
  private static func format(_ point: CGPoint) -> String {
    "(\(format(point.x)), \(format(point.y)))"
  }

  /// The sentence of a collection view's `decision`, after its name.
  static func text(of decision: CollectionView.Decision) -> String {
    switch decision {
    case .highlighted(let item): "highlights \(name(item: item))"
    case .notHighlighted(let item, .selectionNotAllowed):
      "does not highlight \(name(item: item)): allowsSelection is off, so this touch selects nothing"
    case .notHighlighted(let item, .delegateRefused):
      "does not highlight \(name(item: item)): the delegate's shouldHighlightItemAt said no, so this touch "
        + "selects nothing"
    case .unhighlighted(let item, .lifted): "unhighlights \(name(item: item)) (the finger lifted)"
    case .unhighlighted(let item, .touchCancelled):
      "unhighlights \(name(item: item)): its touch was cancelled (a recognizer took it), so nothing is selected"
    case .unhighlighted(let item, .scrolledOut):
      "unhighlights \(name(item: item)): it left the bounds and its cell went to the reuse queue, so nothing is "
        + "selected"
    case .shouldSelect(let item, true): "asked shouldSelectItemAt \(name(item: item)) → true"
    case .shouldSelect(let item, false):
      "asked shouldSelectItemAt \(name(item: item)) → false: nothing is selected"
    case .shouldDeselect(let item, true): "asked shouldDeselectItemAt \(name(item: item)) → true"
    case .shouldDeselect(let item, false):
      "asked shouldDeselectItemAt \(name(item: item)) → false: it stays selected"
    case .selected(let item): "selects \(name(item: item))"
    case .deselected(let item): "deselects \(name(item: item))"
    case .liftedOutsideItem(let item): "the finger lifted outside \(name(item: item)): nothing is selected"
    }
  }

  /// `item 3 of section 0`.
  static func name(item indexPath: IndexPath) -> String {
    "item \(indexPath.item) of section \(indexPath.section)"
  }

  /// `row 3 of section 0`.
  static func name(_ indexPath: IndexPath) -> String {
    "row \(indexPath.row) of section \(indexPath.section)"
  }
}
