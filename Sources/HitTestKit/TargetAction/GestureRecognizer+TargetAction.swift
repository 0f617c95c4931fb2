extension GestureRecognizer {
  /// Adds a target–action pair, as UIKit's `addTarget(_:action:)`: `action` is called on `target` with the
  /// recognizer whenever an action is sent (on every transition into began, changed, ended and cancelled,
  /// or on recognition for a discrete gesture).
  ///
  /// The recognizer does not keep `target` alive: once the target is gone its action is no longer sent (a
  /// HitTestKit decision, matching UIKit's unretained targets, so a view controller that targets its own
  /// recognizer makes no reference cycle). See ``Selector`` for writing `action`.
  ///
  /// - Parameters:
  ///   - target: The object the action is called on.
  ///   - action: The action method, as a ``Selector``.
  /// - Precondition: `target` is an object of the class that declares `action`.
  public func addTarget(_ target: Any, action: Selector) {
    let object = target as AnyObject
    precondition(
      action.canBeSent(to: object),
      "\(displayName).addTarget: \(type(of: object)) does not have the \(action) (unrecognized selector)")
    actions.append(
      RecognizerAction(selector: action, target: object) { [weak object] recognizer in
        guard let object else { return }
        action.send(to: object, from: recognizer, event: nil)
      })
  }

  /// Removes the target–action pairs that match, as UIKit's `removeTarget(_:action:)`.
  ///
  /// A `nil` target matches every target and a `nil` action every action, so `removeTarget(nil, action: nil)`
  /// removes every pair (Apple's documentation of `removeTarget(_:action:)`). Selectors match by identity (see
  /// ``Selector``). Callbacks added with ``addTarget(_:)`` have no target or selector and are not touched, so a
  /// scroll view's own pan keeps scrolling; ``removeAllTargets()`` removes those too.
  ///
  /// - Parameters:
  ///   - target: The target to match; `nil` matches every target.
  ///   - action: The action to match; `nil` matches every action.
  public func removeTarget(_ target: Any?, action: Selector?) {
    let targetIdentifier = target.map { ObjectIdentifier($0 as AnyObject) }
    actions.removeAll { entry in
      guard let selector = entry.selector else { return false }
      return (action.map { $0 === selector } ?? true)
        && (targetIdentifier.map { $0 == entry.targetIdentifier } ?? true)
    }
  }
}

/// One action of a recognizer: a callback (``GestureRecognizer/addTarget(_:)``) or a target–action pair.
struct RecognizerAction {
  /// The action of a target–action pair; `nil` for a callback.
  let selector: Selector?
  /// The target's identity, for `removeTarget`; `nil` for a callback.
  let targetIdentifier: ObjectIdentifier?
  /// What runs when the recognizer sends its actions.
  let handler: (GestureRecognizer) -> Void

  /// A callback.
  init(handler: @escaping (GestureRecognizer) -> Void) {
    selector = nil
    targetIdentifier = nil
    self.handler = handler
  }

  /// A target–action pair.
  init(selector: Selector, target: AnyObject, handler: @escaping (GestureRecognizer) -> Void) {
    self.selector = selector
    targetIdentifier = ObjectIdentifier(target)
    self.handler = handler
  }
}
