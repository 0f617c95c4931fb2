import Foundation

extension TableView {
  /// Explains what became of the last touch on the row at `indexPath` in `trace`: selected, or why not.
  ///
  /// It finds the last touch bound to the row's cell (or a view inside it) and names the first rule that decided
  /// its fate: a recognizer that took it (an ancestor's tap with `cancelsTouchesInView`, the list's pan), a list
  /// that was decelerating and stopped, a control in the cell that kept it, ``allowsSelection`` off, the delegate's
  /// `shouldHighlightRowAt` or `willSelectRowAt`, a lift outside the row, open swipe actions, the row scrolling out
  /// of the bounds under the resting finger.
  ///
  /// The touch is found by the cell it was bound to while that cell still shows the row, or, once the row's cell has
  /// left the screen (scrolled out, reused for another row), by the highlight decision the table recorded for the
  /// row when the touch reached its cell; a touch that never reached a cell that has since left is not found.
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
  /// The reason for ``SelectionExplanation``: the entries after the last touch on the row, read in order until one
  /// decides.
  func explainSelectionReason(at indexPath: IndexPath, in trace: InteractionTrace)
    -> SelectionExplanation.Reason
  {
    let entries = trace.entries
    guard let (start, finger, view) = lastTouch(on: indexPath, in: entries) else { return .noTouch }
    if let control = controlHolding(view) { return .controlKeptTouch(TracedObject(control)) }
    var contentOffset: CGPoint?
    for entry in entries[(start + 1)...] {
      if case .touchBound(let other, _, _) = entry.kind, other == finger { break }  // the finger's next touch
      if isScrolledOut(entry.kind, indexPath) {
        return .scrolledOut(finger: finger, contentOffset: contentOffset)
      }
      if case .scroll(let view, let decision) = entry.kind, view.object === self {
        contentOffset = decision.contentOffsetReached ?? contentOffset
      }
      if let reason = reason(deciding: entry.kind, indexPath: indexPath, finger: finger) { return reason }
    }
    return .undecided
  }

  /// The index, finger and view of the last touch on the row or item at `indexPath`: bound to a view in the cell
  /// that shows it now, or, for a cell that has left the screen since, the touch whose `touchesBegan` the list
  /// recorded its highlight decision for.
  private func lastTouch(on indexPath: IndexPath, in entries: [InteractionTrace.Entry])
    -> (Int, Finger, View)?
  {
    for index in entries.indices.reversed() {
      switch entries[index].kind {
      case .touchBound(let finger, let traced?, _):
        // The cell shows the row now, and showed it then: a reused cell's touch was on the row it showed before.
        guard let view = traced.object as? View, let cell = cell(holding: view),
          indexPathOfCell(cell) == indexPath,
          touchDownDecision(of: finger, after: index, in: entries) ?? indexPath == indexPath
        else { continue }
        return (index, finger, view)
      case let kind where touchDown(kind) == indexPath:
        guard let (bound, finger) = touchBinding(before: index, in: entries),
          case .touchBound(_, let traced?, _) = entries[bound].kind, let view = traced.object as? View
        else { continue }
        return (bound, finger, view)
      default:
        continue
      }
    }
    return nil
  }

  /// The list's cell at or above `view`, if `view` is in one the list shows.
  private func cell(holding view: View) -> View? {
    var current: View? = view
    while let candidate = current, candidate.superview !== self { current = candidate.superview }
    return current
  }

  /// The row or item whose highlight the list decided at a touch-down on its cell, if `kind` is that decision.
  private func touchDown(_ kind: InteractionTrace.Kind) -> IndexPath? {
    switch kind {
    case .list(let list, .highlighted(let indexPath)), .list(let list, .notHighlighted(let indexPath, _)),
      .collection(let list, .highlighted(let indexPath)),
      .collection(let list, .notHighlighted(let indexPath, _)):
      list.object === self ? indexPath : nil
    default: nil
    }
  }

  /// The binding and finger of the touch whose `touchesBegan` was being delivered at `index`: the last delivery
  /// of a touch-down before it, and that finger's binding before the delivery.
  private func touchBinding(before index: Int, in entries: [InteractionTrace.Entry]) -> (Int, Finger)? {
    guard
      let delivery = entries[..<index].lastIndex(where: {
        if case .delivered(.began, _, _) = $0.kind { true } else { false }
      }),
      case .delivered(_, _, let fingers) = entries[delivery].kind, let finger = fingers.min()
    else { return nil }
    let bound = entries[..<delivery].lastIndex {
      if case .touchBound(finger, _, _) = $0.kind { true } else { false }
    }
    return bound.map { ($0, finger) }
  }

  /// The row or item the list decided a highlight for when the touch of `finger` bound at `index` reached its cell,
  /// if it did before the finger's next touch.
  private func touchDownDecision(of finger: Finger, after index: Int, in entries: [InteractionTrace.Entry])
    -> IndexPath?
  {
    var delivering = false
    for entry in entries[(index + 1)...] {
      switch entry.kind {
      case .touchBound(finger, _, _): return nil
      case .delivered(let phase, _, let fingers): delivering = phase == .began && fingers.min() == finger
      case let kind where delivering: if let indexPath = touchDown(kind) { return indexPath }
      default: continue
      }
    }
    return nil
  }

  /// Whether `kind` is the list's decision that the row or item at `indexPath` left the bounds under the finger.
  private func isScrolledOut(_ kind: InteractionTrace.Kind, _ indexPath: IndexPath) -> Bool {
    switch kind {
    case .list(let list, .unhighlighted(indexPath, .scrolledOut)),
      .collection(let list, .unhighlighted(indexPath, .scrolledOut)):
      list.object === self
    default: false
    }
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

extension ScrollView.Decision {
  /// The content offset this decision says the scroll view moved to, if it says one (a drag, a stop, a bounce).
  fileprivate var contentOffsetReached: CGPoint? {
    switch self {
    case .beganDragging(let offset), .dragged(let offset), .endedDragging(let offset, _, _),
      .caughtMovingContent(_, let offset), .cameToRest(let offset, _), .bouncedAtEdge(let offset, _),
      .decelerationFollowedOffset(let offset, _), .zoomed(_, let offset):
      offset
    default: nil
    }
  }
}
