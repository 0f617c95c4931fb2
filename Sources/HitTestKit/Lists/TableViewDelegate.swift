import Foundation

/// What a ``TableView`` asks and tells about its rows, as UIKit's `UITableViewDelegate`.
///
/// It answers for heights, highlighting and selection. It refines ``ScrollViewDelegate``, so the same object hears
/// about scrolling.
///
/// Set it as the table view's ``ScrollView/delegate`` (`tableView.delegate = self`, as in UIKit). Every method has
/// UIKit's default: the row height, highlighting allowed, the proposed row selected and deselected.
///
/// The order of the calls for a tap on a row (``TableView`` documents the rules): `shouldHighlightRowAt`,
/// `didHighlightRowAt` when the row gets the touch; then at the lift, `didUnhighlightRowAt`, `willSelectRowAt`,
/// for the row selected before (single selection) `willDeselectRowAt` and `didDeselectRowAt`, and `didSelectRowAt`.
public protocol TableViewDelegate: ScrollViewDelegate {
  /// The height of the row at `indexPath`; ``TableView/rowHeight`` unless implemented.
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// Whether the row may highlight when a finger comes down on it; `true` unless implemented. A row that does not
  /// highlight is not selected by that touch either (as in UIKit).
  func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  /// The row highlighted.
  func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)
  /// The row's highlight went (the finger lifted, or the touch was cancelled).
  func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath)
  /// The row the user is about to select: return it, another row to select instead, or `nil` to select nothing.
  func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// The user selected the row (not called for ``TableView/selectRow(at:animated:scrollPosition:)``).
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
  /// The row the user's selection is about to deselect: return it, another row, or `nil` to keep it selected.
  func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
  /// The user's selection deselected the row (not called for ``TableView/deselectRow(at:animated:)``).
  func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
  /// The actions a swipe to the right uncovers on the row's leading edge; `nil` (none) unless implemented.
  func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> SwipeActionsConfiguration?
  /// The actions a swipe to the left uncovers on the row's trailing edge; `nil` (none) unless implemented.
  func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> SwipeActionsConfiguration?
  /// A cell is about to be shown for the row (at a layout pass).
  func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
  /// A cell stopped being shown for the row (it scrolled out, or the data reloaded).
  func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
  /// The table view's ``TableView/rowHeight``.
  public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  /// `true`: every row may highlight.
  public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
  /// Does nothing.
  public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
  /// Does nothing.
  public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
  /// `indexPath`: the proposed row is selected.
  public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    indexPath
  }
  /// Does nothing.
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
  /// `indexPath`: the proposed row is deselected.
  public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    indexPath
  }
  /// Does nothing.
  public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
  /// `nil`: no leading actions.
  public func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> SwipeActionsConfiguration?
  { nil }
  /// `nil`: no trailing actions.
  public func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  )
    -> SwipeActionsConfiguration?
  { nil }
  /// Does nothing.
  public func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}
}
