import Foundation
import HitTestKit
import Testing

@Suite struct CollectionViewLayoutTests {
  @Test("a vertical flow layout fills lines left to right, lines 10 pt apart, and sizes the content")
  func verticalGrid() {
    let scene = GridScene(sections: [7])
    #expect(
      scene.grid.frameForItem(at: IndexPath(item: 0, section: 0))
        == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(
      scene.grid.frameForItem(at: IndexPath(item: 2, section: 0))
        == CGRect(x: 220, y: 0, width: 100, height: 100))
    #expect(
      scene.grid.frameForItem(at: IndexPath(item: 3, section: 0))
        == CGRect(x: 0, y: 110, width: 100, height: 100))
    // The seventh item is alone on its line: centred, as UIKit's flow layout does.
    #expect(
      scene.grid.frameForItem(at: IndexPath(item: 6, section: 0))
        == CGRect(x: 110, y: 220, width: 100, height: 100))
    #expect(scene.grid.contentSize == CGSize(width: 320, height: 320))
  }

  @Test("the space a line leaves goes evenly between its items; section insets frame each section")
  func spacingAndInsets() {
    let scene = GridScene(sections: [2, 3])
    scene.layout.itemSize = CGSize(width: 90, height: 50)
    scene.layout.sectionInset = EdgeInsets(top: 5, left: 10, bottom: 15, right: 10)
    scene.window.layoutIfNeeded()
    // 300 pt of line for three 90 pt items: 15 pt between them.
    #expect(scene.grid.frameForItem(at: IndexPath(item: 1, section: 1))?.minX == 115)
    // Two items: the first and the last touch the insets.
    #expect(
      scene.grid.frameForItem(at: IndexPath(item: 1, section: 0))
        == CGRect(x: 220, y: 5, width: 90, height: 50))
    // Section 1 starts below section 0's bottom inset, inside its own top inset: 5 + 50 + 15 + 5.
    #expect(scene.grid.frameForItem(at: IndexPath(item: 0, section: 1))?.minY == 75)
  }

  @Test("a horizontal flow layout fills columns top to bottom and scrolls sideways")
  func horizontalGrid() {
    let scene = GridScene(sections: [10], direction: .horizontal)
    // 440 pt of column: four 100 pt items fit (430 pt with three 10 pt gaps), spread by 13⅓ pt.
    #expect(scene.grid.frameForItem(at: IndexPath(item: 1, section: 0))?.origin.x == 0)
    #expect(scene.grid.frameForItem(at: IndexPath(item: 4, section: 0))?.origin == CGPoint(x: 110, y: 0))
    #expect(scene.grid.contentSize == CGSize(width: 320, height: 440))
    #expect(scene.grid.canScrollHorizontally == false)
    let wide = GridScene(sections: [30], direction: .horizontal)
    #expect(wide.grid.contentSize.width == 870)  // eight columns: 8 × 100 + 7 × 10
    #expect(wide.grid.canScrollHorizontally)
  }

  @Test("only the items in the bounds have cells; scrolling reuses the cells that left")
  func visibleItemsAndReuse() throws {
    let scene = GridScene()
    // 440 pt tall: lines 0…3 meet it (line 3 starts at 330), 12 items.
    #expect(scene.grid.indexPathsForVisibleItems.count == 12)
    #expect(scene.controller.cellsMade == 12)
    scene.grid.contentOffset = CGPoint(x: 0, y: 440)
    let visible = scene.grid.indexPathsForVisibleItems
    #expect(visible.first == IndexPath(item: 12, section: 0))
    #expect(scene.grid.visibleCells.count == visible.count)
    let reused = scene.grid.visibleCells.compactMap { $0 as? CountingItemCell }.filter { $0.reuses > 0 }
    #expect(!reused.isEmpty)
    #expect(scene.grid.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
  }

  @Test("indexPathForItem(at:) finds the item under a point, nil between items, past the end, or at NaN")
  func indexPathAtPoint() {
    let scene = GridScene(sections: [4])
    #expect(scene.grid.indexPathForItem(at: CGPoint(x: 150, y: 50)) == IndexPath(item: 1, section: 0))
    #expect(scene.grid.indexPathForItem(at: CGPoint(x: 105, y: 50)) == nil)
    #expect(scene.grid.indexPathForItem(at: CGPoint(x: 150, y: 300)) == nil)
    #expect(scene.grid.indexPathForItem(at: CGPoint(x: CGFloat.nan, y: 0)) == nil)
    #expect(scene.grid.numberOfSections == 1 && scene.grid.numberOfItems(inSection: 0) == 4)
    #expect(scene.grid.numberOfItems(inSection: 7) == 0)
    #expect(scene.grid.frameForItem(at: IndexPath(item: 9, section: 0)) == nil)
  }

  @Test("sizes and spacings that are negative or not finite count as 0")
  func badSizes() {
    let scene = GridScene(sections: [3])
    scene.layout.itemSize = CGSize(width: CGFloat.nan, height: -5)
    scene.layout.minimumLineSpacing = .infinity
    scene.window.layoutIfNeeded()
    #expect(scene.grid.indexPathsForVisibleItems.isEmpty)
    #expect(scene.grid.contentSize.height == 0)
  }

  @Test("reloadData asks again, clears the selection and shows the new items")
  func reload() {
    let scene = GridScene(sections: [5])
    scene.grid.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    scene.controller.sections = [2]
    scene.grid.reloadData()
    #expect(scene.grid.indexPathsForSelectedItems == nil)
    #expect(scene.grid.indexPathsForVisibleItems.count == 2)
  }

  @Test("dequeueing an identifier nobody registered stops with UIKit's message")
  func unregisteredIdentifierStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let grid = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: CollectionViewFlowLayout())
      _ = grid.dequeueReusableCell(withReuseIdentifier: "missing", for: IndexPath(item: 0, section: 0))
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("could not dequeue a cell with identifier missing"))
  }
}
