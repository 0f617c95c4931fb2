/// An object that can receive touches and pass them up the responder chain, as UIKit's `UIResponder`.
///
/// The chain is made of `next` links: a view's next responder is its view controller when it is that
/// controller's root view, otherwise its superview; a view controller's is its view's superview; a
/// window's is its application. The default `touches…` methods forward the same call to `next`
/// (Apple: "The default implementation of this method forwards the message up the responder chain"),
/// so a view that does not override them receives nothing itself and the touch travels up.
///
/// Apple's rule for overrides: if you override one touch method without calling `super`, override all
/// four, or the phases you did not override go up the chain on their own and a superview sees
/// `touchesEnded` without ever seeing `touchesBegan`. HitTestKit reproduces that split faithfully.
open class Responder {
  /// Creates a responder.
  public init() {}

  /// The next responder in the chain, or `nil` at its end.
  ///
  /// Subclasses override it (UIKit's rule).
  open var next: Responder? { nil }

  /// Tells the responder that fingers touched down; by default forwards the call to ``next``.
  ///
  /// - Parameters:
  ///   - touches: The touches that began, as `UITouch` objects of the touch-down phase.
  ///   - event: The event the touches belong to.
  open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    forwardTouches(.began, touches, with: event)
  }

  /// Tells the responder that fingers moved; by default forwards the call to ``next``.
  ///
  /// - Parameters:
  ///   - touches: The touches that moved in this event.
  ///   - event: The event the touches belong to.
  open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    forwardTouches(.moved, touches, with: event)
  }

  /// Tells the responder that fingers lifted; by default forwards the call to ``next``.
  ///
  /// - Parameters:
  ///   - touches: The touches that ended (fingers lifted).
  ///   - event: The event the touches belong to.
  open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    forwardTouches(.ended, touches, with: event)
  }

  /// Tells the responder that the system cancelled touches; by default forwards the call to ``next``.
  ///
  /// - Parameters:
  ///   - touches: The touches that were cancelled.
  ///   - event: The event the touches belong to.
  open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    forwardTouches(.cancelled, touches, with: event)
  }

  // MARK: First responder (the rules live in `Focus/Responder+FirstResponder.swift`)

  /// Whether this responder may become its window's first responder; `false` by default, as in UIKit.
  ///
  /// Override it to return `true` in a responder that takes keyboard input or is the target of nil-target
  /// actions (``TextField`` returns what its delegate's `textFieldShouldBeginEditing` answers).
  open var canBecomeFirstResponder: Bool { false }

  /// Whether this responder gives up first-responder status when asked; `true` by default, as in UIKit.
  ///
  /// ``resignFirstResponder()`` asks it; ``View/endEditing(_:)`` with `force` does not.
  open var canResignFirstResponder: Bool { true }

  /// Whether this responder is its window's first responder now.
  open var isFirstResponder: Bool { focusWindow?.firstResponder === self }

  /// Asks to make this responder its window's first responder, as UIKit's `becomeFirstResponder()`.
  ///
  /// The rule: a responder that is not in a window cannot become first responder (Apple: "Never call this method
  /// on a view that is not part of an active view hierarchy"), nor one whose ``canBecomeFirstResponder`` is
  /// false; otherwise the current first responder of the window is asked to resign (Apple: "UIKit asks the current
  /// first responder to resign as first responder, which it might not"), and if it refuses, nothing changes.
  /// Asking ``canBecomeFirstResponder`` before the current one resigns is HitTestKit's decision: Apple's text names
  /// both steps without saying that a refused request dismisses the current first responder, and UIKit code that
  /// calls it on a plain view expects the keyboard to stay. Each outcome is traced
  /// (``InteractionTrace/Kind/focus(responder:_:)``). Override it to react, and call `super`.
  ///
  /// - Returns: `true` if this responder is now the first responder.
  @discardableResult
  open func becomeFirstResponder() -> Bool { becomeFirstResponderByDefault() }

  /// Gives up first-responder status, as UIKit's `resignFirstResponder()`.
  ///
  /// The default returns `true` and clears the window's first responder when ``canResignFirstResponder`` allows
  /// it (or when ``View/endEditing(_:)`` forces it); it returns `false`, changing nothing, when that refuses. A
  /// responder that is not the first responder returns `true`. Override it to refuse (return `false` without
  /// calling `super`) or to react (call `super`), as Apple describes.
  ///
  /// - Returns: `true` if this responder is no longer the first responder.
  @discardableResult
  open func resignFirstResponder() -> Bool { resignFirstResponderByDefault() }

  // MARK: Nil-target actions (see `Focus/Application+SendAction.swift`)

  /// Whether this responder handles `action`, as UIKit's `canPerformAction(_:withSender:)`: by default, whether
  /// it has the method (``Selector/canBeSent(to:)``).
  ///
  /// - Parameters:
  ///   - action: The action being sent.
  ///   - sender: The object sending it, or `nil`.
  /// - Returns: `true` if this responder should receive the action.
  open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    action.canBeSent(to: self)
  }

  /// The responder that receives `action` when a nil-target search reaches this one, as UIKit's
  /// `target(forAction:withSender:)`: this responder if ``canPerformAction(_:withSender:)`` says so, else the
  /// answer of ``next``, else `nil`.
  ///
  /// - Parameters:
  ///   - action: The action being sent.
  ///   - sender: The object sending it, or `nil`.
  /// - Returns: The responder that handles the action, or `nil` when none up the chain does.
  open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
    if canPerformAction(action, withSender: sender) { return self }
    return next?.target(forAction: action, withSender: sender)
  }
}

extension Responder {
  /// Sends the touch call for `phase` to ``next`` (the default behaviour of every `touches…` method).
  func forwardTouches(_ phase: Touch.Phase, _ touches: Set<Touch>, with event: Event?) {
    event?.chainRecorder?.forwarded(phase, from: self, to: next, recorder: event?.interactionRecorder)
    guard let next else { return }
    switch phase {
    case .began: next.touchesBegan(touches, with: event)
    case .moved, .stationary: next.touchesMoved(touches, with: event)
    case .ended: next.touchesEnded(touches, with: event)
    case .cancelled: next.touchesCancelled(touches, with: event)
    }
  }
}

extension Responder {
  /// The responder's name in traces: a view's name, `application`, a view controller's title, or the class name.
  var responderName: String {
    if let view = self as? View { return view.displayName }
    if self is Application { return "application" }
    if let controller = self as? ViewController, let title = controller.title { return title }
    return String(describing: type(of: self))
  }
}
