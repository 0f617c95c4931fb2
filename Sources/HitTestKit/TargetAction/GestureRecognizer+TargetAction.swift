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
    addTarget { [weak object] recognizer in
      guard let object else { return }
      action.send(to: object, from: recognizer, event: nil)
    }
  }
}
