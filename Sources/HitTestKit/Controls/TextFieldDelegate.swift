import Foundation

/// The object a ``TextField`` asks before and tells after editing, as UIKit's `UITextFieldDelegate`.
///
/// Every method is optional in UIKit; here each has a default implementation with UIKit's default answer (`true`,
/// or nothing). Declare the methods you use in the class that adopts the protocol.
public protocol TextFieldDelegate: AnyObject {
  /// Whether the field may begin editing; asked by its `canBecomeFirstResponder`. Default `true`.
  ///
  /// - Parameter textField: The text field.
  /// - Returns: `false` to keep it from becoming first responder.
  func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
  /// The field began editing (it is first responder). Default: nothing.
  ///
  /// - Parameter textField: The text field.
  func textFieldDidBeginEditing(_ textField: TextField)
  /// Whether the field may end editing; asked by its `canResignFirstResponder`, but not by `endEditing(true)`.
  /// Default `true`.
  ///
  /// - Parameter textField: The text field.
  /// - Returns: `false` to keep it first responder.
  func textFieldShouldEndEditing(_ textField: TextField) -> Bool
  /// The field ended editing (it resigned first responder). Default: nothing.
  ///
  /// - Parameter textField: The text field.
  func textFieldDidEndEditing(_ textField: TextField)
  /// Whether the field should process the return key. Default `true`.
  ///
  /// - Parameter textField: The text field.
  /// - Returns: `false` to ignore the key (no `editingDidEndOnExit`).
  func textFieldShouldReturn(_ textField: TextField) -> Bool
  /// Whether typing may replace the characters in `range` with `string`. Default `true`.
  ///
  /// Asked when the user types a character (`range` is empty, at the end of the text: HitTestKit has no caret) or
  /// presses delete (`range` covers the last character, `string` is empty), before the text changes; not asked for
  /// the return key, nor when code sets ``TextField/text`` or calls ``TextField/insertText(_:)`` or
  /// ``TextField/deleteBackward()`` itself (Apple: "The text field calls this method whenever user actions cause its
  /// text to change"). Ranges count UTF-16 code units, as `NSRange` does in UIKit.
  ///
  /// - Parameters:
  ///   - textField: The text field.
  ///   - range: The characters to replace, in UTF-16 code units of the current text.
  ///   - string: The replacement: the character typed, or empty for a deletion.
  /// - Returns: `false` to keep the old text (no `editingChanged` is sent).
  func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool
}

extension TextFieldDelegate {
  /// UIKit's default: `true`.
  ///
  /// - Parameter textField: The text field.
  /// - Returns: `true`.
  public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
  /// UIKit's default: nothing.
  ///
  /// - Parameter textField: The text field.
  public func textFieldDidBeginEditing(_ textField: TextField) {}
  /// UIKit's default: `true`.
  ///
  /// - Parameter textField: The text field.
  /// - Returns: `true`.
  public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
  /// UIKit's default: nothing.
  ///
  /// - Parameter textField: The text field.
  public func textFieldDidEndEditing(_ textField: TextField) {}
  /// UIKit's default: `true`.
  ///
  /// - Parameter textField: The text field.
  /// - Returns: `true`.
  public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
  /// UIKit's default: `true`.
  ///
  /// - Parameters:
  ///   - textField: The text field.
  ///   - range: The characters to replace.
  ///   - string: The replacement.
  /// - Returns: `true`.
  public func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool { true }
}
