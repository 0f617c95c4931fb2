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
