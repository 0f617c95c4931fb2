extension View {
  /// Adds a view on top of the other subviews (the end of ``subviews``).
  ///
  /// A view that already has a superview is moved: it is removed from there first, as in UIKit.
  ///
  /// - Precondition: `view` is not this view or one of its ancestors (a view cannot contain itself).
  public func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts a view at an index of ``subviews`` (0 is the back); indexes past the end append.
  ///
  /// - Precondition: `view` is not this view or one of its ancestors.
  public func insertSubview(_ view: View, at index: Int) {
    precondition(
      !isDescendant(of: view),
      "Cannot add \(view.displayName) as a subview of \(displayName): \(view.displayName) contains "
        + "\(displayName), and a view cannot be its own descendant.")
    if let oldSuperview = view.superview {
      let position = oldSuperview.subviews.firstIndex { $0 === view }!
      oldSuperview.subviews.remove(at: position)
      // Moving a view within the same superview: the removal shifted the views after it.
      let adjusted = oldSuperview === self && position < index ? index - 1 : index
      subviews.insert(view, at: min(max(adjusted, 0), subviews.count))
    } else {
      subviews.insert(view, at: min(max(index, 0), subviews.count))
    }
    view.parent = self
    assignDefaultNameNumber(to: view)
  }

  /// Inserts a view just above `sibling` (drawn over it, hit-tested before it).
  ///
  /// If `sibling` is not a subview of this view, the view is added on top.
  public func insertSubview(_ view: View, aboveSubview sibling: View) {
    let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
    insertSubview(view, at: index)
  }

  /// Inserts a view just below `sibling` (drawn under it, hit-tested after it).
  ///
  /// If `sibling` is not a subview of this view, the view is added at the back.
  public func insertSubview(_ view: View, belowSubview sibling: View) {
    let index = subviews.firstIndex { $0 === sibling } ?? 0
    insertSubview(view, at: index)
  }

  /// Moves a subview to the front (the end of ``subviews``); does nothing for a view that is not a subview.
  public func bringSubviewToFront(_ view: View) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.append(subviews.remove(at: index))
  }

  /// Moves a subview to the back (the start of ``subviews``); does nothing for a view that is not a subview.
  public func sendSubviewToBack(_ view: View) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.insert(subviews.remove(at: index), at: 0)
  }

  /// Removes the view from its superview; does nothing when it has none.
  ///
  /// A touch that began on this view keeps it as its `view` and keeps being delivered to it, as in UIKit.
  public func removeFromSuperview() {
    guard let superview else { return }
    superview.subviews.removeAll { $0 === self }
    parent = nil
  }

  /// Whether this view is `view` itself or one of its descendants (UIKit counts the view itself).
  ///
  /// Walks up without retaining each ancestor (see `rootView`): arbitration asks it for pairs of recognizers.
  public func isDescendant(of view: View) -> Bool {
    let target = Unmanaged.passUnretained(view).toOpaque()
    var current = Unmanaged.passUnretained(self)
    while true {
      if current.toOpaque() == target { return true }
      guard let parent = current._withUnsafeGuaranteedRef({ $0.unretainedParent }) else { return false }
      current = parent
    }
  }

  /// The window at the root of this view's hierarchy, or `nil` when the root is not a window.
  public var window: Window? {
    rootView as? Window
  }

  /// The top of this view's hierarchy: the view itself when it has no superview.
  ///
  /// Read for every control event sent (``window``, for the application's recorder), so the walk retains nothing
  /// until the root: a retain and a release per level cost more than the rest of it (a scroll view's, which has
  /// weak references, take the runtime's slow path). The views stay alive meanwhile, as in `convertDown`: `self` is
  /// alive for the call, a stored parent always names a live view (a superview clears it in its subviews as it goes
  /// away), and nothing here runs code that could change the hierarchy.
  var rootView: View {
    var current = Unmanaged.passUnretained(self)
    while let parent = current._withUnsafeGuaranteedRef({ $0.unretainedParent }) { current = parent }
    return current.takeUnretainedValue()
  }

  /// Calls `body` with this view, then each ancestor up to the root, retaining none of them (they stay alive for
  /// the reason ``rootView`` gives): `body` must not change the hierarchy, nor call code that could.
  ///
  /// Binding a touch walks its view's ancestors twice, to count and to collect their recognizers.
  func forEachViewToRoot(_ body: (View) -> Void) {
    var current = Unmanaged.passUnretained(self)
    while true {
      let parent = current._withUnsafeGuaranteedRef { view in
        body(view)
        return view.unretainedParent
      }
      guard let parent else { return }
      current = parent
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
