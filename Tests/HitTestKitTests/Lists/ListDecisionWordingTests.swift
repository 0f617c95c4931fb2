import Foundation
import HitTestKit
import Testing

@Suite struct ListDecisionWordingTests {
  private typealias Decision = TableView.Decision

  @Test("every list decision is worded with its row and, for a refusal, its reason")
  func everyDecisionWorded() {
    let row = IndexPath(row: 3, section: 1)
    let other = IndexPath(row: 0, section: 2)
    let table: [(Decision, String)] = [
      (.highlighted(row), "highlights row 3 of section 1"),
      (
        .notHighlighted(row, because: .selectionNotAllowed),
        "does not highlight row 3 of section 1: allowsSelection is off, so this touch selects nothing"
      ),
      (
        .notHighlighted(row, because: .delegateRefused),
        "does not highlight row 3 of section 1: the delegate's shouldHighlightRowAt said no, so this touch selects "
          + "nothing"
      ),
      (.unhighlighted(row, because: .lifted), "unhighlights row 3 of section 1 (the finger lifted)"),
      (
        .unhighlighted(row, because: .touchCancelled),
        "unhighlights row 3 of section 1: its touch was cancelled (a recognizer took it), so nothing is selected"
      ),
      (
        .unhighlighted(row, because: .scrolledOut),
        "unhighlights row 3 of section 1: it left the bounds and its cell went to the reuse queue, so nothing is "
          + "selected"
      ),
      (.willSelect(row, answer: row), "asked willSelectRowAt row 3 of section 1 → the same row"),
      (
        .willSelect(row, answer: other),
        "asked willSelectRowAt row 3 of section 1 → row 0 of section 2 instead"
      ),
      (.willSelect(row, answer: nil), "asked willSelectRowAt row 3 of section 1 → nil: nothing is selected"),
      (.willDeselect(row, answer: row), "asked willDeselectRowAt row 3 of section 1 → the same row"),
      (
        .willDeselect(row, answer: nil), "asked willDeselectRowAt row 3 of section 1 → nil: it stays selected"
      ),
      (.selected(row), "selects row 3 of section 1"),
      (.deselected(row), "deselects row 3 of section 1"),
      (.liftedOutsideRow(row), "the finger lifted outside row 3 of section 1: nothing is selected"),
      (
        .swipeBegan(row, edge: .trailing),
        "swipes row 3 of section 1: its content follows the finger, uncovering its trailing actions (the row's "
          + "touch is cancelled)"
      ),
      (
        .swipeRefused(row, because: .notHorizontal(movement: CGPoint(x: 2, y: -10.5))),
        "no swipe on row 3 of section 1: the drag moved (2, -10.5), not mostly sideways"
      ),
      (
        .swipeRefused(row, because: .noActions(.leading)),
        "no swipe on row 3 of section 1: the delegate gives it no leading actions"
      ),
      (
        .swipeActionsShown(row, edge: .trailing, count: 1),
        "opens row 3 of section 1 on its 1 trailing action"
      ),
      (
        .swipeActionsHidden(row, because: .notFarEnough(distance: 30, needed: 80)),
        "closes row 3 of section 1: the swipe uncovered 30 pt, less than half its actions (80 pt)"
      ),
      (
        .swipeActionsHidden(row, because: .touchElsewhere),
        "hides the actions of row 3 of section 1: a finger came down on the list, and that touch selects nothing"
      ),
      (
        .swipeActionsHidden(row, because: .swipeCancelled),
        "hides the actions of row 3 of section 1: the swipe was cancelled"
      ),
      (
        .swipeActionsHidden(row, because: .listScrolled),
        "hides the actions of row 3 of section 1: the list scrolled"
      ),
      (
        .swipeActionsHidden(row, because: .rowGone),
        "hides the actions of row 3 of section 1: its cell left the screen or the data reloaded"
      ),
      (
        .swipeActionTapped(row, edge: .leading, index: 0),
        "runs the handler of leading action 0 of row 3 of section 1 (tapped)"
      ),
      (
        .fullSwipePerformed(row, edge: .trailing),
        "full swipe on row 3 of section 1, past 60% of its width: runs the handler of its first trailing action"
      ),
      (
        .swipeActionCompleted(row, performed: false),
        "the action on row 3 of section 1 completed (not performed): its actions hide"
      ),
    ]
    for (decision, words) in table { #expect(decision.description == words) }
  }

  @Test("a list decision is exported as JSON with its kind, row and answer")
  func exportedAsJSON() throws {
    let scene = ListScene()
    try scene.app.tap(at: scene.point(ofRow: 2))
    let json = TraceDocument(scene.app.trace).text(indent: 0)
    #expect(json.contains(#""kind":"list""#))
    #expect(json.contains(#""decision":{"kind":"selected","row":{"section":0,"row":2}}"#))
    #expect(json.contains(#""kind":"willSelect","row":{"section":0,"row":2},"answer":{"section":0,"row":2}"#))
  }

  @Test("a swipe's decisions are exported as JSON with their edge, reason and counts")
  func swipeExportedAsJSON() throws {
    let scene = SwipeScene()
    try scene.swipe(row: 1, by: -60)
    try scene.app.wait(.milliseconds(500))
    try scene.swipe(row: 2, by: -120)
    let json = TraceDocument(scene.app.trace).text(indent: 0)
    #expect(json.contains(#""decision":{"kind":"swipeBegan","row":{"section":0,"row":1},"edge":"trailing"}"#))
    #expect(json.contains(#""reason":{"kind":"notFarEnough","distance":50,"needed":80}"#))
    #expect(
      json.contains(#""kind":"swipeActionsShown","row":{"section":0,"row":2},"edge":"trailing","count":2"#))
  }
}
