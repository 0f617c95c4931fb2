import HitTestKit
import Testing

/// A view that can become first responder, and can be told to refuse to resign.
final class EditorView: View {
  var refusesToResign = false
  var cleared = 0
  override var canBecomeFirstResponder: Bool { true }
  override var canResignFirstResponder: Bool { !refusesToResign }
  func clearText() { cleared += 1 }
}

/// A toolbar that also has `clearText`, in a button's own responder chain.
final class ToolbarView: View {
  var cleared = 0
  func clearText() { cleared += 1 }
}

/// A text-field delegate that records its calls and answers as told.
final class RecordingFieldDelegate: TextFieldDelegate {
  var calls: [String] = []
  var shouldBegin = true
  var shouldEnd = true
  var shouldReturn = true

  func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
    calls.append("shouldBegin \(textField.displayName)")
    return shouldBegin
  }
  func textFieldDidBeginEditing(_ textField: TextField) { calls.append("didBegin \(textField.displayName)") }
  func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
    calls.append("shouldEnd \(textField.displayName)")
    return shouldEnd
  }
  func textFieldDidEndEditing(_ textField: TextField) { calls.append("didEnd \(textField.displayName)") }
  func textFieldShouldReturn(_ textField: TextField) -> Bool {
    calls.append("shouldReturn \(textField.displayName)")
    return shouldReturn
  }
}

/// A 390 × 844 window with two text fields (`email`, `password`) and a plain `card`, in an application.
struct FormFixture {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let email = TextField(frame: CGRect(x: 20, y: 100, width: 350, height: 44), placeholder: "email")
  let password = TextField(frame: CGRect(x: 20, y: 160, width: 350, height: 44), placeholder: "password")
  let card = View(frame: CGRect(x: 20, y: 600, width: 350, height: 100))
  let application: Application

  init() {
    window.name = "window"
    card.name = "card"
    window.addSubview(email)
    window.addSubview(password)
    window.addSubview(card)
    application = Application(window: window)
  }

  /// Adds an `editor` (an ``EditorView``) at (0, 300) to the window.
  func addEditor() -> EditorView {
    let editor = EditorView(frame: CGRect(x: 0, y: 300, width: 100, height: 40))
    editor.name = "editor"
    window.addSubview(editor)
    return editor
  }

  /// The centre of `view`, in window coordinates.
  func center(of view: View) -> CGPoint {
    view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
  }
}

/// Expects the rendered trace of `application` to have a line containing `text`.
func expectLine(
  _ application: Application, _ text: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let rendered = application.trace.description
  #expect(
    rendered.contains(text), "no line contains \"\(text)\" in:\n\(rendered)", sourceLocation: sourceLocation)
}

/// The focus decisions of `application`'s trace, with the names of their responders.
func focusDecisions(_ application: Application) -> [(String, FocusDecision)] {
  application.trace.entries.compactMap { entry in
    if case .focus(let responder, let decision) = entry.kind { return (responder.name, decision) }
    return nil
  }
}
