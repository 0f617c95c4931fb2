public import HitTestKit

/// A pattern for one interaction-trace entry: its kind, and the fields a test cares about.
///
/// A pattern matches entries by their structure (`InteractionTrace.Entry.kind`), not by the rendered
/// text, so a test states what happened and keeps passing when only the wording of the trace changes.
/// Every field is optional: leave one out (or pass `nil`) to accept any value. Names of views, recognizers and
/// responders take a ``Text``: a string literal matches exactly, `.containing("…")` a part. Decisions are matched
/// as the typed values the engine recorded: a whole value (`cause: .tapEnded(tap: 1, of: 1)`), or only which rule
/// decided (`because: .movedBeyondLimit`) when the numbers do not matter.
///
/// ```swift
/// expectTrace(trace, contains: .stateChange(recognizer: "tap", from: .possible, to: .ended))
/// expectTrace(trace, contains: .stateChange(recognizer: "tap", to: .failed, because: .movedBeyondLimit))
/// expectTrace(trace, contains: .delivered(.ended, to: "card", fingers: [1]))
/// expectTrace(trace, lacks: .stateChange(recognizer: "press", to: .failed))
/// expectTrace(trace, containsInOrder: [.delivered(.began, to: "card"), .handled(.began, by: "card")])
/// ```
///
/// Depth (indentation) and time are not compared; query them on `InteractionTrace.entries` when they
/// matter.
public struct TracePattern: CustomStringConvertible {
  /// The kind of entry the pattern looks for, as failure messages name it (`state change`, `delivery`…).
  let kind: EntryKind
  /// The recognizer, view or control the pattern names, if any: failure messages list its entries first.
  let subject: Text?
  /// The pattern as a failure message shows it, in the words of the rendered trace.
  public let description: String
  private let test: (InteractionTrace.Entry) -> Bool

  private init(
    _ kind: EntryKind, subject: Text? = nil, _ description: String,
    where test: @escaping (InteractionTrace.Entry) -> Bool
  ) {
    self.kind = kind
    self.subject = subject
    self.description = description
    self.test = test
  }

  /// Whether `entry` is of the pattern's kind and has the fields the pattern asks for.
  public func matches(_ entry: InteractionTrace.Entry) -> Bool {
    EntryKind(entry.kind) == kind && test(entry)
  }
}

// MARK: Events, hit tests and input

extension TracePattern {
  /// An event was dispatched: its number, and the fingers it carried.
  public static func event(number: Int? = nil, fingers: [Finger]? = nil) -> TracePattern {
    TracePattern(.event, "event \(show(number)): \(show(fingers))") { entry in
      guard case .event(let actual, let touches) = entry.kind else { return false }
      return number.admits(actual) && fingers.admits(touches.map(\.finger))
    }
  }

  /// A finger's hit test, and the view it returned (`"nothing"` when none did).
  public static func hitTest(finger: Finger? = nil, result: Text? = nil) -> TracePattern {
    TracePattern(.hitTest, "hit test for \(show(finger)) → \(show(result))") { entry in
      guard case .hitTest(let actual, let trace) = entry.kind else { return false }
      return finger.admits(actual) && result.admits(trace.result?.displayName ?? "nothing")
    }
  }

  /// A touch was bound to its view (`"nothing"` when the hit test found none) and to these gesture recognizers
  /// (hit view's first), by name.
  public static func touchBound(finger: Finger? = nil, view: Text? = nil, recognizers: [String]? = nil)
    -> TracePattern
  {
    TracePattern(
      .touchBound, subject: view, "\(show(finger)) belongs to \(show(view)); recognizers \(show(recognizers))"
    ) { entry in
      guard case .touchBound(let actualFinger, let actualView, let actualRecognizers) = entry.kind else {
        return false
      }
      return finger.admits(actualFinger) && view.admits(actualView?.name ?? "nothing")
        && recognizers.admits(actualRecognizers.map(\.name))
    }
  }

  /// An input request made during an event was queued until it finished: which primitive, fingers and places.
  public static func queued(_ request: InteractionTrace.QueuedInput? = nil) -> TracePattern {
    TracePattern(.queued, "queued until the current event finishes: \(show(request))") { entry in
      guard case .queued(let actual) = entry.kind else { return false }
      return request.admits(actual)
    }
  }

  /// A queued input request failed when it ran, with this error.
  public static func inputFailed(_ error: InputError? = nil) -> TracePattern {
    TracePattern(.inputFailed, "queued input failed: \(show(error))") { entry in
      guard case .inputFailed(let actual) = entry.kind else { return false }
      return error.admits(actual)
    }
  }

  /// An input request made from a handler was refused, with this error.
  public static func inputRefused(_ error: InputError? = nil) -> TracePattern {
    TracePattern(.inputRefused, "input refused, nothing queued: \(show(error))") { entry in
      guard case .inputRefused(let actual) = entry.kind else { return false }
      return error.admits(actual)
    }
  }

  /// The trace reached its entry limit (`Application.traceEntryLimit`), this many entries.
  public static func truncated(limit: Int? = nil) -> TracePattern {
    TracePattern(.truncated, "trace truncated after \(show(limit)) entries") { entry in
      guard case .truncated(let actual) = entry.kind else { return false }
      return limit.admits(actual)
    }
  }

  /// A delegate's protocol default answered `method` for `asker`, although the delegate's class (`delegateClass`)
  /// inherits the protocol's adoption: its own method of that name is never called.
  public static func inheritedDelegateDefault(
    asker: Text? = nil, delegateClass: Text? = nil, method: InteractionTrace.DelegateMethod? = nil
  ) -> TracePattern {
    TracePattern(
      .inheritedDelegateDefault, subject: asker,
      "\(show(asker)): \(show(delegateClass))'s \(show(method)) is the protocol's default"
    ) { entry in
      guard case .inheritedDelegateDefault(let actualAsker, let note) = entry.kind else { return false }
      return asker.admits(actualAsker.name) && delegateClass.admits(note.delegateClass)
        && method.admits(note.method)
    }
  }

  /// A timer fired.
  public static func timerFired(_ name: Text? = nil) -> TracePattern {
    TracePattern(.timerFired, "timer fired: \(show(name))") { entry in
      guard case .timerFired(let actual) = entry.kind else { return false }
      return name.admits(actual)
    }
  }

  /// A note a scenario added (`application.note("…")`).
  public static func note(_ text: Text? = nil) -> TracePattern {
    TracePattern(.note, "note: \(show(text))") { entry in
      guard case .note(let actual) = entry.kind else { return false }
      return text.admits(actual)
    }
  }
}

// MARK: Views and the responder chain

extension TracePattern {
  /// A `touches…` call was delivered to a view, with these fingers.
  public static func delivered(_ phase: Touch.Phase? = nil, to view: Text? = nil, fingers: [Finger]? = nil)
    -> TracePattern
  {
    TracePattern(.delivered, subject: view, "\(show(phase)) → \(show(view)) [\(show(fingers))]") { entry in
      guard case .delivered(let actualPhase, let actualView, let actualFingers) = entry.kind else {
        return false
      }
      return phase.admits(actualPhase) && view.admits(actualView.name) && fingers.admits(actualFingers)
    }
  }

  /// A responder's default `touches…` passed the call up the responder chain.
  public static func forwarded(_ phase: Touch.Phase? = nil, from: Text? = nil, to: Text? = nil)
    -> TracePattern
  {
    TracePattern(
      .forwarded, subject: from, "\(show(from)) passes \(show(phase)) up the responder chain → \(show(to))"
    ) { entry in
      guard case .forwarded(let actualPhase, let actualFrom, let actualTo) = entry.kind else { return false }
      return phase.admits(actualPhase) && from.admits(actualFrom.name) && to.admits(actualTo.name)
    }
  }

  /// The responder that received a `touches…` call last and did not pass it on.
  public static func handled(_ phase: Touch.Phase? = nil, by responder: Text? = nil) -> TracePattern {
    TracePattern(.handled, subject: responder, "\(show(phase)) handled by \(show(responder))") { entry in
      guard case .handled(let actualPhase, let actualResponder) = entry.kind else { return false }
      return phase.admits(actualPhase) && responder.admits(actualResponder.name)
    }
  }

  /// A `touches…` call went past the end of the responder chain.
  public static func unhandled(_ phase: Touch.Phase? = nil) -> TracePattern {
    TracePattern(.unhandled, "nobody handled \(show(phase)) (end of the responder chain)") { entry in
      guard case .unhandled(let actualPhase) = entry.kind else { return false }
      return phase.admits(actualPhase)
    }
  }

  /// A touch phase was not delivered to its view (`"any view"` when the hit test found none), and why: the whole
  /// refusal (`reason`), or only the rule that refused it (`because`).
  public static func notDelivered(
    _ phase: Touch.Phase? = nil, to view: Text? = nil, finger: Finger? = nil,
    reason: InteractionTrace.DeliveryRefusal? = nil,
    because rule: InteractionTrace.DeliveryRefusal.Kind? = nil
  ) -> TracePattern {
    let why = reason.map { "\($0)" } ?? rule.map { "\($0)" }
    return TracePattern(
      .notDelivered, subject: view,
      "\(show(phase)) not delivered to \(show(view)) for \(show(finger)): \(show(why))"
    ) { entry in
      guard
        case .notDelivered(let actualPhase, let actualView, let actualFinger, let actualReason) = entry.kind
      else { return false }
      return phase.admits(actualPhase) && view.admits(actualView?.name ?? "any view")
        && finger.admits(actualFinger) && reason.admits(actualReason) && rule.admits(actualReason.kind)
    }
  }

  /// A control sent exactly these events to its actions.
  public static func controlEvents(control: Text? = nil, events: ControlEvent? = nil) -> TracePattern {
    TracePattern(.controlEvents, subject: control, "\(show(control)) sends \(show(events))") { entry in
      guard case .controlEvents(let actualControl, let actualEvents) = entry.kind else { return false }
      return control.admits(actualControl.name) && events.admits(actualEvents)
    }
  }

  /// A control stopped tracking for a reason of its own (it left its window while tracking).
  public static func control(control: Text? = nil, _ note: InteractionTrace.ControlNote? = nil)
    -> TracePattern
  {
    TracePattern(.control, subject: control, "\(show(control)): \(show(note))") { entry in
      guard case .control(let actualControl, let actualNote) = entry.kind else { return false }
      return control.admits(actualControl.name) && note.admits(actualNote)
    }
  }

  /// A scroll view's decision, exactly (views named in it are compared by identity and name), or any decision.
  ///
  /// ```swift
  /// expectTrace(trace, contains: .scroll(view: "feed", .beganDragging(contentOffset: .zero)))
  /// ```
  public static func scroll(view: Text? = nil, _ decision: ScrollView.Decision? = nil) -> TracePattern {
    TracePattern(.scroll, subject: view, "\(show(view)): \(show(decision))") { entry in
      guard case .scroll(let actualView, let actual) = entry.kind else { return false }
      return view.admits(actualView.name) && decision.admits(actual)
    }
  }

  /// A scroll view's decision that `matches` accepts: a case, and the fields a test cares about.
  ///
  /// ```swift
  /// expectTrace(trace, contains: .scroll(view: "carousel", "refused its pan vertically") {
  ///   if case .panRefused(let admission) = $0 { admission.axes.map(\.axis) == [.vertical] } else { false }
  /// })
  /// ```
  public static func scroll(
    view: Text? = nil, _ description: String, where matches: @escaping (ScrollView.Decision) -> Bool
  ) -> TracePattern {
    TracePattern(.scroll, subject: view, "\(show(view)): \(description)") { entry in
      guard case .scroll(let actualView, let actual) = entry.kind else { return false }
      return view.admits(actualView.name) && matches(actual)
    }
  }

  /// A view animation's decision, exactly, or any decision; `views` is the animated views' names, joined by ", ".
  ///
  /// ```swift
  /// expectTrace(trace, contains: .animation(views: "card", .completion(number: 1, finished: true)))
  /// ```
  public static func animation(views: Text? = nil, _ decision: ViewAnimation.Decision? = nil) -> TracePattern
  {
    TracePattern(.animation, subject: views, "\(show(views)): \(show(decision))") { entry in
      guard case .animation(let actualViews, let actual) = entry.kind else { return false }
      return views.admits(actualViews.map(\.name).joined(separator: ", ")) && decision.admits(actual)
    }
  }

  /// A view animation's decision that `matches` accepts: a case, and the fields a test cares about.
  public static func animation(
    views: Text? = nil, _ description: String, where matches: @escaping (ViewAnimation.Decision) -> Bool
  ) -> TracePattern {
    TracePattern(.animation, subject: views, "\(show(views)): \(description)") { entry in
      guard case .animation(let actualViews, let actual) = entry.kind else { return false }
      return views.admits(actualViews.map(\.name).joined(separator: ", ")) && matches(actual)
    }
  }
}

// MARK: Gesture recognizers

extension TracePattern {
  /// A gesture recognizer's note that `note` accepts.
  private static func gesture(
    _ kind: EntryKind, _ recognizer: Text?, _ description: String,
    where note: @escaping (InteractionTrace.GestureNote) -> Bool
  ) -> TracePattern {
    TracePattern(kind, subject: recognizer, "\(show(recognizer)): \(description)") { entry in
      guard case .gesture(let object, let actual) = entry.kind else { return false }
      return recognizer.admits(object.name) && note(actual)
    }
  }

  /// A recognizer changed state, and why: the whole cause (`cause`, numbers and objects included), or only the
  /// rule that decided it (`because`).
  public static func stateChange(
    recognizer: Text? = nil, from: GestureRecognizer.State? = nil, to: GestureRecognizer.State? = nil,
    cause: InteractionTrace.GestureNote.Cause? = nil,
    because rule: InteractionTrace.GestureNote.Cause.Kind? = nil
  ) -> TracePattern {
    let why = cause.map { "\($0)" } ?? rule.map { "\($0)" }
    return gesture(.stateChange, recognizer, "\(show(from)) → \(show(to)) (cause \(show(why)))") { note in
      guard case .transition(let actualFrom, let actualTo, let actualCause) = note else { return false }
      return from.admits(actualFrom) && to.admits(actualTo) && cause.admits(actualCause)
        && rule.admits(actualCause.kind)
    }
  }

  /// A requested state was coerced into another, as UIKit coerces it.
  public static func coerced(
    recognizer: Text? = nil, requested: GestureRecognizer.State? = nil, to: GestureRecognizer.State? = nil
  ) -> TracePattern {
    gesture(.coerced, recognizer, "state \(show(requested)) requested, coerced to \(show(to))") { note in
      guard case .coerced(let actualRequested, let actualTo) = note else { return false }
      return requested.admits(actualRequested) && to.admits(actualTo)
    }
  }

  /// A requested state change was ignored: the recognizer had finished and waits for reset.
  public static func ignoredRequest(recognizer: Text? = nil, requested: GestureRecognizer.State? = nil)
    -> TracePattern
  {
    gesture(.ignoredRequest, recognizer, "state \(show(requested)) requested, ignored") { note in
      guard case .ignored(let actualRequested) = note else { return false }
      return requested.admits(actualRequested)
    }
  }

  /// A delegate or view was asked a question (`.shouldReceive(1)`), with its answer.
  public static func asked(
    recognizer: Text? = nil, question: InteractionTrace.GestureNote.Question? = nil, answer: Bool? = nil
  )
    -> TracePattern
  {
    gesture(.asked, recognizer, "asked \(show(question)) → \(show(answer))") { note in
      guard case .asked(let actualQuestion, let actualAnswer) = note else { return false }
      return question.admits(actualQuestion) && answer.admits(actualAnswer)
    }
  }

  /// A recognizer wants to recognize but waits for another one to fail.
  public static func waiting(recognizer: Text? = nil, for other: Text? = nil) -> TracePattern {
    gesture(.waiting, recognizer, "wants to recognize, waits for \(show(other)) to fail") { note in
      guard case .waiting(let actualOther) = note else { return false }
      return other.admits(actualOther.name)
    }
  }

  /// A recognizer sent its actions, in this state, to this many targets.
  public static func actionsSent(
    recognizer: Text? = nil, state: GestureRecognizer.State? = nil, count: Int? = nil
  ) -> TracePattern {
    gesture(.actionsSent, recognizer, "action sent (\(show(state))) to \(show(count)) targets") { note in
      guard case .actionsSent(let actualState, let actualCount) = note else { return false }
      return state.admits(actualState) && count.admits(actualCount)
    }
  }

  /// A recognizer was reset to possible.
  public static func reset(recognizer: Text? = nil) -> TracePattern {
    gesture(.reset, recognizer, "reset → possible") { note in
      guard case .reset = note else { return false }
      return true
    }
  }

  /// A recognizer took touches from their view (`cancelsTouchesInView`); the views that got `touchesCancelled`, by
  /// name.
  public static func tookTouches(
    recognizer: Text? = nil, fingers: [Finger]? = nil, cancelledInViews: [String]? = nil
  )
    -> TracePattern
  {
    gesture(
      .tookTouches, recognizer,
      "takes \(show(fingers)) from the view; touchesCancelled → \(show(cancelledInViews))"
    ) { note in
      guard case .tookTouches(let actualFingers, let actualViews) = note else { return false }
      return fingers.admits(actualFingers) && cancelledInViews.admits(actualViews.map(\.name))
    }
  }

  /// A recognizer holds a view's `touches…` call for a finger until it decides.
  public static func delaying(recognizer: Text? = nil, phase: Touch.Phase? = nil, finger: Finger? = nil)
    -> TracePattern
  {
    gesture(.delaying, recognizer, "holds \(show(phase)) for \(show(finger)) until it decides") { note in
      guard case .delaying(let actualPhase, let actualFinger) = note else { return false }
      return phase.admits(actualPhase) && finger.admits(actualFinger)
    }
  }

  /// A recognizer failed and released the held touches of these fingers to their view.
  public static func released(recognizer: Text? = nil, fingers: [Finger]? = nil) -> TracePattern {
    gesture(.released, recognizer, "failed, releases held touches of \(show(fingers))") { note in
      guard case .released(let actualFingers) = note else { return false }
      return fingers.admits(actualFingers)
    }
  }

  /// A recognizer stopped receiving a touch, and why.
  public static func ignoresTouch(
    recognizer: Text? = nil, finger: Finger? = nil, reason: InteractionTrace.GestureNote.IgnoreReason? = nil
  ) -> TracePattern {
    gesture(.ignoresTouch, recognizer, "ignores \(show(finger)) (\(show(reason)))") { note in
      guard case .ignoresTouch(let actualFinger, let actualReason) = note else { return false }
      return finger.admits(actualFinger) && reason.admits(actualReason)
    }
  }

  /// Free text from a recognizer subclass.
  public static func message(recognizer: Text? = nil, _ text: Text? = nil) -> TracePattern {
    gesture(.message, recognizer, show(text)) { note in
      guard case .message(let actual) = note else { return false }
      return text.admits(actual)
    }
  }
}

// MARK: Showing a pattern's fields

/// A field of a pattern as its description shows it: the value, or `any` when the pattern accepts any.
// MARK: Focus

extension TracePattern {
  /// A first-responder, nil-target action, text-field or keyboard step about `responder`, with `decision` if
  /// given.
  ///
  /// ```swift
  /// expectTrace(trace, contains: .focus(responder: "email", .became(previous: nil)))
  /// ```
  ///
  /// - Parameters:
  ///   - responder: The responder's name (or a ``Text`` match); `nil` for any.
  ///   - decision: The exact decision; `nil` for any.
  /// - Returns: The pattern.
  public static func focus(responder: Text? = nil, _ decision: FocusDecision? = nil) -> TracePattern {
    let wanted = decision.map { "\($0)" } ?? "any focus decision"
    return TracePattern(.focus, subject: responder, "\(responder?.description ?? "any responder"): \(wanted)")
    {
      entry in
      guard case .focus(let actualResponder, let actual) = entry.kind else { return false }
      return responder.admits(actualResponder.name) && (decision.map { $0 == actual } ?? true)
    }
  }
}

private func show(_ value: (some Any)?) -> String {
  guard let value else { return "any" }
  if let list = value as? [Any] { return list.map { "\($0)" }.joined(separator: ", ") }
  return "\(value)"
}

extension Optional where Wrapped: Equatable {
  /// Whether `candidate` is the wanted value; `nil` (no value wanted) accepts anything.
  fileprivate func admits(_ candidate: Wrapped) -> Bool {
    self.map { $0 == candidate } ?? true
  }
}
