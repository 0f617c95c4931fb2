import Foundation

extension TableView {
  /// The width of one action's button: HitTestKit's decision (UIKit sizes each button to its title, which
  /// HitTestKit does not lay out; 80 pt holds a short title such as "Delete").
  public static let swipeActionWidth: CGFloat = 80

  /// How far across the row (a fraction of its width) a swipe must go to perform the first action when the finger
  /// lifts: HitTestKit's decision (Apple documents the full swipe, not its distance).
  public static let fullSwipeFraction: CGFloat = 0.6

  /// A row swiped open, or opening: its actions, the view that shows them, and how far its content has moved.
  struct SwipeState {
    let indexPath: IndexPath
    let edge: Decision.SwipeEdge
    let configuration: SwipeActionsConfiguration
    /// The view behind the row's content that holds the actions' buttons.
    let actionsView: View
    /// The table's content offset when the swipe began: a scroll away from it hides the actions.
    let contentOffset: CGPoint
    /// How far the content had moved when this pan began (an open row swiped again moves on from there).
    var startOffset: CGFloat = 0
    /// Whether an action's handler runs and its completion has not been called yet.
    var awaitsCompletion = false
    /// The number of the handler run, if one runs (``TableView/swipeHandlerRuns``).
    var run = 0

    /// The width the actions take when the row is open.
    var openWidth: CGFloat { CGFloat(configuration.actions.count) * TableView.swipeActionWidth }
  }

  /// The delegate of the swipe pan: the table view decides whether it may begin.
  final class SwipeRecognizerDelegate: GestureRecognizerDelegate {
    unowned let tableView: TableView

    init(tableView: TableView) {
      self.tableView = tableView
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
      tableView.swipeShouldBegin()
    }
  }

  /// Records a decision outside a touch's event (a handler's completion), in the application's trace.
  func recordList(_ decision: @autoclosure () -> Decision) {
    recordInTrace(.list(view: TracedObject(self), decision()), during: nil)
  }

  // MARK: Beginning

  /// Whether a pan on a row may become a swipe: mostly horizontal, on a row with actions on that edge.
  ///
  /// A scroll view inside the cell that can scroll sideways takes the drag before this is asked: its pan is bound
  /// before the table view's, begins first, and excludes this one (UIKit's outcome). The table view's own pan,
  /// bound before this one too, takes a vertical drag the same way.
  func swipeShouldBegin() -> Bool {
    guard let touch = swipePanGestureRecognizer.receivedTouches.first,
      let indexPath = indexPathForRow(at: touch.location(in: self)),
      let cell = visibleCellsByIndexPath[indexPath]
    else { return false }
    let movement = swipePanGestureRecognizer.translation(in: nil)
    guard abs(movement.x) > abs(movement.y) else {
      recordList(.swipeRefused(indexPath, because: .notHorizontal(movement: movement)))
      return false
    }
    if var open = swipe, open.indexPath == indexPath, !open.awaitsCompletion {
      open.startOffset = cell.swipeOffset
      swipe = open
      recordList(.swipeBegan(indexPath, edge: open.edge))
      return true
    }
    if let open = swipe, !open.awaitsCompletion { hideSwipeActions(because: .touchElsewhere) }
    let edge: Decision.SwipeEdge = movement.x < 0 ? .trailing : .leading
    let delegate = tableDelegate
    let configuration =
      edge == .trailing
      ? delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
      : delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
    guard swipe == nil, let configuration, !configuration.actions.isEmpty else {
      recordList(.swipeRefused(indexPath, because: .noActions(edge)))
      return false
    }
    let state = SwipeState(
      indexPath: indexPath, edge: edge, configuration: configuration,
      actionsView: makeActionsView(configuration, edge: edge, in: cell, indexPath: indexPath),
      contentOffset: contentOffset)
    swipe = state
    recordList(.swipeBegan(indexPath, edge: edge))
    return true
  }

  /// The view behind the row's content with a button per action, the first nearest the edge.
  private func makeActionsView(
    _ configuration: SwipeActionsConfiguration, edge: Decision.SwipeEdge, in cell: TableViewCell,
    indexPath: IndexPath
  ) -> View {
    let width = CGFloat(configuration.actions.count) * Self.swipeActionWidth
    let height = cell.bounds.height
    let actionsView = View(
      frame: CGRect(x: edge == .trailing ? cell.bounds.width - width : 0, y: 0, width: width, height: height))
    actionsView.name = "swipe actions"
    for (index, action) in configuration.actions.enumerated() {
      let fromEdge = CGFloat(index) * Self.swipeActionWidth
      let x = edge == .trailing ? width - fromEdge - Self.swipeActionWidth : fromEdge
      let button = Button(
        frame: CGRect(x: x, y: 0, width: Self.swipeActionWidth, height: height), title: action.title)
      button.addAction(for: .touchUpInside) { [weak self] button in
        self?.runAction(at: index, edge: edge, indexPath: indexPath, from: button, tapped: true)
      }
      actionsView.addSubview(button)
    }
    cell.insertSubview(actionsView, at: 0)
    return actionsView
  }

  // MARK: Following the finger

  /// The swipe pan's action: the content follows the finger, then settles open, closed, or performs the first
  /// action.
  func swipePanChanged(_ pan: PanGestureRecognizer) {
    guard let state = swipe, let cell = visibleCellsByIndexPath[state.indexPath] else { return }
    let width = cell.bounds.width
    let offset = state.startOffset + pan.translation(in: self).x
    let clamped = state.edge == .trailing ? min(0, max(-width, offset)) : max(0, min(width, offset))
    switch pan.state {
    case .began, .changed:
      cell.swipeOffset = clamped
    case .ended:
      let distance = abs(clamped)
      if state.configuration.performsFirstActionWithFullSwipe, distance >= width * Self.fullSwipeFraction {
        cell.swipeOffset = state.edge == .trailing ? -width : width
        recordList(.fullSwipePerformed(state.indexPath, edge: state.edge))
        let button = state.actionsView.subviews.first ?? state.actionsView
        runAction(at: 0, edge: state.edge, indexPath: state.indexPath, from: button, tapped: false)
      } else if distance >= state.openWidth / 2 {
        cell.swipeOffset = state.edge == .trailing ? -state.openWidth : state.openWidth
        recordList(
          .swipeActionsShown(state.indexPath, edge: state.edge, count: state.configuration.actions.count))
      } else {
        hideSwipeActions(because: .notFarEnough(distance: distance, needed: state.openWidth / 2))
      }
    case .cancelled, .failed:
      hideSwipeActions(because: .swipeCancelled)
    default:
      break
    }
  }

  // MARK: Actions

  /// Runs the action at `index` with a completion that hides the actions (only its first call counts).
  private func runAction(
    at index: Int, edge: Decision.SwipeEdge, indexPath: IndexPath, from view: View, tapped: Bool
  ) {
    guard var state = swipe, state.indexPath == indexPath, !state.awaitsCompletion,
      state.configuration.actions.indices.contains(index)
    else { return }
    if tapped { recordList(.swipeActionTapped(indexPath, edge: edge, index: index)) }
    swipeHandlerRuns += 1
    let run = swipeHandlerRuns
    swipeRunsAwaitingCompletion.insert(run)
    state.awaitsCompletion = true
    state.run = run
    swipe = state
    let action = state.configuration.actions[index]
    action.handler(action, view) { [weak self] performed in
      // Only the first call counts.
      guard let self, self.swipeRunsAwaitingCompletion.remove(run) != nil else { return }
      self.recordList(.swipeActionCompleted(indexPath, performed: performed))
      if self.swipe?.run == run { self.removeSwipeActions() }
    }
  }

  /// Hides the actions when the list scrolled since they opened, as UIKit does (not while a handler runs).
  func hideSwipeActionsIfScrolled() {
    guard let swipe, !swipe.awaitsCompletion, contentOffset != swipe.contentOffset else { return }
    hideSwipeActions(because: .listScrolled)
  }

  /// Hides the actions shown or opening, and records why; a row that goes while its handler runs (swipe to delete)
  /// loses its actions silently, as the handler's completion reports.
  func hideSwipeActions(because reason: Decision.SwipeHideReason) {
    guard let state = swipe else { return }
    if state.awaitsCompletion, reason == .rowGone {
      removeSwipeActions()
      return
    }
    recordList(.swipeActionsHidden(state.indexPath, because: reason))
    removeSwipeActions()
  }

  /// Puts the row's content back and takes its actions away.
  private func removeSwipeActions() {
    guard let state = swipe else { return }
    swipe = nil
    visibleCellsByIndexPath[state.indexPath]?.swipeOffset = 0
    state.actionsView.removeFromSuperview()
  }
}
