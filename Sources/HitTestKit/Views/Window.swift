/// The root of a view hierarchy, and where touches enter it, as UIKit's `UIWindow`.
///
/// A window is a view and hit-tests with the same algorithm; its coordinate space is the "window
/// coordinates" that `convert(_:to: nil)` means. Its next responder is its ``application``.
open class Window: View {
  /// The application the window belongs to (its next responder); `nil` once that application is gone.
  ///
  /// The application owns its windows, so this reference does not own it: it is `unowned` (safe), and the
  /// application sets it to `nil` in its windows as it goes away.
  public internal(set) var application: Application? {
    get { storedApplication.application }
    set {
      // Swapped in, as ``View/superview`` is: the old reference is let go after the access.
      var reference = UnownedApplication(application: newValue)
      swap(&reference, &storedApplication)
    }
  }
  /// The application, stored private and written only by a swap, so that no access is checked at run time (each
  /// event's delivery reads it).
  private var storedApplication = UnownedApplication(application: nil)

  /// A reference to an application that does not own it, as a value that a swap moves whole.
  private struct UnownedApplication {
    /// The application; unowned (safe), as ``Window/application`` is.
    unowned var application: Application?
  }

  /// The window's first responder, as UIKit's (private) one: at most one per window; `nil` when none.
  ///
  /// Only the first-responder rules write it (`Focus/Responder+FirstResponder.swift`): ask a responder to
  /// ``Responder/becomeFirstResponder()`` or ``Responder/resignFirstResponder()`` to change it. It does not keep the
  /// responder alive; a view that leaves the window resigns first (UIKit's rule).
  public internal(set) weak var firstResponder: Responder?

  /// Whether ``View/endEditing(_:)`` is forcing the first responder to resign (its `canResignFirstResponder` is
  /// then not asked).
  var isForcingResignation = false

  /// Whether the first responder is resigning for another responder that becomes first responder (the keyboard
  /// then stays).
  var isHandingOverFirstResponder = false
  /// The controllers whose transition (a push, a pop, a presentation or a dismissal) runs in this window, oldest
  /// first: while one runs, touches that begin in the window are refused (`Navigation/`, `Presentation/`).
  var runningTransitions: [ViewController] = []

  /// The view controller whose view fills the window, as UIKit's `rootViewController`.
  ///
  /// Setting it loads the controller's view (``ViewController/view``: `loadView`, then `viewDidLoad`), gives it
  /// the window's bounds, and inserts it at the back of the window's subviews, so views added to the window
  /// directly stay in front of it (a HitTestKit decision; UIKit adds it when the window is shown). The
  /// previous controller's view leaves the window. The window's layout pass keeps the view filling the window.
  public var rootViewController: ViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      if oldValue?.relations.window === self { oldValue?.relations.window = nil }
      rootViewController?.relations.window = self
      if let old = oldValue?.viewIfLoaded, old.superview === self, old !== rootViewController?.viewIfLoaded {
        oldValue?.viewWillDisappear(false)
        old.removeFromSuperview()
        oldValue?.viewDidDisappear(false)
      }
      guard let controller = rootViewController, let root = controller.view else { return }
      controller.viewWillAppear(false)
      root.frame = bounds
      insertSubview(root, at: 0)
      controller.viewDidAppear(false)
    }
  }

  /// Keeps the root view controller's view filling the window, then lays out as any view.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if let root = rootViewController?.viewIfLoaded, root.superview === self { root.frame = bounds }
  }

  /// The window's next responder: its application (UIKit's rule).
  open override var next: Responder? { application }

  /// Dispatches an event's touches that belong to this window: to their gesture recognizers, then to their
  /// views (UIKit's `UIWindow.sendEvent(_:)`).
  ///
  /// Override it to observe events, and call `super`, or nothing is delivered.
  ///
  /// - Parameter event: The event to dispatch, as `UIApplication.sendEvent(_:)` passes it on.
  open func sendEvent(_ event: Event) {
    guard let application else { return }
    application.dispatcher.deliver(event, in: self)  // with `Application.shared` naming `application`
    // A handler changed a first responder: the keyboard moves now that the event is settled.
    if let focus = application.madeFocus, focus.pendingKeyboardWindow != nil { focus.settleKeyboard() }
  }
}

extension Window {
  /// `view` left this window (removed, or moved to another window): the animations of the views no longer in it
  /// end (their completions receive `false`), and controls that were tracking a touch here and are no longer in
  /// this window cancel tracking (``Control``, reference 7.9).
  func viewDidLeave(_ view: View) {
    resignFirstResponder(leaving: view)
    application?.madeAnimator?.interruptAnimations(ofViewsLeaving: self, root: view)
    guard let application, !application.dispatcher.liveTouches.isEmpty else { return }
    for entry in application.dispatcher.liveTouches {
      for control in entry.touch.trackingControls where control.window !== self {
        control.cancelTrackingOnLeavingWindow(of: application)
      }
    }
  }
}
