import Foundation

/// The touch a list follows on one of its cells, from the cell's `touchesBegan` to its end: which row or item, and
/// whether it highlighted (a touch that did not highlight selects nothing).
///
/// ``TableView`` and ``CollectionView`` share it, and the timing built on it (``ListSelecting``).
struct ListTouch {
  /// The row or item the finger came down on.
  let indexPath: IndexPath
  /// The touch.
  let touch: Touch
  /// Whether the row or item highlighted.
  var isHighlighted: Bool

  /// A step of the shared timing, which each list records as its own typed decision.
  enum Step {
    /// It highlighted.
    case highlighted(IndexPath)
    /// It did not highlight, and why.
    case notHighlighted(IndexPath, because: TableView.Decision.NoHighlightReason)
    /// Its highlight went, and why.
    case unhighlighted(IndexPath, because: TableView.Decision.UnhighlightReason)
    /// The finger lifted outside it.
    case liftedOutside(IndexPath)
  }
}

/// A list whose cells highlight and select by touch with UIKit's timing: what ``TableView`` and ``CollectionView``
/// share, each answering with its own delegate's names and recording its own decisions.
///
/// The timing: the cell's `touchesBegan` (at once, or after the content-touch delay) highlights unless selection is
/// off or the delegate refuses; `touchesCancelled` (a drag, an ancestor's recognizer) takes the highlight away and
/// selects nothing; `touchesEnded` inside the cell hands the selection to the list (``selectByLift(_:event:)``),
/// outside it selects nothing.
protocol ListSelecting: ScrollView {
  /// The touch followed, from a cell's `touchesBegan` to its end.
  var listTouch: ListTouch? { get set }
  /// Whether a touch can select (UIKit's `allowsSelection`).
  var allowsSelection: Bool { get }
  /// Runs the layout due, so that the cells shown are those of the rows or items in the bounds; a cell whose row or
  /// item left them goes to the reuse queue, and a touch on it is forgotten (it selects nothing).
  func showCellsIfNeeded()
  /// The index path of the row or item `cell` shows, or `nil`.
  func indexPathOfCell(_ cell: View) -> IndexPath?
  /// The delegate's `shouldHighlight…` answer (true without a delegate).
  func delegateAllowsHighlight(_ indexPath: IndexPath) -> Bool
  /// Shows or takes away the highlight of the cell at `indexPath` and tells the delegate (`didHighlight…`,
  /// `didUnhighlight…`).
  func showHighlight(_ highlighted: Bool, at indexPath: IndexPath)
  /// Records `step` as the list's own decision, in the trace of `event` (``recordInTrace(_:during:)``).
  func record(_ step: ListTouch.Step, during event: Event?)
  /// A touch-down on a cell that the list takes for itself before the timing starts (a table view hiding its swipe
  /// actions); `true` when it did, and then the touch selects nothing.
  func interceptsTouchDown(on indexPath: IndexPath, event: Event?) -> Bool
  /// The finger lifted inside the highlighted row or item: the highlight goes and the selection follows, in the
  /// list's own order of delegate calls.
  func selectByLift(_ indexPath: IndexPath, event: Event?)
}

extension ListSelecting {
  /// A cell's `touchesBegan`: the row or item highlights, unless selection is off or the delegate refuses.
  func cellTouchesBegan(_ cell: View, _ touches: Set<Touch>, event: Event?) {
    guard listTouch == nil, let touch = touches.first, let indexPath = indexPathOfCell(cell) else { return }
    if interceptsTouchDown(on: indexPath, event: event) {
      listTouch = ListTouch(indexPath: indexPath, touch: touch, isHighlighted: false)
      return
    }
    var highlights = false
    if !allowsSelection {
      record(.notHighlighted(indexPath, because: .selectionNotAllowed), during: event)
    } else if !delegateAllowsHighlight(indexPath) {
      record(.notHighlighted(indexPath, because: .delegateRefused), during: event)
    } else {
      highlights = true
    }
    listTouch = ListTouch(indexPath: indexPath, touch: touch, isHighlighted: highlights)
    guard highlights else { return }
    record(.highlighted(indexPath), during: event)
    showHighlight(true, at: indexPath)
  }

  /// A cell's `touchesEnded`: the row or item is selected when the finger lifted inside the cell.
  ///
  /// The lift is judged against the cells as they are shown: a layout still due (a scroll in this event, or
  /// before the list left its window, whose layout pass no longer reaches it) runs first. UIKit lays out at the end
  /// of every run-loop turn, so a row or item scrolled out of the bounds has already left the screen when the
  /// finger lifts, and selects nothing. Without this, an item scrolled away under a resting finger while a second
  /// finger dragged, in a grid that then left its window, was selected at the lift (the fuzzer's list invariant).
  func cellTouchesEnded(_ cell: View, _ touches: Set<Touch>, event: Event?) {
    guard let touch = listTouch?.touch, touches.contains(touch) else { return }
    showCellsIfNeeded()
    guard let listTouch, listTouch.touch === touch else { return }  // its row or item left the bounds
    self.listTouch = nil
    let indexPath = listTouch.indexPath
    guard listTouch.isHighlighted else { return }
    guard cell.bounds.contains(listTouch.touch.location(in: cell)) else {
      unhighlight(indexPath, because: .lifted, during: event)
      record(.liftedOutside(indexPath), during: event)
      return
    }
    selectByLift(indexPath, event: event)
  }

  /// A cell's `touchesCancelled`: the highlight goes; nothing is selected.
  func cellTouchesCancelled(_ cell: View, _ touches: Set<Touch>, event: Event?) {
    guard let listTouch, touches.contains(listTouch.touch) else { return }
    self.listTouch = nil
    guard listTouch.isHighlighted else { return }
    unhighlight(listTouch.indexPath, because: .touchCancelled, during: event)
  }

  /// The row or item the list's touch is on left the bounds, and its cell goes to the reuse queue: the highlight
  /// goes (the delegate hears `didUnhighlight…`), and the touch selects nothing.
  ///
  /// HitTestKit's decision: UIKit does not document what a cell reused under a resting finger does; every
  /// highlight here ends with `didUnhighlight…` and a reason in the trace, as in the other ways a touch ends.
  func touchedCellLeftBounds(_ indexPath: IndexPath) {
    guard let listTouch, listTouch.indexPath == indexPath else { return }
    self.listTouch = nil
    guard listTouch.isHighlighted else { return }
    unhighlight(indexPath, because: .scrolledOut, during: nil)
  }

  /// Takes the highlight away, records why, and tells the delegate.
  func unhighlight(
    _ indexPath: IndexPath, because reason: TableView.Decision.UnhighlightReason, during event: Event?
  ) {
    record(.unhighlighted(indexPath, because: reason), during: event)
    showHighlight(false, at: indexPath)
  }

  /// Records `entry` in the trace of `event`'s application during a touch; without an event (the row left the bounds
  /// in a layout, a swipe action's handler completed), in the trace of the list's window's application.
  ///
  /// Only public hooks: ``Event/record(_:)`` and ``Application/record(_:)`` (`Scripts/built-in-hooks.sh`).
  func recordInTrace(_ entry: @autoclosure () -> InteractionTrace.Kind, during event: Event?) {
    if let event {
      event.record(entry())
    } else {
      window?.application?.record(entry())
    }
  }
}
