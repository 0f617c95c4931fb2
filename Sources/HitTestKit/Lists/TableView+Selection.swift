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
  private func setSelected(_ selected: Bool, _ indexPath: IndexPath) {
    if selected { selectedRows.insert(indexPath) } else { selectedRows.remove(indexPath) }
    visibleCellsByIndexPath[indexPath]?.setSelected(selected, animated: false)
  }

  // MARK: Touches on cells

  /// A cell's `touchesBegan`: the row highlights, unless selection is off or the delegate refuses.
  func cellTouchesBegan(_ cell: TableViewCell, _ touches: Set<Touch>, event: Event?) {
    guard rowTouch == nil, let touch = touches.first, let indexPath = indexPath(for: cell) else { return }
    let recorder = event?.interactionRecorder
    var highlights = false
    if !allowsSelection {
      recorder?.record(
        .list(view: TracedObject(self), .notHighlighted(indexPath, because: .selectionNotAllowed)))
    } else if let delegate = tableDelegate, !delegate.tableView(self, shouldHighlightRowAt: indexPath) {
      recorder?.record(.list(view: TracedObject(self), .notHighlighted(indexPath, because: .delegateRefused)))
    } else {
      highlights = true
    }
    rowTouch = RowTouch(indexPath: indexPath, touch: touch, isHighlighted: highlights)
    guard highlights else { return }
    cell.setHighlighted(true, animated: false)
    recorder?.record(.list(view: TracedObject(self), .highlighted(indexPath)))
    tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
  }

  /// A cell's `touchesMoved`: nothing changes until the touch ends (a drag that scrolls cancels it).
  func cellTouchesMoved(_ cell: TableViewCell, _ touches: Set<Touch>, event: Event?) {}

  /// A cell's `touchesEnded`: the highlight goes, and the row is selected when the finger lifted inside it.
  func cellTouchesEnded(_ cell: TableViewCell, _ touches: Set<Touch>, event: Event?) {
    guard let rowTouch, touches.contains(rowTouch.touch) else { return }
    self.rowTouch = nil
    let recorder = event?.interactionRecorder
    let indexPath = rowTouch.indexPath
    guard rowTouch.isHighlighted else { return }
    unhighlight(indexPath, because: .lifted, recorder: recorder)
    guard cell.bounds.contains(rowTouch.touch.location(in: cell)) else {
      recorder?.record(.list(view: TracedObject(self), .liftedOutsideRow(indexPath)))
      return
    }
    selectByTouch(indexPath, recorder: recorder)
  }

  /// A cell's `touchesCancelled`: the highlight goes; nothing is selected.
  func cellTouchesCancelled(_ cell: TableViewCell, _ touches: Set<Touch>, event: Event?) {
    guard let rowTouch, touches.contains(rowTouch.touch) else { return }
    self.rowTouch = nil
    guard rowTouch.isHighlighted else { return }
    unhighlight(rowTouch.indexPath, because: .touchCancelled, recorder: event?.interactionRecorder)
  }

  private func unhighlight(
    _ indexPath: IndexPath, because reason: Decision.UnhighlightReason, recorder: InteractionRecorder?
  ) {
    visibleCellsByIndexPath[indexPath]?.setHighlighted(false, animated: false)
    recorder?.record(.list(view: TracedObject(self), .unhighlighted(indexPath, because: reason)))
    tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
  }

  /// The selection a lift inside the row makes, with the delegate's say at each step.
  private func selectByTouch(_ indexPath: IndexPath, recorder: InteractionRecorder?) {
    let delegate = tableDelegate
    let list = TracedObject(self)
    if allowsMultipleSelection, selectedRows.contains(indexPath) {
      deselectByTouch(indexPath, delegate: delegate, recorder: recorder)
      return
    }
    let proposed: IndexPath? =
      if let delegate { delegate.tableView(self, willSelectRowAt: indexPath) } else { indexPath }
    if delegate != nil { recorder?.record(.list(view: list, .willSelect(indexPath, answer: proposed))) }
    guard let target = proposed, rows.rect(of: target, width: bounds.width) != nil else { return }
    if !allowsMultipleSelection {
      for row in selectedRows.sorted() where row != target {
        deselectByTouch(row, delegate: delegate, recorder: recorder)
      }
    }
    setSelected(true, target)
    recorder?.record(.list(view: list, .selected(target)))
    delegate?.tableView(self, didSelectRowAt: target)
  }

  private func deselectByTouch(
    _ indexPath: IndexPath, delegate: (any TableViewDelegate)?, recorder: InteractionRecorder?
  ) {
    let answer: IndexPath? =
      if let delegate { delegate.tableView(self, willDeselectRowAt: indexPath) } else { indexPath }
    if delegate != nil {
      recorder?.record(.list(view: TracedObject(self), .willDeselect(indexPath, answer: answer)))
    }
    guard let target = answer, selectedRows.contains(target) else { return }
    setSelected(false, target)
    recorder?.record(.list(view: TracedObject(self), .deselected(target)))
    delegate?.tableView(self, didDeselectRowAt: target)
  }
}
