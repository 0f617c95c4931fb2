import Foundation

extension CollectionView {
  // MARK: Programmatic selection

  /// The selected items in index-path order; `nil` when none is, as UIKit's.
  public var indexPathsForSelectedItems: [IndexPath]? {
    selectedItems.isEmpty ? nil : selectedItems.sorted()
  }

  /// Where ``selectItem(at:animated:scrollPosition:)`` and ``scrollToItem(at:at:animated:)`` bring an item, as
  /// UIKit's `UICollectionView.ScrollPosition`: one vertical and one horizontal position at most.
  public struct ScrollPosition: OptionSet, Sendable, Hashable {
    /// The option bits.
    public let rawValue: UInt
    /// Makes a position from its bits.
    ///
    /// - Parameter rawValue: The option bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The item's top at the top of the bounds.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// The item's middle at the middle of the bounds, vertically.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// The item's bottom at the bottom of the bounds.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// The item's left edge at the left of the bounds.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// The item's middle at the middle of the bounds, horizontally.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// The item's right edge at the right of the bounds.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// Selects the item at `indexPath` without calling the delegate, as UIKit's
  /// `selectItem(at:animated:scrollPosition:)`.
  ///
  /// `nil` clears the selection. In single selection the item selected before is deselected. An item out of range
  /// is ignored, and so is every call while ``allowsSelection`` is off (Apple's reference).
  ///
  /// - Parameters:
  ///   - indexPath: The item to select, or `nil` to deselect all.
  ///   - animated: Whether to animate the scroll.
  ///   - scrollPosition: Where to scroll the item to (`[]` for not at all).
  public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard allowsSelection else { return }
    reloadIfNeeded()
    guard let indexPath else {
      for item in selectedItems { setSelected(false, item) }
      return
    }
    guard frames.rect(of: indexPath) != nil else { return }
    if !allowsMultipleSelection {
      for item in selectedItems where item != indexPath { setSelected(false, item) }
    }
    setSelected(true, indexPath)
    if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// Deselects the item at `indexPath` without calling the delegate, as UIKit's `deselectItem(at:animated:)`; no
  /// effect while ``allowsSelection`` is off (Apple's reference).
  ///
  /// - Parameters:
  ///   - indexPath: The item to deselect.
  ///   - animated: Whether to animate the change (HitTestKit changes it at once).
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    guard allowsSelection else { return }
    setSelected(false, indexPath)
  }

  /// Scrolls so that the item at `indexPath` is at `position`, as UIKit's `scrollToItem(at:at:animated:)`.
  ///
  /// Each axis moves only when `position` names a place on it; the offset stays within the scrollable range. An
  /// item out of range is ignored.
  ///
  /// - Parameters:
  ///   - indexPath: The item.
  ///   - position: Where to bring it.
  ///   - animated: Whether to animate the scroll (``ScrollView/setContentOffset(_:animated:)``).
  public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
    reloadIfNeeded()
    guard let rect = frames.rect(of: indexPath) else { return }
    var offset = contentOffset
    if position.contains(.top) { offset.y = rect.minY }
    if position.contains(.centeredVertically) { offset.y = rect.midY - bounds.height / 2 }
    if position.contains(.bottom) { offset.y = rect.maxY - bounds.height }
    if position.contains(.left) { offset.x = rect.minX }
    if position.contains(.centeredHorizontally) { offset.x = rect.midX - bounds.width / 2 }
    if position.contains(.right) { offset.x = rect.maxX - bounds.width }
    let range = contentOffsetRange
    offset.x = min(max(offset.x, range.min.x), range.max.x)
    offset.y = min(max(offset.y, range.min.y), range.max.y)
    setContentOffset(offset, animated: animated)
  }

  /// Marks the item selected or not, and its cell if it is shown.
  func setSelected(_ selected: Bool, _ indexPath: IndexPath) {
    if selected { selectedItems.insert(indexPath) } else { selectedItems.remove(indexPath) }
    visibleCellsByIndexPath[indexPath]?.isSelected = selected
  }
}

extension CollectionView: ListSelecting {
  func showCellsIfNeeded() { showItemsIfNeeded() }

  func indexPathOfCell(_ cell: View) -> IndexPath? {
    (cell as? CollectionViewCell).flatMap(indexPath(for:))
  }

  func delegateAllowsHighlight(_ indexPath: IndexPath) -> Bool {
    collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
  }

  func showHighlight(_ highlighted: Bool, at indexPath: IndexPath) {
    visibleCellsByIndexPath[indexPath]?.isHighlighted = highlighted
    if highlighted {
      collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    } else {
      collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }
  }

  func record(_ step: ListTouch.Step, during event: Event?) {
    recordInTrace(.collection(view: TracedObject(self), Self.decision(of: step)), during: event)
  }

  /// The collection view's decision for a step of the shared timing.
  private static func decision(of step: ListTouch.Step) -> Decision {
    switch step {
    case .highlighted(let item): .highlighted(item)
    case .notHighlighted(let item, let reason): .notHighlighted(item, because: reason)
    case .unhighlighted(let item, let reason): .unhighlighted(item, because: reason)
    case .liftedOutside(let item): .liftedOutsideItem(item)
    }
  }

  func interceptsTouchDown(on indexPath: IndexPath, event: Event?) -> Bool {
    false
  }

  /// The lift inside the item, in the order of Apple's Collection View Programming Guide ("Managing the Visual
  /// State for Selections and Highlights"): `shouldSelectItemAt` (or `shouldDeselectItemAt`), the highlight goes,
  /// then the selection changes.
  func selectByLift(_ indexPath: IndexPath, event: Event?) {
    let delegate = collectionDelegate
    let list = TracedObject(self)
    if allowsMultipleSelection, selectedItems.contains(indexPath) {
      let answer = delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true
      if delegate != nil {
        recordInTrace(.collection(view: list, .shouldDeselect(indexPath, answer: answer)), during: event)
      }
      unhighlight(indexPath, because: .lifted, during: event)
      guard answer else { return }
      deselectByTouch(indexPath, event: event)
      return
    }
    let answer = delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
    if delegate != nil {
      recordInTrace(.collection(view: list, .shouldSelect(indexPath, answer: answer)), during: event)
    }
    unhighlight(indexPath, because: .lifted, during: event)
    guard answer else { return }
    if !allowsMultipleSelection {
      for item in selectedItems.sorted() where item != indexPath { deselectByTouch(item, event: event) }
    }
    setSelected(true, indexPath)
    recordInTrace(.collection(view: list, .selected(indexPath)), during: event)
    delegate?.collectionView(self, didSelectItemAt: indexPath)
  }

  private func deselectByTouch(_ indexPath: IndexPath, event: Event?) {
    setSelected(false, indexPath)
    recordInTrace(.collection(view: TracedObject(self), .deselected(indexPath)), during: event)
    collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
  }
}
