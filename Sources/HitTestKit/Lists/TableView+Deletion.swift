import Foundation

extension TableView {
  /// How inserted or deleted rows animate, as UIKit's `UITableView.RowAnimation`; HitTestKit changes the rows at
  /// once, so the value is only accepted.
  public enum RowAnimation: Sendable {
    /// Fade.
    case fade
    /// Slide right.
    case right
    /// Slide left.
    case left
    /// Slide up.
    case top
    /// Slide down.
    case bottom
    /// No animation.
    case none
    /// Over the middle.
    case middle
    /// The system's choice.
    case automatic
  }

  /// Deletes the rows at `indexPaths`, as UIKit's `deleteRows(at:with:)`: the data source, already changed, is read
  /// again; the selection of a deleted row goes and the selected rows below it move up.
  ///
  /// As in UIKit, the data source must already answer with the new counts: a section whose count is not its old
  /// count less its deleted rows stops the program with UIKit's message (an inconsistency UIKit raises an exception
  /// for).
  ///
  /// - Parameters:
  ///   - indexPaths: The rows to delete (rows out of range are ignored).
  ///   - animation: How UIKit would animate it (HitTestKit changes the rows at once).
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    reloadIfNeeded()
    let old = rows
    let deleted = Set(indexPaths.filter { old.rect(of: $0, width: bounds.width) != nil })
    hideSwipeActions(because: .rowGone)
    for (indexPath, cell) in visibleCellsByIndexPath { retire(cell, for: indexPath) }
    visibleCellsByIndexPath = [:]
    listTouch = nil
    rows = Rows(tableView: self)
    for section in 0..<old.sectionCount {
      let expected = old.rowCount(inSection: section) - deleted.filter { $0.section == section }.count
      let actual = rows.rowCount(inSection: section)
      guard expected == actual else {
        // `fatalError`, not `preconditionFailure`: its message survives release builds.
        fatalError(
          "Invalid update: invalid number of rows in section \(section). The number of rows after the update "
            + "(\(actual)) must be equal to the number before (\(old.rowCount(inSection: section))), minus the "
            + "number deleted (\(old.rowCount(inSection: section) - expected)).")
      }
    }
    selectedRows = Set(
      selectedRows.subtracting(deleted).map { row in
        let above = deleted.filter { $0.section == row.section && $0.row < row.row }.count
        return IndexPath(row: row.row - above, section: row.section)
      })
    contentSize = CGSize(width: bounds.width, height: rows.totalHeight)
    setNeedsLayout()
  }
}
