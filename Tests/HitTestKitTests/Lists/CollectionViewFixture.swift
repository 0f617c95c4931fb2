import Foundation
import HitTestKit

/// A collection view cell that counts its reuses.
final class CountingItemCell: CollectionViewCell {
  var reuses = 0
  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }
}

/// A data source and delegate that records every selection call, in order, and answers as told.
final class RecordingGridController: CollectionViewDataSource, CollectionViewDelegate {
  var sections: [Int]
  var calls: [String] = []
  var shouldHighlight: (IndexPath) -> Bool = { _ in true }
  var shouldSelect: (IndexPath) -> Bool = { _ in true }
  var shouldDeselect: (IndexPath) -> Bool = { _ in true }
  var cellsMade = 0

  init(sections: [Int]) { self.sections = sections }

  func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    sections[section]
  }
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    cellsMade += 1
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    cell.name = "item\(indexPath.section).\(indexPath.item)"
    return cell
  }
  func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    calls.append("shouldHighlight \(indexPath.item)")
    return shouldHighlight(indexPath)
  }
  func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
    calls.append("didHighlight \(indexPath.item)")
  }
  func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
    calls.append("didUnhighlight \(indexPath.item)")
  }
  func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    calls.append("shouldSelect \(indexPath.item)")
    return shouldSelect(indexPath)
  }
  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    calls.append("didSelect \(indexPath.item)")
  }
  func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
    calls.append("shouldDeselect \(indexPath.item)")
    return shouldDeselect(indexPath)
  }
  func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
    calls.append("didDeselect \(indexPath.item)")
  }
}

/// A 320 × 480 window with a collection view filling 320 × 440: a flow layout of 100 × 100 items, 10 pt apart, so
/// three items a line (100 + 10 + 100 + 10 + 100 = 320).
struct GridScene {
  let window = makeWindow()
  let layout = CollectionViewFlowLayout()
  let grid: CollectionView
  let controller: RecordingGridController
  let app: Application

  init(sections: [Int] = [60], direction: CollectionViewFlowLayout.ScrollDirection = .vertical) {
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.scrollDirection = direction
    grid = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: layout)
    controller = RecordingGridController(sections: sections)
    grid.name = "grid"
    grid.register(CountingItemCell.self, forCellWithReuseIdentifier: "item")
    grid.dataSource = controller
    grid.delegate = controller
    window.addSubview(grid)
    app = Application(window: window)
    window.layoutIfNeeded()
  }

  /// The window point at the middle of item `item` of section 0, as the grid is scrolled now.
  func point(ofItem item: Int) -> CGPoint {
    let rect = grid.frameForItem(at: IndexPath(item: item, section: 0)) ?? .null
    return grid.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
  }
}
