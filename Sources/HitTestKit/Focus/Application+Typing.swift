extension Application {
  /// Types `text` on the keyboard: ``KeyInput/insertText(_:)`` on the key window's first responder, one character
  /// at a time (a text field sends `editingChanged` for each), as a user typing keys.
  ///
  /// A ``TextField``'s delegate is asked first, for each character, whether it may be typed
  /// (`textField(_:shouldChangeCharactersIn:replacementString:)`); a character it refuses is not inserted.
  ///
  /// It runs at once, outside the input queue: typing is not a touch, and HitTestKit does not model the keys. A
  /// `"\n"` in `text` is the return key.
  ///
  /// - Parameter text: The characters to type.
  /// - Throws: ``KeyboardInputError/noKeyInputResponder`` when no first responder takes text (nothing is typed).
  public func typeText(_ text: String) throws {
    let input = try keyInputResponder()
    for character in text {
      let key = String(character)
      pressKey {
        if let field = input as? TextField, !field.keyboardMayInsert(key) { return }
        input.insertText(key)
      }
    }
  }

  /// Presses the delete key: ``KeyInput/deleteBackward()`` on the key window's first responder.
  ///
  /// A ``TextField``'s delegate is asked first whether its last character may be deleted; when it refuses, the text
  /// is kept.
  ///
  /// - Throws: ``KeyboardInputError/noKeyInputResponder`` when no first responder takes text.
  public func pressDelete() throws {
    let input = try keyInputResponder()
    pressKey {
      if let field = input as? TextField, !field.keyboardMayDeleteBackward() { return }
      input.deleteBackward()
    }
  }

  /// Presses the return key: ``KeyInput/insertText(_:)`` with `"\n"` on the key window's first responder, as the
  /// keyboard does (a ``TextField`` then asks `textFieldShouldReturn`).
  ///
  /// - Throws: ``KeyboardInputError/noKeyInputResponder`` when no first responder takes text.
  public func pressReturn() throws {
    let input = try keyInputResponder()
    pressKey { input.insertText(KeyText.returnKey) }
  }

  /// Runs one key press as the application runs an event: `Application.shared` names this application, and the
  /// keyboard moves once the key is handled (so a field that becomes first responder on return begins editing
  /// before the keyboard's notifications, as after a tap).
  private func pressKey(_ body: () -> Void) {
    focus.isTyping = true
    asCurrent(body)
    focus.isTyping = false
    focus.settleKeyboard()
  }

  /// The key window's first responder, if it takes text.
  private func keyInputResponder() throws(KeyboardInputError) -> any KeyInput {
    guard let input = keyWindow?.firstResponder as? any KeyInput else { throw .noKeyInputResponder }
    return input
  }
}

/// Why typing on the keyboard was refused.
public enum KeyboardInputError: Error, Equatable, CustomStringConvertible {
  /// The key window has no first responder that takes text, so no keyboard is up to type on.
  case noKeyInputResponder

  /// What went wrong and what to do.
  public var description: String {
    switch self {
    case .noKeyInputResponder:
      "no first responder takes text in the key window, so there is no keyboard to type on: make a text field "
        + "first responder first (tap it, or call becomeFirstResponder())"
    }
  }
}
