/// Follows one `touches…` call up the responder chain, to say who finally handled it.
///
/// The handler is the last responder that received the call and did not pass it on with the default
/// implementation; if the call went past the application, nobody handled it.
final class ResponderChainRecorder {
  private var lastReached: Responder
  private var fellOffTheEnd = false

  init(start: Responder) {
    lastReached = start
  }

  func forwarded(_ phase: Touch.Phase, from: Responder, to next: Responder?, recorder: InteractionRecorder?) {
    if let next {
      recorder?.record(.forwarded(phase: phase, from: from.responderName, to: next.responderName))
      lastReached = next
    } else {
      fellOffTheEnd = true
    }
  }

  func finish(phase: Touch.Phase, recorder: InteractionRecorder) {
    if fellOffTheEnd {
      recorder.record(.unhandled(phase: phase))
    } else {
      recorder.record(.handled(phase: phase, by: lastReached.responderName))
    }
  }
}
