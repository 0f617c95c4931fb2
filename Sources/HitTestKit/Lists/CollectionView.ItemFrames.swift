import Foundation

extension CollectionView {
  /// The items' frames by section, as a layout placed them, and the content's extent along the scrolling axis.
  ///
  /// Made once per reload; finding the items in a rectangle or at a point looks at every frame (linear in the items).
  struct ItemFrames {
    /// The frames of each section's items, in item order.
    var sections: [[CGRect]] = []
    /// How far the content reaches along the scrolling axis.
    var extent: CGFloat = 0

    /// The frame of the item at `indexPath`, or `nil` out of range.
    func rect(of indexPath: IndexPath) -> CGRect? {
      guard indexPath.count == 2, sections.indices.contains(indexPath.section),
        sections[indexPath.section].indices.contains(indexPath.item)
      else { return nil }
      return sections[indexPath.section][indexPath.item]
    }

    /// The item whose frame holds `point` (half-open, as hit testing), or `nil`.
    func indexPath(at point: CGPoint) -> IndexPath? {
      for (section, rects) in sections.enumerated() {
        if let item = rects.firstIndex(where: { $0.halfOpenContains(point) }) {
          return IndexPath(item: item, section: section)
        }
      }
      return nil
    }

    /// The items whose frames meet `rect` (items of no area are not shown), in index-path order.
    func indexPaths(meeting rect: CGRect) -> [IndexPath] {
      var paths: [IndexPath] = []
      for (section, rects) in sections.enumerated() {
        for (item, frame) in rects.enumerated()
        where frame.width > 0 && frame.height > 0 && frame.maxX > rect.minX && frame.minX < rect.maxX
          && frame.maxY > rect.minY && frame.minY < rect.maxY
        {
          paths.append(IndexPath(item: item, section: section))
        }
      }
      return paths
    }
  }
}
