import Foundation
import HitTestKit
import Testing

@Suite struct ExplainSelectionTests {
  @Test("a selected row is explained as selected; a row nobody touched has no touch")
  func selectedAndUntouched() throws {
    let scene = ListScene()
    try scene.app.tap(at: scene.point(ofRow: 2))
    #expect(
      scene.table.explainSelection(at: IndexPath(row: 2, section: 0), in: scene.app.trace).reason == .selected
    )
    let untouched = scene.table.explainSelection(at: IndexPath(row: 4, section: 0), in: scene.app.trace)
    #expect(untouched.reason == .noTouch)
  }

  @Test("an ancestor's tap with cancelsTouchesInView is named as the recognizer that took the touch")
  func ancestorTap() throws {
    let scene = ListScene()
    let dismiss = TapGestureRecognizer()
    dismiss.name = "dismissKeyboard"
    scene.window.addGestureRecognizer(dismiss)
    try scene.app.tap(at: scene.point(ofRow: 0))
    try scene.app.wait(.milliseconds(400))
    let explanation = scene.table.explainSelection(at: IndexPath(row: 0, section: 0), in: scene.app.trace)
    guard case .recognizerTookTouch(let recognizer) = explanation.reason else {
      Issue.record("expected a recognizer, got \(explanation.reason)")
      return
    }
    #expect(recognizer == TracedObject(dismiss))
    #expect(
      explanation.description
        == "row 0 of section 0 of list was not selected: dismissKeyboard took the touch (a recognizer with "
        + "cancelsTouchesInView cancels the touches of the views it recognizes on), so the row never saw the lift."
    )
  }

  @Test("the delegate's answers and the flag are named")
  func delegateAndFlag() throws {
    let scene = ListScene()
    scene.controller.shouldHighlight = { $0.row != 1 }
    scene.controller.willSelect = { $0.row == 3 ? nil : $0 }
    try scene.app.tap(at: scene.point(ofRow: 1))
    try scene.app.wait(.milliseconds(500))
    try scene.app.tap(at: scene.point(ofRow: 3))
    let trace = scene.app.trace
    #expect(
      scene.table.explainSelection(at: IndexPath(row: 1, section: 0), in: trace).reason == .highlightRefused)
    #expect(
      scene.table.explainSelection(at: IndexPath(row: 3, section: 0), in: trace).reason
        == .willSelectReturnedNil)
    scene.table.allowsSelection = false
    try scene.app.wait(.milliseconds(500))
    try scene.app.tap(at: scene.point(ofRow: 5))
    let off = scene.table.explainSelection(at: IndexPath(row: 5, section: 0), in: scene.app.trace)
    #expect(off.reason == .selectionNotAllowed)
    #expect(off.description.hasSuffix("allowsSelection is off, so no row highlights or selects by touch."))
  }

  @Test("a control in the cell that kept the touch is named")
  func controlKeptTouch() throws {
    let scene = ListScene()
    let cell = try #require(scene.table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let toggle = Button(frame: CGRect(x: 250, y: 4, width: 60, height: 36), title: "toggle")
    cell.contentView.addSubview(toggle)
    try scene.app.tap(at: cell.convert(CGPoint(x: 280, y: 22), to: nil))
    let reason = scene.table.explainSelection(at: IndexPath(row: 0, section: 0), in: scene.app.trace).reason
    #expect(reason == .controlKeptTouch(TracedObject(toggle)))
  }

  @Test("a touch on a decelerating list stops it: the list is named, nothing is selected")
  func deceleratingList() throws {
    let scene = ListScene()
    let start = scene.point(ofRow: 8)
    try scene.app.drag(from: start, to: CGPoint(x: start.x, y: start.y - 200), duration: .milliseconds(100))
    #expect(scene.table.isDecelerating)
    try scene.app.wait(.milliseconds(50))
    try scene.app.tap(at: scene.point(ofRow: 9))
    let explanation = scene.table.explainSelection(at: IndexPath(row: 9, section: 0), in: scene.app.trace)
    #expect(explanation.reason == .stoppedMovingList(TracedObject(scene.table)))
    #expect(scene.table.indexPathForSelectedRow == nil)
  }

  @Test("a collection view's refusal by shouldSelectItemAt is named with its item")
  func collectionRefusal() throws {
    let scene = GridScene()
    scene.controller.shouldSelect = { _ in false }
    try scene.app.tap(at: scene.point(ofItem: 2))
    let explanation = scene.grid.explainSelection(at: IndexPath(item: 2, section: 0), in: scene.app.trace)
    #expect(explanation.reason == .shouldSelectRefused)
    #expect(
      explanation.description
        == "item 2 of section 0 of grid was not selected: the delegate's shouldSelectItemAt answered false.")
  }

  @Test("a tap that hides open swipe actions is named; it selects nothing")
  func hidSwipeActions() throws {
    let scene = SwipeScene()
    try scene.swipe(row: 2, by: -120)
    try scene.app.wait(.milliseconds(500))
    try scene.app.tap(at: scene.point(ofRow: 5, x: 100))
    #expect(
      scene.table.explainSelection(at: IndexPath(row: 5, section: 0), in: scene.app.trace).reason
        == .hidSwipeActions)
    #expect(
      scene.table.explainSelection(at: IndexPath(row: 2, section: 0), in: scene.app.trace).reason == .swiped)
  }
}
