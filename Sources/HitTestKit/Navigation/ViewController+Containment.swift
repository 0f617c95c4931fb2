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

  /// Makes `child` a child of this controller, as UIKit's `addChild(_:)`: it calls the child's
  /// ``willMove(toParent:)`` with this controller first (UIKit's rule); the container calls
  /// ``didMove(toParent:)`` once the child's view is in place.
  ///
  /// A child of another controller leaves that one first (its ``removeFromParent()``).
  ///
  /// - Parameter child: The controller to contain.
  /// - Precondition: `child` is not this controller nor one of its ancestors.
  public func addChild(_ child: ViewController) {
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

  /// Removes this controller from its parent, as UIKit's `removeFromParent()`: it calls ``didMove(toParent:)``
  /// with `nil` afterwards (UIKit's rule; the container calls ``willMove(toParent:)`` with `nil` before).
  ///
  /// Its view stays where it is: the container removes it, as in UIKit.
  public func removeFromParent() {
    guard let parent else { return }
    parent.relations.children.removeAll { $0 === self }
    relations.parent = nil
    didMove(toParent: nil)
  }
}
