import HitTestKit
import Testing

@Suite struct TextFieldTests {
  @Test("a tap makes the field first responder through its own recognizer, then it begins editing")
  func tapBeginsEditing() throws {
    let form = FormFixture()
    let delegate = RecordingFieldDelegate()
    form.email.delegate = delegate
    var events: [String] = []
    form.email.addAction(for: .editingDidBegin) { _ in events.append("editingDidBegin") }
    try withExtendedLifetime(delegate) {
      _ = try form.application.tap(at: form.center(of: form.email))
    }
    #expect(form.email.isFirstResponder)
    #expect(form.email.isEditing)
    #expect(delegate.calls == ["shouldBegin email", "didBegin email"])
    #expect(events == ["editingDidBegin"])
    expectLine(form.application, "email: asked textFieldShouldBeginEditing → true")
    expectLine(form.application, "email: becomes first responder")
  }

  @Test("a delegate that answers no to textFieldShouldBeginEditing keeps the field from editing")
  func delegateRefusesBegin() throws {
    let form = FormFixture()
    let delegate = RecordingFieldDelegate()
    delegate.shouldBegin = false
    form.email.delegate = delegate
    try withExtendedLifetime(delegate) {
      _ = try form.application.tap(at: form.center(of: form.email))
    }
    #expect(!form.email.isFirstResponder)
    #expect(form.application.keyboard == nil)
    expectLine(
      form.application, "email: does not become first responder: its canBecomeFirstResponder is false")
  }

  @Test("a disabled field cannot become first responder")
  func disabledField() {
    let form = FormFixture()
    form.email.isEnabled = false
    #expect(!form.email.becomeFirstResponder())
  }

  @Test("typing sends editingChanged for each character; delete removes the last one")
  func typing() throws {
    let form = FormFixture()
    var changes = 0
    form.email.addAction(for: .editingChanged) { _ in changes += 1 }
    form.email.becomeFirstResponder()
    try form.application.typeText("ab")
    try form.application.pressDelete()
    #expect(form.email.text == "a")
    #expect(changes == 3)
    #expect(form.email.hasText)
  }

  @Test("setting text sends no event, and nil reads back as empty")
  func settingText() {
    let form = FormFixture()
    var changes = 0
    form.email.addAction(for: .editingChanged) { _ in changes += 1 }
    form.email.text = "x"
    form.email.text = nil
    #expect(form.email.text == "")
    #expect(changes == 0)
  }

  @Test("typing with no text field first responder throws and types nothing")
  func typingWithoutFirstResponder() {
    let form = FormFixture()
    #expect(throws: KeyboardInputError.noKeyInputResponder) { try form.application.typeText("a") }
    #expect(throws: KeyboardInputError.noKeyInputResponder) { try form.application.pressReturn() }
    #expect(form.email.text == "")
  }

  @Test("return asks textFieldShouldReturn; editingDidEndOnExit with an action resigns the field")
  func returnKey() throws {
    let form = FormFixture()
    let delegate = RecordingFieldDelegate()
    form.email.delegate = delegate
    var exits = 0
    form.email.addAction(for: .editingDidEndOnExit) { _ in exits += 1 }
    try withExtendedLifetime(delegate) {
      form.email.becomeFirstResponder()
      try form.application.pressReturn()
    }
    #expect(exits == 1)
    #expect(!form.email.isFirstResponder)
    #expect(
      delegate.calls == [
        "shouldBegin email", "didBegin email", "shouldReturn email", "shouldEnd email", "didEnd email",
      ])
  }

  @Test(
    "return without an editingDidEndOnExit action keeps the field editing; a refusing delegate sends nothing")
  func returnKeepsEditing() throws {
    let form = FormFixture()
    form.email.becomeFirstResponder()
    try form.application.pressReturn()
    #expect(form.email.isFirstResponder)
    let delegate = RecordingFieldDelegate()
    delegate.shouldReturn = false
    form.email.delegate = delegate
    var exits = 0
    form.email.addAction(for: .editingDidEndOnExit) { _ in exits += 1 }
    try withExtendedLifetime(delegate) { try form.application.pressReturn() }
    #expect(exits == 0)
    #expect(form.email.isFirstResponder)
  }

  @Test("textFieldShouldEndEditing false keeps the field first responder; endEditing(true) does not ask")
  func delegateRefusesEnd() {
    let form = FormFixture()
    let delegate = RecordingFieldDelegate()
    delegate.shouldEnd = false
    form.email.delegate = delegate
    withExtendedLifetime(delegate) {
      form.email.becomeFirstResponder()
      #expect(!form.password.becomeFirstResponder())
      #expect(form.email.isFirstResponder)
      delegate.calls.removeAll()
      #expect(form.window.endEditing(true))
    }
    #expect(!form.email.isFirstResponder)
    #expect(delegate.calls == ["didEnd email"])
  }

  @Test("tapping the second field moves first responder; the first ends editing")
  func tapSecondField() throws {
    let form = FormFixture()
    var log: [String] = []
    form.email.addAction(for: .editingDidEnd) { _ in log.append("email end") }
    form.password.addAction(for: .editingDidBegin) { _ in log.append("password begin") }
    try form.application.tap(at: form.center(of: form.email))
    try form.application.tap(at: form.center(of: form.password))
    #expect(form.password.isFirstResponder)
    #expect(log == ["email end", "password begin"])
  }

  @Test("the editing events have UIKit's raw values and names")
  func editingEventValues() {
    #expect(ControlEvent.editingDidBegin.rawValue == 1 << 16)
    #expect(ControlEvent.editingChanged.rawValue == 1 << 17)
    #expect(ControlEvent.editingDidEnd.rawValue == 1 << 18)
    #expect(ControlEvent.editingDidEndOnExit.rawValue == 1 << 19)
    #expect(ControlEvent.allEditingEvents.rawValue == 0x000F_0000)
    #expect(
      "\(ControlEvent([.editingDidBegin, .editingDidEndOnExit]))" == "editingDidBegin, editingDidEndOnExit")
  }
}
