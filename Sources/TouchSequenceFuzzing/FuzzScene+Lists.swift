import Foundation
import HitTestKit
import SeededRandomness

/// A table view and a collection view for the fuzzer (issue 33), with delegates that sometimes refuse, and the
/// invariant that a row or item selects only after a touch-up inside it.
///
/// The cells record every touch call in the scene's ledger (the delivery rules apply to them too) and note when a
/// finger lifts inside them; the delegates report to the ledger any `didSelect…` that does not come from such a
/// lift on that row's cell. Their draws come from a generator of their own, seeded after every other draw, so a
/// seed makes the same draws as before them.
final class FuzzLists: TableViewDataSource, TableViewDelegate, CollectionViewDataSource,
  CollectionViewDelegate
{
  /// The lists made (none three times out of four).
  private(set) var lists: [ScrollView] = []
  private let behaviour: FuzzBehaviour
  private var refusesHighlight = false
  private var refusesSelection = false
  private var rows = 30
  /// Every cell the lists made (kept, so that no address is reused), by identity.
  private var cells: [ObjectIdentifier: View] = [:]

  /// Whether `object` is a cell the lists made, or a view inside one: objects made after the scene was built,
  /// which the reason checks admit.
  func madeObject(_ object: AnyObject) -> Bool {
    var view = object as? View
    while let current = view {
      if cells[ObjectIdentifier(current)] != nil { return true }
      view = current.superview
    }
    return false
  }

  /// Builds a list, a grid, or both, in random windows of `windows`, a quarter of the time.
  init(seed: UInt64, behaviour: FuzzBehaviour, windows: [Window]) {
    self.behaviour = behaviour
    var random = SplitMix64(seed: seed)
    guard random.chance(0.25) else { return }
    refusesHighlight = random.chance(0.2)
    refusesSelection = random.chance(0.2)
    rows = Int.random(in: 0...40, using: &random)
    if random.chance(0.7), let window = windows.randomElement(using: &random) {
      let table = TableView(
        frame: CGRect(x: 0, y: CGFloat(Int.random(in: 0...200, using: &random)), width: 320, height: 280))
      table.name = "l-table"
      table.panGestureRecognizer.name = "l-table.pan"
      table.register(FuzzTableCell.self, forCellReuseIdentifier: "row")
      table.allowsSelection = random.chance(0.9)
      table.allowsMultipleSelection = random.chance(0.3)
      table.delaysContentTouches = random.chance(0.7)
      table.dataSource = self
      table.delegate = self
      window.addSubview(table)
      lists.append(table)
    }
    if random.chance(0.5), let window = windows.randomElement(using: &random) {
      let layout = CollectionViewFlowLayout()
      layout.itemSize = CGSize(width: CGFloat(Int.random(in: 40...150, using: &random)), height: 60)
      layout.scrollDirection = random.chance(0.7) ? .vertical : .horizontal
      let grid = CollectionView(
        frame: CGRect(x: 0, y: CGFloat(Int.random(in: 0...200, using: &random)), width: 320, height: 280),
        collectionViewLayout: layout)
      grid.name = "l-grid"
      grid.panGestureRecognizer.name = "l-grid.pan"
      grid.register(FuzzItemCell.self, forCellWithReuseIdentifier: "item")
      grid.allowsMultipleSelection = random.chance(0.3)
      grid.dataSource = self
      grid.delegate = self
      window.addSubview(grid)
      lists.append(grid)
    }
  }

  // MARK: The table

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    (cell as? FuzzTableCell)?.behaviour = behaviour
    cells[ObjectIdentifier(cell)] = cell
    cell.name = "l-row\(indexPath.row)"
    return cell
  }

  func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    !(refusesHighlight && indexPath.row % 3 == 0)
  }

  func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    refusesSelection && indexPath.row % 4 == 1 ? nil : indexPath
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    let cell = tableView.cellForRow(at: indexPath) as? FuzzTableCell
    if cell?.isLiftingInside != true {
      behaviour.ledger.report("l-table row \(indexPath.row) selected without a touch-up inside it")
    }
  }

  // MARK: The grid

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { rows }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    (cell as? FuzzItemCell)?.behaviour = behaviour
    cells[ObjectIdentifier(cell)] = cell
    cell.name = "l-item\(indexPath.item)"
    return cell
  }

  func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    !(refusesHighlight && indexPath.item % 3 == 0)
  }

  func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    !(refusesSelection && indexPath.item % 4 == 1)
  }

  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    let cell = collectionView.cellForItem(at: indexPath) as? FuzzItemCell
    if cell?.isLiftingInside != true {
      behaviour.ledger.report("l-grid item \(indexPath.item) selected without a touch-up inside it")
    }
  }
}

/// A table cell that records its touch calls in the ledger, and knows while a finger lifts inside it.
final class FuzzTableCell: TableViewCell {
  weak var behaviour: FuzzBehaviour?
  /// Whether a finger is lifting inside the cell (during its `touchesEnded`).
  private(set) var isLiftingInside = false

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    behaviour?.ledger.record(.began, touches, to: self)
    super.touchesBegan(touches, with: event)
  }
  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    behaviour?.ledger.record(.moved, touches, to: self)
    super.touchesMoved(touches, with: event)
  }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    behaviour?.ledger.record(.ended, touches, to: self)
    isLiftingInside = isInside(touches)
    defer { isLiftingInside = false }
    super.touchesEnded(touches, with: event)
  }
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    behaviour?.ledger.record(.cancelled, touches, to: self)
    super.touchesCancelled(touches, with: event)
  }
}

/// A collection view cell that records its touch calls in the ledger, and knows while a finger lifts inside it.
final class FuzzItemCell: CollectionViewCell {
  weak var behaviour: FuzzBehaviour?
  /// Whether a finger is lifting inside the cell (during its `touchesEnded`).
  private(set) var isLiftingInside = false

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    behaviour?.ledger.record(.began, touches, to: self)
    super.touchesBegan(touches, with: event)
  }
  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    behaviour?.ledger.record(.moved, touches, to: self)
    super.touchesMoved(touches, with: event)
  }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    behaviour?.ledger.record(.ended, touches, to: self)
    isLiftingInside = isInside(touches)
    defer { isLiftingInside = false }
    super.touchesEnded(touches, with: event)
  }
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    behaviour?.ledger.record(.cancelled, touches, to: self)
    super.touchesCancelled(touches, with: event)
  }
}

extension View {
  /// Whether one of `touches` lifts inside this cell, judged as the list judges a lift: after the layout that is due
  /// (a list lays out before it judges, `ListTouch.cellTouchesEnded`), so that a list whose bounds changed since its
  /// last layout (as one leaving its window mid-animation does) is judged against the cells it then shows.
  fileprivate func isInside(_ touches: Set<Touch>) -> Bool {
    var list = superview
    while let view = list, !(view is TableView || view is CollectionView) { list = view.superview }
    list?.layoutIfNeeded()
    return touches.contains { bounds.contains($0.location(in: self)) }
  }
}
