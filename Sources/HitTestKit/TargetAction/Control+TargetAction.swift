extension Control {
  /// Adds a target–action pair for `controlEvents`, as UIKit's `addTarget(_:action:for:)`.
  ///
  /// When the control sends one of the events, `action` is called on `target` with the control (and the event,
  /// for a method that takes one). A `nil` target means the responder chain, as in UIKit
  /// (``Application/sendAction(_:to:from:for:)``): the search starts at the key window's first responder, or at
  /// the control when there is none, and the action goes to the first responder up from there (superviews, view
  /// controller, window, application) that has the method, and nowhere when none has.
  /// The control does not keep `target` alive (Apple: "The control does not retain the object in the target
  /// parameter"); once it is gone its action is not sent. See ``Selector`` for writing `action`.
  ///
  /// Handlers and target–actions run in the order they were added, event by event, in the events' bit order.
  ///
  /// - Parameters:
  ///   - target: The object the action is called on; `nil` for the responder chain.
  ///   - action: The action method, as a ``Selector``.
  ///   - controlEvents: The control events that send the action.
  /// - Precondition: a non-nil `target` is an object of the class that declares `action`.
  public func addTarget(_ target: Any?, action: Selector, for controlEvents: ControlEvent) {
    guard let target else {
      actions.append(
        ControlAction(events: controlEvents, selector: action, target: nil) { control, event in
          control.sendUpResponderChain(action, event: event)
        })
      return
    }
    let object = target as AnyObject
    precondition(
      action.canBeSent(to: object),
      "\(displayName).addTarget: \(type(of: object)) does not have the \(action) (unrecognized selector)")
    actions.append(
      ControlAction(events: controlEvents, selector: action, target: object) { [weak object] control, event in
        guard let object else { return }
        action.send(to: object, from: control, event: event)
      })
  }

  /// Removes `controlEvents` from the target–action pairs that match, as UIKit's `removeTarget(_:action:for:)`.
  ///
  /// A `nil` target matches every target, a `nil` action every action; a pair left with no events is removed.
  /// Selectors match by identity (see ``Selector``). Handlers added with `addAction(for:_:)` are not touched.
  ///
  /// - Parameters:
  ///   - target: The target to match; `nil` matches every target.
  ///   - action: The action to match; `nil` matches every action.
  ///   - controlEvents: The control events to remove from the matching pairs.
  public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: ControlEvent) {
    let targetIdentifier = target.map { ObjectIdentifier($0 as AnyObject) }
    for index in actions.indices {
      let entry = actions[index]
      guard let selector = entry.selector, action.map({ $0 === selector }) ?? true,
        targetIdentifier.map({ $0 == entry.targetIdentifier }) ?? true
      else { continue }
      actions[index].events.subtract(controlEvents)
    }
    actions.removeAll { $0.selector != nil && $0.events.isEmpty }
  }

  /// Sends `action` up the responder chain (UIKit's nil-target rule): from the first responder, through the
  /// control's application; a control in no application searches from itself.
  private func sendUpResponderChain(_ action: Selector, event: Event?) {
    if let application = window?.application {
      _ = application.sendNilTargetAction(action, from: self, event: event)
      return
    }
    var responder: Responder? = self
    while let current = responder {
      if action.canBeSent(to: current) {
        action.send(to: current, from: self, event: event)
        return
      }
      responder = current.next
    }
  }
}

/// One handler of a control: a closure (`addAction(for:_:)`), an ``Action`` (`addAction(_:for:)`) or a
/// target–action pair (`addTarget`).
struct ControlAction {
  /// The events it is sent for.
  var events: ControlEvent
  /// The action of a target–action pair; `nil` for a closure.
  let selector: Selector?
  /// The target's identity, for `removeTarget`; `nil` for a closure or the responder chain.
  let targetIdentifier: ObjectIdentifier?
  /// The identifier of an ``Action`` added with `addAction(_:for:)`; `nil` for other handlers.
  var actionIdentifier: Action.Identifier?
  /// What runs when one of ``events`` is sent: the control and the touch event (`nil` when sent from code).
  let handler: (Control, Event?) -> Void

  /// A closure handler.
  init(events: ControlEvent, handler: @escaping (Control, Event?) -> Void) {
    self.init(events: events, selector: nil, target: nil, handler: handler)
  }

  /// A target–action pair (`target` nil: the responder chain).
  init(
    events: ControlEvent, selector: Selector?, target: AnyObject?,
    handler: @escaping (Control, Event?) -> Void
  ) {
    self.events = events
    self.selector = selector
    self.targetIdentifier = target.map(ObjectIdentifier.init)
    self.handler = handler
  }
}
