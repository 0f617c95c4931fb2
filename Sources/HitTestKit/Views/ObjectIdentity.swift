/// What UIKit's objects inherit from `NSObject` and real code relies on: equality by identity, hashing by
/// identity, and the class tests `isKind(of:)` and `isMember(of:)`.
///
/// Views, windows, view controllers, the application, touches, events and gesture recognizers conform, so
/// `hitView == self`, `Set<View>`, `gestureRecognizer == panRecognizer` and
/// `view.isKind(of: Button.self)` read as they do in UIKit. Two objects are equal only when they are the same
/// object (`NSObject.isEqual(_:)`'s default), whatever their properties.
///
/// ```swift
/// let view = View(frame: .zero)
/// view == view                       // true
/// view == View(frame: .zero)         // false: another object
/// Button(frame: .zero).isKind(of: Control.self)    // true: a subclass
/// Button(frame: .zero).isMember(of: Control.self)  // false: not that very class
/// ```
public protocol ObjectIdentity: AnyObject, Hashable {}

extension ObjectIdentity {
  /// Whether the two are the same object (`NSObject`'s default equality).
  ///
  /// - Parameters:
  ///   - lhs: An object.
  ///   - rhs: Another object.
  /// - Returns: `true` if `lhs` and `rhs` are the same object.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

  /// Hashes the object's identity.
  ///
  /// - Parameter hasher: The hasher to feed the identity into.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  /// Whether the object is an instance of `aClass` or of one of its subclasses, as `NSObject.isKind(of:)`.
  ///
  /// - Parameter aClass: The class to test against.
  /// - Returns: `true` if the object is an instance of `aClass` or of a subclass.
  public func isKind(of aClass: AnyClass) -> Bool {
    var current: AnyClass? = type(of: self)
    while let candidate = current {
      if ObjectIdentifier(candidate) == ObjectIdentifier(aClass) { return true }
      current = _getSuperclass(candidate)
    }
    return false
  }

  /// Whether the object is an instance of exactly `aClass`, not of a subclass, as `NSObject.isMember(of:)`.
  ///
  /// - Parameter aClass: The class to test against.
  /// - Returns: `true` if the object is an instance of `aClass` itself.
  public func isMember(of aClass: AnyClass) -> Bool {
    ObjectIdentifier(type(of: self)) == ObjectIdentifier(aClass)
  }
}

extension Responder: ObjectIdentity {}
extension GestureRecognizer: ObjectIdentity {}
extension Touch: ObjectIdentity {}
extension Event: ObjectIdentity {}
