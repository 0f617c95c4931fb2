import Foundation

/// A first-responder, nil-target action, text-field or keyboard step, as the interaction trace records it
/// (``InteractionTrace/Kind/focus(responder:_:)``); worded only by the trace's renderer.
///
/// The entry's responder is the one the step is about: the responder that became or resigned, the text field
/// whose delegate answered, the sender of a nil-target action (the application when there is none), or the
/// keyboard.
public enum FocusDecision: Equatable {
  /// The responder became its window's first responder; `previous` resigned for it (`nil`: there was none).
  case became(previous: TracedObject?)
  /// The responder asked to become first responder and did not, and why.
  case didNotBecome(because: RefusalReason)
  /// The responder is no longer its window's first responder, and why.
  case resigned(because: ResignCause)
  /// The responder was asked to resign and refused: its `canResignFirstResponder` answered false.
  case refusedToResign
  /// A text field asked its delegate, with the answer (the default `true` when the delegate has no answer).
  case askedDelegate(TextFieldQuestion, answer: Bool)
  /// An action with a nil target searched the responder chain from `start` and reached `receiver` (`nil`:
  /// nobody up the chain has the action, so it was not sent). `action` names the class that declares the method.
  case nilTargetAction(action: String, start: TracedObject, startedAt: SearchStart, receiver: TracedObject?)
  /// The keyboard moved between `frameBegin` and `frameEnd` (screen coordinates) over `duration` seconds, and
  /// the application posted the notification of `phase`.
  case keyboard(KeyboardPhase, frameBegin: CGRect, frameEnd: CGRect, duration: TimeInterval)

  /// Why a responder did not become first responder.
  public enum RefusalReason: Equatable {
    /// It is not in a window (Apple: "Never call this method on a view that is not part of an active view
    /// hierarchy").
    case notInWindow
    /// Its ``Responder/canBecomeFirstResponder`` answered false.
    case cannotBecome
    /// The window's current first responder refused to resign.
    case currentRefusedToResign(TracedObject)
  }

  /// Why a responder stopped being first responder.
  public enum ResignCause: Equatable, Sendable {
    /// It was asked (``Responder/resignFirstResponder()``) and agreed.
    case asked
    /// ``View/endEditing(_:)`` forced it, without asking ``Responder/canResignFirstResponder``.
    case forced
    /// It left its window (removed from the hierarchy), which resigns it without asking (UIKit's rule).
    case leftWindow
  }

  /// Where a nil-target action's search of the responder chain started.
  public enum SearchStart: Equatable, Sendable {
    /// At the first responder of the key window (UIKit's documented rule).
    case firstResponder
    /// At the sender, as there was no first responder (UIKit's observed rule).
    case sender
    /// At the application, as there was neither a first responder nor a sender (HitTestKit's decision).
    case application
  }

  /// What a text field asks its delegate.
  public enum TextFieldQuestion: Equatable, Sendable {
    /// `textFieldShouldBeginEditing(_:)`, asked by ``Responder/canBecomeFirstResponder``.
    case shouldBeginEditing
    /// `textFieldShouldEndEditing(_:)`, asked by ``Responder/canResignFirstResponder``.
    case shouldEndEditing
    /// `textFieldShouldReturn(_:)`, asked when the return key is pressed.
    case shouldReturn
    /// `textField(_:shouldChangeCharactersIn:replacementString:)`, asked when a key changes the text: the range
    /// (UTF-16 code units) and its replacement (empty for the delete key).
    case shouldChangeCharacters(location: Int, length: Int, replacement: String)
  }

  /// The keyboard notifications, in the order UIKit posts them.
  public enum KeyboardPhase: Equatable, Sendable {
    /// `keyboardWillShowNotification`: the keyboard starts to slide in.
    case willShow
    /// `keyboardDidShowNotification`: it is in place.
    case didShow
    /// `keyboardWillHideNotification`: it starts to slide out.
    case willHide
    /// `keyboardDidHideNotification`: it is gone.
    case didHide
  }
}

extension FocusDecision {
  /// The objects the decision names besides its responder: the previous first responder, the one that refused to
  /// resign, the start and the receiver of a nil-target action.
  public var namedObjects: [TracedObject] {
    switch self {
    case .became(let previous): previous.map { [$0] } ?? []
    case .didNotBecome(.currentRefusedToResign(let current)): [current]
    case .nilTargetAction(_, let start, _, let receiver): [start] + (receiver.map { [$0] } ?? [])
    case .didNotBecome, .resigned, .refusedToResign, .askedDelegate, .keyboard: []
    }
  }
}
