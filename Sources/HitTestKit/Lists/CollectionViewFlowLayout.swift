import Foundation

/// A grid that flows items into lines, as UIKit's `UICollectionViewFlowLayout`: item size, spacing, section insets,
/// and the direction the content scrolls.
///
/// **The rules** (Apple's `UICollectionViewFlowLayout` reference, and what UIKit shows where Apple says only that a
/// spacing is a minimum):
/// - Vertical scrolling fills lines left to right, stacked top to bottom; horizontal scrolling fills columns top to
///   bottom, stacked left to right. Each section starts after the previous one, inside its ``sectionInset``.
/// - A line takes as many items as fit with at least ``minimumInteritemSpacing`` between them; the space left over
///   goes evenly between its items (the first and the last touch the insets), and an item alone on its line is
///   centred: UIKit's flow layout does this (the reason left-aligned flow-layout subclasses are common), Apple
///   documents only that "the actual spacing between items might be larger".
/// - Lines are ``minimumLineSpacing`` apart, each as thick as its thickest item; smaller items are centred in it.
/// - The delegate (``CollectionViewDelegateFlowLayout``) may answer per item or per section instead of the
///   properties.
///
/// A size, spacing or inset that is negative or not finite counts as 0.
open class CollectionViewFlowLayout: CollectionViewLayout {
  /// The direction the content scrolls, as UIKit's `UICollectionView.ScrollDirection`.
  public enum ScrollDirection: Sendable {
    /// Lines of items stacked downwards.
    case vertical
    /// Columns of items stacked to the right.
    case horizontal
  }

  /// The size of every item unless the delegate says otherwise: 50 × 50 pt, UIKit's default.
  open var itemSize = CGSize(width: 50, height: 50) {
    didSet { invalidateLayout() }
  }
  /// The least distance between lines (rows when scrolling vertically): 10 pt, UIKit's default.
  open var minimumLineSpacing: CGFloat = 10 {
    didSet { invalidateLayout() }
  }
  /// The least distance between items of one line: 10 pt, UIKit's default.
  open var minimumInteritemSpacing: CGFloat = 10 {
    didSet { invalidateLayout() }
  }
  /// The margins around each section's items: none by default, as in UIKit.
  open var sectionInset = EdgeInsets.zero {
    didSet { invalidateLayout() }
  }
  /// The direction the content scrolls: vertical by default, as in UIKit.
  open var scrollDirection = ScrollDirection.vertical {
    didSet { invalidateLayout() }
  }

  /// Makes a flow layout with UIKit's defaults.
  public override init() {
    super.init()
  }

  /// Marks the layout out of date: the collection view places its items again at its next layout pass, as UIKit's
  /// `invalidateLayout()`.
  open func invalidateLayout() {
    collectionView?.setNeedsReload()
  }

  override func itemFrames(in collectionView: CollectionView) -> CollectionView.ItemFrames {
    var frames = CollectionView.ItemFrames()
    guard let dataSource = collectionView.dataSource else { return frames }
    let delegate = collectionView.delegate as? any CollectionViewDelegateFlowLayout
    let vertical = scrollDirection == .vertical
    let bounds = collectionView.bounds.size
    var stack: CGFloat = 0
    let sections = max(0, dataSource.numberOfSections(in: collectionView))
    for section in 0..<sections {
      let count = max(0, dataSource.collectionView(collectionView, numberOfItemsInSection: section))
      let inset =
        delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
      let lineSpacing = Self.clean(
        delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
          ?? minimumLineSpacing)
      let itemSpacing = Self.clean(
        delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
          ?? minimumInteritemSpacing)
      let sizes = (0..<count).map { item in
        let size =
          delegate?.collectionView(
            collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section)) ?? itemSize
        // In flow coordinates: `along` the line, `across` it (the line's thickness).
        return vertical
          ? (along: Self.clean(size.width), across: Self.clean(size.height))
          : (along: Self.clean(size.height), across: Self.clean(size.width))
      }
      let lineStart = Self.clean(vertical ? inset.left : inset.top)
      let lineEnd =
        (vertical ? bounds.width : bounds.height) - Self.clean(vertical ? inset.right : inset.bottom)
      stack += Self.clean(vertical ? inset.top : inset.left)
      var rects: [CGRect] = []
      var first = 0
      while first < count {
        // The items of this line: as many as fit, at least one.
        var last = first
        var length = sizes[first].along
        while last + 1 < count, length + itemSpacing + sizes[last + 1].along <= lineEnd - lineStart {
          last += 1
          length += itemSpacing + sizes[last].along
        }
        let line = sizes[first...last]
        let thickness = line.map(\.across).max() ?? 0
        let itemsLength = line.map(\.along).reduce(0, +)
        let gap = line.count > 1 ? (lineEnd - lineStart - itemsLength) / CGFloat(line.count - 1) : 0
        var along = line.count > 1 ? lineStart : lineStart + (lineEnd - lineStart - itemsLength) / 2
        for size in line {
          let across = stack + (thickness - size.across) / 2
          rects.append(
            vertical
              ? CGRect(x: along, y: across, width: size.along, height: size.across)
              : CGRect(x: across, y: along, width: size.across, height: size.along))
          along += size.along + max(gap, itemSpacing)
        }
        stack += thickness
        first = last + 1
        if first < count { stack += lineSpacing }
      }
      stack += Self.clean(vertical ? inset.bottom : inset.right)
      frames.sections.append(rects)
    }
    frames.extent = stack
    return frames
  }

  override func contentSize(of frames: CollectionView.ItemFrames, in collectionView: CollectionView) -> CGSize
  {
    let bounds = collectionView.bounds.size
    return scrollDirection == .vertical
      ? CGSize(width: bounds.width, height: frames.extent)
      : CGSize(width: frames.extent, height: bounds.height)
  }

  /// `value`, or 0 when it is negative or not finite.
  private static func clean(_ value: CGFloat) -> CGFloat {
    value.isFinite && value > 0 ? value : 0
  }
}
