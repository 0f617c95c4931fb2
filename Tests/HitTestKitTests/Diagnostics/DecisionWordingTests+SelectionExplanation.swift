import Foundation
import Testing

@testable import HitTestKit

extension DecisionWordingTests {
  @Test("every reason a row was or was not selected is worded with its row, and its fields where it has them")
  func everySelectionReasonWorded() {
    let list = View()
    list.name = "list"
    let recognizer = TapGestureRecognizer()
    recognizer.name = "dismissKeyboard"
    let toggle = Button(frame: .zero, title: "toggle")
    let row = IndexPath(row: 3, section: 1)
    let not = "row 3 of section 1 of list was not selected"
    let table: [(SelectionExplanation.Reason, String)] = [
      (.selected, "row 3 of section 1 of list was selected by its last touch."),
      (
        .noTouch,
        "\(not): no touch in the trace came down on it (look for the hit test: another view took the touch)."
      ),
      (.selectionNotAllowed, "\(not): allowsSelection is off, so no row highlights or selects by touch."),
      (
        .highlightRefused,
        "\(not): the delegate's shouldHighlightRowAt answered false, and a row that does not highlight does not "
          + "select."
      ),
      (.willSelectReturnedNil, "\(not): the delegate's willSelectRowAt answered nil."),
      (
        .redirected(to: IndexPath(row: 0, section: 2)),
        "\(not): the delegate's willSelectRowAt answered row 0 of section 2, which was selected instead."
      ),
      (.shouldSelectRefused, "\(not): the delegate's shouldSelectItemAt answered false."),
      (
        .recognizerTookTouch(TracedObject(recognizer)),
        "\(not): dismissKeyboard took the touch (a recognizer with cancelsTouchesInView cancels the touches of the "
          + "views it recognizes on), so the row never saw the lift."
      ),
      (
        .stoppedMovingList(TracedObject(list)),
        "\(not): list was decelerating; the touch-down stopped it, and a touch that stops a moving list belongs to "
          + "scrolling and selects nothing."
      ),
      (
        .controlKeptTouch(TracedObject(toggle)),
        "\(not): the touch landed on toggle, a control in the cell, which keeps its touches: the cell never saw it."
      ),
      (.liftedOutside, "\(not): the finger lifted outside it."),
      (
        .scrolledOut(finger: 2, contentOffset: CGPoint(x: 0, y: 290.5)),
        "\(not): it left the list's bounds while finger 2 rested on it (the list's last traced scroll left it at "
          + "contentOffset (0, 290.5)); its cell went to the reuse queue, so its highlight went and the lift "
          + "selected nothing."
      ),
      (
        .scrolledOut(finger: 1, contentOffset: nil),
        "\(not): it left the list's bounds while finger 1 rested on it (no scroll of the list is in the trace: "
          + "code set its contentOffset); its cell went to the reuse queue, so its highlight went and the lift "
          + "selected nothing."
      ),
      (
        .hidSwipeActions,
        "\(not): swipe actions were open, and a touch-down while they are open hides them and selects nothing."
      ),
      (.swiped, "\(not): the touch became a swipe on it, revealing its actions."),
      (
        .deselected,
        "row 3 of section 1 of list was deselected by its last touch (multiple selection: a tap on a selected row "
          + "deselects it)."
      ),
      (.undecided, "\(not): its last touch is still down, or ended without a decision."),
    ]
    for (reason, words) in table {
      let explanation = SelectionExplanation(
        list: TracedObject(list), indexPath: row, isCollection: false, reason: reason)
      #expect(explanation.description == words)
    }
  }
}
