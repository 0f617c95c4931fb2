/// Follows one `touches…` call up the responder chain, to say who finally handled it.
///
/// The handler is the last responder that received the call and did not pass it on with the default
/// implementation; if the call went past the application, nobody handled it. It is a value stored in the
/// delivered ``Event`` for the call (nothing to allocate per delivery); a delivery made during the call puts
/// its own in the event's place, and gives the call's back ``detached()`` when it ends: the call's forwarding
/// after that is not followed.
struct ResponderChainRecorder {
  private var lastReached: Responder
  private var fellOffTheEnd = false
  /// Whether forwarding is followed: false once a delivery made during the call has ended.
  private var isFollowing = true

  init(start: Responder) {
    lastReached = start
  }

  mutating func forwarded(
    _ phase: Touch.Phase, from: Responder, to next: Responder?, recorder: InteractionRecorder?
  ) {
    guard isFollowing else { return }
    if let next {
      recorder?.record(.forwarded(phase: phase, from: TracedObject(from), to: TracedObject(next)))
      lastReached = next
    } else {
      fellOffTheEnd = true
    }
  }

  func finish(phase: Touch.Phase, recorder: InteractionRecorder) {
    if fellOffTheEnd {
      recorder.record(.unhandled(phase: phase))
    } else {
      recorder.record(.handled(phase: phase, by: TracedObject(lastReached)))
    }
  }

  /// The recorder as it is, no longer following forwarding (what it has seen still says who handled the call).
  func detached() -> Self {
    var copy = self
    copy.isFollowing = false
    return copy
  }
}
