/// The root of a view hierarchy, and where touches enter it, as UIKit's `UIWindow`.
///
/// A window is a view and hit-tests with the same algorithm; its coordinate space is the "window
/// coordinates" that `convert(_:to: nil)` means. Its next responder is its ``application``.
open class Window: View {
  /// The application the window belongs to (its next responder); `nil` once that application is gone.
  ///
  /// The application owns its windows, so this reference is weak.
  public internal(set) weak var application: Application?

  /// The window's next responder: its application (UIKit's rule).
  open override var next: Responder? { application }

  /// Dispatches an event's touches that belong to this window: to their gesture recognizers, then to their
  /// views (UIKit's `UIWindow.sendEvent(_:)`).
  ///
  /// Override it to observe events, and call `super`, or nothing is delivered.
  open func sendEvent(_ event: Event) {
    application?.deliver(event, in: self)
  }
}

extension Window {
  /// A view left this window (removed, or moved to another window): controls that were tracking a touch here and
  /// are no longer in this window cancel tracking (``Control``, reference 7.9).
  func viewDidLeave() {
    guard let application, !application.liveTouches.isEmpty else { return }
    for entry in application.liveTouches {
      for control in entry.touch.trackingControls where control.window !== self {
        control.cancelTrackingOnLeavingWindow(recorder: application.recorder)
      }
    }
  }
}
