import Foundation
import HitTestKit
import Testing

@Suite struct CollectionViewSelectionTests {
  @Test("a tap selects its item at the lift: shouldSelect, didUnhighlight, didSelect, in UIKit's order")
  func tapSelectsAtLift() throws {
    let scene = GridScene()
    try scene.app.touchDown(1, at: scene.point(ofItem: 4))
    try scene.app.wait(.milliseconds(200))
    #expect(scene.grid.cellForItem(at: IndexPath(item: 4, section: 0))?.isHighlighted == true)
    try scene.app.touchUp(1)
    #expect(
      scene.controller.calls == [
        "shouldHighlight 4", "didHighlight 4", "shouldSelect 4", "didUnhighlight 4", "didSelect 4",
      ])
    #expect(scene.grid.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    let cell = try #require(scene.grid.cellForItem(at: IndexPath(item: 4, section: 0)))
    #expect(cell.isSelected && !cell.isHighlighted)
    let trace = scene.app.trace.description
    #expect(trace.contains("grid: highlights item 4 of section 0"))
    #expect(trace.contains("grid: asked shouldSelectItemAt item 4 of section 0 → true"))
    #expect(trace.contains("grid: selects item 4 of section 0"))
  }

  @Test("shouldHighlightItemAt false bypasses the whole selection: shouldSelect is never asked")
  func refusedHighlight() throws {
    let scene = GridScene()
    scene.controller.shouldHighlight = { _ in false }
    try scene.app.tap(at: scene.point(ofItem: 1))
    #expect(scene.controller.calls == ["shouldHighlight 1"])
    #expect(scene.grid.indexPathsForSelectedItems == nil)
  }

  @Test("shouldSelectItemAt false: the highlight goes and nothing is selected")
  func refusedSelection() throws {
    let scene = GridScene()
    scene.controller.shouldSelect = { _ in false }
    try scene.app.tap(at: scene.point(ofItem: 2))
    #expect(
      scene.controller.calls == ["shouldHighlight 2", "didHighlight 2", "shouldSelect 2", "didUnhighlight 2"])
    #expect(scene.grid.indexPathsForSelectedItems == nil)
    #expect(scene.app.trace.description.contains("asked shouldSelectItemAt item 2 of section 0 → false"))
  }

  @Test(
    "single selection: another item deselects the first; the selected item tapped asks and stays selected")
  func singleSelection() throws {
    let scene = GridScene()
    try scene.app.tap(at: scene.point(ofItem: 0))
    try scene.app.wait(.milliseconds(500))
    scene.controller.calls = []
    try scene.app.tap(at: scene.point(ofItem: 1))
    #expect(
      scene.controller.calls == [
        "shouldHighlight 1", "didHighlight 1", "shouldSelect 1", "didUnhighlight 1", "didDeselect 0",
        "didSelect 1",
      ])
    try scene.app.wait(.milliseconds(500))
    scene.controller.calls = []
    try scene.app.tap(at: scene.point(ofItem: 1))
    #expect(
      scene.controller.calls == [
        "shouldHighlight 1", "didHighlight 1", "shouldSelect 1", "didUnhighlight 1", "didSelect 1",
      ])
    #expect(scene.grid.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
  }

  @Test("multiple selection: a tap adds an item, a tap on a selected item asks shouldDeselect and removes it")
  func multipleSelection() throws {
    let scene = GridScene()
    scene.grid.allowsMultipleSelection = true
    try scene.app.tap(at: scene.point(ofItem: 0))
    try scene.app.wait(.milliseconds(500))
    try scene.app.tap(at: scene.point(ofItem: 5))
    try scene.app.wait(.milliseconds(500))
    #expect(
      scene.grid.indexPathsForSelectedItems == [
        IndexPath(item: 0, section: 0), IndexPath(item: 5, section: 0),
      ])
    scene.controller.calls = []
    try scene.app.tap(at: scene.point(ofItem: 0))
    #expect(
      scene.controller.calls == [
        "shouldHighlight 0", "didHighlight 0", "shouldDeselect 0", "didUnhighlight 0", "didDeselect 0",
      ])
    #expect(scene.grid.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
    try scene.app.wait(.milliseconds(500))
    scene.controller.shouldDeselect = { _ in false }
    try scene.app.tap(at: scene.point(ofItem: 5))
    #expect(scene.grid.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
  }

  @Test("selectItem and deselectItem call no delegate method, and do nothing while allowsSelection is off")
  func programmaticSelection() {
    let scene = GridScene()
    scene.grid.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
    scene.grid.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
    #expect(scene.grid.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    scene.grid.selectItem(at: IndexPath(item: 99, section: 0), animated: false, scrollPosition: [])
    #expect(scene.grid.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    scene.grid.allowsSelection = false
    scene.grid.deselectItem(at: IndexPath(item: 4, section: 0), animated: false)
    #expect(scene.grid.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    scene.grid.allowsSelection = true
    scene.grid.deselectItem(at: IndexPath(item: 4, section: 0), animated: false)
    #expect(scene.grid.indexPathsForSelectedItems == nil)
    #expect(scene.controller.calls.isEmpty)
  }

  @Test("selectItem scrolls the item to the position it names, within the scrollable range")
  func selectAndScroll() {
    let scene = GridScene()
    scene.grid.selectItem(at: IndexPath(item: 30, section: 0), animated: false, scrollPosition: .top)
    #expect(scene.grid.contentOffset.y == 1100)
    #expect(scene.grid.cellForItem(at: IndexPath(item: 30, section: 0))?.isSelected == true)
    scene.grid.scrollToItem(at: IndexPath(item: 59, section: 0), at: .top, animated: false)
    #expect(scene.grid.contentOffset.y == scene.grid.contentSize.height - 440)
  }

  @Test("allowsSelection off: no highlight, no selection, and the trace says why")
  func selectionOff() throws {
    let scene = GridScene()
    scene.grid.allowsSelection = false
    try scene.app.tap(at: scene.point(ofItem: 0))
    #expect(scene.controller.calls.isEmpty && scene.grid.indexPathsForSelectedItems == nil)
    #expect(
      scene.app.trace.description.contains("does not highlight item 0 of section 0: allowsSelection is off"))
  }

  @Test("a drag that scrolls cancels the item's touch: the highlight goes and nothing is selected")
  func dragCancels() throws {
    let scene = GridScene()
    let start = scene.point(ofItem: 4)
    try scene.app.touchDown(1, at: start)
    try scene.app.wait(.milliseconds(200))
    for step in 1...4 {
      try scene.app.wait(.milliseconds(16))
      try scene.app.move(1, to: CGPoint(x: start.x, y: start.y - 10 * CGFloat(step)))
    }
    try scene.app.touchUp(1)
    #expect(scene.controller.calls == ["shouldHighlight 4", "didHighlight 4", "didUnhighlight 4"])
    #expect(scene.grid.indexPathsForSelectedItems == nil)
  }

  @Test("an ancestor's tap recognizer that cancels touches in view takes the tap: no item is selected")
  func ancestorTap() throws {
    let scene = GridScene()
    var dismissed = 0
    scene.window.addGestureRecognizer(TapGestureRecognizer { _ in dismissed += 1 })
    try scene.app.tap(at: scene.point(ofItem: 0))
    try scene.app.wait(.milliseconds(400))
    #expect(dismissed == 1 && scene.grid.indexPathsForSelectedItems == nil)
  }

  @Test("a collection decision is worded with its item and exported as JSON")
  func wordingAndJSON() throws {
    typealias Decision = CollectionView.Decision
    let item = IndexPath(item: 3, section: 1)
    let table: [(Decision, String)] = [
      (.highlighted(item), "highlights item 3 of section 1"),
      (
        .notHighlighted(item, because: .selectionNotAllowed),
        "does not highlight item 3 of section 1: allowsSelection is off, so this touch selects nothing"
      ),
      (
        .notHighlighted(item, because: .delegateRefused),
        "does not highlight item 3 of section 1: the delegate's shouldHighlightItemAt said no, so this touch "
          + "selects nothing"
      ),
      (.unhighlighted(item, because: .lifted), "unhighlights item 3 of section 1 (the finger lifted)"),
      (
        .unhighlighted(item, because: .touchCancelled),
        "unhighlights item 3 of section 1: its touch was cancelled (a recognizer took it), so nothing is selected"
      ),
      (
        .unhighlighted(item, because: .scrolledOut),
        "unhighlights item 3 of section 1: it left the bounds and its cell went to the reuse queue, so nothing is "
          + "selected"
      ),
      (.shouldSelect(item, answer: true), "asked shouldSelectItemAt item 3 of section 1 → true"),
      (
        .shouldSelect(item, answer: false),
        "asked shouldSelectItemAt item 3 of section 1 → false: nothing is selected"
      ),
      (.shouldDeselect(item, answer: true), "asked shouldDeselectItemAt item 3 of section 1 → true"),
      (
        .shouldDeselect(item, answer: false),
        "asked shouldDeselectItemAt item 3 of section 1 → false: it stays selected"
      ),
      (.selected(item), "selects item 3 of section 1"),
      (.deselected(item), "deselects item 3 of section 1"),
      (.liftedOutsideItem(item), "the finger lifted outside item 3 of section 1: nothing is selected"),
    ]
    for (decision, words) in table { #expect(decision.description == words) }

    let scene = GridScene()
    try scene.app.tap(at: scene.point(ofItem: 2))
    let json = TraceDocument(scene.app.trace).text(indent: 0)
    #expect(json.contains(#""kind":"collection""#))
    #expect(json.contains(#""decision":{"kind":"selected","item":{"section":0,"item":2}}"#))
    #expect(json.contains(#""kind":"shouldSelect","item":{"section":0,"item":2},"answer":true"#))
  }
}
