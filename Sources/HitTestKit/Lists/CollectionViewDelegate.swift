import Foundation

/// What a ``CollectionView`` asks and tells about its items, as UIKit's `UICollectionViewDelegate`.
///
/// It refines ``ScrollViewDelegate``, so the same object hears about scrolling. Set it as the collection view's
/// ``ScrollView/delegate`` (`collectionView.delegate = self`, as in UIKit). Every method has UIKit's default:
/// highlighting, selecting and deselecting allowed.
///
/// The order of the calls for a tap on an item (``CollectionView`` documents the rules): `shouldHighlightItemAt`,
/// `didHighlightItemAt` when the item gets the touch; then at the lift `shouldSelectItemAt`, `didUnhighlightItemAt`,
/// for the item selected before (single selection) `didDeselectItemAt`, and `didSelectItemAt`.
public protocol CollectionViewDelegate: ScrollViewDelegate {
  /// Whether the item may highlight when a finger comes down on it; `true` unless implemented. An item that does
  /// not highlight is not selected by that touch either (Apple: "the system bypasses the entire selection process").
  func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
  /// The item highlighted.
  func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)
  /// The item's highlight went (the finger lifted, or the touch was cancelled).
  func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
  /// Whether the user may select the item; `true` unless implemented.
  func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
  /// The user selected the item (not called for ``CollectionView/selectItem(at:animated:scrollPosition:)``).
  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
  /// Whether the user may deselect the item (a tap on a selected item in multiple selection); `true` unless
  /// implemented.
  func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
  /// The user's selection deselected the item (not called for ``CollectionView/deselectItem(at:animated:)``).
  func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
  /// A cell is about to be shown for the item (at a layout pass).
  func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)
  /// A cell stopped being shown for the item (it scrolled out, or the data reloaded).
  func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath)
}

extension CollectionViewDelegate {
  /// `true`: every item may highlight.
  public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath)
    -> Bool
  {
    true
  }
  /// Does nothing.
  public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
  /// Does nothing.
  public func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
  /// `true`: every item may be selected.
  public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  {
    true
  }
  /// Does nothing.
  public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
  /// `true`: every item may be deselected.
  public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath)
    -> Bool
  {
    true
  }
  /// Does nothing.
  public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
}

/// What a ``CollectionView`` with a ``CollectionViewFlowLayout`` asks its delegate about sizes and spacing, as
/// UIKit's `UICollectionViewDelegateFlowLayout`; each answer defaults to the layout's property.
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
  /// The size of the item at `indexPath`; the layout's ``CollectionViewFlowLayout/itemSize`` unless implemented.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize
  /// The margins of `section`; the layout's ``CollectionViewFlowLayout/sectionInset`` unless implemented.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets
  /// The least distance between the lines of `section`; the layout's
  /// ``CollectionViewFlowLayout/minimumLineSpacing`` unless implemented.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat
  /// The least distance between the items of a line of `section`; the layout's
  /// ``CollectionViewFlowLayout/minimumInteritemSpacing`` unless implemented.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat
}

extension CollectionViewDelegateFlowLayout {
  /// The flow layout's ``CollectionViewFlowLayout/itemSize`` (UIKit's 50 × 50 pt for another layout).
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    (collectionViewLayout as? CollectionViewFlowLayout)?.itemSize ?? CGSize(width: 50, height: 50)
  }
  /// The flow layout's ``CollectionViewFlowLayout/sectionInset``.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets {
    (collectionViewLayout as? CollectionViewFlowLayout)?.sectionInset ?? .zero
  }
  /// The flow layout's ``CollectionViewFlowLayout/minimumLineSpacing``.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? CollectionViewFlowLayout)?.minimumLineSpacing ?? 10
  }
  /// The flow layout's ``CollectionViewFlowLayout/minimumInteritemSpacing``.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? CollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10
  }
}
