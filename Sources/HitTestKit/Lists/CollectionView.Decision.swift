import Foundation

extension CollectionView {
  /// A step of an item's highlighting and selection, as the interaction trace records it
  /// (``InteractionTrace/Kind/collection(view:_:)``); worded only by the trace's renderer.
  public enum Decision: Equatable, Sendable {
    /// Why an item did not highlight: the same reasons as a table view's row.
    public typealias NoHighlightReason = TableView.Decision.NoHighlightReason
    /// Why an item's highlight went: the same reasons as a table view's row.
    public typealias UnhighlightReason = TableView.Decision.UnhighlightReason

    /// The item highlighted: its cell got the touch and the delegate allowed it.
    case highlighted(IndexPath)
    /// The item did not highlight, so this touch selects nothing.
    case notHighlighted(IndexPath, because: NoHighlightReason)
    /// The item's highlight went.
    case unhighlighted(IndexPath, because: UnhighlightReason)
    /// The delegate's `shouldSelectItemAt` answered.
    case shouldSelect(IndexPath, answer: Bool)
    /// The delegate's `shouldDeselectItemAt` answered (a tap on a selected item in multiple selection).
    case shouldDeselect(IndexPath, answer: Bool)
    /// The item was selected by the touch.
    case selected(IndexPath)
    /// The item was deselected by the touch (another item's selection, or a tap in multiple selection).
    case deselected(IndexPath)
    /// The finger lifted outside the item it came down on: nothing is selected.
    case liftedOutsideItem(IndexPath)
  }
}
