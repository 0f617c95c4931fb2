import Foundation

/// A list of rows in sections, as UIKit's `UITableView`: a ``ScrollView`` whose rows are cells made by its
/// ``dataSource`` for the region it shows, and selected by touch as in UIKit.
///
/// **Layout.** Rows stack from the top, each ``rowHeight`` tall unless the delegate's `heightForRowAt` says
/// otherwise; ``ScrollView/contentSize`` is their total height by the view's width. At each layout pass (the window lays out
/// before each event, and a scroll view lays out again whenever its bounds origin moves, as in UIKit) the table
/// view shows a cell for exactly the rows that meet its bounds: a row that scrolls out goes back to the reuse
/// queue of its identifier, and ``dequeueReusableCell(withIdentifier:for:)`` hands it out again after
/// ``TableViewCell/prepareForReuse()``. Only the plain style's rows are modelled: no section headers or footers.
///
/// **Selection** (Apple's "Handling row selection in a table view", and the `UITableViewDelegate` reference):
/// - A row highlights when its cell gets `touchesBegan`: at once, or after the scroll view's content-touch delay
///   (0.15 s) when ``ScrollView/delaysContentTouches`` is on; with a quick tap, at the lift.
/// - `shouldHighlightRowAt` answering false, or ``allowsSelection`` off, leaves the row unhighlighted, and that
///   touch selects nothing.
/// - A drag that begins takes the touch (the cell gets `touchesCancelled`): the highlight goes, nothing is
///   selected. So does an ancestor's recognizer with `cancelsTouchesInView`.
/// - The row is selected when the finger lifts inside it: `willSelectRowAt` may pick another row or none.
/// - A control in a cell keeps its touch (the cell never gets it), so its row is not selected.
/// - Single selection: the row selected before is deselected (`willDeselectRowAt` may keep it); tapping the
///   selected row selects it again. Multiple selection (``allowsMultipleSelection``): tapping a selected row
///   deselects it.
/// - ``selectRow(at:animated:scrollPosition:)`` and ``deselectRow(at:animated:)`` call no delegate method.
///
/// **Swipe actions.** A horizontal pan on a row (a recognizer on the table view) slides its content over the actions
/// the delegate's `trailingSwipeActionsConfigurationForRowAt` or `leadingSwipeActionsConfigurationForRowAt` gives; a
/// tap on one runs its handler, a full swipe performs the first, and a touch elsewhere or a scroll hides them (the
/// DocC article "Lists and selection" has the rules).
///
/// Each step of a selection or a swipe is a typed decision in the interaction trace (``Decision``).
open class TableView: ScrollView {
  /// The height of a row when neither ``rowHeight`` is set nor the delegate answers: 44 pt, UIKit's standard row
  /// height (self-sizing rows are not modelled).
  public static let defaultRowHeight: CGFloat = 44

  /// The table's style, as UIKit's `UITableView.Style`; only the plain layout is modelled, the others are stored.
  public enum Style: Sendable {
    /// Rows in one run.
    case plain
    /// Sections as separate groups (laid out as plain here).
    case grouped
    /// Groups inset from the edges (laid out as plain here).
    case insetGrouped
  }

  /// The style the table view was made with.
  public let style: Style
  /// The object that gives the sections, rows and cells; the table view reloads at its next layout when it changes.
  public weak var dataSource: (any TableViewDataSource)? {
    didSet { setNeedsReload() }
  }
  /// The height of every row unless the delegate's `heightForRowAt` says otherwise (44 pt by default).
  public var rowHeight = TableView.defaultRowHeight {
    didSet { setNeedsReload() }
  }
  /// Whether a touch can select rows (true by default); off, rows neither highlight nor select by touch.
  public var allowsSelection = true
  /// Whether several rows can be selected at once (false by default); a tap on a selected row then deselects it.
  public var allowsMultipleSelection = false

  /// The row geometry and the cells shown: what the data source last said, laid out.
  var rows = Rows()
  /// The cells on screen, by index path.
  var visibleCellsByIndexPath: [IndexPath: TableViewCell] = [:]
  /// The selected rows.
  var selectedRows: Set<IndexPath> = []
  /// The touch following a row, from its cell's `touchesBegan` to its end.
  var listTouch: ListTouch?
  /// The row swiped open on its actions, or opening.
  var swipe: SwipeState?
  /// The number of swipe actions' handlers run so far (each run's number tells its completion apart).
  var swipeHandlerRuns = 0
  /// The handler runs whose completion has not been called yet.
  var swipeRunsAwaitingCompletion: Set<Int> = []
  /// The horizontal pan that swipes a row open on its actions, as UIKit's table view has (its delegate is the
  /// table view's, ``SwipeRecognizerDelegate``).
  let swipePanGestureRecognizer = PanGestureRecognizer()
  /// The swipe pan's delegate (the pan does not keep it alive).
  private var swipeRecognizerDelegate: SwipeRecognizerDelegate?

  private var reusePool = ReusePool<TableViewCell>()
  private var needsReload = true
  /// Whether ``layoutSubviews()`` is showing the rows (a query meanwhile does not start another layout).
  private var isShowingRows = false

  /// Makes an empty table view of `style`, as UIKit's `init(frame:style:)`.
  ///
  /// - Parameters:
  ///   - frame: The frame rectangle, in the superview's coordinates.
  ///   - style: The style (only the plain layout is modelled).
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    let delegate = SwipeRecognizerDelegate(tableView: self)
    swipeRecognizerDelegate = delegate
    swipePanGestureRecognizer.name = "swipe actions"
    swipePanGestureRecognizer.delegate = delegate
    swipePanGestureRecognizer.addTarget { [weak self] in
      guard let self, let pan = $0 as? PanGestureRecognizer else { return }
      self.swipePanChanged(pan)
    }
    addGestureRecognizer(swipePanGestureRecognizer)
  }

  /// Makes an empty plain table view.
  ///
  /// - Parameter frame: The frame rectangle, in the superview's coordinates.
  public convenience override init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// Always `nil`: HitTestKit loads no views from archives (see ``View/init(coder:)``).
  ///
  /// - Parameter coder: An unarchiver, as `init(coder:)` gets in UIKit; unused.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The delegate, when it is a ``TableViewDelegate``.
  var tableDelegate: (any TableViewDelegate)? { delegate as? any TableViewDelegate }

  // MARK: Cells

  /// Registers the class to make cells of for `identifier`, as UIKit's `register(_:forCellReuseIdentifier:)`;
  /// `nil` unregisters it.
  ///
  /// - Parameters:
  ///   - cellClass: A ``TableViewCell`` class, made with ``TableViewCell/init(style:reuseIdentifier:)``.
  ///   - identifier: The reuse identifier.
  public func register(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String) {
    reusePool.register(
      cellClass.map { cellClass in { cellClass.init(style: .default, reuseIdentifier: identifier) } },
      for: identifier)
  }

  /// A cell for `identifier` from the reuse queue, else a new one of the registered class, else `nil`, as UIKit's
  /// `dequeueReusableCell(withIdentifier:)`.
  ///
  /// - Parameter identifier: The reuse identifier.
  /// - Returns: A cell ready to configure, or `nil` when none is queued and no class is registered.
  public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
    reusePool.dequeue(identifier) { $0.prepareForReuse() }
  }

  /// A cell for `identifier` to configure for the row at `indexPath`, as UIKit's
  /// `dequeueReusableCell(withIdentifier:for:)`.
  ///
  /// An identifier with no registered class stops the program with a message, as UIKit raises an exception:
  /// register the class first (``register(_:forCellReuseIdentifier:)``).
  ///
  /// - Parameters:
  ///   - identifier: The reuse identifier.
  ///   - indexPath: The row the cell is for.
  /// - Returns: A cell, sized to the row.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> TableViewCell
  {
    guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
      // `fatalError`, not `preconditionFailure`: its message survives release builds.
      fatalError(
        "unable to dequeue a cell with identifier \(identifier): register a class for it first "
          + "(register(_:forCellReuseIdentifier:))")
    }
    if let rect = rows.rect(of: indexPath, width: bounds.width) { cell.frame = rect }
    return cell
  }

  /// The cells shown, top to bottom (after the layout a scroll or a reload made due, as in UIKit).
  public var visibleCells: [TableViewCell] {
    indexPathsForVisibleRows?.compactMap { visibleCellsByIndexPath[$0] } ?? []
  }

  /// The index paths of the rows shown, top to bottom; `nil` when none is, as UIKit's (after the layout a scroll
  /// or a reload made due).
  public var indexPathsForVisibleRows: [IndexPath]? {
    showRowsIfNeeded()
    let paths = visibleCellsByIndexPath.keys.sorted()  // IndexPath orders by section, then row
    return paths.isEmpty ? nil : paths
  }

  /// The cell shown for the row at `indexPath`, or `nil` when the row is not shown.
  ///
  /// - Parameter indexPath: The row.
  /// - Returns: Its cell, if it is on screen.
  public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
    showRowsIfNeeded()
    return visibleCellsByIndexPath[indexPath]
  }

  /// The index path of the row `cell` shows, or `nil` when it shows none.
  ///
  /// - Parameter cell: A cell of this table view.
  /// - Returns: Its row.
  public func indexPath(for cell: TableViewCell) -> IndexPath? {
    visibleCellsByIndexPath.first { $0.value === cell }?.key
  }

  // MARK: Rows

  /// The number of sections, from the data source (at the last reload).
  public var numberOfSections: Int {
    reloadIfNeeded()
    return rows.sectionCount
  }

  /// The number of rows in `section` (0 for a section out of range).
  ///
  /// - Parameter section: The section's index.
  /// - Returns: Its row count.
  public func numberOfRows(inSection section: Int) -> Int {
    reloadIfNeeded()
    return rows.rowCount(inSection: section)
  }

  /// The rectangle of the row at `indexPath`, in the table view's coordinates (its content); `.null` for a row out
  /// of range.
  ///
  /// - Parameter indexPath: The row.
  /// - Returns: Its rectangle.
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    reloadIfNeeded()
    return rows.rect(of: indexPath, width: bounds.width) ?? .null
  }

  /// The row at `point`, in the table view's coordinates (its content), or `nil` when no row is there (past the
  /// last row, left or right of the rows, or a non-finite point).
  ///
  /// - Parameter point: A point in the table view's bounds coordinates.
  /// - Returns: The row's index path.
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    reloadIfNeeded()
    guard point.isFinite, point.x >= 0, point.x < bounds.width else { return nil }
    return rows.indexPath(atY: point.y)
  }

  /// Asks the data source again for everything, drops the cells shown into the reuse queues and clears the
  /// selection, as UIKit's `reloadData()`; the rows are laid out at the next layout pass.
  public func reloadData() {
    hideSwipeActions(because: .rowGone)
    selectedRows = []
    listTouch = nil
    for (indexPath, cell) in visibleCellsByIndexPath { retire(cell, for: indexPath) }
    visibleCellsByIndexPath = [:]
    needsReload = true
    reloadIfNeeded()
    setNeedsLayout()
  }

  private func setNeedsReload() {
    needsReload = true
    setNeedsLayout()
  }

  /// Reads the sections, rows and heights from the data source and delegate, if they may have changed.
  func reloadIfNeeded() {
    guard needsReload else { return }
    needsReload = false
    rows = Rows(tableView: self)
    contentSize = CGSize(width: bounds.width, height: rows.totalHeight)
  }

  // MARK: Layout

  /// Runs the layout due, so that the cells shown are those of the rows in the bounds, as UIKit's queries of the
  /// visible rows do; not from inside the layout itself (a delegate asking while a cell is shown).
  func showRowsIfNeeded() {
    if isLayoutDue, !isShowingRows { layoutIfNeeded() }
  }

  /// Shows a cell for each row that meets the bounds, and no other: rows that left go to the reuse queues,
  /// rows that came get a cell from the data source.
  open override func layoutSubviews() {
    super.layoutSubviews()
    isShowingRows = true
    defer { isShowingRows = false }
    reloadIfNeeded()
    contentSize = CGSize(width: bounds.width, height: rows.totalHeight)
    hideSwipeActionsIfScrolled()
    let shown = rows.indexPaths(meetingYFrom: bounds.minY, to: bounds.maxY)
    let wanted = Set(shown)
    for (indexPath, cell) in visibleCellsByIndexPath where !wanted.contains(indexPath) {
      visibleCellsByIndexPath[indexPath] = nil
      retire(cell, for: indexPath)
    }
    guard let dataSource else { return }
    for indexPath in shown {
      let rect = rows.rect(of: indexPath, width: bounds.width) ?? .zero
      if let cell = visibleCellsByIndexPath[indexPath] {
        cell.frame = rect
        continue
      }
      let cell = dataSource.tableView(self, cellForRowAt: indexPath)
      cell.frame = rect
      cell.setSelected(selectedRows.contains(indexPath), animated: false)
      cell.setHighlighted(false, animated: false)
      visibleCellsByIndexPath[indexPath] = cell
      tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
      insertSubview(cell, at: 0)
    }
  }

  /// Takes `cell` off the screen into its identifier's reuse queue (a cell without one is let go).
  func retire(_ cell: TableViewCell, for indexPath: IndexPath) {
    touchedCellLeftBounds(indexPath)
    if cell.isHighlighted { cell.setHighlighted(false, animated: false) }
    if swipe?.indexPath == indexPath { hideSwipeActions(because: .rowGone) }
    cell.removeFromSuperview()
    tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    reusePool.enqueue(cell, identifier: cell.reuseIdentifier)
  }
}
