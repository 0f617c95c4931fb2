/// The root of a view hierarchy, and where touches enter it, as UIKit's `UIWindow`.
///
/// A window is a view and hit-tests with the same algorithm; its coordinate space is the "window
/// coordinates" that `convert(_:to: nil)` means.
open class Window: View {
  /// The window's next responder (the application object, once there is one); `nil` for now.
  open override var next: Responder? { nil }
}
