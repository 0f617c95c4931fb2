import Foundation
import HitTestKit
import HitTestKitTesting
import Testing

/// A delegate that records each `shouldChangeCharactersIn` question and allows at most `limit` characters.
final class LimitingFieldDelegate: TextFieldDelegate {
  var limit = Int.max
  var allowsDelete = true
  var questions: [String] = []

  func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  )
    -> Bool
  {
    questions.append("{\(range.location), \(range.length)} \(string.debugDescription)")
    let current = textField.text ?? ""
    guard let replaced = Range(range, in: current) else { return false }
    let updated = current.replacingCharacters(in: replaced, with: string)
    return string.isEmpty ? allowsDelete : updated.count <= limit
  }
}

/// A text field that counts every press of the delete key, as a one-time-code field does to move back.
final class DeleteCountingField: TextField {
  var deletes = 0
  override func deleteBackward() {
    deletes += 1
    super.deleteBackward()
  }
}

/// UIKit's `textField(_:shouldChangeCharactersIn:replacementString:)`: asked whenever a user action would change the
/// text, with the range in UTF-16 code units; a `false` keeps the old text.
@Suite struct ShouldChangeCharactersTests {
  @Test("typing asks the delegate for each character; a refused character is not inserted and sends nothing")
  func typingAsksForEachCharacter() throws {
    let form = FormFixture()
    let delegate = LimitingFieldDelegate()
    delegate.limit = 3
    form.email.delegate = delegate
    var changes = 0
    form.email.addAction(for: .editingChanged) { _ in changes += 1 }
    form.email.becomeFirstResponder()
    try form.application.typeText("abcde")
    #expect(form.email.text == "abc")
    #expect(changes == 3)
    #expect(
      delegate.questions == [#"{0, 0} "a""#, #"{1, 0} "b""#, #"{2, 0} "c""#, #"{3, 0} "d""#, #"{3, 0} "e""#])
    expectTrace(
      form.application.trace,
      contains: .focus(
        responder: "email",
        .askedDelegate(.shouldChangeCharacters(location: 3, length: 0, replacement: "d"), answer: false)))
    withExtendedLifetime(delegate) {}
  }

  @Test("the delete key asks with the last character's range in UTF-16 code units and an empty replacement")
  func deleteAsksWithTheLastCharactersRange() throws {
    let form = FormFixture()
    let delegate = LimitingFieldDelegate()
    form.email.delegate = delegate
    form.email.becomeFirstResponder()
    try form.application.typeText("é👍")
    try form.application.pressDelete()
    #expect(form.email.text == "é")
    #expect(delegate.questions.last == #"{1, 2} """#)  // the emoji is two UTF-16 code units
    delegate.allowsDelete = false
    var changes = 0
    form.email.addAction(for: .editingChanged) { _ in changes += 1 }
    try form.application.pressDelete()
    #expect(form.email.text == "é")
    #expect(changes == 0)
    #expect(delegate.questions.last == #"{0, 1} """#)
    withExtendedLifetime(delegate) {}
  }

  @Test("the delete key in an empty field asks nothing, and still reaches the field's deleteBackward")
  func deleteInAnEmptyField() throws {
    let form = FormFixture()
    let field = DeleteCountingField(frame: CGRect(x: 20, y: 300, width: 350, height: 44))
    form.window.addSubview(field)
    let delegate = LimitingFieldDelegate()
    field.delegate = delegate
    field.becomeFirstResponder()
    try form.application.pressDelete()
    #expect(field.deletes == 1)
    #expect(delegate.questions.isEmpty)
    withExtendedLifetime(delegate) {}
  }

  @Test("a return key typed within the text is the return key, not a change the delegate is asked about")
  func returnKeyWithinTypedText() throws {
    let form = FormFixture()
    let delegate = LimitingFieldDelegate()
    delegate.limit = 1
    form.email.delegate = delegate
    var returns = 0
    form.email.addAction(for: .editingDidEndOnExit) { _ in returns += 1 }
    form.email.becomeFirstResponder()
    try form.application.typeText("a\n")
    #expect(form.email.text == "a")
    #expect(returns == 1)
    #expect(delegate.questions == [#"{0, 0} "a""#])
    withExtendedLifetime(delegate) {}
  }

  @Test("code that sets the text or calls insertText itself, and the return key, are not asked about")
  func notAskedOutsideTyping() throws {
    let form = FormFixture()
    let delegate = LimitingFieldDelegate()
    delegate.limit = 0
    form.email.delegate = delegate
    form.email.becomeFirstResponder()
    form.email.text = "set"
    form.email.insertText("!")
    form.email.deleteBackward()
    try form.application.pressReturn()
    #expect(form.email.text == "set")
    #expect(delegate.questions.isEmpty)
    withExtendedLifetime(delegate) {}
  }
}
