import Foundation

/// A control that edits one line of text, as UIKit's `UITextField`, reduced to what decides focus and touches.
///
/// A tap makes it first responder through its own tap recognizer (``editingTapRecognizer``), as UIKit's text field
/// does through its own recognizers; its `canBecomeFirstResponder` asks the delegate's
/// `textFieldShouldBeginEditing`, and its `canResignFirstResponder` asks `textFieldShouldEndEditing`. Beginning
/// editing calls `textFieldDidBeginEditing` and sends `editingDidBegin`; typing (``insertText(_:)``,
/// ``deleteBackward()``) sends `editingChanged`; ending calls `textFieldDidEndEditing` and sends `editingDidEnd`.
/// The return key (``insertText(_:)`` with `"\n"`, or ``Application/pressReturn()``) asks `textFieldShouldReturn`,
/// then sends `editingDidEndOnExit`, and the field resigns when an action is added for that event (UIKit's
/// observed behaviour: connecting "Did End On Exit" dismisses the keyboard). While it is first responder the
/// ``Keyboard`` shows.
///
/// Out of scope: text layout, the caret and selection handles, input methods, hardware keyboards and presses.
/// Text is appended and deleted at the end.
open class TextField: Control, KeyInput {
  /// The text, never `nil` when read.
  ///
  /// Setting `nil` makes it empty, as in UIKit. Setting it sends no event.
  public var text: String? {
    get { storedText }
    set { storedText = newValue ?? "" }
  }
  private var storedText = ""

  /// The text shown while the field is empty; a stored value here.
  public var placeholder: String?

  /// The delegate asked before and told after editing; not kept alive (UIKit's `weak var delegate`).
  open weak var delegate: (any TextFieldDelegate)?

  /// Whether the field is editing: it became first responder and has not resigned since.
  public private(set) var isEditing = false

  /// The field's own tap recognizer, whose action makes the field first responder.
  ///
  /// It does not cancel the field's touches (`cancelsTouchesInView` false), so the field still tracks them as a
  /// control.
  public let editingTapRecognizer = TapGestureRecognizer()

  /// Creates a text field with a frame, UIKit's designated initializer.
  ///
  /// - Parameter frame: The frame rectangle, in the superview's coordinates.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    editingTapRecognizer.cancelsTouchesInView = false
    editingTapRecognizer.addTarget { recognizer in
      _ = (recognizer.view as? TextField)?.becomeFirstResponder()
    }
    addGestureRecognizer(editingTapRecognizer)
  }

  /// Always `nil`: HitTestKit loads no views from archives (see ``View/init(coder:)``).
  ///
  /// - Parameter coder: An unarchiver, as `init(coder:)` gets in UIKit; unused.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Creates a text field with a frame and a placeholder, also used as its name when it has none.
  ///
  /// - Parameters:
  ///   - frame: The frame rectangle, in the superview's coordinates.
  ///   - placeholder: The placeholder, and the name; `nil` for none.
  public convenience init(frame: CGRect, placeholder: String?) {
    self.init(frame: frame)
    self.placeholder = placeholder
    if let placeholder { name = placeholder }
  }

  /// Whether the field has any text (``KeyInput``).
  public var hasText: Bool { !storedText.isEmpty }

  /// True when enabled and the delegate's `textFieldShouldBeginEditing` agrees (traced when there is a delegate).
  open override var canBecomeFirstResponder: Bool {
    guard isEnabled else { return false }
    guard let delegate else { return true }
    let answer = delegate.textFieldShouldBeginEditing(self)
    recordDelegateAnswer(.shouldBeginEditing, answer: answer)
    return answer
  }

  /// What the delegate's `textFieldShouldEndEditing` answers (traced), `true` without a delegate.
  open override var canResignFirstResponder: Bool {
    guard let delegate else { return true }
    let answer = delegate.textFieldShouldEndEditing(self)
    recordDelegateAnswer(.shouldEndEditing, answer: answer)
    return answer
  }

  /// Becomes first responder; the first time, begins editing: `textFieldDidBeginEditing`, then `editingDidBegin`.
  ///
  /// - Returns: `true` if the field is now first responder.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    let became = super.becomeFirstResponder()
    if became, !isEditing {
      isEditing = true
      delegate?.textFieldDidBeginEditing(self)
      sendActions(for: .editingDidBegin)
    }
    return became
  }

  /// Resigns first responder; if it was editing, ends editing: `textFieldDidEndEditing`, then `editingDidEnd`.
  ///
  /// - Returns: `true` if the field is no longer first responder.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    let resigned = super.resignFirstResponder()
    if resigned, isEditing, !isFirstResponder {
      isEditing = false
      delegate?.textFieldDidEndEditing(self)
      sendActions(for: .editingDidEnd)
    }
    return resigned
  }

  /// Appends `text` and sends `editingChanged`; `"\n"` is the return key instead (see ``TextField``).
  ///
  /// - Parameter text: The text typed, or `"\n"` for the return key.
  open func insertText(_ text: String) {
    if text == KeyText.returnKey {
      pressReturnKey()
      return
    }
    guard !text.isEmpty else { return }
    storedText += text
    sendActions(for: .editingChanged)
  }

  /// Deletes the last character and sends `editingChanged`; nothing happens when the text is empty.
  open func deleteBackward() {
    guard !storedText.isEmpty else { return }
    storedText.removeLast()
    sendActions(for: .editingChanged)
  }

  /// The return key: asks `textFieldShouldReturn`; when it agrees, sends `editingDidEndOnExit` and resigns if an
  /// action is added for that event.
  private func pressReturnKey() {
    var shouldReturn = true
    if let delegate {
      shouldReturn = delegate.textFieldShouldReturn(self)
      recordDelegateAnswer(.shouldReturn, answer: shouldReturn)
    }
    guard shouldReturn else { return }
    sendActions(for: .editingDidEndOnExit)
    if actions.contains(where: { $0.events.contains(.editingDidEndOnExit) }) { resignFirstResponder() }
  }

  /// Records the delegate's answer to `question` in the trace of the window's application (``Application/record(_:)``).
  private func recordDelegateAnswer(_ question: FocusDecision.TextFieldQuestion, answer: Bool) {
    window?.application?.record(
      .focus(responder: TracedObject(self), .askedDelegate(question, answer: answer)))
  }
}
