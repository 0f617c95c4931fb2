extension View {
  /// A number the app gives the view to find it again, as UIKit's `tag` (default 0).
  ///
  /// HitTestKit reads it nowhere but ``viewWithTag(_:)``. Stored with the values most views never set, so that a
  /// plain view does not grow.
  public var tag: Int {
    get { seldomSetValues?.tag ?? 0 }
    set {
      guard newValue != 0 || seldomSetValues != nil else { return }
      seldomSetValuesMadeIfNeeded.tag = newValue
    }
  }

  /// The first view with this tag in this view's subtree, the view itself included, as UIKit's `viewWithTag(_:)`.
  ///
  /// UIKit documents that it searches the view and all of its subviews. The order is depth first, the view before
  /// its subviews and the subviews back to front (their order in ``subviews``), which is what UIKit is observed to
  /// return for duplicate tags; the walk keeps a list instead of recursing, so a hierarchy 100,000 levels
  /// deep is searched too.
  ///
  /// - Parameter tag: The tag to look for; 0 finds the first view that was never given one.
  /// - Returns: That view, or `nil` when no view in the subtree has the tag.
  public func viewWithTag(_ tag: Int) -> View? {
    firstInSubtree { $0.tag == tag }
  }
}
