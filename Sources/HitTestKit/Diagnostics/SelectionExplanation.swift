import Foundation

/// The answer to "why didn't my row select?": what became of the last touch on a list's row or item, by the rule
/// that decided.
///
/// Make one with ``TableView/explainSelection(at:in:)`` or ``CollectionView/explainSelection(at:in:)`` from an
/// interaction trace. ``reason`` is structured for tests; ``description``, worded by the diagnostics' renderer,
/// says it in words:
///
/// ```
/// row 0 of section 0 of list was not selected: window.tap took the touch (its cancelsTouchesInView cancels the
/// touches of the views it recognizes on), so the row never saw the lift.
/// ```
public struct SelectionExplanation {
  /// The list explained (a table or collection view).
  public let list: TracedObject
  /// The row or item.
  public let indexPath: IndexPath
  /// Whether the list is a collection view (its index paths name items).
  public let isCollection: Bool
  /// What decided.
  public let reason: Reason

  /// What became of the last touch on the row or item.
  public enum Reason: Equatable {
    /// It was selected.
    case selected
    /// No touch in the trace came down on it.
    case noTouch
    /// The list's `allowsSelection` is off: it did not even highlight.
    case selectionNotAllowed
    /// The delegate's `shouldHighlight…` answered false: no highlight, so no selection.
    case highlightRefused
    /// The table delegate's `willSelectRowAt` answered `nil`.
    case willSelectReturnedNil
    /// The table delegate's `willSelectRowAt` answered another row, which was selected instead.
    case redirected(to: IndexPath)
    /// The collection delegate's `shouldSelectItemAt` answered false.
    case shouldSelectRefused
    /// A recognizer took the touch (a tap with `cancelsTouchesInView`, the list's pan when a drag began): the row's
    /// touch was cancelled, or never delivered.
    case recognizerTookTouch(TracedObject)
    /// The list was moving on its own (decelerating): the touch-down stopped it and the touch belongs to scrolling.
    case stoppedMovingList(TracedObject)
    /// The touch landed on a control in the cell, which keeps its touches: the cell never saw it.
    case controlKeptTouch(TracedObject)
    /// The finger lifted outside the row.
    case liftedOutside
    /// The row or item left the list's bounds while `finger` rested on it (another finger, or code, scrolled the
    /// list), and its cell went to the reuse queue: its highlight went and the lift selected nothing.
    ///
    /// `contentOffset` is the list's last offset the trace recorded before the row left (a drag, a stop, a
    /// bounce), or `nil` when no traced scroll moved it (code set its `contentOffset`).
    case scrolledOut(finger: Finger, contentOffset: CGPoint?)
    /// The row's swipe actions (or another row's) were open: the touch hid them and selects nothing.
    case hidSwipeActions
    /// The touch began a swipe on the row.
    case swiped
    /// In multiple selection, the touch deselected the row (it was selected).
    case deselected
    /// The touch is still down, or ended without any of the above.
    case undecided
  }
}
