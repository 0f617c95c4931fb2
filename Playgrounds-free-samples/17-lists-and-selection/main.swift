// Lesson 17 — Lists and selection: table views, collection views, swipe actions.
//
// Run it with `swift run 17-lists-and-selection` and read the output next to this file, and next to
// Sources/HitTestKit/Lists/.
//
// A TableView is a ScrollView whose rows are cells; a CollectionView is one whose items are laid out by a flow
// layout. Both select by the same timing:
//
//   1. The cell gets touchesBegan (at once, or after the 0.15 s content-touch delay): the row highlights,
//      unless allowsSelection is off or the delegate's shouldHighlight… says no (then nothing will select).
//   2. A drag that scrolls, or a recognizer with cancelsTouchesInView, cancels the touch: the highlight goes.
//   3. The finger lifts inside the row: the delegate has its say (willSelectRowAt may pick another row or none;
//      shouldSelectItemAt says yes or no), the row is selected, didSelect… is called.
//
// A table's row can also be swiped open on its actions; and explainSelection(at:in:) reads the trace and names
// why a row was not selected.
import CommandLineUsage
import Foundation
import HitTestKit

let usage = Usage(
  summary: "Lesson 17 — Lists and selection: table views, collection views, swipe actions.",
  options: [.json, .explore])
let arguments = usage.parseOrExit()
/// What the lesson runs (its applications' traces, with scene snapshots), written as JSON by `--json <path>`.
var json = TraceDocument()

/// Prints a heading for the next part of the lesson.
func section(_ title: String) {
  print("\n## \(title)")
}

/// A list's data source and delegate that prints the delegate calls it gets, and gives every row a "Delete"
/// action that deletes it.
final class Lister: TableViewDataSource, TableViewDelegate, CollectionViewDataSource, CollectionViewDelegate {
  var rows = ["Inbox", "Drafts", "Sent", "Junk", "Trash", "Archive"]
  var refuse: Set<Int> = []

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.name = rows[indexPath.row]
    return cell
  }
  func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    print("  delegate: shouldHighlightRowAt \(indexPath.row)")
    return true
  }
  func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    print("  delegate: willSelectRowAt \(indexPath.row)")
    return refuse.contains(indexPath.row) ? nil : indexPath
  }
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    print("  delegate: didSelectRowAt \(indexPath.row)")
  }
  func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
    print("  delegate: didDeselectRowAt \(indexPath.row)")
  }
  func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> SwipeActionsConfiguration?
  {
    SwipeActionsConfiguration(actions: [
      ContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, completion in
        print("  handler: Delete \(rows[indexPath.row])")
        rows.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
        completion(true)
      }
    ])
  }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
  }
  func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    print("  delegate: shouldSelectItemAt \(indexPath.item)")
    return !refuse.contains(indexPath.item)
  }
  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    print("  delegate: didSelectItemAt \(indexPath.item)")
  }
}

/// Prints the list decisions of `trace`, one per line.
func printListDecisions(_ trace: InteractionTrace) {
  for line in trace.lines where line.hasPrefix("list:") || line.hasPrefix("grid:") {
    print("  trace: \(line)")
  }
}

let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
table.name = "list"
table.register(TableViewCell.self, forCellReuseIdentifier: "row")
let lister = Lister()
table.dataSource = lister
table.delegate = lister
window.addSubview(table)
let app = json.record(Application(window: window, recordsScenes: true))

/// The window point of the middle of row `row`.
@MainActor func row(_ row: Int, x: CGFloat = 160) -> CGPoint {
  CGPoint(x: x, y: table.rectForRow(at: IndexPath(row: row, section: 0)).midY - table.contentOffset.y)
}

section("1. A tap selects at the lift, in UIKit's order")
printListDecisions(try app.tap(at: row(1)))
print("  selected: \(table.indexPathForSelectedRow.map { "row \($0.row)" } ?? "none")")
print("Takeaway: highlight at touch-down (here at the lift: the tap was quicker than the 0.15 s delay), then")
print("unhighlight, willSelectRowAt, didSelectRowAt.")

section("2. willSelectRowAt returns nil: nothing is selected, and explainSelection says so")
lister.refuse = [3]
try app.wait(.milliseconds(500))
printListDecisions(try app.tap(at: row(3)))
print("  \(table.explainSelection(at: IndexPath(row: 3, section: 0), in: app.trace))")
lister.refuse = []
print("Takeaway: the delegate decides; the trace and explainSelection name the answer that stopped it.")

section("3. A tap-to-dismiss recognizer on the window eats the row's tap")
let dismiss = TapGestureRecognizer()
dismiss.name = "dismissKeyboard"
window.addGestureRecognizer(dismiss)
try app.wait(.milliseconds(500))
printListDecisions(try app.tap(at: row(2)))
print("  \(table.explainSelection(at: IndexPath(row: 2, section: 0), in: app.trace))")
dismiss.cancelsTouchesInView = false
try app.wait(.milliseconds(500))
printListDecisions(try app.tap(at: row(2)))
print("  with cancelsTouchesInView = false: selected row \(table.indexPathForSelectedRow?.row ?? -1)")
print(
  "Takeaway: cancelsTouchesInView (true by default) cancels the row's touch; turning it off lets rows select."
)

section("4. A swipe opens a row on its actions; a full swipe deletes it")
try app.wait(.milliseconds(500))
printListDecisions(try app.drag(from: row(4, x: 260), to: row(4, x: 140), duration: .milliseconds(200)))
try app.wait(.milliseconds(500))
printListDecisions(try app.tap(at: row(0)))
try app.wait(.milliseconds(500))
printListDecisions(try app.drag(from: row(4, x: 300), to: row(4, x: 40), duration: .milliseconds(200)))
print("  rows: \(lister.rows.joined(separator: ", "))")
print(
  "Takeaway: a horizontal pan on a row slides its content over its actions; a tap elsewhere hides them and")
print("selects nothing; past 60% of the row the first action runs.")

section("5. A collection view: a flow layout and shouldSelectItemAt")
let layout = CollectionViewFlowLayout()
layout.itemSize = CGSize(width: 100, height: 100)
let grid = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
grid.name = "grid"
grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "item")
grid.dataSource = lister
grid.delegate = lister
table.removeFromSuperview()
window.addSubview(grid)
try app.wait(.milliseconds(500))
print("  item 4 at \(grid.frameForItem(at: IndexPath(item: 4, section: 0))?.compactDescription ?? "nowhere")")
printListDecisions(try app.tap(at: CGPoint(x: 160, y: 160)))
lister.refuse = [5]
try app.wait(.milliseconds(500))
printListDecisions(try app.tap(at: CGPoint(x: 270, y: 160)))
print("  \(grid.explainSelection(at: IndexPath(item: 5, section: 0), in: app.trace))")
print(
  "Takeaway: a flow layout fills lines of items; a collection view asks shouldSelectItemAt (yes or no) where")
print("a table asks willSelectRowAt (a row, another, or none).")
usage.writeOrExit(toFile: arguments.jsonPath) { try json.write(toFile: $0) }
usage.writeOrExit(toFile: arguments.explorePath) {
  try ExplorerPage(json, title: usage.program).write(toFile: $0)
}
