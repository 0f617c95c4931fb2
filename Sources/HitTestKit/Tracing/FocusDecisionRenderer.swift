import Foundation

/// Words the first-responder, nil-target action, text-field and keyboard decisions (``FocusDecision``) for the
/// interaction trace: the only place they become sentences.
enum FocusDecisionRenderer {
  /// The sentence of `decision`, after the name of the responder it is about.
  static func text(of decision: FocusDecision) -> String {
    switch decision {
    case .became(nil): "becomes first responder"
    case .became(let previous?): "becomes first responder (\(previous) resigned for it)"
    case .didNotBecome(.notInWindow): "does not become first responder: it is not in a window"
    case .didNotBecome(.cannotBecome):
      "does not become first responder: its canBecomeFirstResponder is false"
    case .didNotBecome(.currentRefusedToResign(let current)):
      "does not become first responder: the current first responder \(current) refused to resign"
    case .resigned(.asked): "resigns first responder"
    case .resigned(.forced):
      "resigns first responder, forced by endEditing(true) (canResignFirstResponder not asked)"
    case .resigned(.leftWindow): "resigns first responder: it left its window"
    case .refusedToResign: "refuses to resign first responder: its canResignFirstResponder is false"
    case .askedDelegate(let question, let answer): "asked \(name(question)) → \(answer)"
    case .nilTargetAction(let action, let start, let startedAt, let receiver):
      "sends the action of \(action) with a nil target: the search starts at \(start) (\(text(of: startedAt)))"
        + (receiver.map { ", and \($0) handles it" } ?? ", and nobody up the responder chain has it: not sent")
    case .keyboard(let phase, let begin, let end, let duration):
      "\(name(phase)): from \(begin.compactDescription) to \(end.compactDescription) over "
        + "\(InteractionTraceRenderer.timeText(duration)) s"
    }
  }

  /// Why the search started where it did.
  private static func text(of start: FocusDecision.SearchStart) -> String {
    switch start {
    case .firstResponder: "the key window's first responder"
    case .sender: "the sender, as there is no first responder"
    case .application: "the application, as there is neither a first responder nor a sender"
    }
  }

  /// The delegate method's name.
  private static func name(_ question: FocusDecision.TextFieldQuestion) -> String {
    switch question {
    case .shouldBeginEditing: "textFieldShouldBeginEditing"
    case .shouldEndEditing: "textFieldShouldEndEditing"
    case .shouldReturn: "textFieldShouldReturn"
    case .shouldChangeCharacters(let location, let length, let replacement):
      "textField(shouldChangeCharactersIn: {\(location), \(length)}, replacementString: \(String(reflecting: replacement)))"
    }
  }

  /// The notification's name.
  private static func name(_ phase: FocusDecision.KeyboardPhase) -> String {
    switch phase {
    case .willShow: "keyboardWillShow"
    case .didShow: "keyboardDidShow"
    case .willHide: "keyboardWillHide"
    case .didHide: "keyboardDidHide"
    }
  }
}
