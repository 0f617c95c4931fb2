extension View {
  /// The notices of one move in the view hierarchy: the old superview's ``willRemoveSubview(_:)``,
  /// ``willMove(toSuperview:)`` and ``willMove(toWindow:)`` before, ``didMoveToWindow()``, ``didMoveToSuperview()``
  /// and the new superview's ``didAddSubview(_:)`` after, in UIKit's order.
  ///
  /// The window notices go to the whole moved subtree, each view before its subviews, without recursion (a
  /// hierarchy may be 100,000 levels deep), and only when the window changes. A plain ``View`` with no subviews
  /// cannot have overridden them, so for it the windows are not even looked up: building a deep chain from the
  /// top down, one plain view at a time, stays linear.
  struct HierarchyNotice {
    /// The view that moves.
    let view: View
    /// The superview it moves to; `nil` when it is removed.
    let newSuperview: View?
    /// Whether it gets the superview notices (not when reordered within its own superview).
    let changesSuperview: Bool
    /// The window it moves to, when that differs from its current one; `nil` inside otherwise.
    let windowChange: WindowChange?

    /// The window a move takes a subtree to.
    struct WindowChange {
      let newWindow: Window?
    }

    /// Prepares the notices for moving `view` to `newSuperview` (`nil`: removing it).
    init(moving view: View, to newSuperview: View?) {
      self.view = view
      self.newSuperview = newSuperview
      changesSuperview = view.superview !== newSuperview
      let isPlainLeaf = type(of: view) == View.self && view.subviewList.isEmpty
      guard changesSuperview, !isPlainLeaf else {
        windowChange = nil
        return
      }
      let oldWindow = view.window
      let newWindow = newSuperview?.window
      windowChange = oldWindow === newWindow ? nil : WindowChange(newWindow: newWindow)
    }

    /// Sends the notices before the move.
    func willMove() {
      guard changesSuperview else { return }
      view.superview?.willRemoveSubview(view)
      view.willMove(toSuperview: newSuperview)
      if let windowChange { forEachInSubtree { $0.willMove(toWindow: windowChange.newWindow) } }
    }

    /// Sends the notices after the move.
    func didMove() {
      guard changesSuperview else { return }
      if windowChange != nil { forEachInSubtree { $0.didMoveToWindow() } }
      view.didMoveToSuperview()
      newSuperview?.didAddSubview(view)
    }

    /// Calls `body` with the moved view and every view below it, each before its subviews, without recursion.
    private func forEachInSubtree(_ body: (View) -> Void) {
      _ = view.firstInSubtree { subview in
        body(subview)
        return false
      }
    }
  }
}
