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
    /// A horizontal pan on the row began: the row's content follows the finger and uncovers its actions on `edge`.
    case swipeBegan(IndexPath, edge: SwipeEdge)
    /// A pan on the row did not become a swipe, and why.
    case swipeRefused(IndexPath, because: SwipeRefusal)
    /// The finger lifted far enough: the row stays open on its `count` actions.
    case swipeActionsShown(IndexPath, edge: SwipeEdge, count: Int)
    /// The row's actions were hidden, and why.
    case swipeActionsHidden(IndexPath, because: SwipeHideReason)
    /// The user tapped the action at `index` (0 nearest the edge): its handler runs.
    case swipeActionTapped(IndexPath, edge: SwipeEdge, index: Int)
    /// The swipe went past ``TableView/fullSwipeFraction`` of the row: the first action's handler runs.
    case fullSwipePerformed(IndexPath, edge: SwipeEdge)
    /// An action's handler called its completion with `performed`; the actions hide.
    case swipeActionCompleted(IndexPath, performed: Bool)

    /// Why a row did not highlight.
    public enum NoHighlightReason: Equatable, Sendable {
      /// ``TableView/allowsSelection`` is off.
      case selectionNotAllowed
      /// The delegate's `shouldHighlightRowAt` answered false.
      case delegateRefused
    }

    /// The edge of a row whose actions a swipe uncovers.
    public enum SwipeEdge: Equatable, Sendable {
      /// The leading (left) edge: a swipe to the right, the delegate's `leadingSwipeActionsConfigurationForRowAt`.
      case leading
      /// The trailing (right) edge: a swipe to the left, the delegate's `trailingSwipeActionsConfigurationForRowAt`.
      case trailing
    }

    /// Why a pan on a row did not become a swipe.
    ///
    /// A scroll view inside the cell that can scroll sideways needs no refusal: its pan, deeper, begins first and
    /// excludes the swipe (the trace shows the swipe pan failing, excluded by it), as in UIKit.
    public enum SwipeRefusal: Equatable, Sendable {
      /// The drag was not mostly horizontal (`movement`, in window points): it is the table's scroll.
      case notHorizontal(movement: CGPoint)
      /// The delegate gave the row no actions on that edge.
      case noActions(SwipeEdge)
    }

    /// Why a row's actions were hidden.
    public enum SwipeHideReason: Equatable, Sendable {
      /// The finger lifted before uncovering half the actions (`distance` of `needed` points).
      case notFarEnough(distance: CGFloat, needed: CGFloat)
      /// A finger came down on a row (not on an action): the actions hide, and that touch selects nothing.
      case touchElsewhere
      /// The swipe was cancelled (a recognizer took its touch).
      case swipeCancelled
      /// The list scrolled.
      case listScrolled
      /// The row's cell left the screen, or the data reloaded.
      case rowGone
    }

    /// Why a row's highlight went.
    public enum UnhighlightReason: Equatable, Sendable {
      /// The finger lifted.
      case lifted
      /// The touch was cancelled: a recognizer (the table's pan, an ancestor's tap) took it.
      case touchCancelled
      /// The row or item left the bounds while the finger rested on it (another finger or the app scrolled the
      /// list), and its cell went to the reuse queue.
      case scrolledOut
    }
  }
}
