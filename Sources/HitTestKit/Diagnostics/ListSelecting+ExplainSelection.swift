import Foundation

extension TableView {
  /// Explains what became of the last touch on the row at `indexPath` in `trace`: selected, or why not.
  ///
  /// It finds the last touch bound to the row's cell (or a view inside it) and names the first rule that decided
  /// its fate: a recognizer that took it (an ancestor's tap with `cancelsTouchesInView`, the list's pan), a list
  /// that was decelerating and stopped, a control in the cell that kept it, ``allowsSelection`` off, the delegate's
  /// `shouldHighlightRowAt` or `willSelectRowAt`, a lift outside the row, open swipe actions.
  ///
  /// The row's cell must still be on screen (the cell the touch was bound to is how the touch is found).
  ///
  /// - Parameters:
  ///   - indexPath: The row that was expected to select.
  ///   - trace: The interaction trace of the touches (``Application/trace``).
  /// - Returns: The explanation.
  public func explainSelection(at indexPath: IndexPath, in trace: InteractionTrace) -> SelectionExplanation {
    SelectionExplanation(
      list: TracedObject(self), indexPath: indexPath, isCollection: false,
      reason: explainSelectionReason(at: indexPath, in: trace))
  }
}

extension CollectionView {
  /// Explains what became of the last touch on the item at `indexPath` in `trace`: selected, or why not.
  ///
  /// The same analysis as ``TableView/explainSelection(at:in:)``, with `shouldSelectItemAt` in place of
  /// `willSelectRowAt`.
  ///
  /// - Parameters:
  ///   - indexPath: The item that was expected to select.
  ///   - trace: The interaction trace of the touches (``Application/trace``).
  /// - Returns: The explanation.
  public func explainSelection(at indexPath: IndexPath, in trace: InteractionTrace) -> SelectionExplanation {
    SelectionExplanation(
      list: TracedObject(self), indexPath: indexPath, isCollection: true,
      reason: explainSelectionReason(at: indexPath, in: trace))
  }
}

extension ListSelecting {
  /// The reason for ``SelectionExplanation``: the entries after the last touch bound on the row's cell, read in
  /// order until one decides.
  func explainSelectionReason(at indexPath: IndexPath, in trace: InteractionTrace)
    -> SelectionExplanation.Reason
  {
    let entries = trace.entries
    guard let (start, finger, view) = lastTouch(on: indexPath, in: entries) else { return .noTouch }
    if let control = controlHolding(view) { return .controlKeptTouch(TracedObject(control)) }
    for entry in entries[(start + 1)...] {
      if case .touchBound(let other, _, _) = entry.kind, other == finger { break }  // the finger's next touch
      if let reason = reason(deciding: entry.kind, indexPath: indexPath, finger: finger) { return reason }
    }
    return .undecided
  }

  /// The index, finger and view of the last touch bound to the cell of `indexPath` or a view inside it.
  private func lastTouch(on indexPath: IndexPath, in entries: [InteractionTrace.Entry])
    -> (Int, Finger, View)?
  {
    for index in entries.indices.reversed() {
      guard case .touchBound(let finger, let traced?, _) = entries[index].kind,
        let view = traced.object as? View
      else { continue }
      var current: View? = view
      while let candidate = current, candidate.superview !== self { current = candidate.superview }
      if let cell = current, indexPathOfCell(cell) == indexPath { return (index, finger, view) }
    }
    return nil
  }

  /// The control at or above `view`, below the list, if any: it keeps its touches.
  private func controlHolding(_ view: View) -> Control? {
    var current: View? = view
    while let candidate = current, candidate !== self {
      if let control = candidate as? Control { return control }
      current = candidate.superview
    }
    return nil
  }

  /// What `kind` decided about the touch of `finger` on `indexPath`, if it decided.
  private func reason(deciding kind: InteractionTrace.Kind, indexPath: IndexPath, finger: Finger)
    -> SelectionExplanation.Reason?
  {
    switch kind {
    case .gesture(_, .transition(_, .began, .caughtMovingContent(let scrollView))):
      return .stoppedMovingList(scrollView)
    case .gesture(let recognizer, .tookTouches(let fingers, _)) where fingers.contains(finger):
      return .recognizerTookTouch(recognizer)
    case .list(let view, let decision) where view.object === self:
      return reason(of: decision, indexPath: indexPath)
    case .collection(let view, let decision) where view.object === self:
      return reason(of: decision, indexPath: indexPath)
    default:
      return nil
    }
  }

  private func reason(of decision: TableView.Decision, indexPath: IndexPath) -> SelectionExplanation.Reason? {
    switch decision {
    case .notHighlighted(indexPath, .selectionNotAllowed): .selectionNotAllowed
    case .notHighlighted(indexPath, .delegateRefused): .highlightRefused
    case .willSelect(indexPath, nil): .willSelectReturnedNil
    case .willSelect(indexPath, let answer?) where answer != indexPath: .redirected(to: answer)
    case .selected(indexPath): .selected
    case .deselected(indexPath): .deselected
    case .liftedOutsideRow(indexPath): .liftedOutside
    case .swipeActionsHidden(_, .touchElsewhere): .hidSwipeActions
    case .swipeBegan(indexPath, _): .swiped
    default: nil
    }
  }

  private func reason(of decision: CollectionView.Decision, indexPath: IndexPath) -> SelectionExplanation
    .Reason?
  {
    switch decision {
    case .notHighlighted(indexPath, .selectionNotAllowed): .selectionNotAllowed
    case .notHighlighted(indexPath, .delegateRefused): .highlightRefused
    case .shouldSelect(indexPath, false): .shouldSelectRefused
    case .selected(indexPath): .selected
    case .deselected(indexPath): .deselected
    case .liftedOutsideItem(indexPath): .liftedOutside
    default: nil
    }
  }
}
