/// The application ``Application/shared`` resolves to, as a task-local value.
///
/// `@unchecked Sendable`: a task-local value must be `Sendable`. The application is only touched by the task that
/// drives it (a child task started meanwhile inherits the value, but cannot reach the application otherwise, as
/// applications and views cannot be sent to another task). It does not keep the application alive.
final class ApplicationScope: @unchecked Sendable {
  /// The application of the scope running in this task, if any.
  @TaskLocal static var current: ApplicationScope?

  /// The application, while it is alive (set by the application as it is made).
  ///
  /// Weak, not unowned: a child task inherits the scope and may read it on another thread while the application goes
  /// away, which only a weak reference makes safe (an unowned one, cleared by the deinit, saved the application's side
  /// table, about 300 instructions an application, and was measured and left out for this reason).
  weak var application: Application?
}

extension Application {
  /// The application that drives the code running now, as UIKit's `UIApplication.shared`.
  ///
  /// UIKit has one application per process; HitTestKit has one per scenario, so that tests running in parallel
  /// never see each other. `shared` therefore resolves, in the current task, to:
  ///
  /// 1. the application delivering an event or firing a timer: inside a `touches…` method, an action, a delegate
  ///    method, a recognizer's handler or an animation's completion, `UIApplication.shared` is the application
  ///    that called it, so `UIApplication.shared.sendAction(…)`, `.keyWindow` and `.windows` work unchanged;
  /// 2. otherwise, the application of the innermost ``withCurrent(_:_:)`` scope: a test wraps its own calls in it.
  ///
  /// Outside both, there is no application to name, and reading it stops the program with a message saying so
  /// (UIKit's `shared` is never `nil`, so neither is this one).
  public static var shared: Application {
    guard let application = ApplicationScope.current?.application else {
      fatalError(
        "Application.shared: no application drives this code. Inside a touch, action, delegate, timer or animation "
          + "completion it is the application that called it; elsewhere (in a test's own code) wrap the calls in "
          + "Application.withCurrent(app) { … }.")
    }
    return application
  }

  /// Runs `body` with ``shared`` resolving to `application`, in this task only.
  ///
  /// ```swift
  /// let app = Application(window: window)
  /// Application.withCurrent(app) {
  ///   UIApplication.shared.sendAction(Selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - application: The application ``shared`` resolves to inside `body`.
  ///   - body: The code to run.
  /// - Returns: What `body` returns.
  public static func withCurrent<Result>(_ application: Application, _ body: () throws -> Result) rethrows
    -> Result
  {
    try ApplicationScope.$current.withValue(application.scope, operation: body)
  }

  /// Runs `body` with ``shared`` resolving to this application, as the dispatcher runs an event (a key press).
  func asCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
    try ApplicationScope.$current.withValue(scope, operation: body)
  }

  /// The key window, as UIKit's `keyWindow`: the window last made key with ``Window/makeKey()``, else the
  /// back-most window (the first one added; HitTestKit's decision, as a UIKit app makes its main window key at
  /// launch); never the keyboard's window.
  public var keyWindow: Window? {
    if let window = madeFocus?.madeKeyWindow, window.application === self { return window }
    return windows.first { !($0 is KeyboardWindow) }
  }

  /// The keyboard, while it is shown or sliding; `nil` when it is hidden or was never shown.
  public var keyboard: Keyboard? {
    guard let window = madeFocus?.keyboardWindow, !window.isHidden else { return nil }
    return window.keyboard
  }

  /// The application's notification center: the keyboard posts its notifications there (see
  /// ``ApplicationNotificationCenter``).
  public var notificationCenter: ApplicationNotificationCenter { focus.notificationCenter }
}

extension Window {
  /// Makes this window the key window of its application, as UIKit's `makeKey()`: nil-target actions start at its
  /// first responder.
  public func makeKey() {
    application?.focus.madeKeyWindow = self
  }

  /// Makes this window key and shows it, as UIKit's `makeKeyAndVisible()`: ``makeKey()``, and ``View/isHidden``
  /// false.
  public func makeKeyAndVisible() {
    isHidden = false
    makeKey()
  }

  /// Whether this window is its application's key window, as UIKit's `isKeyWindow`.
  public var isKeyWindow: Bool { application?.keyWindow === self }
}
