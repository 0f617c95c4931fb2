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
}
