import Foundation
import HitTestKit
import Testing

@Suite struct TableViewSelectionTests {
  @Test("a tap selects its row at the lift: highlight, unhighlight, willSelect, didSelect, in UIKit's order")
  func tapSelectsAtLift() throws {
    let scene = ListScene()
    try scene.app.touchDown(1, at: scene.point(ofRow: 2))
    #expect(scene.controller.calls.isEmpty)  // the content-touch delay holds the touch
    try scene.app.wait(.milliseconds(50))
    try scene.app.touchUp(1)
    #expect(
      scene.controller.calls == [
        "shouldHighlight 2", "didHighlight 2", "didUnhighlight 2", "willSelect 2", "didSelect 2",
      ])
    #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    let cell = try #require(scene.table.cellForRow(at: IndexPath(row: 2, section: 0)))
    #expect(cell.isSelected && !cell.isHighlighted)
    let trace = scene.app.trace.description
    #expect(trace.contains("list: highlights row 2 of section 0"))
    #expect(trace.contains("list: selects row 2 of section 0"))
  }

  @Test("a row highlights after the content-touch delay (0.15 s) while the finger rests, at once without it")
  func highlightTiming() throws {
    let scene = ListScene()
    try scene.app.touchDown(1, at: scene.point(ofRow: 1))
    try scene.app.wait(.milliseconds(100))
    #expect(scene.table.cellForRow(at: IndexPath(row: 1, section: 0))?.isHighlighted == false)
    try scene.app.wait(.milliseconds(100))
    #expect(scene.table.cellForRow(at: IndexPath(row: 1, section: 0))?.isHighlighted == true)
    try scene.app.touchUp(1)

    let immediate = ListScene()
    immediate.table.delaysContentTouches = false
    try immediate.app.touchDown(1, at: immediate.point(ofRow: 1))
    #expect(immediate.table.cellForRow(at: IndexPath(row: 1, section: 0))?.isHighlighted == true)
    try immediate.app.touchUp(1)
  }

  @Test("a drag that scrolls cancels the row's touch: the highlight goes and nothing is selected")
  func dragCancelsSelection() throws {
    let scene = ListScene()
    let start = scene.point(ofRow: 4)
    try scene.app.touchDown(1, at: start)
    try scene.app.wait(.milliseconds(200))
    #expect(scene.controller.calls == ["shouldHighlight 4", "didHighlight 4"])
    for step in 1...4 {
      try scene.app.wait(.milliseconds(16))
      try scene.app.move(1, to: CGPoint(x: start.x, y: start.y - 10 * CGFloat(step)))
    }
    try scene.app.touchUp(1)
    #expect(scene.controller.calls == ["shouldHighlight 4", "didHighlight 4", "didUnhighlight 4"])
    #expect(scene.table.indexPathForSelectedRow == nil)
    #expect(scene.app.trace.description.contains("unhighlights row 4 of section 0: its touch was cancelled"))
  }

  @Test("an ancestor's tap recognizer that cancels touches in view takes the tap: no row is selected")
  func ancestorTapTakesTheTouch() throws {
    let scene = ListScene()
    var dismissed = 0
    scene.window.addGestureRecognizer(TapGestureRecognizer { _ in dismissed += 1 })
    try scene.app.tap(at: scene.point(ofRow: 0))
    try scene.app.wait(.milliseconds(400))
    #expect(dismissed == 1)
    #expect(scene.table.indexPathForSelectedRow == nil)
    #expect(!scene.controller.calls.contains { $0.hasPrefix("didSelect") })
  }

  @Test("a control in a cell keeps its touch: its action fires and the row is not selected")
  func controlInCellKeepsTouch() throws {
    let scene = ListScene()
    let cell = try #require(scene.table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let button = Button(frame: CGRect(x: 250, y: 4, width: 60, height: 36), title: "Go")
    var pressed = 0
    button.addAction(for: .touchUpInside) { _ in pressed += 1 }
    cell.contentView.addSubview(button)
    try scene.app.tap(at: cell.convert(CGPoint(x: 280, y: 22), to: nil))
    #expect(pressed == 1)
    #expect(scene.table.indexPathForSelectedRow == nil && scene.controller.calls.isEmpty)
  }

  @Test("shouldHighlightRowAt false, or allowsSelection off: no highlight, so no selection")
  func refusedHighlightSelectsNothing() throws {
    let scene = ListScene()
    scene.controller.shouldHighlight = { $0.row != 3 }
    try scene.app.tap(at: scene.point(ofRow: 3))
    #expect(scene.controller.calls == ["shouldHighlight 3"])
    #expect(scene.table.indexPathForSelectedRow == nil)
    #expect(
      scene.app.trace.description.contains(
        "list: does not highlight row 3 of section 0: the delegate's shouldHighlightRowAt said no, so this touch "
          + "selects nothing"))

    let locked = ListScene()
    locked.table.allowsSelection = false
    try locked.app.tap(at: locked.point(ofRow: 3))
    #expect(locked.controller.calls.isEmpty && locked.table.indexPathForSelectedRow == nil)
  }

  @Test("willSelectRowAt decides: nil selects nothing, another row selects that one")
  func willSelectRedirects() throws {
    let scene = ListScene()
    scene.controller.willSelect = { $0.row == 1 ? nil : IndexPath(row: 5, section: 0) }
    try scene.app.tap(at: scene.point(ofRow: 1))
    #expect(scene.table.indexPathForSelectedRow == nil)
    try scene.app.wait(.milliseconds(500))
    try scene.app.tap(at: scene.point(ofRow: 2))
    #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 5, section: 0))
    #expect(scene.controller.calls.last == "didSelect 5")
  }

  @Test("single selection: another row deselects the first; the selected row tapped is selected again")
  func singleSelection() throws {
    let scene = ListScene()
    try scene.app.tap(at: scene.point(ofRow: 1))
    try scene.app.wait(.milliseconds(500))
    scene.controller.calls = []
    try scene.app.tap(at: scene.point(ofRow: 2))
    #expect(
      scene.controller.calls == [
        "shouldHighlight 2", "didHighlight 2", "didUnhighlight 2", "willSelect 2", "willDeselect 1",
        "didDeselect 1", "didSelect 2",
      ])
    #expect(scene.table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
    try scene.app.wait(.milliseconds(500))
    scene.controller.calls = []
    try scene.app.tap(at: scene.point(ofRow: 2))
    #expect(scene.controller.calls.suffix(2) == ["willSelect 2", "didSelect 2"])
    #expect(scene.table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
  }

  @Test("multiple selection: rows add up, and a selected row tapped is deselected")
  func multipleSelection() throws {
    let scene = ListScene()
    scene.table.allowsMultipleSelection = true
    for row in [1, 3, 1] {
      try scene.app.tap(at: scene.point(ofRow: row))
      try scene.app.wait(.milliseconds(500))
    }
    #expect(scene.table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
    #expect(scene.controller.calls.suffix(2) == ["willDeselect 1", "didDeselect 1"])
  }

  @Test("a finger that lifts outside its row selects nothing")
  func liftOutsideRow() throws {
    let scene = ListScene()
    scene.table.delaysContentTouches = false
    let start = scene.point(ofRow: 0)
    try scene.app.touchDown(1, at: start)
    try scene.app.move(1, to: CGPoint(x: -5, y: start.y))  // sideways: the vertical list does not scroll
    try scene.app.touchUp(1)
    #expect(scene.table.indexPathForSelectedRow == nil)
    #expect(scene.app.trace.description.contains("the finger lifted outside row 0 of section 0"))
  }

  @Test(
    "selectRow and deselectRow call no delegate method; selection survives scrolling; reloadData clears it")
  func programmaticSelection() throws {
    let scene = ListScene()
    scene.table.selectRow(at: IndexPath(row: 30, section: 0), animated: false, scrollPosition: .top)
    #expect(scene.controller.calls.isEmpty)
    #expect(scene.table.contentOffset.y == CGFloat(30 * 44))
    #expect(scene.table.cellForRow(at: IndexPath(row: 30, section: 0))?.isSelected == true)
    scene.table.selectRow(at: IndexPath(row: 999, section: 0), animated: false, scrollPosition: .none)
    #expect(scene.table.indexPathsForSelectedRows == [IndexPath(row: 30, section: 0)])
    scene.table.deselectRow(at: IndexPath(row: 30, section: 0), animated: false)
    #expect(scene.table.indexPathForSelectedRow == nil && scene.controller.calls.isEmpty)
    scene.table.selectRow(at: IndexPath(row: 31, section: 0), animated: false, scrollPosition: .none)
    scene.table.reloadData()
    #expect(scene.table.indexPathForSelectedRow == nil)
  }

  @Test("a tap on a decelerating list stops it and selects nothing")
  func tapOnMovingListSelectsNothing() throws {
    let scene = ListScene()
    let start = scene.point(ofRow: 8)
    try scene.app.touchDown(1, at: start)
    for step in 1...6 {
      try scene.app.wait(.milliseconds(16))
      try scene.app.move(1, to: CGPoint(x: start.x, y: start.y - 40 * CGFloat(step)))
    }
    try scene.app.touchUp(1)
    try scene.app.wait(.milliseconds(50))
    #expect(scene.table.isDecelerating)
    scene.controller.calls = []
    try scene.app.tap(at: CGPoint(x: 160, y: 200))
    #expect(!scene.table.isDecelerating)
    #expect(scene.table.indexPathForSelectedRow == nil)
    #expect(!scene.controller.calls.contains { $0.hasPrefix("didSelect") })
  }

  @Test("a row scrolled out from under a resting finger loses its highlight, and the lift selects nothing")
  func rowScrolledOutUnderRestingFinger() throws {
    let scene = ListScene()
    scene.table.delaysContentTouches = false
    try scene.app.touchDown(1, at: scene.point(ofRow: 2))
    #expect(scene.controller.calls == ["shouldHighlight 2", "didHighlight 2"])
    scene.table.contentOffset = CGPoint(x: 0, y: 44 * 30)  // the app scrolls: row 2 leaves the bounds
    try scene.app.wait(.milliseconds(100))
    try scene.app.touchUp(1)  // the layout before this event sends row 2's cell to the reuse queue
    #expect(scene.controller.calls == ["shouldHighlight 2", "didHighlight 2", "didUnhighlight 2"])
    #expect(scene.table.indexPathForSelectedRow == nil)
    #expect(
      scene.app.trace.description.contains(
        "list: unhighlights row 2 of section 0: it left the bounds and its cell went to the reuse queue"))
    let json = TraceDocument(scene.app.trace).text(indent: 0)
    #expect(json.contains(#""kind":"unhighlighted","row":{"section":0,"row":2},"reason":"scrolledOut""#))
  }
}
