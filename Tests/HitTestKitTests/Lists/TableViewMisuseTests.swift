import Foundation
import HitTestKit
import Testing

/// A delegate that changes the table while it is being told about a selection.
private final class MeddlingController: TableViewDataSource, TableViewDelegate {
  var rows = 20
  var onHighlight: (TableView) -> Void = { _ in }
  var onSelect: (TableView) -> Void = { _ in }
  var onCell: (TableView) -> Void = { _ in }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    onCell(tableView)
    return tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }
  func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) { onHighlight(tableView) }
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { onSelect(tableView) }
}

@Suite struct TableViewMisuseTests {
  private func scene(_ controller: MeddlingController) -> (Window, TableView, Application) {
    let window = makeWindow()
    let table = TableView(frame: window.bounds)
    table.register(TableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = controller
    table.delegate = controller
    window.addSubview(table)
    return (window, table, Application(window: window))
  }

  @Test("reloading the data from didSelectRowAt: the selection it made is cleared, nothing breaks")
  func reloadDuringSelection() throws {
    let controller = MeddlingController()
    let (_, table, app) = scene(controller)
    controller.onSelect = { [unowned controller] in
      controller.rows = 3
      $0.reloadData()
    }
    try app.tap(at: CGPoint(x: 100, y: 66))
    #expect(table.indexPathForSelectedRow == nil)
    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(table.indexPathsForVisibleRows?.count == 3)
  }

  @Test("a table removed from its window while its row is highlighted: the touch still ends on its row")
  func removedWhileHighlighted() throws {
    let controller = MeddlingController()
    let (_, table, app) = scene(controller)
    table.delaysContentTouches = false
    controller.onHighlight = { $0.removeFromSuperview() }
    try app.touchDown(1, at: CGPoint(x: 100, y: 66))
    try app.touchUp(1)
    // A touch goes on to the view it began on, in or out of a window; the cell is still the table's row 1.
    #expect(table.window == nil)
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isHighlighted == false)
  }

  @Test("a data source that reads the table while it shows its rows does not start the layout again")
  func queriesDuringLayout() throws {
    let controller = MeddlingController()
    var seen: [Int] = []
    controller.onCell = { seen.append($0.visibleCells.count) }
    let (window, table, _) = scene(controller)
    window.layoutIfNeeded()
    #expect(table.visibleCells.count == 11)
    #expect(seen == Array(0..<11))
  }

  @Test("a table with no data source shows nothing and finds no row")
  func noDataSource() {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    table.layoutIfNeeded()
    #expect(table.numberOfSections == 0 && table.indexPathsForVisibleRows == nil)
    #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 5)) == nil)
    table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .top)
    #expect(table.indexPathForSelectedRow == nil)
    table.scrollToRow(at: IndexPath(row: 4, section: 0), at: .middle, animated: false)
    #expect(table.contentOffset == .zero)
  }

  @Test("dequeueing with an index path an identifier nobody registered stops with UIKit's message")
  func unregisteredIdentifierStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let table = TableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      _ = table.dequeueReusableCell(withIdentifier: "missing", for: IndexPath(row: 0, section: 0))
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("unable to dequeue a cell with identifier missing"))
  }
}
