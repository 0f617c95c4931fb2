import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HitTestUIKit
#endif

// A second finger lands on a row while the first drags the table: it joins the drag. The table's pan has
// recognized, and with `cancelsTouchesInView` the touches of a recognized gesture are not delivered to their views
// (UIKit's `cancelsTouchesInView`), so the row never hears of the finger, and its lift selects nothing. The fuzzer
// found the opposite: the recognizers holding the finger's touchesBegan failed, the row got it and was selected.

private final class Inbox: NSObject, UITableViewDataSource, UITableViewDelegate {
  let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
  var selected: [Int] = []

  override init() {
    super.init()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
    tableView.dataSource = self
    tableView.delegate = self
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
  }

  func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  {
    UISwipeActionsConfiguration(actions: [
      UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in completion(true) }
    ])
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath.row)
  }
}

@Suite struct UITableViewJoiningFingerIdiomTests {
  /// The inbox in a window, with the application that drives it.
  private func shownInbox() -> (Inbox, UIApplication) {
    let inbox = Inbox()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.addSubview(inbox.tableView)
    return (inbox, UIApplication(window: window))
  }

  @Test("a finger that lands on a row while the table is dragged joins the drag, and selects nothing")
  func joiningFingerSelectsNothing() throws {
    let (inbox, app) = shownInbox()
    try app.touchDown(1, at: CGPoint(x: 160, y: 400))
    try app.wait(.milliseconds(16))
    try app.move(1, to: CGPoint(x: 160, y: 300))
    #expect(inbox.tableView.isDragging)
    try app.touchDown(2, at: CGPoint(x: 100, y: 100))
    try app.wait(.milliseconds(500))  // past the content-touch delay: the row would highlight now
    // The table scrolled 90 pt (100 less the pan's 10 pt hysteresis): row 4 is under the finger.
    #expect(inbox.tableView.indexPathForRow(at: CGPoint(x: 100, y: 190))?.row == 4)
    #expect(inbox.tableView.cellForRow(at: IndexPath(row: 4, section: 0))?.isHighlighted == false)
    try app.touchUp(2)
    try app.touchUp(1)
    #expect(inbox.selected.isEmpty)
  }

  @Test("without the drag, the same finger selects its row")
  func fingerWithoutDragSelects() throws {
    let (inbox, app) = shownInbox()
    try app.touchDown(2, at: CGPoint(x: 100, y: 100))
    try app.wait(.milliseconds(500))
    try app.touchUp(2)
    #expect(inbox.selected == [2])
  }
}
