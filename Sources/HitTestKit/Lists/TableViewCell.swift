import Foundation

/// A row of a ``TableView``, as UIKit's `UITableViewCell`: a view with a ``contentView`` for its subviews, and the
/// selected and highlighted states the table view sets.
///
/// A cell learns of the touches on it and on the subviews of its ``contentView`` that do not handle them (a label,
/// a plain view; not a control), through the responder chain, and tells its table view, which highlights and
/// selects the row by UIKit's rules (see ``TableView``). Subclasses that override a `touches…` method call `super`,
/// as in UIKit, or the row no longer highlights and selects.
///
/// Made by the table view from the class registered for a reuse identifier
/// (``TableView/register(_:forCellReuseIdentifier:)``), which calls ``init(style:reuseIdentifier:)``: it is
/// `required`, as Swift needs to make cells of a registered class (UIKit's runtime does it through
/// Objective-C). A subclass that declares that initializer marks it `required`.
open class TableViewCell: View {
  /// The styles of UIKit's standard cells; HitTestKit draws no text, so the style is only stored.
  public enum CellStyle: Sendable {
    /// UIKit's `.default`: a text label and an optional image.
    case `default`
    /// UIKit's `.value1`: a text label and a detail label on the right.
    case value1
    /// UIKit's `.value2`: a blue text label and a detail label.
    case value2
    /// UIKit's `.subtitle`: a text label above a detail label.
    case subtitle
  }

  /// How a selected cell shows it, as UIKit's `UITableViewCell.SelectionStyle`.
  ///
  /// With ``none`` the cell is still selected and highlighted (the delegate is called); only its drawing would
  /// differ.
  public enum SelectionStyle: Sendable {
    /// No visible selection.
    case none
    /// UIKit's blue selection (drawn grey since iOS 7).
    case blue
    /// A grey selection.
    case gray
    /// The system's default selection.
    case `default`
  }

  /// The style the cell was made with.
  public let style: CellStyle
  /// The identifier the table view reuses the cell under, if any.
  public let reuseIdentifier: String?
  /// The view to add the cell's subviews to: it fills the cell (laid out at each layout pass).
  public let contentView: View
  /// How the cell shows its selection (stored; see ``SelectionStyle``).
  public var selectionStyle = SelectionStyle.default

  /// Whether the cell's row is selected.
  ///
  /// Set by the table view; setting it calls ``setSelected(_:animated:)``.
  open var isSelected: Bool {
    get { storedIsSelected }
    set { setSelected(newValue, animated: false) }
  }
  /// Whether the cell's row is highlighted (a finger is on it).
  ///
  /// Set by the table view; setting it calls ``setHighlighted(_:animated:)``.
  open var isHighlighted: Bool {
    get { storedIsHighlighted }
    set { setHighlighted(newValue, animated: false) }
  }

  private var storedIsSelected = false
  private var storedIsHighlighted = false

  /// Makes a cell of `style` reused under `reuseIdentifier`, as UIKit's `init(style:reuseIdentifier:)`.
  ///
  /// - Parameters:
  ///   - style: The standard style (only stored).
  ///   - reuseIdentifier: The identifier to reuse the cell under, or `nil`.
  public required init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    contentView = View(frame: .zero)
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: TableView.defaultRowHeight))
    contentView.frame = bounds
    addSubview(contentView)
  }

  /// Makes a cell of the default style with no reuse identifier.
  ///
  /// - Parameter frame: The cell's frame (the table view sets it again when it places the cell).
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// Always `nil`: HitTestKit loads no views from archives (see ``View/init(coder:)``).
  ///
  /// - Parameter coder: An unarchiver, as `init(coder:)` gets in UIKit; unused.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Sets the selected state, as UIKit's `setSelected(_:animated:)`; override it to show the state (call `super`).
  ///
  /// - Parameters:
  ///   - selected: Whether the row is selected.
  ///   - animated: Whether to animate the change (recorded by UIKit subclasses; HitTestKit changes it at once).
  open func setSelected(_ selected: Bool, animated: Bool) {
    storedIsSelected = selected
  }

  /// Sets the highlighted state, as UIKit's `setHighlighted(_:animated:)`; override it to show the state (call
  /// `super`).
  ///
  /// - Parameters:
  ///   - highlighted: Whether the row is highlighted.
  ///   - animated: Whether to animate the change (HitTestKit changes it at once).
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    storedIsHighlighted = highlighted
  }

  /// Called when the table view takes the cell from its reuse queue, before the data source configures it, as
  /// UIKit's `prepareForReuse()`; override it to clear what a row set (call `super`).
  open func prepareForReuse() {}

  /// Keeps ``contentView`` filling the cell (moved sideways while the row is swiped).
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds.offsetBy(dx: swipeOffset, dy: 0)
  }

  /// How far a swipe moved the content sideways, uncovering the row's actions (negative: to the left).
  var swipeOffset: CGFloat = 0 {
    didSet { contentView.frame = bounds.offsetBy(dx: swipeOffset, dy: 0) }
  }

  /// The table view the cell is a row of: its superview, when that is a table view.
  var tableView: TableView? { superview as? TableView }

  /// Tells the table view that a finger came down on the row (the table view handles it: the call goes no further
  /// up the responder chain).
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    tableView?.cellTouchesBegan(self, touches, event: event)
  }

  /// A finger moved on the row: nothing changes until the touch ends (a drag that scrolls cancels it), so the call
  /// goes no further up the responder chain.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}

  /// Tells the table view that a finger lifted from the row: it selects the row when the finger lifted inside it.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    tableView?.cellTouchesEnded(self, touches, event: event)
  }

  /// Tells the table view that the touch was cancelled (a recognizer took it): the highlight goes, nothing is
  /// selected.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    tableView?.cellTouchesCancelled(self, touches, event: event)
  }
}
