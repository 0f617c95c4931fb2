import Foundation

extension TableView {
  // MARK: Programmatic selection

  /// The selected row, the first in index-path order when several are; `nil` when none is.
  public var indexPathForSelectedRow: IndexPath? {
    selectedRows.min()
  }

  /// The selected rows in index-path order; `nil` when none is, as UIKit's.
  public var indexPathsForSelectedRows: [IndexPath]? {
    selectedRows.isEmpty ? nil : selectedRows.sorted()
  }

  /// Where ``selectRow(at:animated:scrollPosition:)`` and ``scrollToRow(at:at:animated:)`` bring a row, as UIKit's
  /// `UITableView.ScrollPosition`.
  public enum ScrollPosition: Sendable {
    /// Nowhere: the table does not scroll (``scrollToRow(at:at:animated:)`` brings the row just into view).
    case none
    /// The row's top at the top of the bounds.
    case top
    /// The row's middle at the middle of the bounds.
    case middle
    /// The row's bottom at the bottom of the bounds.
    case bottom
  }

  /// Selects the row at `indexPath` without calling the delegate, as UIKit's `selectRow(at:animated:scrollPosition:)`.
  ///
  /// `nil` clears the selection. In single selection the row selected before is deselected. A row out of range is
  /// ignored.
  ///
  /// - Parameters:
  ///   - indexPath: The row to select, or `nil` to deselect all.
  ///   - animated: Whether to animate the scroll.
  ///   - scrollPosition: Where to scroll the row to.
  public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    reloadIfNeeded()
    guard let indexPath else {
      for row in selectedRows { setSelected(false, row) }
      return
    }
    guard rows.rect(of: indexPath, width: bounds.width) != nil else { return }
    if !allowsMultipleSelection {
      for row in selectedRows where row != indexPath { setSelected(false, row) }
    }
    setSelected(true, indexPath)
    if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// Deselects the row at `indexPath` without calling the delegate, as UIKit's `deselectRow(at:animated:)`.
  ///
  /// - Parameters:
  ///   - indexPath: The row to deselect.
  ///   - animated: Whether to animate the change (HitTestKit changes it at once).
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    setSelected(false, indexPath)
  }

  /// Scrolls so that the row at `indexPath` is at `position`, as UIKit's `scrollToRow(at:at:animated:)`.
  ///
  /// The offset stays within the scrollable range. A row out of range is ignored.
  ///
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - position: Where to bring it; ``ScrollPosition/none`` scrolls only as far as needed to show it.
  ///   - animated: Whether to animate the scroll (``ScrollView/setContentOffset(_:animated:)``).
  public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
    reloadIfNeeded()
    guard let rect = rows.rect(of: indexPath, width: bounds.width) else { return }
    let height = bounds.height
    var y: CGFloat
    switch position {
    case .top: y = rect.minY
    case .middle: y = rect.midY - height / 2
    case .bottom: y = rect.maxY - height
    case .none:
      y = contentOffset.y
      if rect.minY < y { y = rect.minY } else if rect.maxY > y + height { y = rect.maxY - height }
    }
    let range = contentOffsetRange
    y = min(max(y, range.min.y), range.max.y)
    setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
  }

  /// Marks the row selected or not, and its cell if it is shown.
  func setSelected(_ selected: Bool, _ indexPath: IndexPath) {
    if selected { selectedRows.insert(indexPath) } else { selectedRows.remove(indexPath) }
    visibleCellsByIndexPath[indexPath]?.setSelected(selected, animated: false)
  }

  // MARK: Touches on cells
}

extension TableView: ListSelecting {
  func showCellsIfNeeded() { showRowsIfNeeded() }

  func indexPathOfCell(_ cell: View) -> IndexPath? {
    (cell as? TableViewCell).flatMap(indexPath(for:))
  }

  func delegateAllowsHighlight(_ indexPath: IndexPath) -> Bool {
    tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
  }

  func showHighlight(_ highlighted: Bool, at indexPath: IndexPath) {
    visibleCellsByIndexPath[indexPath]?.setHighlighted(highlighted, animated: false)
    if highlighted {
      tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    } else {
      tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }
  }

  func record(_ step: ListTouch.Step, during event: Event?) {
    recordInTrace(.list(view: TracedObject(self), Self.decision(of: step)), during: event)
  }

  /// The table's decision for a step of the shared timing.
  private static func decision(of step: ListTouch.Step) -> Decision {
    switch step {
    case .highlighted(let row): .highlighted(row)
    case .notHighlighted(let row, let reason): .notHighlighted(row, because: reason)
    case .unhighlighted(let row, let reason): .unhighlighted(row, because: reason)
    case .liftedOutside(let row): .liftedOutsideRow(row)
    }
  }

  /// A touch-down on a row while a row shows its swipe actions hides them, and selects nothing (UIKit's rule).
  func interceptsTouchDown(on indexPath: IndexPath, event: Event?) -> Bool {
    guard let swipe else { return false }
    if !swipe.awaitsCompletion { hideSwipeActions(because: .touchElsewhere) }
    return true
  }

  /// The lift inside the row: the highlight goes, then the selection (UIKit's order: `didUnhighlightRowAt` before
  /// `willSelectRowAt`).
  func selectByLift(_ indexPath: IndexPath, event: Event?) {
    unhighlight(indexPath, because: .lifted, during: event)
    selectByTouch(indexPath, event: event)
  }

  /// The selection a lift inside the row makes, with the delegate's say at each step.
  private func selectByTouch(_ indexPath: IndexPath, event: Event?) {
    let delegate = tableDelegate
    let list = TracedObject(self)
    if allowsMultipleSelection, selectedRows.contains(indexPath) {
      deselectByTouch(indexPath, delegate: delegate, event: event)
      return
    }
    let proposed: IndexPath? =
      if let delegate { delegate.tableView(self, willSelectRowAt: indexPath) } else { indexPath }
    if delegate != nil {
      recordInTrace(.list(view: list, .willSelect(indexPath, answer: proposed)), during: event)
    }
    guard let target = proposed, rows.rect(of: target, width: bounds.width) != nil else { return }
    if !allowsMultipleSelection {
      for row in selectedRows.sorted() where row != target {
        deselectByTouch(row, delegate: delegate, event: event)
      }
    }
    setSelected(true, target)
    recordInTrace(.list(view: list, .selected(target)), during: event)
    delegate?.tableView(self, didSelectRowAt: target)
  }

  private func deselectByTouch(
    _ indexPath: IndexPath, delegate: (any TableViewDelegate)?, event: Event?
  ) {
    let answer: IndexPath? =
      if let delegate { delegate.tableView(self, willDeselectRowAt: indexPath) } else { indexPath }
    if delegate != nil {
      recordInTrace(.list(view: TracedObject(self), .willDeselect(indexPath, answer: answer)), during: event)
    }
    guard let target = answer, selectedRows.contains(target) else { return }
    setSelected(false, target)
    recordInTrace(.list(view: TracedObject(self), .deselected(target)), during: event)
    delegate?.tableView(self, didDeselectRowAt: target)
  }
}
