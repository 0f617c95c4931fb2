import Foundation

/// Where a ``CollectionView`` places its items, as UIKit's `UICollectionViewLayout`: the base class of
/// ``CollectionViewFlowLayout``, the one layout HitTestKit models.
///
/// A collection view made with this base class itself shows no items (custom and compositional layouts are out of
/// scope); it exists so that UIKit code that names the base class (the delegate's `layout:` parameter) compiles.
open class CollectionViewLayout {
  /// The collection view the layout is set on, if any (not kept alive), as UIKit's `collectionView`.
  public internal(set) weak var collectionView: CollectionView?

  /// Makes a layout.
  public init() {}

  /// The frames of the items, by section, for `collectionView`'s data and bounds: none for the base class.
  func itemFrames(in collectionView: CollectionView) -> CollectionView.ItemFrames {
    CollectionView.ItemFrames()
  }

  /// The content size that holds `frames`.
  func contentSize(of frames: CollectionView.ItemFrames, in collectionView: CollectionView) -> CGSize {
    .zero
  }
}
