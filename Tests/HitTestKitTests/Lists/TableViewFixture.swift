import Foundation
import HitTestKit

/// A cell that counts its reuses.
final class CountingCell: TableViewCell {
  var reuses = 0
  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }
}

/// A data source and delegate that records every delegate call, in order, and answers as told.
final class RecordingListController: TableViewDataSource, TableViewDelegate {
  var sections: [Int]
  var calls: [String] = []
  var shouldHighlight: (IndexPath) -> Bool = { _ in true }
  var willSelect: (IndexPath) -> IndexPath? = { $0 }
  var willDeselect: (IndexPath) -> IndexPath? = { $0 }
  var heights: ((IndexPath) -> CGFloat)?
  var cellsMade = 0

  init(sections: [Int]) { self.sections = sections }

  func numberOfSections(in tableView: TableView) -> Int { sections.count }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section] }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    cellsMade += 1
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.name = "cell\(indexPath.section).\(indexPath.row)"
    return cell
  }
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    heights?(indexPath) ?? tableView.rowHeight
  }
  func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    calls.append("shouldHighlight \(indexPath.row)")
    return shouldHighlight(indexPath)
  }
  func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
    calls.append("didHighlight \(indexPath.row)")
  }
  func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
    calls.append("didUnhighlight \(indexPath.row)")
  }
  func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    calls.append("willSelect \(indexPath.row)")
    return willSelect(indexPath)
  }
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    calls.append("didSelect \(indexPath.row)")
  }
  func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    calls.append("willDeselect \(indexPath.row)")
    return willDeselect(indexPath)
  }
  func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
    calls.append("didDeselect \(indexPath.row)")
  }
}

/// A 320 × 480 window with a table view filling it: rows 44 pt tall, cells of `CountingCell` under "row".
struct ListScene {
  let window = makeWindow()
  let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
  let controller: RecordingListController
  let app: Application

  init(sections: [Int] = [100], isTracing: Bool = true) {
    controller = RecordingListController(sections: sections)
    table.name = "list"
    table.register(CountingCell.self, forCellReuseIdentifier: "row")
    table.dataSource = controller
    table.delegate = controller
    window.addSubview(table)
    app = Application(window: window, isTracing: isTracing)
    window.layoutIfNeeded()
  }

  /// The window point at the middle of row `row` of section 0, as the table is scrolled now.
  func point(ofRow row: Int) -> CGPoint {
    let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
    return table.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
  }
}
