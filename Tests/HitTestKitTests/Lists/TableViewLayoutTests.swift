import Foundation
import HitTestKit
import Testing

@Suite struct TableViewLayoutTests {
  @Test("a table shows a cell for exactly the rows that meet its bounds, 44 pt each by default")
  func showsVisibleRows() throws {
    let scene = ListScene()
    #expect(scene.table.contentSize == CGSize(width: 320, height: 4400))
    #expect(scene.table.indexPathsForVisibleRows == (0..<10).map { IndexPath(row: $0, section: 0) })
    let cell = try #require(scene.table.cellForRow(at: IndexPath(row: 3, section: 0)))
    #expect(cell.frame == CGRect(x: 0, y: 132, width: 320, height: 44))
    #expect(cell.contentView.frame == cell.bounds)
    #expect(scene.table.cellForRow(at: IndexPath(row: 10, section: 0)) == nil)
    #expect(scene.controller.cellsMade == 10)
  }

  @Test(
    "scrolling lays the table out again (a new bounds origin): rows that left are reused for rows that came")
  func scrollingReusesCells() throws {
    let scene = ListScene()
    scene.table.contentOffset = CGPoint(x: 0, y: 440)
    #expect(scene.table.indexPathsForVisibleRows == (10..<20).map { IndexPath(row: $0, section: 0) })
    let cells = scene.table.visibleCells.compactMap { $0 as? CountingCell }
    #expect(cells.count == 10 && cells.allSatisfy { $0.reuses == 1 })
    #expect(scene.controller.cellsMade == 20)
    #expect(scene.table.subviews.compactMap { $0 as? TableViewCell }.count == 10)
  }

  @Test("a scroll view's layoutSubviews runs when its bounds origin moves; a plain view's does not")
  func scrollViewLaysOutWhenScrolled() {
    final class CountingScrollView: ScrollView {
      var layouts = 0
      override func layoutSubviews() { layouts += 1 }
    }
    final class CountingView: View {
      var layouts = 0
      override func layoutSubviews() { layouts += 1 }
    }
    let scrollView = CountingScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let plain = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scrollView.layoutIfNeeded()
    plain.layoutIfNeeded()
    let before = (scrollView.layouts, plain.layouts)
    scrollView.contentOffset = CGPoint(x: 0, y: 30)
    plain.bounds.origin = CGPoint(x: 0, y: 30)
    scrollView.layoutIfNeeded()
    plain.layoutIfNeeded()
    #expect(scrollView.layouts == before.0 + 1)
    #expect(plain.layouts == before.1)
  }

  @Test("row heights from the delegate; sections stack; a point finds its row, past the rows none")
  func heightsSectionsAndRowAtPoint() {
    let scene = ListScene(sections: [2, 0, 3])
    scene.controller.heights = { CGFloat(10 * ($0.row + 1)) }
    scene.table.reloadData()
    #expect(scene.table.numberOfSections == 3)
    #expect(scene.table.numberOfRows(inSection: 1) == 0 && scene.table.numberOfRows(inSection: 7) == 0)
    #expect(scene.table.contentSize.height == CGFloat(10 + 20 + 10 + 20 + 30))
    #expect(
      scene.table.rectForRow(at: IndexPath(row: 0, section: 2)) == CGRect(x: 0, y: 30, width: 320, height: 10)
    )
    #expect(scene.table.indexPathForRow(at: CGPoint(x: 5, y: 45)) == IndexPath(row: 1, section: 2))
    #expect(scene.table.indexPathForRow(at: CGPoint(x: 5, y: 30)) == IndexPath(row: 0, section: 2))
    #expect(scene.table.indexPathForRow(at: CGPoint(x: 5, y: 90)) == nil)
    #expect(scene.table.indexPathForRow(at: CGPoint(x: 320, y: 5)) == nil)
    #expect(scene.table.indexPathForRow(at: CGPoint(x: 5, y: -1)) == nil)
    #expect(scene.table.indexPathForRow(at: CGPoint(x: CGFloat.nan, y: 5)) == nil)
    #expect(scene.table.indexPathForRow(at: CGPoint(x: 5, y: CGFloat.infinity)) == nil)
    #expect(scene.table.rectForRow(at: IndexPath(row: 5, section: 0)).isNull)
  }

  @Test("bad answers from the data source count as nothing: negative counts, NaN and negative heights")
  func badAnswersCountAsNothing() {
    let scene = ListScene(sections: [3])
    scene.controller.sections = [-4]
    scene.table.reloadData()
    #expect(scene.table.numberOfRows(inSection: 0) == 0)
    #expect(scene.table.indexPathsForVisibleRows == nil)
    scene.controller.sections = [3]
    scene.controller.heights = { $0.row == 0 ? .nan : $0.row == 1 ? -5 : 20 }
    scene.table.reloadData()
    #expect(scene.table.contentSize.height == 20)
    #expect(scene.table.indexPathsForVisibleRows == [IndexPath(row: 2, section: 0)])
  }

  @Test("dequeueing an identifier with no class registered gives nil (the form without an index path)")
  func unregisteredIdentifierGivesNil() {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(table.dequeueReusableCell(withIdentifier: "unknown") == nil)
  }

  @Test("IndexPath's row, item and section are its two indexes, as UIKit's")
  func indexPathParts() {
    var path = IndexPath(row: 4, section: 2)
    #expect(path.section == 2 && path.row == 4 && path.item == 4 && Array(path) == [2, 4])
    path.row = 7
    #expect(IndexPath(item: 7, section: 2) == path)
  }
}
