import Foundation

/// The application's part for focus: the key window, the keyboard, and the notification observers.
///
/// The only writer of its own fields; the first-responder rules (`Responder+FirstResponder.swift`) tell it when a
/// window's first responder changed, and it shows or hides the keyboard.
final class FocusSystem {
  /// The window made key with ``Window/makeKey()``, if it is still alive.
  weak var madeKeyWindow: Window?
  /// The window holding the keyboard, made the first time the keyboard shows.
  var keyboardWindow: KeyboardWindow?
  /// Whether the keyboard is shown or sliding in (not hidden, nor sliding out).
  private(set) var isKeyboardShown = false
  /// The observers of ``Application/notificationCenter``, made at its first use (most scenarios observe nothing).
  lazy var notificationCenter = ApplicationNotificationCenter()
  /// The scope `Application.shared` resolves through: the application's own (`Application.scope`).
  let scope: ApplicationScope

  /// A focus system for the application of `scope`.
  init(scope: ApplicationScope) {
    self.scope = scope
  }

  /// The window whose first responder changed during the event or timer being dispatched, whose keyboard is
  /// updated once it is settled.
  private(set) weak var pendingKeyboardWindow: Window?

  /// A window's first responder changed: the keyboard shows when it takes keyboard input (``KeyInput``), and
  /// hides when no first responder does.
  ///
  /// During an event or a timer the keyboard moves once it is settled (``settleKeyboard()``), so that a text field's
  /// `textFieldDidBeginEditing` and `editingDidBegin` come before `keyboardWillShow`, as in UIKit; called from a
  /// test's own code, at once.
  func firstResponderChanged(in window: Window) {
    guard let application = scope.application else { return }
    if application.dispatcher.isDispatching || isTyping {
      pendingKeyboardWindow = window
    } else {
      updateKeyboard(over: window, in: application)
    }
  }

  /// Whether a key is being typed (``Application/typeText(_:)`` and the other keys): the keyboard moves once the
  /// key is handled, as after an event.
  var isTyping = false

  /// Moves the keyboard for the first-responder change of the event or timer just dispatched, if any.
  func settleKeyboard() {
    guard let window = pendingKeyboardWindow, let application = scope.application else { return }
    pendingKeyboardWindow = nil
    updateKeyboard(over: window, in: application)
  }

  private func updateKeyboard(over window: Window, in application: Application) {
    if window.firstResponder is any KeyInput {
      showKeyboard(over: window, in: application)
    } else if isKeyboardShown {
      hideKeyboard(in: application)
    }
  }

  /// Where the keyboard rests over `window`, in screen coordinates: the bottom ``Keyboard/height`` points (at most
  /// the window's height).
  static func keyboardFrame(over window: Window) -> CGRect {
    let frame = window.frame
    let height = min(Keyboard.height, frame.height)
    return CGRect(x: frame.minX, y: frame.maxY - height, width: frame.width, height: height)
  }

  private func showKeyboard(over window: Window, in application: Application) {
    let end = Self.keyboardFrame(over: window)
    let keyboardWindow = self.keyboardWindow ?? KeyboardWindow(frame: window.frame)
    if self.keyboardWindow == nil {
      self.keyboardWindow = keyboardWindow
      application.addWindow(keyboardWindow)
    }
    let keyboard = keyboardWindow.keyboard
    if isKeyboardShown {  // another field took over: UIKit posts will-show and did-show again, in place
      post(.willShow, begin: end, end: end, duration: 0, keyboard: keyboard, in: application)
      post(.didShow, begin: end, end: end, duration: 0, keyboard: keyboard, in: application)
      return
    }
    isKeyboardShown = true
    keyboardWindow.frame = window.frame
    keyboardWindow.isHidden = false
    let begin = end.offsetBy(dx: 0, dy: end.height)
    keyboard.frame = keyboardWindow.convert(begin, from: nil)
    slide(keyboardWindow, from: begin, to: end, phases: (.willShow, .didShow), in: application)
  }

  private func hideKeyboard(in application: Application) {
    guard let keyboardWindow else { return }
    isKeyboardShown = false
    let keyboard = keyboardWindow.keyboard
    let begin = keyboardWindow.convert(keyboard.frame, to: nil)
    let end = begin.offsetBy(dx: 0, dy: begin.height)
    slide(keyboardWindow, from: begin, to: end, phases: (.willHide, .didHide), in: application)
  }

  /// Posts the first phase, slides the keyboard from `begin` to `end` (screen coordinates) over
  /// ``Keyboard/animationDuration``, and posts the second phase when the slide ends, unless it was interrupted or
  /// the keyboard changed direction meanwhile; a finished hide also hides the keyboard's window.
  private func slide(
    _ keyboardWindow: KeyboardWindow, from begin: CGRect, to end: CGRect,
    phases: (will: FocusDecision.KeyboardPhase, did: FocusDecision.KeyboardPhase), in application: Application
  ) {
    let keyboard = keyboardWindow.keyboard
    let duration = Keyboard.animationDuration
    let isShowing = phases.did == .didShow
    post(phases.will, begin: begin, end: end, duration: duration, keyboard: keyboard, in: application)
    View.animate(
      withDuration: duration,
      animations: { keyboard.frame = keyboardWindow.convert(end, from: nil) },
      completion: { [weak self, unowned application] finished in
        guard finished, let self, self.isKeyboardShown == isShowing else { return }
        if !isShowing { keyboardWindow.isHidden = true }
        self.post(phases.did, begin: begin, end: end, duration: duration, keyboard: keyboard, in: application)
      })
  }

  /// Traces the keyboard's step and posts its notification, with UIKit's user-info keys.
  private func post(
    _ phase: FocusDecision.KeyboardPhase, begin: CGRect, end: CGRect, duration: TimeInterval,
    keyboard: Keyboard,
    in application: Application
  ) {
    application.recorder.record(
      .focus(
        responder: TracedObject(keyboard),
        .keyboard(phase, frameBegin: begin, frameEnd: end, duration: duration)))
    let name: Notification.Name =
      switch phase {
      case .willShow: Responder.keyboardWillShowNotification
      case .didShow: Responder.keyboardDidShowNotification
      case .willHide: Responder.keyboardWillHideNotification
      case .didHide: Responder.keyboardDidHideNotification
      }
    notificationCenter.post(
      name: name, object: nil,
      userInfo: [
        Responder.keyboardFrameBeginUserInfoKey: begin, Responder.keyboardFrameEndUserInfoKey: end,
        Responder.keyboardAnimationDurationUserInfoKey: duration,
        Responder.keyboardIsLocalUserInfoKey: true,
      ])
  }
}
