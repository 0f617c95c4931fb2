extension ViewController {
  /// The container controller of this one (a ``NavigationController`` for the controllers on its stack), as
  /// UIKit's `parent`.
  public var parent: ViewController? { relations.parent }

  /// The controllers this one contains, in order (a navigation controller's stack, root first), as UIKit's
  /// `children`.
  public var children: [ViewController] { relations.children }

  /// The nearest navigation controller among this controller and its ancestors, as UIKit's `navigationController`.
  ///
  /// A navigation controller is its own answer's container only through a parent: UIKit's rule, under which a
  /// navigation controller's `navigationController` is the one that contains it (nil when none does).
  public var navigationController: NavigationController? {
    var ancestor = parent
    while let controller = ancestor {
      if let navigation = controller as? NavigationController { return navigation }
      ancestor = controller.parent
    }
    return nil
  }

  /// What ``addChild(_:)`` does unless a subclass overrides it: see there.
  final func addChildByDefault(_ child: ViewController) {
    var ancestor: ViewController? = self
    while let controller = ancestor {
      if controller === child {
        fatalError(
          "\(type(of: self)).addChild(\(type(of: child))): a controller cannot contain itself or an ancestor")
      }
      ancestor = controller.parent
    }
    if child.parent === self { return }
    if child.parent != nil { child.removeFromParent() }
    child.willMove(toParent: self)
    relations.children.append(child)
    child.relations.parent = self
  }

  /// What ``removeFromParent()`` does unless a subclass overrides it: see there.
  final func removeFromParentByDefault() {
    guard let parent else { return }
    parent.relations.children.removeAll { $0 === self }
    relations.parent = nil
    didMove(toParent: nil)
  }
}
