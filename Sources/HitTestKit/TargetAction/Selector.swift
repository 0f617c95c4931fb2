/// An action method of a target's class, as UIKit's `Selector`: what target–action calls.
///
/// UIKit names the method with `#selector(handleTap(_:))` and finds it by name through the Objective-C
/// runtime, which Linux does not have (`#selector` and `@objc` do not compile there). Here a selector is
/// made from the method itself, so the one-line rewrite is:
///
/// ```swift
/// // UIKit:      UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
/// // HitTestKit: UITapGestureRecognizer(target: self, action: Selector(Self.handleTap))
/// ```
///
/// and `@objc` is dropped from the method. The method may take nothing, the sender (a recognizer or a
/// control, typed as the sender's class or as `Any`), or, for a control, the sender and the ``Event``,
/// UIKit's three action forms. An overloaded method is named with its labels, `Selector(Self.handle(_:))`.
///
/// Sending the action to an object of another class is a programmer error, as in UIKit ("unrecognized
/// selector sent to instance"): a precondition names both. Two selectors are the same when they are the same
/// object (keep one in a property to pass it to `removeTarget(_:action:for:)`).
public final class Selector: CustomStringConvertible {
  /// Whether `object` is of the class that declares the method.
  private let accepts: (AnyObject) -> Bool
  /// Calls the method on a target that `accepts` (the sender and event checked by the form).
  private let call: (_ target: AnyObject, _ sender: AnyObject?, _ event: Event?) -> Void
  /// The class that declares the method, for messages.
  private let targetTypeName: String

  /// A selector of a method that takes no argument: `func refresh()`.
  ///
  /// - Parameter method: The method, as `Target.method`.
  public init<Target: AnyObject>(_ method: @escaping (Target) -> () -> Void) {
    accepts = { $0 is Target }
    call = { target, _, _ in method(target as! Target)() }
    targetTypeName = String(describing: Target.self)
  }

  /// A selector of a method that takes no argument and returns a value, which is dropped:
  /// `Selector(UIResponder.resignFirstResponder)`.
  ///
  /// - Parameter method: The method, as `Target.method`.
  public init<Target: AnyObject, Result>(_ method: @escaping (Target) -> () -> Result) {
    accepts = { $0 is Target }
    call = { target, _, _ in _ = method(target as! Target)() }
    targetTypeName = String(describing: Target.self)
  }

  /// A selector of a method that takes the sender: `func handleTap(_ sender: TapGestureRecognizer)`.
  ///
  /// - Parameter method: The method, as `Target.method`.
  public init<Target: AnyObject, Sender>(_ method: @escaping (Target) -> (Sender) -> Void) {
    let typeName = String(describing: Target.self)
    accepts = { $0 is Target }
    call = { target, sender, _ in
      let value: Any? = sender
      guard let typedSender = value as? Sender else {
        preconditionFailure(
          "\(typeName) action sent by \(sender.map { "a \(type(of: $0))" } ?? "nil"), but the method takes a "
            + "\(Sender.self)")
      }
      method(target as! Target)(typedSender)
    }
    targetTypeName = typeName
  }

  /// A selector of a control action that takes the sender and the event:
  /// `func dragged(_ sender: Control, forEvent event: Event)`.
  ///
  /// - Parameter method: The method, as `Target.method`.
  public init<Target: AnyObject, Sender>(_ method: @escaping (Target) -> (Sender, Event) -> Void) {
    let typeName = String(describing: Target.self)
    accepts = { $0 is Target }
    call = { target, sender, event in
      let value: Any? = sender
      guard let typedSender = value as? Sender else {
        preconditionFailure(
          "\(typeName) action sent by \(sender.map { "a \(type(of: $0))" } ?? "nil"), but the method takes a "
            + "\(Sender.self)")
      }
      guard let event else {
        preconditionFailure(
          "\(typeName) action takes an event, but it was sent with none (sendActions(for:) called from code)")
      }
      method(target as! Target)(typedSender, event)
    }
    targetTypeName = typeName
  }

  /// `action of <class>`, naming the class that declares the method.
  public var description: String { "action of \(targetTypeName)" }

  /// The name of the class that declares the method (what traces name the action by).
  var declaringTypeName: String { targetTypeName }

  /// Whether `object` has the method: whether it is of the class that declares it (or a subclass).
  ///
  /// - Parameter object: The object the action would be sent to.
  /// - Returns: `true` if `object` is of the declaring class or a subclass.
  public func canBeSent(to object: AnyObject) -> Bool { accepts(object) }

  /// Calls the method on `target` with `sender` (`nil`: none, from ``Application/sendAction(_:to:from:for:)``) and
  /// `event`.
  ///
  /// - Precondition: `target` has the method (``canBeSent(to:)``), and `sender` is of the type it takes.
  func send(to target: AnyObject, from sender: AnyObject?, event: Event?) {
    precondition(
      accepts(target),
      "unrecognized selector: \(description) sent to a \(type(of: target)), which is not a \(targetTypeName)")
    call(target, sender, event)
  }
}
