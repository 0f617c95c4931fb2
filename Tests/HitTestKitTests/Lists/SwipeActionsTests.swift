import Foundation
import HitTestKit
import Testing

@Suite struct SwipeActionsTests {
  @Test("a swipe left past half the actions opens the row: the content slides and the buttons are behind it")
  func swipeOpens() throws {
    let scene = SwipeScene()
    try scene.swipe(row: 2, by: -120)
    let cell = try #require(scene.cell(2))
    #expect(cell.contentView.frame.minX == -160)  // two actions of 80 pt
    let lines = scene.app.trace.lines
    #expect(
      lines.contains {
        $0.hasSuffix(
          "list: swipes row 2 of section 0: its content follows the finger, uncovering its trailing actions (the row's touch is cancelled)"
        )
      })
    #expect(
      lines.contains("[0.200] list: opens row 2 of section 0 on its 2 trailing actions")
        || lines.contains { $0.hasSuffix("opens row 2 of section 0 on its 2 trailing actions") })
    // The first action is nearest the edge.
    let delete = try #require(
      scene.window.hitTest(cell.convert(CGPoint(x: 300, y: 22), to: nil), with: nil) as? Button)
    #expect(delete.title == "Delete")
    #expect(scene.controller.selected.isEmpty)
  }

  @Test("a tap on an action runs its handler with a completion; completing hides the actions")
  func tapRunsAction() throws {
    let scene = SwipeScene()
    try scene.swipe(row: 2, by: -120)
    try scene.app.wait(.milliseconds(500))
    var pending: ((Bool) -> Void)?
    scene.controller.complete = { pending = $0 }
    let cell = try #require(scene.cell(2))
    try scene.app.tap(at: cell.convert(CGPoint(x: 220, y: 22), to: nil))  // "Flag", the second action
    #expect(scene.controller.ran == ["Flag 2"])
    #expect(cell.contentView.frame.minX == -160)  // open until the handler completes
    pending?(true)
    pending?(false)  // a second call is ignored
    #expect(cell.contentView.frame.minX == 0)
    let trace = scene.app.trace.description
    #expect(trace.contains("list: runs the handler of trailing action 1 of row 2 of section 0 (tapped)"))
    #expect(trace.contains("list: the action on row 2 of section 0 completed (performed): its actions hide"))
    #expect(!trace.contains("not performed"))
  }

  @Test("a full swipe performs the first action: swipe to delete removes the row")
  func fullSwipeDeletes() throws {
    let scene = SwipeScene()
    try scene.swipe(row: 3, by: -250, from: 300)
    #expect(scene.controller.ran == ["Delete 3"])
    #expect(scene.table.numberOfRows(inSection: 0) == 19)
    #expect(scene.cell(3)?.name == "row4")
    #expect(scene.app.trace.description.contains("full swipe on row 3 of section 0, past 60% of its width"))
    #expect(
      scene.app.trace.description.contains(
        "list: the action on row 3 of section 0 completed (performed): its actions hide"))
    #expect(!scene.app.trace.description.contains("its cell left the screen"))
  }

  @Test("without performsFirstActionWithFullSwipe a long swipe only opens the row")
  func fullSwipeOff() throws {
    let scene = SwipeScene()
    scene.controller.performsFullSwipe = false
    try scene.swipe(row: 3, by: -250, from: 300)
    #expect(scene.controller.ran.isEmpty)
    #expect(scene.cell(3)?.contentView.frame.minX == -160)
  }

  @Test("a short swipe closes again, and the trace gives the distance against the half-width needed")
  func shortSwipeCloses() throws {
    let scene = SwipeScene()
    try scene.swipe(row: 1, by: -60)
    #expect(scene.cell(1)?.contentView.frame.minX == 0)
    #expect(
      scene.app.trace.description.contains(
        "list: closes row 1 of section 0: the swipe uncovered 50 pt, less than half its actions (80 pt)"))
  }

  @Test("a tap elsewhere hides the actions, and that tap selects nothing; the next tap selects")
  func tapElsewhereHides() throws {
    let scene = SwipeScene()
    try scene.swipe(row: 2, by: -120)
    try scene.app.wait(.milliseconds(500))
    try scene.app.tap(at: scene.point(ofRow: 5, x: 100))
    #expect(scene.cell(2)?.contentView.frame.minX == 0)
    #expect(scene.controller.selected.isEmpty)
    #expect(
      scene.app.trace.description.contains(
        "list: hides the actions of row 2 of section 0: a finger came down on the list, and that touch selects nothing"
      ))
    try scene.app.wait(.milliseconds(500))
    try scene.app.tap(at: scene.point(ofRow: 5, x: 100))
    #expect(scene.controller.selected == [5])
  }

  @Test("scrolling the list hides the open actions")
  func scrollingHides() throws {
    let scene = SwipeScene()
    try scene.swipe(row: 2, by: -120)
    try scene.app.wait(.milliseconds(500))
    let start = scene.point(ofRow: 8)
    try scene.app.drag(from: start, to: CGPoint(x: start.x, y: start.y - 100), duration: .milliseconds(300))
    #expect(scene.cell(2)?.contentView.frame.minX == 0)
    #expect(
      scene.app.trace.description.contains("list: hides the actions of row 2 of section 0: the list scrolled")
    )
  }

  @Test("a row without actions on that edge does not swipe; row 0's leading action opens with a swipe right")
  func edges() throws {
    let scene = SwipeScene()
    try scene.swipe(row: 1, by: 120, from: 50)
    #expect(scene.cell(1)?.contentView.frame.minX == 0)
    #expect(
      scene.app.trace.description.contains(
        "no swipe on row 1 of section 0: the delegate gives it no leading actions"))
    try scene.app.wait(.milliseconds(500))
    try scene.swipe(row: 0, by: 120, from: 50)
    #expect(scene.cell(0)?.contentView.frame.minX == 80)
  }

  @Test("a vertical drag scrolls the list and is no swipe")
  func verticalDragScrolls() throws {
    let scene = SwipeScene()
    let start = scene.point(ofRow: 6)
    try scene.app.drag(from: start, to: CGPoint(x: start.x, y: start.y - 100), duration: .milliseconds(200))
    #expect(scene.table.contentOffset.y > 0)
    #expect(scene.app.trace.description.contains("swipe actions: possible → failed"))
    #expect(!scene.app.trace.description.contains("list: swipes row"))
  }

  @Test("on a list too short to scroll, a vertical drag asks the swipe, which refuses: not mostly sideways")
  func verticalDragOnShortList() throws {
    let scene = SwipeScene()
    scene.controller.rows = [0, 1, 2]
    scene.table.reloadData()
    let start = scene.point(ofRow: 1)
    try scene.app.drag(
      from: start, to: CGPoint(x: start.x + 3, y: start.y + 60), duration: .milliseconds(200))
    #expect(
      scene.app.trace.description.contains(
        "no swipe on row 1 of section 0: the drag moved (0.6, 12), not mostly sideways"))
  }

  @Test("a carousel inside the cell that can scroll sideways takes the drag, as in UIKit")
  func innerCarouselWins() throws {
    let scene = SwipeScene(carouselRow: 2)
    try scene.swipe(row: 2, by: -120)
    let carousel = try #require(scene.cell(2)?.contentView.subviews.first as? ScrollView)
    #expect(carousel.contentOffset.x > 0)
    #expect(scene.cell(2)?.contentView.frame.minX == 0)
    #expect(scene.app.trace.description.contains("swipe actions: possible → failed"))
    #expect(!scene.app.trace.description.contains("list: swipes row"))
  }

  @Test(
    "inside a horizontal pager, a row with actions swipes and the pager stays; a row without lets it page")
  func ancestorPan() throws {
    let pager = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
    pager.name = "pager"
    pager.contentSize = CGSize(width: 640, height: 440)
    let scene = SwipeScene(in: pager)
    try scene.swipe(row: 2, by: -120)
    #expect(pager.contentOffset.x == 0)
    #expect(scene.cell(2)?.contentView.frame.minX == -160)
    try scene.app.wait(.milliseconds(500))
    try scene.app.tap(at: scene.point(ofRow: 8))  // hides row 2's actions
    try scene.app.wait(.milliseconds(500))
    // Row 4 has no leading actions: a drag to the right is the pager's (rubber-banding at its left edge).
    let start = scene.point(ofRow: 4, x: 50)
    try scene.app.touchDown(1, at: start)
    for step in 1...10 {
      try scene.app.wait(.milliseconds(16))
      try scene.app.move(1, to: CGPoint(x: start.x + 12 * CGFloat(step), y: start.y))
    }
    #expect(pager.contentOffset.x < 0)
    try scene.app.touchUp(1)
    #expect(
      scene.app.trace.description.contains(
        "no swipe on row 4 of section 0: the delegate gives it no leading actions"))
  }

  @Test("deleteRows with a data source that did not delete stops with UIKit's message")
  func inconsistentDeletion() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let scene = SwipeScene()
      scene.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("Invalid update: invalid number of rows in section 0"))
  }

  @Test("deleteRows moves the selection below the deleted row up, and drops a deleted row's selection")
  func deletionMovesSelection() {
    let scene = SwipeScene()
    scene.table.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .none)
    scene.controller.rows.remove(at: 1)
    scene.table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
    #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
    scene.controller.rows.remove(at: 4)
    scene.table.deleteRows(at: [IndexPath(row: 4, section: 0)], with: .fade)
    #expect(scene.table.indexPathForSelectedRow == nil)
  }
}
