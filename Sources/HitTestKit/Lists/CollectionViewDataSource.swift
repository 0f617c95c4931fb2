import Foundation

/// What a ``CollectionView`` shows, as UIKit's `UICollectionViewDataSource`: how many sections and items, and the
/// cell of each item.
///
/// `numberOfSections(in:)` defaults to 1. The collection view asks again at ``CollectionView/reloadData()``, and asks
/// for the cells of the items it shows at each layout pass (every scroll lays it out).
public protocol CollectionViewDataSource: AnyObject {
  /// The number of sections; 1 unless implemented.
  ///
  /// - Parameter collectionView: The collection view asking.
  /// - Returns: The number of sections (a negative answer counts as 0).
  func numberOfSections(in collectionView: CollectionView) -> Int

  /// The number of items in `section`.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  ///   - section: The section's index.
  /// - Returns: The number of items (a negative answer counts as 0).
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int

  /// The cell of the item at `indexPath`, usually from
  /// ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)``.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  ///   - indexPath: The item's index path.
  /// - Returns: The configured cell.
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
}

extension CollectionViewDataSource {
  /// One section, as in UIKit when the data source does not implement the method.
  public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
}
