import Foundation

/// An application's own notification center, for the keyboard's notifications and yours, as Foundation's
/// `NotificationCenter` is used in UIKit apps.
///
/// One per application, never `NotificationCenter.default`: that one is shared by the whole process, so tests
/// running in parallel would see each other's keyboards. Port `NotificationCenter.default.addObserver(…)` to
/// `UIApplication.shared.notificationCenter.addObserver(…)`. Observers are called at once, in the order they were
/// added, in the task that posts.
public final class ApplicationNotificationCenter {
  /// One observer: the name and object it wants, and its block.
  public final class Observer {
    fileprivate let name: Notification.Name?
    fileprivate let object: AnyObject?
    fileprivate let block: (Notification) -> Void

    fileprivate init(name: Notification.Name?, object: AnyObject?, block: @escaping (Notification) -> Void) {
      self.name = name
      self.object = object
      self.block = block
    }
  }

  private var observers: [Observer] = []

  /// Adds an observer block, as `NotificationCenter.addObserver(forName:object:queue:using:)`.
  ///
  /// - Parameters:
  ///   - name: The notification name to observe; `nil` for every name.
  ///   - object: The sender to observe; `nil` for every sender.
  ///   - queue: Ignored: observers run at once, in the posting task (there is no other queue here).
  ///   - block: What runs for each matching notification.
  /// - Returns: The observer, to pass to ``removeObserver(_:)``.
  @discardableResult
  public func addObserver(
    forName name: Notification.Name?, object: Any?, queue: OperationQueue? = nil,
    using block: @escaping (Notification) -> Void
  ) -> Observer {
    let observer = Observer(name: name, object: object.map { $0 as AnyObject }, block: block)
    observers.append(observer)
    return observer
  }

  /// Removes an observer added with ``addObserver(forName:object:queue:using:)``.
  ///
  /// - Parameter observer: The observer to remove; nothing happens if it is not there.
  public func removeObserver(_ observer: Observer) {
    observers.removeAll { $0 === observer }
  }

  /// Posts a notification to the observers that match its name and object, in the order they were added.
  ///
  /// - Parameters:
  ///   - name: The notification's name.
  ///   - object: The sender, or `nil`.
  ///   - userInfo: The notification's information, or `nil`.
  public func post(name: Notification.Name, object: Any?, userInfo: [AnyHashable: Any]? = nil) {
    let sender = object.map { $0 as AnyObject }
    let notification = Notification(name: name, object: object, userInfo: userInfo)
    for observer in observers
    where (observer.name == nil || observer.name == name)
      && (observer.object == nil || observer.object === sender)
    {
      observer.block(notification)
    }
  }
}

extension Responder {
  /// Posted when the keyboard starts to slide in, as UIKit's `keyboardWillShowNotification`.
  public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
  /// Posted when the keyboard is in place, as UIKit's `keyboardDidShowNotification`.
  public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
  /// Posted when the keyboard starts to slide out, as UIKit's `keyboardWillHideNotification`.
  public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
  /// Posted when the keyboard is gone, as UIKit's `keyboardDidHideNotification`.
  public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
  /// The user-info key of the keyboard's frame before the change, in screen coordinates: a `CGRect` (UIKit wraps
  /// it in an `NSValue`; read it with `as? CGRect`).
  public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The user-info key of the keyboard's frame after the change, in screen coordinates: a `CGRect`.
  public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The user-info key of the slide's duration in seconds: a `TimeInterval` (``Keyboard/animationDuration``).
  public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
  /// The user-info key of whether the keyboard belongs to this app: always `true` here.
  public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
