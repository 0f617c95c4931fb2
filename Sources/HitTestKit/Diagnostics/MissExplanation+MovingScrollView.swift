extension MissExplanation.Reason {
  /// This reason, or, when the search reaches `expected` (or a subview) inside a scroll view whose content
  /// is moving on its own, ``MissExplanation/Reason/stoppedMovingScrollView(scrollView:hit:)``.
  ///
  /// The innermost moving scroll view between `expected` and `root` is named: a touch-down there stops the
  /// content, and the content does not get that touch (see ``ScrollView/isDecelerating``).
  func consideringMovingScrollView(of expected: View, below root: View) -> Self {
    let hit: View
    switch self {
    case .wasHit: hit = expected
    case .subviewWasHit(let subview): hit = subview
    default: return self
    }
    var ancestor = expected.superview
    while let view = ancestor, view !== root.superview {
      if let scrollView = view as? ScrollView, scrollView.isMovingOnItsOwn {
        return .stoppedMovingScrollView(scrollView: scrollView, hit: hit)
      }
      ancestor = view.superview
    }
    return self
  }
}

extension MissExplanation {
  /// The words for ``Reason/stoppedMovingScrollView(scrollView:hit:)``.
  static func movingScrollViewText(expected: View, at: String, scrollView: ScrollView, hit: View) -> String {
    let name = expected.displayName
    let moving = scrollView.isDecelerating ? "is decelerating" : "is animating its contentOffset"
    let found =
      hit === expected ? "the hit test finds it" : "the hit test finds its subview \(hit.displayName)"
    return
      "\(name) would not get a touch \(at): \(found), but its ancestor \(scrollView.displayName) \(moving) "
      + "(contentOffset \(scrollView.contentOffset.compactDescription)). A touch-down stops the content at once "
      + "and belongs to scrolling: the content does not get that touch. Tap again once it is at rest."
  }
}
