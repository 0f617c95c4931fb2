import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HitTestUIKit
#endif

// A finger rests on an item while a second finger scrolls the grid far enough that the item leaves the screen;
// the grid is then taken off the screen (a dismissal) before the first finger lifts. UIKit lays the grid out at the
// end of the run-loop turn that scrolled it, while it is still in its window: the item's cell goes to the reuse
// queue, and the lift selects nothing.

private final class Grid: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
  let collectionView: UICollectionView
  var selected: [Int] = []
  var unhighlighted: [Int] = []

  override init() {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
    super.init()
    collectionView.delaysContentTouches = false
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
    collectionView.dataSource = self
    collectionView.delegate = self
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    selected.append(indexPath.item)
  }

  func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
    unhighlighted.append(indexPath.item)
  }
}

@Suite struct UICollectionViewScrolledAwayIdiomTests {
  /// Finger 1 highlights item 0 and leaves the grid's pan (a vertical move the horizontal grid cannot follow fails
  /// it, and a failed recognizer ignores the touches still down); finger 2 then scrolls the grid 290 pt.
  private func scrollItemZeroAway(removingTheGrid: Bool) throws -> Grid {
    let grid = Grid()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.addSubview(grid.collectionView)
    let app = UIApplication(window: window)
    try app.touchDown(1, at: CGPoint(x: 50, y: 50))
    try app.move(1, to: CGPoint(x: 50, y: 70))
    #expect(grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isHighlighted == true)
    try app.touchDown(2, at: CGPoint(x: 300, y: 150))
    try app.move(2, to: CGPoint(x: 0, y: 150))
    #expect(grid.collectionView.contentOffset.x == 290)
    try app.wait(.milliseconds(100))
    if removingTheGrid { grid.collectionView.removeFromSuperview() }
    try app.touchUp(2)
    try app.touchUp(1)
    return grid
  }

  @Test("a lift on an item that scrolled off the screen selects nothing")
  func scrolledAwaySelectsNothing() throws {
    let grid = try scrollItemZeroAway(removingTheGrid: false)
    #expect(grid.selected.isEmpty)
    #expect(grid.unhighlighted == [0], "its highlight went when its cell left")
  }

  @Test("a lift on an item that scrolled off the screen selects nothing, after the grid left its window too")
  func scrolledAwayThenRemovedSelectsNothing() throws {
    let grid = try scrollItemZeroAway(removingTheGrid: true)
    #expect(grid.selected.isEmpty)
    #expect(grid.unhighlighted == [0], "its highlight went when its cell left")
  }
}
