import Foundation

extension TextField {
  /// Whether the keyboard may type `character` at the end of the text: asks the delegate's
  /// `textField(_:shouldChangeCharactersIn:replacementString:)` with an empty range at the end, and records its
  /// answer.
  ///
  /// The keyboard asks before it inserts (a user action); code that calls ``insertText(_:)`` itself is not asked
  /// about (UIKit's documented rule: the method is called "whenever user actions cause its text to change"). The
  /// return key is not a change of the text: it is always let through, and the field asks `textFieldShouldReturn`.
  func keyboardMayInsert(_ character: String) -> Bool {
    guard character != KeyText.returnKey else { return true }
    let end = (text ?? "").utf16.count
    return keyboardMayChange(location: end, length: 0, replacement: character)
  }

  /// Whether the keyboard's delete key may delete the last character: asks the delegate with that character's range
  /// (UTF-16 code units) and an empty replacement, and records its answer.
  ///
  /// Nothing is asked when the text is empty: there is no character to change (the field's ``deleteBackward()`` is
  /// still called, as UIKit calls it for every press of the key, which is how a subclass hears delete in an empty
  /// field).
  func keyboardMayDeleteBackward() -> Bool {
    let current = text ?? ""
    guard let last = current.last else { return true }
    let length = last.utf16.count
    return keyboardMayChange(location: current.utf16.count - length, length: length, replacement: "")
  }

  private func keyboardMayChange(location: Int, length: Int, replacement: String) -> Bool {
    guard let delegate else { return true }
    let answer = delegate.textField(
      self, shouldChangeCharactersIn: NSRange(location: location, length: length),
      replacementString: replacement)
    recordFocus(
      .askedDelegate(
        .shouldChangeCharacters(location: location, length: length, replacement: replacement), answer: answer),
      in: window)
    return answer
  }
}
