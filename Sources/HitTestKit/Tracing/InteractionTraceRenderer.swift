/// Renders interaction-trace entries as indented lines.
enum InteractionTraceRenderer {
  static func write(
    _ entry: InteractionTrace.Entry, showsHitTestDetails: Bool, to stream: inout some TextOutputStream
  ) {
    let indent = String(repeating: "  ", count: entry.depth)
    for line in lines(for: entry, showsHitTestDetails: showsHitTestDetails) {
      stream.write(indent + line + "\n")
    }
  }

  private static func lines(for entry: InteractionTrace.Entry, showsHitTestDetails: Bool) -> [String] {
    switch entry.kind {
    case .event(let number, let touches):
      let parts = touches.map { "\($0.finger) \($0.phase) at \($0.location.compactDescription)" }
      return ["[\(timeText(entry.time))] event \(number): " + parts.joined(separator: ", ")]
    case .queued(let request):
      return ["queued until the current event finishes: \(text(of: request))"]
    case .clockAdvanced(let from, let to):
      return ["[\(timeText(to))] time advanced by \(timeText(to - from)) s"]
    case .timerFired(let name):
      return ["[\(timeText(entry.time))] timer fired: \(name)"]
    case .hitTest(let finger, let trace):
      let winner = trace.result?.displayName ?? "nothing"
      guard showsHitTestDetails else {
        return ["hit test for \(finger) → \(winner) (\(trace.visitedViewCount) views visited)"]
      }
      return ["hit test for \(finger):"] + trace.description.split(separator: "\n").map { "  " + $0 }
    case .touchBound(let finger, let view, let recognizers):
      let list =
        recognizers.isEmpty
        ? "no gesture recognizers" : "recognizers " + recognizers.map(\.name).joined(separator: ", ")
      return ["\(finger) belongs to \(view?.name ?? "nothing"); \(list)"]
    case .delivered(let phase, let to, let fingers):
      return ["\(methodName(phase)) → \(to) [\(fingers.map(\.description).joined(separator: ", "))]"]
    case .forwarded(let phase, let from, let to):
      return ["\(from) passes \(methodName(phase)) up the responder chain → \(to)"]
    case .handled(let phase, let by):
      return ["\(methodName(phase)) handled by \(by)"]
    case .unhandled(let phase):
      return ["nobody handled \(methodName(phase)) (end of the responder chain)"]
    case .notDelivered(let phase, let to, let finger, let reason):
      return [
        "\(methodName(phase)) not delivered to \(to?.name ?? "any view") for \(finger): \(text(of: reason))"
      ]
    case .gesture(let recognizer, let note):
      return ["\(recognizer): \(text(of: note))"]
    case .controlEvents(let control, let events):
      return ["\(control) sends \(events)"]
    case .control(let control, .leftWindowWhileTracking(let finger)):
      return ["\(control): left its window while tracking \(finger): tracking cancelled (UIKit's rule)"]
    case .scroll(let view, let decision):
      return ["\(view): \(ScrollDecisionRenderer.text(of: decision, scrollView: view))"]
    case .list(let view, let decision):
      return ["\(view): \(ListDecisionRenderer.text(of: decision))"]
    case .focus(let responder, let decision):
      return ["\(responder): \(FocusDecisionRenderer.text(of: decision))"]
    case .navigation(let controller, let decision):
      return ["\(controller): \(NavigationDecisionRenderer.text(of: decision))"]
    case .presentation(let controller, let decision):
      return ["\(controller): \(PresentationDecisionRenderer.text(of: decision))"]
    case .collection(let view, let decision):
      return ["\(view): \(ListDecisionRenderer.text(of: decision))"]
    case .animation(let views, let decision):
      return [
        "\(views.map(\.name).joined(separator: ", ")): \(AnimationDecisionRenderer.text(of: decision))"
      ]
    case .note(let text):
      return ["note: \(text)"]
    case .inputFailed(let error):
      return ["queued input failed: \(error)"]
    case .inputRefused(let error):
      return ["input refused, nothing queued: \(error)"]
    case .inheritedDelegateDefault(let asker, let note):
      let (subclass, adopter, method) = (note.delegateClass, note.adoptingClass, note.method.rawValue)
      return [
        "\(asker): warning: \(subclass)'s \(method) is \(note.method.protocolName)'s default, because \(subclass) "
          + "inherits the protocol from \(adopter): a \(method) declared only in \(subclass) is never called "
          + "(Swift binds protocol methods where the protocol is adopted); declare it in \(adopter) and override it"
      ]
    case .truncated(let limit):
      return [
        "trace truncated after \(limit) entries (Application.traceEntryLimit): later entries are not recorded"
      ]
    }
  }

  private static func text(of note: InteractionTrace.GestureNote) -> String {
    switch note {
    case .transition(let from, let to, let cause):
      let because = text(of: cause)
      return "\(from) → \(to)" + (because.isEmpty ? "" : " (\(because))")
    case .coerced(let requested, let to):
      return "state \(requested) requested, coerced to \(to) (UIKit's rule)"
    case .ignored(let requested):
      return "state \(requested) requested, ignored (finished; waits for reset)"
    case .asked(let question, let answer): return "asked \(text(of: question)) → \(answer)"
    case .waiting(let other): return "wants to recognize, waits for \(other) to fail"
    case .actionsSent(let state, let count):
      return "action sent (\(state)) to \(count) target\(count == 1 ? "" : "s")"
    case .reset: return "reset → possible"
    case .tookTouches(let fingers, let views):
      let list = fingers.map(\.description).joined(separator: ", ")
      let cancelled = views.isEmpty ? "" : "; touchesCancelled → " + views.map(\.name).joined(separator: ", ")
      return "takes \(list) from the view (cancelsTouchesInView)\(cancelled)"
    case .delaying(let phase, let finger):
      return "holds \(methodName(phase)) for \(finger) until it decides"
    case .released(let fingers):
      return "failed, releases held touches of " + fingers.map(\.description).joined(separator: ", ")
    case .ignoresTouch(let finger, let reason): return "ignores \(finger) (\(text(of: reason)))"
    case .message(let text): return text
    }
  }

  static func methodName(_ phase: Touch.Phase) -> String {
    switch phase {
    case .began: "touchesBegan"
    case .moved, .stationary: "touchesMoved"
    case .ended: "touchesEnded"
    case .cancelled: "touchesCancelled"
    }
  }

  /// Seconds with three decimals, deterministic (`0.350`).
  static func timeText(_ time: TimeInterval) -> String {
    // The clock stops at `VirtualClock.maximumTime`; a time beyond what milliseconds can count in an `Int` (only
    // a hand-made entry) is written as the double it is rather than trapping.
    guard let milliseconds = Int(exactly: (time * 1000).rounded()) else { return "\(time)" }
    let whole = milliseconds / 1000
    let fraction = milliseconds % 1000
    let padded = fraction < 10 ? "00\(fraction)" : fraction < 100 ? "0\(fraction)" : "\(fraction)"
    return "\(whole).\(padded)"
  }
}
