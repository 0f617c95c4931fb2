import Foundation

extension TableView {
  /// The rows' geometry: where each section starts in one flat run of rows, and the top of each row.
  ///
  /// Made once per reload (linear in the rows); finding a row by position is a binary search.
  struct Rows {
    /// The flat index of each section's first row, and one past the last row at the end.
    private(set) var sectionStarts: [Int] = [0]
    /// The top of each row in the flat run, and the bottom of the last at the end.
    private(set) var tops: [CGFloat] = [0]

    init() {}

    /// Reads the sections, rows and heights from `tableView`'s data source and delegate.
    ///
    /// Negative counts count as 0; a height that is negative or not finite counts as 0.
    init(tableView: TableView) {
      guard let dataSource = tableView.dataSource else { return }
      let delegate = tableView.tableDelegate
      let sections = max(0, dataSource.numberOfSections(in: tableView))
      var y: CGFloat = 0
      for section in 0..<sections {
        let count = max(0, dataSource.tableView(tableView, numberOfRowsInSection: section))
        for row in 0..<count {
          let height =
            delegate?.tableView(tableView, heightForRowAt: IndexPath(row: row, section: section))
            ?? tableView.rowHeight
          y += height.isFinite && height > 0 ? height : 0
          tops.append(y)
        }
        sectionStarts.append(sectionStarts[sectionStarts.count - 1] + count)
      }
    }

    /// The number of sections.
    var sectionCount: Int { sectionStarts.count - 1 }

    /// The height of all the rows together.
    var totalHeight: CGFloat { tops[tops.count - 1] }

    /// The number of rows in `section`; 0 out of range.
    func rowCount(inSection section: Int) -> Int {
      guard section >= 0, section < sectionCount else { return 0 }
      return sectionStarts[section + 1] - sectionStarts[section]
    }

    /// The flat index of the row at `indexPath`, or `nil` out of range.
    private func flatIndex(of indexPath: IndexPath) -> Int? {
      guard indexPath.count == 2, indexPath.row >= 0, indexPath.row < rowCount(inSection: indexPath.section)
      else { return nil }
      return sectionStarts[indexPath.section] + indexPath.row
    }

    /// The index path of the row at flat index `index`.
    private func indexPath(ofFlat index: Int) -> IndexPath {
      // The last section starting at or before `index` that has rows.
      var low = 0
      var high = sectionCount - 1
      while low < high {
        let middle = (low + high + 1) / 2
        if sectionStarts[middle] <= index { low = middle } else { high = middle - 1 }
      }
      return IndexPath(row: index - sectionStarts[low], section: low)
    }

    /// The rectangle of the row at `indexPath`, `width` wide, or `nil` out of range.
    func rect(of indexPath: IndexPath, width: CGFloat) -> CGRect? {
      guard let index = flatIndex(of: indexPath) else { return nil }
      return CGRect(x: 0, y: tops[index], width: width, height: tops[index + 1] - tops[index])
    }

    /// The flat index of the first row whose bottom is below `y`.
    private func firstRow(endingBelow y: CGFloat) -> Int {
      var low = 0
      var high = tops.count - 1  // the number of rows
      while low < high {
        let middle = (low + high) / 2
        if tops[middle + 1] > y { high = middle } else { low = middle + 1 }
      }
      return low
    }

    /// The row whose span `[top, bottom)` holds `y`, or `nil`.
    func indexPath(atY y: CGFloat) -> IndexPath? {
      guard y.isFinite, y >= 0, y < totalHeight else { return nil }
      return indexPath(ofFlat: firstRow(endingBelow: y))
    }

    /// The rows that meet the span from `minY` to `maxY`, top to bottom (rows of no height are not shown).
    func indexPaths(meetingYFrom minY: CGFloat, to maxY: CGFloat) -> [IndexPath] {
      guard minY.isFinite, maxY.isFinite, maxY > minY else { return [] }
      var paths: [IndexPath] = []
      var index = firstRow(endingBelow: minY)
      while index < tops.count - 1, tops[index] < maxY {
        if tops[index + 1] > tops[index] { paths.append(indexPath(ofFlat: index)) }
        index += 1
      }
      return paths
    }
  }
}
