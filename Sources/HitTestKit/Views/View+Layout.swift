extension View {
  /// Marks the view as needing ``layoutSubviews()`` at the next layout pass, as UIKit's `setNeedsLayout()`.
  ///
  /// It returns at once; the pass runs before the next touch event is dispatched, or when ``layoutIfNeeded()``
  /// is called on this view or an ancestor.
  public func setNeedsLayout() {
    needsLayout = true
    // Ancestors learn that a layout is due below them, up to the first that already knew.
    var current = superview
    while let view = current, !view.subtreeNeedsLayout {
      view.subtreeNeedsLayout = true
      current = view.superview
    }
  }

  /// Runs the layouts that are due in this view's subtree now, each view before its subviews.
  ///
  /// Each view whose layout is due gets ``layoutSubviews()`` once; frames it sets on its subviews make their own
  /// layouts due (a new size), which run next in the same call. The walk keeps a list instead of recursing, so
  /// it handles hierarchies of any depth.
  public func layoutIfNeeded() {
    guard needsLayout || subtreeNeedsLayout else { return }
    var pending: [View] = [self]
    while let view = pending.popLast() {
      if view.needsLayout {
        view.needsLayout = false
        // A root view's controller hears of its view's layout, before and after, as in UIKit.
        let controller = view.owningViewController
        controller?.viewWillLayoutSubviews()
        view.layoutSubviews()
        controller?.viewDidLayoutSubviews()
      }
      guard view.subtreeNeedsLayout else { continue }
      view.subtreeNeedsLayout = false
      // Reversed, so that the first subview is laid out first.
      for subview in view.subviews.reversed() where subview.needsLayout || subview.subtreeNeedsLayout {
        pending.append(subview)
      }
    }
  }
}
