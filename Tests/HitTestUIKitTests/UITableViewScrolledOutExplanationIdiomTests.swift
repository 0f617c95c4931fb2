import HitTestUIKit
import Testing

// A finger rests on a row (after a sideways nudge that neither scrolls the table nor swipes the row), and a second
// finger scrolls the table until the row leaves the screen; the first finger then lifts. The row selects nothing,
// and `explainSelection` (a HitTestKit addition) says why: its cell left under the resting finger. It used to answer
// "no touch", because it looked for the touch through the cell, which by then showed another row.

private final class Contacts: NSObject, UITableViewDataSource, UITableViewDelegate {
  let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
  var selected: [Int] = []
  var unhighlighted: [Int] = []

  override init() {
    super.init()
    tableView.delaysContentTouches = false
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
    tableView.dataSource = self
    tableView.delegate = self
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath.row)
  }

  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
    unhighlighted.append(indexPath.row)
  }
}

@Suite struct UITableViewScrolledOutExplanationIdiomTests {
  @Test("a row scrolled away by a second finger while the first rests on it is explained as scrolled out")
  func rowScrolledAwayByASecondFinger() throws {
    let contacts = Contacts()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.addSubview(contacts.tableView)
    let app = UIApplication(window: window)
    let row = IndexPath(row: 1, section: 0)  // rows are 44 pt tall: row 1 spans y 44 to 88
    try app.touchDown(1, at: CGPoint(x: 100, y: 66))
    try app.move(1, to: CGPoint(x: 120, y: 66))  // sideways: the table cannot scroll that way, and no swipe
    #expect(contacts.tableView.cellForRow(at: row)?.isHighlighted == true)
    try app.touchDown(2, at: CGPoint(x: 200, y: 400))
    try app.move(2, to: CGPoint(x: 200, y: 100))  // 300 pt up: 290 pt scrolled, past the pan's 10 pt
    try app.touchUp(2)
    try app.touchUp(1)
    #expect(contacts.selected.isEmpty)
    #expect(contacts.unhighlighted == [1], "its highlight went when its cell left")
    let explanation = contacts.tableView.explainSelection(at: row, in: app.trace)
    #expect(explanation.reason == .scrolledOut(finger: 1, contentOffset: CGPoint(x: 0, y: 290)))
    #expect(explanation.description.contains("it left the list's bounds while finger 1 rested on it"))
    withExtendedLifetime(contacts) {}
  }
}
