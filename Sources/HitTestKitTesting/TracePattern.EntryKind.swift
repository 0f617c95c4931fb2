import HitTestKit

extension TracePattern {
  /// The kinds of entry a pattern can look for: one per ``InteractionTrace/Kind``, and one per gesture note.
  enum EntryKind: String {
    case event = "event"
    case queued = "queued request"
    case clockAdvanced = "time advance"
    case timerFired = "timer"
    case hitTest = "hit test"
    case touchBound = "binding"
    case delivered = "delivery"
    case forwarded = "forwarding"
    case handled = "handled call"
    case unhandled = "unhandled call"
    case notDelivered = "refused delivery"
    case stateChange = "state change"
    case coerced = "coerced state"
    case ignoredRequest = "ignored state request"
    case asked = "question"
    case waiting = "wait"
    case actionsSent = "action"
    case reset = "reset"
    case tookTouches = "touch taking"
    case delaying = "held call"
    case released = "release"
    case ignoresTouch = "ignored touch"
    case message = "recognizer message"
    case controlEvents = "control event"
    case control = "control note"
    case scroll = "scroll decision"
    case list = "list decision"
    case focus = "focus decision"
    case navigation = "navigation decision"
    case presentation = "presentation decision"
    case animation = "animation decision"
    case note = "note"
    case inputFailed = "failed input"
    case inputRefused = "refused input"
    case truncated = "truncation"
    case inheritedDelegateDefault = "inherited delegate default"

    /// The kind's name after "a" or "an": `a state change`, `an event`.
    var withArticle: String {
      (rawValue.first.map { "aeiou".contains($0) } == true ? "an " : "a ") + rawValue
    }

    /// The kind of `kind`, a gesture entry by its note.
    init(_ kind: InteractionTrace.Kind) {
      switch kind {
      case .event: self = .event
      case .queued: self = .queued
      case .clockAdvanced: self = .clockAdvanced
      case .timerFired: self = .timerFired
      case .hitTest: self = .hitTest
      case .touchBound: self = .touchBound
      case .delivered: self = .delivered
      case .forwarded: self = .forwarded
      case .handled: self = .handled
      case .unhandled: self = .unhandled
      case .notDelivered: self = .notDelivered
      case .gesture(_, let note): self = EntryKind(note)
      case .controlEvents: self = .controlEvents
      case .control: self = .control
      case .scroll: self = .scroll
      case .focus: self = .focus
      case .navigation: self = .navigation
      case .presentation: self = .presentation
      case .list, .collection: self = .list
      case .animation: self = .animation
      case .note: self = .note
      case .inputFailed: self = .inputFailed
      case .inputRefused: self = .inputRefused
      case .truncated: self = .truncated
      case .inheritedDelegateDefault: self = .inheritedDelegateDefault
      }
    }

    private init(_ note: InteractionTrace.GestureNote) {
      switch note {
      case .transition: self = .stateChange
      case .coerced: self = .coerced
      case .ignored: self = .ignoredRequest
      case .asked: self = .asked
      case .waiting: self = .waiting
      case .actionsSent: self = .actionsSent
      case .reset: self = .reset
      case .tookTouches: self = .tookTouches
      case .delaying: self = .delaying
      case .released: self = .released
      case .ignoresTouch: self = .ignoresTouch
      case .message: self = .message
      }
    }
  }

  /// The recognizer, view or control an entry is about (what a pattern's subject is compared with), if any.
  static func subject(of entry: InteractionTrace.Entry) -> String? {
    switch entry.kind {
    case .gesture(let recognizer, _): recognizer.name
    case .touchBound(_, let view, _), .notDelivered(_, let view, _, _): view?.name
    case .delivered(_, let view, _): view.name
    case .forwarded(_, let from, _): from.name
    case .handled(_, let responder): responder.name
    case .controlEvents(let control, _), .control(let control, _): control.name
    case .focus(let responder, _): responder.name
    case .navigation(let controller, _), .presentation(let controller, _): controller.name
    case .scroll(let view, _), .list(let view, _), .collection(let view, _): view.name
    case .animation(let views, _): views.map(\.name).joined(separator: ", ")
    case .inheritedDelegateDefault(let asker, _): asker.name
    default: nil
    }
  }
}
