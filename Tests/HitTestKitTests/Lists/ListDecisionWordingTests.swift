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
}
