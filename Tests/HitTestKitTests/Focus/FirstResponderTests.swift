import HitTestKit
import Testing

@Suite struct FirstResponderTests {
  @Test("a plain view cannot become first responder, and the refusal is traced")
  func plainViewRefuses() {
    let form = FormFixture()
    #expect(!form.card.becomeFirstResponder())
    #expect(form.window.firstResponder == nil)
    #expect(!form.card.isFirstResponder)
    #expect(focusDecisions(form.application).map(\.1) == [.didNotBecome(because: .cannotBecome)])
  }

  @Test("a view that is not in a window cannot become first responder")
  func notInWindow() {
    let editor = EditorView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(!editor.becomeFirstResponder())
    #expect(!editor.isFirstResponder)
  }

  @Test("becoming first responder asks the current one to resign: one first responder per window")
  func oneFirstResponderPerWindow() {
    let form = FormFixture()
    let editor = form.addEditor()
    #expect(editor.becomeFirstResponder())
    #expect(form.email.becomeFirstResponder())
    #expect(form.window.firstResponder === form.email)
    #expect(!editor.isFirstResponder)
    expectLine(form.application, "email: becomes first responder (editor resigned for it)")
  }

  @Test("a first responder that refuses to resign keeps its status, and the other does not become")
  func refusalToResignKeepsStatus() {
    let form = FormFixture()
    let editor = form.addEditor()
    editor.becomeFirstResponder()
    editor.refusesToResign = true
    #expect(!form.email.becomeFirstResponder())
    #expect(editor.isFirstResponder)
    #expect(!editor.resignFirstResponder())
    expectLine(
      form.application,
      "email: does not become first responder: the current first responder editor refused to resign")
    expectLine(
      form.application, "editor: refuses to resign first responder: its canResignFirstResponder is false")
  }

  @Test("endEditing(false) asks, endEditing(true) forces")
  func endEditing() {
    let form = FormFixture()
    let editor = form.addEditor()
    editor.becomeFirstResponder()
    editor.refusesToResign = true
    #expect(!form.window.endEditing(false))
    #expect(editor.isFirstResponder)
    #expect(form.window.endEditing(true))
    #expect(!editor.isFirstResponder)
    expectLine(form.application, "editor: resigns first responder, forced by endEditing(true)")
  }

  @Test("endEditing on a view outside the first responder's branch does nothing")
  func endEditingElsewhere() {
    let form = FormFixture()
    form.email.becomeFirstResponder()
    #expect(form.card.endEditing(true))
    #expect(form.email.isFirstResponder)
  }

  @Test("a first responder removed from its window resigns")
  func removalResigns() {
    let form = FormFixture()
    form.email.becomeFirstResponder()
    form.email.removeFromSuperview()
    #expect(form.window.firstResponder == nil)
    #expect(!form.email.isEditing)
    expectLine(form.application, "email: resigns first responder: it left its window")
  }

  @Test("a view controller can be first responder through its view's window")
  func viewControllerFirstResponder() {
    final class Controller: ViewController {
      override var canBecomeFirstResponder: Bool { true }
    }
    let form = FormFixture()
    let controller = Controller()
    form.window.rootViewController = controller
    #expect(controller.becomeFirstResponder())
    #expect(form.window.firstResponder === controller)
    #expect(controller.resignFirstResponder())
    #expect(form.window.firstResponder == nil)
  }
}
