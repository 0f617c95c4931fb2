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
