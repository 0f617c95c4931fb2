import Foundation
import HitTestKit

/// A list of rows whose trailing edge has "Delete" (destructive, deletes the row) and "Flag" actions, and whose
/// leading edge has none except on row 0.
final class SwipeListController: TableViewDataSource, TableViewDelegate {
  var rows = Array(0..<20)
  var ran: [String] = []
  var selected: [Int] = []
  /// What each handler does with its completion; by default calls it with `true` at once.
  var complete: (@escaping (Bool) -> Void) -> Void = { $0(true) }
  var performsFullSwipe = true
  var carouselRow: Int?

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.name = "row\(rows[indexPath.row])"
    for subview in cell.contentView.subviews { subview.removeFromSuperview() }
    if indexPath.row == carouselRow {
      let carousel = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
      carousel.name = "carousel"
      carousel.contentSize = CGSize(width: 960, height: 44)
      cell.contentView.addSubview(carousel)
    }
    return cell
  }
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath.row)
  }
  func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> SwipeActionsConfiguration?
  {
    let delete = ContextualAction(style: .destructive, title: "Delete") {
      [unowned self, unowned tableView] _, _, completion in
      ran.append("Delete \(indexPath.row)")
      rows.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
      complete(completion)
    }
    let flag = ContextualAction(style: .normal, title: "Flag") { [unowned self] _, _, completion in
      ran.append("Flag \(indexPath.row)")
      complete(completion)
    }
    let configuration = SwipeActionsConfiguration(actions: [delete, flag])
    configuration.performsFirstActionWithFullSwipe = performsFullSwipe
    return configuration
  }
  func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> SwipeActionsConfiguration?
  {
    guard indexPath.row == 0 else { return nil }
    return SwipeActionsConfiguration(actions: [
      ContextualAction(style: .normal, title: "Pin") { [unowned self] _, _, completion in
        ran.append("Pin 0")
        completion(true)
      }
    ])
  }
}

/// A 320 × 480 window with a swipeable table view (rows 44 pt tall).
struct SwipeScene {
  let window = makeWindow()
  let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
  let controller = SwipeListController()
  let app: Application

  init(carouselRow: Int? = nil, in container: View? = nil) {
    controller.carouselRow = carouselRow
    table.name = "list"
    table.register(TableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = controller
    table.delegate = controller
    (container ?? window).addSubview(table)
    if let container { window.addSubview(container) }
    app = Application(window: window)
    window.layoutIfNeeded()
  }

  /// The window point `x` points from the left of row `row`, at its middle height.
  func point(ofRow row: Int, x: CGFloat = 200) -> CGPoint {
    let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
    return table.convert(CGPoint(x: x, y: rect.midY), to: nil)
  }

  /// Drags horizontally on row `row` by `dx` points.
  func swipe(row: Int, by dx: CGFloat, from x: CGFloat = 200) throws {
    let start = point(ofRow: row, x: x)
    try app.drag(
      from: start, to: CGPoint(x: start.x + dx, y: start.y), duration: .milliseconds(200), steps: 10)
  }

  /// The cell of row `row`.
  func cell(_ row: Int) -> TableViewCell? { table.cellForRow(at: IndexPath(row: row, section: 0)) }
}
