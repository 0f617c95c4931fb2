import Foundation
import HitTestKit

func runListBenchmarks() {
  let scene = ListBenchmarkScene()
  section(
    "A list: a table view of 1,000 rows (44 pt) filling a 390 × 844 window, against a plain view of the same "
      + "frame; a tap (down, 50 ms, up) in a fresh application, on row 5 and on the plain view")
  let samples = measureInterleaved([
    { scene.plainTap() },
    { scene.listTap() },
    { scene.listTap(tracing: true) },
    { scene.gridTap() },
  ])
  let (plain, list, tracedList, grid) = (samples[0], samples[1], samples[2], samples[3])
  report("baseline: tap on a plain view (no recognizer)", plain, "ns/tap")
  report("tap on a row: highlight, select, the delegate's calls", list, "ns/tap")
  report("tap on a row, tracing on", tracedList, "ns/tap")
  report("ratio list tap / plain tap", list.ratio(to: plain), "×")
  report("ratio list tap traced / untraced", tracedList.ratio(to: list), "×")
  report("tap on a collection view's item (flow layout, 1,000 items)", grid, "ns/tap")
  report("ratio grid tap / plain tap", grid.ratio(to: plain), "×")
}

/// The list and the plain view the list benchmarks tap, each in a window of its own.
final class ListBenchmarkScene: TableViewDataSource, TableViewDelegate, CollectionViewDataSource,
  CollectionViewDelegate
{
  let listWindow = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let plainWindow = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let table = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let gridWindow = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let grid = CollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: CollectionViewFlowLayout())
  var selections = 0

  init() {
    table.register(TableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = self
    table.delegate = self
    listWindow.addSubview(table)
    listWindow.layoutIfNeeded()
    plainWindow.addSubview(View(frame: plainWindow.bounds))
    grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "item")
    grid.dataSource = self
    grid.delegate = self
    gridWindow.addSubview(grid)
    gridWindow.layoutIfNeeded()
  }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 1_000 }
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
  }
  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    selections += 1
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1_000 }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selections += 1 }

  @inline(never) func plainTap() { tap(in: plainWindow, tracing: false) }
  @inline(never) func listTap(tracing: Bool = false) { tap(in: listWindow, tracing: tracing) }
  @inline(never) func gridTap() { tap(in: gridWindow, tracing: false) }

  private func tap(in window: Window, tracing: Bool) {
    let app = Application(window: window, isTracing: tracing)
    do {
      try app.touchDown(1, at: CGPoint(x: 100, y: 5 * 44 + 22))
      try app.wait(.milliseconds(50))
      try app.touchUp(1)
    } catch {
      fatalError("tap failed: \(error)")
    }
    blackHole(app)
  }
}
