extension Control {
  /// Adds `action` for `controlEvents`, as UIKit's `addAction(_:for:)`.
  ///
  /// An action with the identifier of one already added replaces it, as in UIKit (the new one runs, for its own
  /// events, in the old one's place). Actions run with the other handlers, in the order they were added.
  ///
  /// - Parameters:
  ///   - action: The action to run; its ``Action/sender`` is this control while it runs.
  ///   - controlEvents: The control events that send it.
  public func addAction(_ action: Action, for controlEvents: ControlEvent) {
    let entry = ControlAction(events: controlEvents) { control, _ in action.perform(from: control) }
    var added = entry
    added.actionIdentifier = action.identifier
    if let index = actions.firstIndex(where: { $0.actionIdentifier == action.identifier }) {
      actions[index] = added
    } else {
      actions.append(added)
    }
  }

  /// Removes `controlEvents` from the action with `action`'s identifier, as UIKit's `removeAction(_:for:)`.
  ///
  /// The action is removed once it has no events left. Nothing happens when no such action was added.
  ///
  /// - Parameters:
  ///   - action: The action to remove, matched by its ``Action/identifier``.
  ///   - controlEvents: The control events it should no longer be sent for.
  public func removeAction(_ action: Action, for controlEvents: ControlEvent) {
    removeAction(identifiedBy: action.identifier, for: controlEvents)
  }

  /// Removes `controlEvents` from the action identified by `identifier`, as UIKit's `removeAction(identifiedBy:for:)`.
  ///
  /// Nothing happens when there is none.
  ///
  /// - Parameters:
  ///   - identifier: The identifier of the action to remove.
  ///   - controlEvents: The control events it should no longer be sent for.
  public func removeAction(identifiedBy identifier: Action.Identifier, for controlEvents: ControlEvent) {
    guard let index = actions.firstIndex(where: { $0.actionIdentifier == identifier }) else { return }
    actions[index].events.subtract(controlEvents)
    if actions[index].events.isEmpty { actions.remove(at: index) }
  }
}
