import Foundation

extension TableView {
  /// A step of a row's highlighting and selection, as the interaction trace records it
  /// (``InteractionTrace/Kind/list(view:_:)``); worded only by the trace's renderer.
  public enum Decision: Equatable, Sendable {
    /// The row highlighted: its cell got the touch and the delegate allowed it.
    case highlighted(IndexPath)
    /// The row did not highlight, so this touch selects nothing.
    case notHighlighted(IndexPath, because: NoHighlightReason)
    /// The row's highlight went.
    case unhighlighted(IndexPath, because: UnhighlightReason)
    /// The delegate's `willSelectRowAt` answered: the row to select, or `nil` for none.
    case willSelect(IndexPath, answer: IndexPath?)
    /// The delegate's `willDeselectRowAt` answered: the row to deselect, or `nil` to keep it selected.
    case willDeselect(IndexPath, answer: IndexPath?)
    /// The row was selected by the touch.
    case selected(IndexPath)
    /// The row was deselected by the touch (another row's selection, or a tap in multiple selection).
    case deselected(IndexPath)
    /// The finger lifted outside the row it came down on: nothing is selected.
    case liftedOutsideRow(IndexPath)

    /// Why a row did not highlight.
    public enum NoHighlightReason: Equatable, Sendable {
      /// ``TableView/allowsSelection`` is off.
      case selectionNotAllowed
      /// The delegate's `shouldHighlightRowAt` answered false.
      case delegateRefused
    }

    /// Why a row's highlight went.
    public enum UnhighlightReason: Equatable, Sendable {
      /// The finger lifted.
      case lifted
      /// The touch was cancelled: a recognizer (the table's pan, an ancestor's tap) took it.
      case touchCancelled
    }
  }
}
