import Foundation
import HitTestKit
import Testing

@Suite struct FocusDecisionWordingTests {
  @Test("every focus decision is worded from its fields")
  func everyDecisionWorded() {
    let named = TracedObject(TextField(frame: .zero, placeholder: "email"))
    let editor = View()
    editor.name = "editor"
    let start = TracedObject(editor)
    let table: [(FocusDecision, String)] = [
      (.became(previous: nil), "becomes first responder"),
      (.became(previous: named), "becomes first responder (email resigned for it)"),
      (.didNotBecome(because: .notInWindow), "does not become first responder: it is not in a window"),
      (
        .didNotBecome(because: .cannotBecome),
        "does not become first responder: its canBecomeFirstResponder is false"
      ),
      (
        .didNotBecome(because: .currentRefusedToResign(named)),
        "does not become first responder: the current first responder email refused to resign"
      ),
      (.resigned(because: .asked), "resigns first responder"),
      (
        .resigned(because: .forced),
        "resigns first responder, forced by endEditing(true) (canResignFirstResponder not asked)"
      ),
      (.resigned(because: .leftWindow), "resigns first responder: it left its window"),
      (.refusedToResign, "refuses to resign first responder: its canResignFirstResponder is false"),
      (.askedDelegate(.shouldBeginEditing, answer: true), "asked textFieldShouldBeginEditing → true"),
      (.askedDelegate(.shouldEndEditing, answer: false), "asked textFieldShouldEndEditing → false"),
      (.askedDelegate(.shouldReturn, answer: true), "asked textFieldShouldReturn → true"),
      (
        .askedDelegate(.shouldChangeCharacters(location: 3, length: 0, replacement: "\"x\n"), answer: false),
        #"asked textField(shouldChangeCharactersIn: {3, 0}, replacementString: "\"x\n") → false"#
      ),
      (
        .nilTargetAction(action: "Editor", start: start, startedAt: .firstResponder, receiver: start),
        "sends the action of Editor with a nil target: the search starts at editor (the key window's first "
          + "responder), and editor handles it"
      ),
      (
        .nilTargetAction(action: "Editor", start: start, startedAt: .sender, receiver: nil),
        "sends the action of Editor with a nil target: the search starts at editor (the sender, as there is no "
          + "first responder), and nobody up the responder chain has it: not sent"
      ),
      (
        .nilTargetAction(action: "Editor", start: start, startedAt: .application, receiver: nil),
        "sends the action of Editor with a nil target: the search starts at editor (the application, as there is "
          + "neither a first responder nor a sender), and nobody up the responder chain has it: not sent"
      ),
      (
        .keyboard(
          .willShow, frameBegin: CGRect(x: 0, y: 844, width: 390, height: 336),
          frameEnd: CGRect(x: 0, y: 508, width: 390, height: 336), duration: 0.25),
        "keyboardWillShow: from (x 0, y 844, w 390, h 336) to (x 0, y 508, w 390, h 336) over 0.250 s"
      ),
      (.keyboard(.didShow, frameBegin: .zero, frameEnd: .zero, duration: 0), "keyboardDidShow: from "),
      (.keyboard(.willHide, frameBegin: .zero, frameEnd: .zero, duration: 0), "keyboardWillHide: from "),
      (.keyboard(.didHide, frameBegin: .zero, frameEnd: .zero, duration: 0), "keyboardDidHide: from "),
    ]
    for (decision, words) in table {
      if case .keyboard(let phase, _, _, _) = decision, phase != .willShow {
        #expect(decision.description.hasPrefix(words))
      } else {
        #expect(decision.description == words)
      }
    }
  }

  @Test("a focus decision is exported as JSON with its kind and fields")
  func exportedAsJSON() throws {
    let form = FormFixture()
    _ = try form.application.tap(at: form.center(of: form.email))
    let json = TraceDocument(form.application.trace).text(indent: 0)
    #expect(json.contains(#""kind":"focus""#))
    #expect(json.contains(#""decision":{"kind":"became","previous":null}"#))
    #expect(json.contains(#""phase":"willShow","frameBegin":{"x":0,"y":844,"width":390,"height":336}"#))
    #expect(json.contains(#""duration":0.25"#))
  }

  @Test("a shouldChangeCharacters question is exported with its range and replacement")
  func shouldChangeCharactersExportedAsJSON() throws {
    let form = FormFixture()
    let delegate = LimitingFieldDelegate()
    delegate.limit = 0
    form.email.delegate = delegate
    form.email.becomeFirstResponder()
    try form.application.typeText("a")
    let json = TraceDocument(form.application.trace).text(indent: 0)
    #expect(
      json.contains(
        #""decision":{"kind":"askedDelegate","question":"textFieldShouldChangeCharacters","#
          + #""range":{"location":0,"length":0},"replacement":"a","answer":false}"#))
    withExtendedLifetime(delegate) {}
  }
}
