import Foundation

/// An item of a ``CollectionView``, as UIKit's `UICollectionViewCell`: a view with a ``contentView`` for its
/// subviews, and the selected and highlighted states the collection view sets.
///
/// Like a table view's cell, it learns of the touches on it and on the subviews of its ``contentView`` that do not
/// handle them, and tells its collection view, which highlights and selects the item by UIKit's rules (see
/// ``CollectionView``). Subclasses that override a `touches…` method call `super`.
///
/// Made by the collection view from the class registered for a reuse identifier
/// (``CollectionView/register(_:forCellWithReuseIdentifier:)``) with ``init(frame:)``, which is `required` for
/// that reason (UIKit's runtime makes cells through Objective-C).
open class CollectionViewCell: View {
  /// The identifier the collection view reuses the cell under (set when the collection view makes it).
  public internal(set) var reuseIdentifier: String?
  /// The view to add the cell's subviews to: it fills the cell (laid out at each layout pass).
  public let contentView: View

  /// Whether the cell's item is selected; set by the collection view.
  ///
  /// Override it with `didSet` to show the state, as in UIKit.
  open var isSelected = false
  /// Whether the cell's item is highlighted (a finger is on it); set by the collection view.
  open var isHighlighted = false

  /// Makes a cell, as UIKit's `init(frame:)` (the collection view sizes it to its item).
  ///
  /// - Parameter frame: The cell's frame.
  public required override init(frame: CGRect) {
    contentView = View(frame: CGRect(origin: .zero, size: frame.size))
    super.init(frame: frame)
    addSubview(contentView)
  }

  /// Always `nil`: HitTestKit loads no views from archives (see ``View/init(coder:)``).
  ///
  /// - Parameter coder: An unarchiver, as `init(coder:)` gets in UIKit; unused.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Called when the collection view takes the cell from its reuse queue, before the data source configures it, as
  /// UIKit's `prepareForReuse()`; override it to clear what an item set (call `super`).
  open func prepareForReuse() {}

  /// Keeps ``contentView`` filling the cell.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
  }

  /// The collection view the cell is an item of: its superview, when that is a collection view.
  private var collectionView: CollectionView? { superview as? CollectionView }

  /// Tells the collection view that a finger came down on the item (the call goes no further up the responder
  /// chain).
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    collectionView?.cellTouchesBegan(self, touches, event: event)
  }

  /// A finger moved on the item: nothing changes until the touch ends (a drag that scrolls cancels it).
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}

  /// Tells the collection view that a finger lifted: it selects the item when the finger lifted inside it.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    collectionView?.cellTouchesEnded(self, touches, event: event)
  }

  /// Tells the collection view that the touch was cancelled (a recognizer took it): the highlight goes, nothing is
  /// selected.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    collectionView?.cellTouchesCancelled(self, touches, event: event)
  }
}
