// The words of a selection explanation: its typed reason as a sentence. The model (`SelectionExplanation`,
// `explainSelection(at:in:)`) decides; only this file words it.

extension SelectionExplanation: CustomStringConvertible {
  /// The explanation in words: what became of the touch, and the rule.
  public var description: String {
    let noun = isCollection ? "item" : "row"
    let what = "\(noun) \(indexPath.item) of section \(indexPath.section) of \(list)"
    let not = "\(what) was not selected"
    switch reason {
    case .selected:
      return "\(what) was selected by its last touch."
    case .noTouch:
      return
        "\(not): no touch in the trace came down on it (look for the hit test: another view took the touch)."
    case .selectionNotAllowed:
      return "\(not): allowsSelection is off, so no \(noun) highlights or selects by touch."
    case .highlightRefused:
      let method = isCollection ? "shouldHighlightItemAt" : "shouldHighlightRowAt"
      return
        "\(not): the delegate's \(method) answered false, and a \(noun) that does not highlight does not "
        + "select."
    case .willSelectReturnedNil:
      return "\(not): the delegate's willSelectRowAt answered nil."
    case .redirected(let other):
      return
        "\(not): the delegate's willSelectRowAt answered row \(other.row) of section \(other.section), which "
        + "was selected instead."
    case .shouldSelectRefused:
      return "\(not): the delegate's shouldSelectItemAt answered false."
    case .recognizerTookTouch(let recognizer):
      return
        "\(not): \(recognizer) took the touch (a recognizer with cancelsTouchesInView cancels the touches "
        + "of the views it recognizes on), so the \(noun) never saw the lift."
    case .stoppedMovingList(let scrollView):
      return
        "\(not): \(scrollView) was decelerating; the touch-down stopped it, and a touch that stops a moving "
        + "list belongs to scrolling and selects nothing."
    case .controlKeptTouch(let control):
      return
        "\(not): the touch landed on \(control), a control in the cell, which keeps its touches: the cell "
        + "never saw it."
    case .liftedOutside:
      return "\(not): the finger lifted outside it."
    case .scrolledOut(let finger, let offset):
      let moved =
        if let offset {
          "the list's last traced scroll left it at contentOffset \(offset.compactDescription)"
        } else {
          "no scroll of the list is in the trace: code set its contentOffset"
        }
      return
        "\(not): it left the list's bounds while \(finger) rested on it (\(moved)); its cell went to the reuse "
        + "queue, so its highlight went and the lift selected nothing."
    case .hidSwipeActions:
      return "\(not): swipe actions were open, and a touch-down while they are open hides them and selects "
        + "nothing."
    case .swiped:
      return "\(not): the touch became a swipe on it, revealing its actions."
    case .deselected:
      return
        "\(what) was deselected by its last touch (multiple selection: a tap on a selected \(noun) deselects "
        + "it)."
    case .undecided:
      return "\(not): its last touch is still down, or ended without a decision."
    }
  }
}
