/// A responder that takes text from the keyboard, as UIKit's `UIKeyInput`: while one is first responder the
/// ``Keyboard`` shows.
public protocol KeyInput: AnyObject {
  /// Whether the responder has any text.
  var hasText: Bool { get }
  /// Inserts `text` where the caret is (at the end: HitTestKit has no selection). The return key inserts `"\n"`.
  ///
  /// - Parameter text: The text typed.
  func insertText(_ text: String)
  /// Deletes the character before the caret (the last one).
  func deleteBackward()
}

/// The text keys insert that are not characters of the text.
enum KeyText {
  /// What the return key inserts, as UIKit's keyboard does through `UIKeyInput.insertText(_:)`.
  static let returnKey = "\n"
}
