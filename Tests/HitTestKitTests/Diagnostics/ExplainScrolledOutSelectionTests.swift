import Foundation
import HitTestKit
import Testing

/// `explainSelection` for a row or item whose cell left the screen after the touch came down on it: the touch is
/// found by the list's own highlight decision, not by a cell that no longer shows the row (the fuzzer's "no touch").
@Suite struct ExplainScrolledOutSelectionTests {
  private let row2 = IndexPath(row: 2, section: 0)

  /// Finger 1 highlights row 2 and moves sideways, which fails the table's pan (it cannot scroll horizontally) and
  /// the swipe (no actions); finger 2 then drags the table 300 pt up (290 pt scrolled, past the pan's 10 pt
  /// hysteresis), so row 2 leaves the bounds under finger 1, which lifts last.
  private func scrollRowTwoAwayUnderFingerOne() throws -> (ListScene, rowTwoCell: TableViewCell) {
    let scene = ListScene()
    scene.table.delaysContentTouches = false
    let cell = try #require(scene.table.cellForRow(at: row2))
    let resting = scene.point(ofRow: 2)
    try scene.app.touchDown(1, at: resting)
    try scene.app.move(1, to: CGPoint(x: resting.x + 20, y: resting.y))
    let start = scene.point(ofRow: 8)
    try scene.app.touchDown(2, at: start)
    try scene.app.move(2, to: CGPoint(x: start.x, y: start.y - 300))
    try scene.app.touchUp(2)
    try scene.app.touchUp(1)
    return (scene, cell)
  }

  @Test("a row scrolled out from under a resting finger names the finger and the list's last traced offset")
  func scrolledOutByAnotherFinger() throws {
    let (scene, _) = try scrollRowTwoAwayUnderFingerOne()
    #expect(scene.table.indexPathForSelectedRow == nil)
    #expect(scene.table.cellForRow(at: row2) == nil, "row 2's cell left the screen")
    let explanation = scene.table.explainSelection(at: row2, in: scene.app.trace)
    #expect(explanation.reason == .scrolledOut(finger: 1, contentOffset: CGPoint(x: 0, y: 290)))
    #expect(
      explanation.description
        == "row 2 of section 0 of list was not selected: it left the list's bounds while finger 1 rested on it "
        + "(the list's last traced scroll left it at contentOffset (0, 290)); its cell went to the reuse queue, so "
        + "its highlight went and the lift selected nothing.")
  }

  @Test(
    "the row that the reused cell shows now was never touched, and the dragging finger's row names the pan")
  func reusedCellIsNotTheRowsTouch() throws {
    let (scene, cell) = try scrollRowTwoAwayUnderFingerOne()
    let trace = scene.app.trace
    // Finger 1 was bound to row 2's cell, which the table reused for a row it shows now.
    let shown = try #require(scene.table.indexPath(for: cell))
    #expect(shown != row2)
    #expect(scene.table.explainSelection(at: shown, in: trace).reason == .noTouch)
    let pan = TracedObject(scene.table.panGestureRecognizer)
    #expect(
      scene.table.explainSelection(at: IndexPath(row: 8, section: 0), in: trace).reason
        == .recognizerTookTouch(pan))
  }

  @Test("a row the app scrolled out names no offset: no scroll of the list is in the trace")
  func scrolledOutByCode() throws {
    let scene = ListScene()
    scene.table.delaysContentTouches = false
    try scene.app.touchDown(1, at: scene.point(ofRow: 2))
    scene.table.contentOffset = CGPoint(x: 0, y: 44 * 30)
    try scene.app.wait(.milliseconds(100))
    try scene.app.touchUp(1)
    let explanation = scene.table.explainSelection(at: row2, in: scene.app.trace)
    #expect(explanation.reason == .scrolledOut(finger: 1, contentOffset: nil))
    #expect(
      explanation.description.contains("no scroll of the list is in the trace: code set its contentOffset"))
  }

  @Test("a row whose touch the table's pan took is explained by the pan after the row scrolled out")
  func panTookTouchBeforeRowLeft() throws {
    let scene = ListScene()
    scene.table.delaysContentTouches = false
    try scene.app.touchDown(1, at: scene.point(ofRow: 2))
    let start = scene.point(ofRow: 6)
    try scene.app.touchDown(2, at: start)
    for step in 1...10 {
      try scene.app.wait(.milliseconds(16))
      try scene.app.move(2, to: CGPoint(x: start.x, y: start.y - 40 * CGFloat(step)))
    }
    try scene.app.touchUp([1, 2])
    #expect(scene.table.cellForRow(at: row2) == nil)
    let reason = scene.table.explainSelection(at: row2, in: scene.app.trace).reason
    #expect(reason == .recognizerTookTouch(TracedObject(scene.table.panGestureRecognizer)))
  }

  @Test("an item scrolled out of a grid from under a resting finger is explained the same way")
  func gridItemScrolledOut() throws {
    let scene = GridScene()
    scene.grid.delaysContentTouches = false
    let resting = scene.point(ofItem: 0)
    try scene.app.touchDown(1, at: resting)
    try scene.app.move(1, to: CGPoint(x: resting.x + 20, y: resting.y))
    let start = scene.point(ofItem: 10)
    try scene.app.touchDown(2, at: start)
    try scene.app.move(2, to: CGPoint(x: start.x, y: start.y - 300))
    try scene.app.touchUp(2)
    try scene.app.touchUp(1)
    let item0 = IndexPath(item: 0, section: 0)
    let explanation = scene.grid.explainSelection(at: item0, in: scene.app.trace)
    #expect(explanation.reason == .scrolledOut(finger: 1, contentOffset: CGPoint(x: 0, y: 290)))
    #expect(
      explanation.description.hasPrefix("item 0 of section 0 of grid was not selected: it left the list's"))
    #expect(scene.grid.indexPathsForSelectedItems?.isEmpty ?? true)
  }
}
