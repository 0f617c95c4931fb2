extension View {
  /// What ``addSubview(_:)`` does unless a subclass overrides it: see there.
  final func addSubviewByDefault(_ view: View) {
    insertSubviewByDefault(view, at: subviewList.count)
  }

  /// What ``insertSubview(_:at:)`` does unless a subclass overrides it: see there.
  final func insertSubviewByDefault(_ view: View, at index: Int) {
    // A view with no subviews contains only itself, so the walk up this view's ancestors is needed only for a
    // view that has subviews: building a deep chain from the top down stays linear.
    precondition(
      view !== self && (view.subviewList.isEmpty || !isDescendant(of: view)),
      "Cannot add \(view.displayName) as a subview of \(displayName): \(view.displayName) contains "
        + "\(displayName), and a view cannot be its own descendant.")
    let notice = HierarchyNotice(moving: view, to: self)
    notice.willMove()
    if let oldSuperview = view.superview {
      let oldWindow = oldSuperview.window
      let position = oldSuperview.subviewList.index(of: view)!
      oldSuperview.changeSubviewList { $0.remove(at: position) }
      // Moving a view within the same superview: the removal shifted the views after it.
      let adjusted = oldSuperview === self && position < index ? index - 1 : index
      changeSubviewList { $0.insert(view, at: min(max(adjusted, 0), $0.count)) }
      view.superview = self
      if let oldWindow, view.window !== oldWindow { oldWindow.viewDidLeave(view) }
    } else {
      changeSubviewList { $0.insert(view, at: min(max(index, 0), $0.count)) }
      view.superview = self
    }
    assignDefaultNameNumber(to: view)
    notice.didMove()
    // UIKit lays out both again: the view in its new place, and the superview that gained a subview.
    view.setNeedsLayout()
    setNeedsLayout()
  }

  /// What ``insertSubview(_:aboveSubview:)`` does unless a subclass overrides it: see there.
  final func insertSubviewByDefault(_ view: View, aboveSubview sibling: View) {
    let index = subviewList.index(of: sibling).map { $0 + 1 } ?? subviewList.count
    insertSubviewByDefault(view, at: index)
  }

  /// What ``insertSubview(_:belowSubview:)`` does unless a subclass overrides it: see there.
  final func insertSubviewByDefault(_ view: View, belowSubview sibling: View) {
    let index = subviewList.index(of: sibling) ?? 0
    insertSubviewByDefault(view, at: index)
  }

  /// What ``bringSubviewToFront(_:)`` does unless a subclass overrides it: see there.
  final func bringSubviewToFrontByDefault(_ view: View) {
    guard let index = subviewList.index(of: view) else { return }
    changeSubviewList { list in
      let moved = list.remove(at: index)
      list.insert(moved, at: list.count)
    }
  }

  /// What ``sendSubviewToBack(_:)`` does unless a subclass overrides it: see there.
  final func sendSubviewToBackByDefault(_ view: View) {
    guard let index = subviewList.index(of: view) else { return }
    changeSubviewList { list in
      let moved = list.remove(at: index)
      list.insert(moved, at: 0)
    }
  }

  /// Joins the subview list into one array (``View/subviews`` reads it).
  @inline(never)
  func joinSubviewList() -> [View] {
    // Joining changes how the list is held, not the subviews: the change count stays.
    var list = SubviewList()
    swap(&list, &subviewList)
    let joined = list.joined()
    swap(&list, &subviewList)
    return joined
  }

  /// Changes the subview list with `change`, which must not call out of the list's own code.
  ///
  /// The list is moved out of the view for the change and back after it (`swap`, which neither copies nor
  /// releases), so no access to ``subviewList`` spans a release: a release can run a `deinit`, which could
  /// reach another view's list, and the compiler would then check every access to the list at run time,
  /// including the hit test's read of it at every view it looks inside. It counts the change
  /// (``subviewsChangeCount``). While a hit test walks the subviews, it first keeps the list as it was for that
  /// search (``keepSubviewListForSearches(_:)``).
  @discardableResult
  func changeSubviewList<Result>(_ change: (inout SubviewList) -> Result) -> Result {
    var list = SubviewList()
    swap(&list, &subviewList)
    if isSearchingSubviews { keepSubviewListForSearches(list) }
    defer {
      swap(&list, &subviewList)
      subviewsChangeCount &+= 1
    }
    return change(&list)
  }

  /// The first view of this view's subtree for which `found` is true, in depth-first order: the view itself, then
  /// each subview's subtree, back to front (the order of ``subviews``); `nil` when there is none.
  ///
  /// The walk keeps a list instead of recursing, so a hierarchy of any depth is searched (a chain may be 100,000
  /// levels deep). The hierarchy notices and ``viewWithTag(_:)`` use it.
  func firstInSubtree(where found: (View) -> Bool) -> View? {
    var pending: [View] = [self]
    while let next = pending.popLast() {
      if found(next) { return next }
      // Through `subviews`, which joins the list by moving it out and back: calling the mutating `joined()` on the
      // stored list made an access to it span a call that may release, and the compiler then checked every access to
      // it at run time, the hit test's read of each view's subviews included (chain of 1,000: 2.91 → 3.40× the
      // flat-array baseline).
      pending.append(contentsOf: next.subviews.reversed())
    }
    return nil
  }

  /// Whether this view is `view` itself or one of its descendants (UIKit counts the view itself).
  ///
  /// - Parameter view: The view to test against.
  /// - Returns: `true` if this view is `view` or in its subtree.
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// The window at the root of this view's hierarchy, or `nil` when the root is not a window.
  public var window: Window? {
    rootView as? Window
  }

  /// The top of this view's hierarchy: the view itself when it has no superview.
  var rootView: View {
    var current = self
    while let parent = current.superview { current = parent }
    return current
  }

  /// Calls `body` with this view, then each ancestor up to the root.
  func forEachViewToRoot(_ body: (View) -> Void) {
    var current: View? = self
    while let view = current {
      body(view)
      current = view.superview
    }
  }

  /// The chain from the root down to this view, both included.
  var pathFromRoot: [View] {
    var path: [View] = [self]
    var current = self
    while let parent = current.superview {
      path.append(parent)
      current = parent
    }
    return path.reversed()
  }
}
