import Foundation

/// Items in sections laid out by a layout, as UIKit's `UICollectionView`: a ``ScrollView`` whose items are cells made
/// by its ``dataSource`` for the region it shows, and selected by touch as in UIKit.
///
/// **Layout.** Only ``CollectionViewFlowLayout`` is modelled (compositional and custom layouts are out of scope).
/// At each layout pass (the window lays out before each event, and a scroll view lays out again whenever its bounds
/// origin moves, as in UIKit) the collection view shows a cell for exactly the items whose frames meet its bounds: an
/// item that scrolls out goes back to the reuse queue of its identifier, and
/// ``dequeueReusableCell(withReuseIdentifier:for:)`` hands it out again after
/// ``CollectionViewCell/prepareForReuse()``.
///
/// **Selection** follows the same timing as a ``TableView`` (highlight at touch-down or after the content-touch
/// delay; a drag or an ancestor's recognizer cancels; selection at the lift inside the item; a control in a cell
/// keeps its touch; a touch on a decelerating list stops it), with `UICollectionViewDelegate`'s names and rules:
/// - `shouldHighlightItemAt` answering false bypasses "the entire selection process" (Apple's reference for that
///   method); so does ``allowsSelection`` off.
/// - At the lift `shouldSelectItemAt` decides, a yes or a no (there is no redirect as with a table's
///   `willSelectRowAt`), then the highlight goes, then the item selected before is deselected (single selection;
///   `didDeselectItemAt` only: HitTestKit's decision, as Apple does not say whether `shouldDeselectItemAt` is asked
///   then) and `didSelectItemAt` follows.
/// - Single selection: tapping the selected item asks `shouldSelectItemAt` again and, allowed, keeps it selected
///   and calls `didSelectItemAt` again: it does not deselect (the common "deselect on a second tap" recipe returns
///   false from `shouldSelectItemAt` and deselects there, which shows UIKit asks). Multiple selection
///   (``allowsMultipleSelection``): "tapping the cell again removes it from the selection" (Apple's reference),
///   after `shouldDeselectItemAt`.
/// - ``selectItem(at:animated:scrollPosition:)`` and ``deselectItem(at:animated:)`` call no delegate method, and do
///   nothing while ``allowsSelection`` is off (Apple's reference for both).
///
/// Each step is a typed decision in the interaction trace (``Decision``).
open class CollectionView: ScrollView {
  /// The layout that places the items; the collection view lays out again when it changes.
  open var collectionViewLayout: CollectionViewLayout {
    didSet {
      oldValue.collectionView = nil
      collectionViewLayout.collectionView = self
      setNeedsReload()
    }
  }
  /// The object that gives the sections, items and cells; the collection view reloads at its next layout when it
  /// changes.
  public weak var dataSource: (any CollectionViewDataSource)? {
    didSet { setNeedsReload() }
  }
  /// Whether a touch can select items (true by default).
  public var allowsSelection = true
  /// Whether several items can be selected at once (false by default); a tap on a selected item then deselects it.
  public var allowsMultipleSelection = false

  /// The item frames and the cells shown: what the data source last said, laid out.
  var frames = ItemFrames()
  /// The cells on screen, by index path.
  var visibleCellsByIndexPath: [IndexPath: CollectionViewCell] = [:]
  /// The selected items.
  var selectedItems: Set<IndexPath> = []
  /// The touch following an item, from its cell's `touchesBegan` to its end.
  var listTouch: ListTouch?

  private var reusePool = ReusePool<CollectionViewCell>()
  private var needsReload = true
  /// The bounds size the frames were made for (a flow layout fills lines across the bounds).
  private var framesSize = CGSize.zero
  /// Whether ``layoutSubviews()`` is showing the items.
  private var isShowingItems = false

  /// Makes an empty collection view placing its items with `layout`, as UIKit's `init(frame:collectionViewLayout:)`.
  ///
  /// - Parameters:
  ///   - frame: The frame rectangle, in the superview's coordinates.
  ///   - layout: The layout (only ``CollectionViewFlowLayout`` places items).
  public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
  }

  /// Always `nil`: HitTestKit loads no views from archives (see ``View/init(coder:)``).
  ///
  /// - Parameter coder: An unarchiver, as `init(coder:)` gets in UIKit; unused.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The delegate, when it is a ``CollectionViewDelegate``.
  var collectionDelegate: (any CollectionViewDelegate)? { delegate as? any CollectionViewDelegate }

  // MARK: Cells

  /// Registers the class to make cells of for `identifier`, as UIKit's `register(_:forCellWithReuseIdentifier:)`;
  /// `nil` unregisters it.
  ///
  /// - Parameters:
  ///   - cellClass: A ``CollectionViewCell`` class, made with ``CollectionViewCell/init(frame:)``.
  ///   - identifier: The reuse identifier.
  public func register(_ cellClass: CollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
    let maker = cellClass.map { cellClass in
      {
        let cell = cellClass.init(frame: .zero)
        cell.reuseIdentifier = identifier
        return cell
      }
    }
    reusePool.register(maker, for: identifier)
  }

  /// A cell for `identifier` to configure for the item at `indexPath`, from the reuse queue or new, as UIKit's
  /// `dequeueReusableCell(withReuseIdentifier:for:)`.
  ///
  /// An identifier with no registered class stops the program with a message, as UIKit raises an exception:
  /// register the class first (``register(_:forCellWithReuseIdentifier:)``).
  ///
  /// - Parameters:
  ///   - identifier: The reuse identifier.
  ///   - indexPath: The item the cell is for.
  /// - Returns: A cell, sized to the item.
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> CollectionViewCell
  {
    guard let cell = reusePool.dequeue(identifier, prepare: { $0.prepareForReuse() }) else {
      // `fatalError`, not `preconditionFailure`: its message survives release builds.
      fatalError(
        "could not dequeue a cell with identifier \(identifier): register a class for it first "
          + "(register(_:forCellWithReuseIdentifier:))")
    }
    if let rect = frames.rect(of: indexPath) { cell.frame = rect }
    return cell
  }

  /// The cells shown, in index-path order.
  public var visibleCells: [CollectionViewCell] {
    indexPathsForVisibleItems.compactMap { visibleCellsByIndexPath[$0] }
  }

  /// The index paths of the items shown, in index-path order (after the layout a scroll or a reload made due).
  public var indexPathsForVisibleItems: [IndexPath] {
    showItemsIfNeeded()
    return visibleCellsByIndexPath.keys.sorted()
  }

  /// The cell shown for the item at `indexPath`, or `nil` when the item is not shown.
  ///
  /// - Parameter indexPath: The item.
  /// - Returns: Its cell, if it is on screen.
  public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
    showItemsIfNeeded()
    return visibleCellsByIndexPath[indexPath]
  }

  /// The index path of the item `cell` shows, or `nil` when it shows none.
  ///
  /// - Parameter cell: A cell of this collection view.
  /// - Returns: Its item.
  public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
    visibleCellsByIndexPath.first { $0.value === cell }?.key
  }

  // MARK: Items

  /// The number of sections, from the data source (at the last reload).
  public var numberOfSections: Int {
    reloadIfNeeded()
    return frames.sections.count
  }

  /// The number of items in `section` (0 for a section out of range).
  ///
  /// - Parameter section: The section's index.
  /// - Returns: Its item count.
  public func numberOfItems(inSection section: Int) -> Int {
    reloadIfNeeded()
    return frames.sections.indices.contains(section) ? frames.sections[section].count : 0
  }

  /// The frame of the item at `indexPath`, in the collection view's coordinates (its content); `nil` for an item
  /// out of range (UIKit answers through `layoutAttributesForItem(at:)`).
  ///
  /// - Parameter indexPath: The item.
  /// - Returns: Its frame.
  public func frameForItem(at indexPath: IndexPath) -> CGRect? {
    reloadIfNeeded()
    return frames.rect(of: indexPath)
  }

  /// The item at `point`, in the collection view's coordinates (its content), or `nil` when no item is there
  /// (between items, past the last one, or a non-finite point).
  ///
  /// - Parameter point: A point in the collection view's bounds coordinates.
  /// - Returns: The item's index path.
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    reloadIfNeeded()
    guard point.isFinite else { return nil }
    return frames.indexPath(at: point)
  }

  /// Asks the data source again for everything, drops the cells shown into the reuse queues and clears the
  /// selection, as UIKit's `reloadData()`; the items are laid out at the next layout pass.
  public func reloadData() {
    selectedItems = []
    listTouch = nil
    for (indexPath, cell) in visibleCellsByIndexPath { retire(cell, for: indexPath) }
    visibleCellsByIndexPath = [:]
    needsReload = true
    reloadIfNeeded()
    setNeedsLayout()
  }

  /// Marks the items out of date: they are read and placed again at the next layout pass.
  func setNeedsReload() {
    needsReload = true
    setNeedsLayout()
  }

  /// Reads the sections and items from the data source and places them, if they may have changed.
  func reloadIfNeeded() {
    guard needsReload || framesSize != bounds.size else { return }
    needsReload = false
    framesSize = bounds.size
    frames = collectionViewLayout.itemFrames(in: self)
    contentSize = collectionViewLayout.contentSize(of: frames, in: self)
  }

  // MARK: Layout

  /// Runs the layout due, so that the cells shown are those of the items in the bounds; not from inside the layout.
  func showItemsIfNeeded() {
    if isLayoutDue, !isShowingItems { layoutIfNeeded() }
  }

  /// Shows a cell for each item whose frame meets the bounds, and no other: items that left go to the reuse
  /// queues, items that came get a cell from the data source.
  open override func layoutSubviews() {
    super.layoutSubviews()
    isShowingItems = true
    defer { isShowingItems = false }
    reloadIfNeeded()
    let shown = frames.indexPaths(meeting: bounds)
    let wanted = Set(shown)
    for (indexPath, cell) in visibleCellsByIndexPath where !wanted.contains(indexPath) {
      visibleCellsByIndexPath[indexPath] = nil
      retire(cell, for: indexPath)
    }
    guard let dataSource else { return }
    for indexPath in shown {
      let rect = frames.rect(of: indexPath) ?? .zero
      if let cell = visibleCellsByIndexPath[indexPath] {
        cell.frame = rect
        continue
      }
      let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
      cell.frame = rect
      cell.isSelected = selectedItems.contains(indexPath)
      cell.isHighlighted = false
      visibleCellsByIndexPath[indexPath] = cell
      collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
      insertSubview(cell, at: 0)
    }
  }

  /// Takes `cell` off the screen into its identifier's reuse queue (a cell without one is let go).
  private func retire(_ cell: CollectionViewCell, for indexPath: IndexPath) {
    touchedCellLeftBounds(indexPath)
    if cell.isHighlighted { cell.isHighlighted = false }
    cell.removeFromSuperview()
    collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    reusePool.enqueue(cell, identifier: cell.reuseIdentifier)
  }
}
