extension NavigationController {
  func push(_ viewController: ViewController, animated: Bool) {
    if viewController is NavigationController {
      fatalError(
        "pushViewController: pushing a navigation controller is not supported (UIKit raises the same)")
    }
    if children.contains(where: { $0 === viewController }) {
      fatalError(
        "pushViewController: \(type(of: viewController)) is on the stack already; pushing the same view "
          + "controller instance more than once is not supported (UIKit raises the same)")
    }
    guard transition == nil else {
      record(.ignored(.push, because: .transitionRunning))
      return
    }
    let covered = topViewController
    addChild(viewController)
    move(from: covered, to: viewController, operation: .push, animated: animated)
  }

  @discardableResult
  func popTop(animated: Bool) -> ViewController? {
    guard children.count > 1 else {
      record(.ignored(.pop, because: .onlyRootViewController))
      return nil
    }
    return pop(down: children.count - 2, animated: animated)?.last
  }

  @discardableResult
  func popToRoot(animated: Bool) -> [ViewController]? {
    guard children.count > 1 else { return [] }
    return pop(down: 0, animated: animated)
  }

  @discardableResult
  func popTo(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
    guard let index = children.firstIndex(where: { $0 === viewController }) else { return nil }
    guard index < children.count - 1 else { return [] }
    return pop(down: index, animated: animated)
  }

  func replaceStack(_ viewControllers: [ViewController], animated: Bool) {
    for (index, controller) in viewControllers.enumerated() {
      if controller is NavigationController {
        fatalError(
          "setViewControllers: a navigation controller cannot be on a navigation stack (UIKit raises the same)"
        )
      }
      if viewControllers[..<index].contains(where: { $0 === controller }) {
        fatalError(
          "setViewControllers: \(type(of: controller)) appears twice in the stack")
      }
    }
    guard transition == nil else {
      record(.ignored(.setViewControllers, because: .transitionRunning))
      return
    }
    let oldTop = topViewController
    let wasOnStack = viewControllers.last.map { top in children.contains { $0 === top } } ?? false
    for child in children where !viewControllers.contains(where: { $0 === child }) {
      child.willMove(toParent: nil)
      if child !== oldTop { child.viewIfLoaded?.removeFromSuperview() }
      child.removeFromParent()
    }
    relations.children = []
    for controller in viewControllers {
      if controller.parent !== self { addChild(controller) } else { relations.children.append(controller) }
    }
    guard let newTop = topViewController, newTop !== oldTop else { return }
    move(from: oldTop, to: newTop, operation: wasOnStack ? .pop : .push, animated: animated)
  }

  /// Removes the controllers above index `index` and slides the top one out.
  private func pop(down index: Int, animated: Bool) -> [ViewController]? {
    guard transition == nil else {
      record(.ignored(.pop, because: .transitionRunning))
      return nil
    }
    let popped = Array(children[(index + 1)...])
    for controller in popped.reversed() { controller.willMove(toParent: nil) }
    relations.children.removeSubrange((index + 1)...)
    for controller in popped { controller.relations.parent = nil }
    for controller in popped.dropLast() {
      controller.viewIfLoaded?.removeFromSuperview()
      controller.didMove(toParent: nil)
    }
    move(from: popped.last, to: children[index], operation: .pop, animated: animated)
    return popped
  }
}
