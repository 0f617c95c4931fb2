extension Application {
  /// Sends `action` to `target`, or up the responder chain when `target` is `nil`, as UIKit's
  /// `sendAction(_:to:from:for:)`.
  ///
  /// Apple: "If target is nil, the app sends the message to the first responder, from whence it progresses up the
  /// responder chain until it is handled." The first responder is the key window's (``keyWindow``); with none, the
  /// search starts at the sender (observed, reference 9.13), and with no sender either, at the application
  /// (HitTestKit's decision). Each responder is asked ``Responder/target(forAction:withSender:)``. The search is
  /// traced (``FocusDecision/nilTargetAction(action:start:startedAt:receiver:)``).
  ///
  /// ```swift
  /// // Dismiss the keyboard from anywhere, as UIKit code does:
  /// UIApplication.shared.sendAction(Selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
  /// ```
  ///
  /// - Parameters:
  ///   - action: The action method.
  ///   - target: The object to call it on, or `nil` for the responder chain.
  ///   - sender: The object sending it (passed to a method that takes a sender), or `nil`.
  ///   - event: The event that caused it, or `nil`.
  /// - Returns: `true` if some object received the action; `false` if nobody up the chain has it.
  /// - Precondition: a non-nil `target` has the method (as in UIKit: "unrecognized selector").
  @discardableResult
  public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: Event?) -> Bool {
    if let target {
      action.send(to: target as AnyObject, from: sender.map { $0 as AnyObject }, event: event)
      return true
    }
    return sendNilTargetAction(action, from: sender.map { $0 as AnyObject }, event: event)
  }

  /// The nil-target search: from the key window's first responder, else the sender, else the application.
  func sendNilTargetAction(_ action: Selector, from sender: AnyObject?, event: Event?) -> Bool {
    let start: Responder
    let startedAt: FocusDecision.SearchStart
    if let firstResponder = keyWindow?.firstResponder {
      (start, startedAt) = (firstResponder, .firstResponder)
    } else if let responder = sender as? Responder {
      (start, startedAt) = (responder, .sender)
    } else {
      (start, startedAt) = (self, .application)
    }
    let receiver = start.target(forAction: action, withSender: sender) as AnyObject?
    let subject = (sender as? Responder) ?? self
    recorder.record(
      .focus(
        responder: TracedObject(subject),
        .nilTargetAction(
          action: action.declaringTypeName, start: TracedObject(start), startedAt: startedAt,
          receiver: (receiver as? Responder).map(TracedObject.init))))
    guard let receiver else { return false }
    action.send(to: receiver, from: sender, event: event)
    return true
  }
}
