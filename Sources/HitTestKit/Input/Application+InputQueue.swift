import Foundation

extension Application {
  /// One primitive input request (touch down, move, lift, cancel, wait), as data: the application runs it
  /// (`run(_:)`) when its turn comes. No closure is made, so a request run at once costs nothing
  /// to describe.
  enum InputRequest {
    /// Fingers put down at window locations, in finger order.
    case touchDown(Placements)
    /// Fingers moved to window locations, in finger order.
    case move([(key: Finger, value: CGPoint)])
    /// Fingers lifted (`.ended`) or cancelled (`.cancelled`), as named by the caller; `name` is what the trace
    /// calls it ("touch up", "cancel").
    case lift([Finger], phase: Touch.Phase, name: String)
    /// Virtual time passing.
    case wait(Duration)

    /// What the request does, in the trace's words (for a queued request).
    var description: String {
      switch self {
      case .touchDown(let placements): "touch down \(placements.map(\.key))"
      case .move(let moves): "move \(moves.map(\.key))"
      case .lift(let fingers, _, let name): "\(name) \(fingers)"
      case .wait(let duration): "wait \(duration)"
      }
    }

    /// Fingers the request puts down.
    var placed: [Finger] {
      if case .touchDown(let placements) = self { placements.map(\.key) } else { [] }
    }

    /// Fingers the request lifts or cancels.
    var lifted: [Finger] {
      if case .lift(let fingers, _, _) = self { fingers } else { [] }
    }

    /// Updates whether `finger` is down for this request having run.
    func apply(to isDown: inout Bool, for finger: Finger) {
      switch self {
      case .touchDown(let placements): if placements.contains(where: { $0.key == finger }) { isDown = true }
      case .lift(let fingers, _, _): if fingers.contains(finger) { isDown = false }
      case .move, .wait: break
      }
    }
  }

  /// Whether `finger` is down once everything already accepted has run: the fingers down now (a finger whose
  /// touch ended in the event being dispatched is not), then every queued request and every request of the
  /// composite being planned, in order.
  ///
  /// Every input request is validated against this projected state, so a request accepted while an event is
  /// being dispatched cannot fail when it finally runs.
  func isFingerDown(_ finger: Finger) -> Bool {
    var isDown = liveTouch(of: finger)?.isDown ?? false
    // Two loops rather than a concatenation: no array is built on the common path (nothing queued).
    for request in pendingInput { request.apply(to: &isDown, for: finger) }
    for request in plannedInput ?? [] { request.apply(to: &isDown, for: finger) }
    return isDown
  }

  /// The live touch of `finger`, if it is down.
  func liveTouch(of finger: Finger) -> Touch? {
    liveTouches[finger]
  }

  /// The fingers down once everything already accepted has run (see ``isFingerDown(_:)``), in order.
  func projectedFingersDown() -> [Finger] {
    var fingers = Set(liveTouches.lazy.filter { $0.touch.isDown }.map(\.finger))
    for request in pendingInput + (plannedInput ?? []) {
      fingers.subtract(request.lifted)
      fingers.formUnion(request.placed)
    }
    return fingers.sorted()
  }

  /// Refuses a request: returns the error to throw, and records the refusal in the trace when the request came
  /// from a handler (while an event is being dispatched), where a `try?` would otherwise hide it.
  ///
  /// A refusal inside a composite (``tap(at:finger:)``, ``drag(from:to:duration:steps:finger:)`` …) is recorded
  /// once, by the composite.
  func refuse(_ error: InputError) -> InputError {
    if isDispatching, plannedInput == nil { recorder.record(.inputRefused(error)) }
    return error
  }

  /// Runs one validated input request and returns the trace it caused.
  ///
  /// Inside a composite being planned, the request joins the plan. While an event is being dispatched, it is
  /// queued (UIKit processes events one at a time): it runs after the current event has been delivered
  /// everywhere, and the trace says so. Otherwise it runs now, followed by anything its handlers queued.
  @discardableResult
  func perform(_ request: InputRequest) throws(InputError) -> InteractionTrace {
    if plannedInput != nil {
      plannedInput?.append(request)
      return InteractionTrace()
    }
    let mark = recorder.mark
    if isDispatching {
      recorder.record(.queued(description: request.description))
      pendingInput.append(request)
      return recorder.trace(since: mark)
    }
    try run(request)
    runPendingInput()
    return recorder.trace(since: mark)
  }

  /// Runs queued input requests in order. They were validated against the projected fingers when accepted, so
  /// none should fail; one that does anyway is recorded, not thrown (its caller has returned).
  func runPendingInput() {
    while !isDispatching, !pendingInput.isEmpty {
      let request = pendingInput.removeFirst()
      do throws(InputError) {
        try run(request)
      } catch {
        recorder.record(.inputFailed(error))
      }
    }
  }

  /// Runs a composite request (``tap(at:finger:)``, ``drag(from:to:duration:steps:finger:)`` …) whole or not at
  /// all, and returns its combined trace.
  ///
  /// `steps` is first run as a plan: each primitive is validated against the fingers as they will be once
  /// everything before it has run, and collected. If any part is refused, nothing is queued or run, the error
  /// is thrown (and recorded once when the composite came from a handler). Otherwise the primitives are queued
  /// together while an event is being dispatched, or run one after the other now.
  ///
  /// When the primitives run now, the application's own handlers may change the fingers between them (a
  /// `touchesBegan` that lifts the finger): a primitive that no longer applies then throws, as it would alone.
  func sequence(_ steps: () throws(InputError) -> Void) throws(InputError) -> InteractionTrace {
    guard plannedInput == nil else {  // a composite inside a composite joins the outer plan
      try steps()
      return InteractionTrace()
    }
    plannedInput = []
    do throws(InputError) {
      try steps()
    } catch {
      plannedInput = nil
      throw refuse(error)
    }
    let plan = plannedInput ?? []
    plannedInput = nil
    let mark = recorder.mark
    for request in plan { try perform(request) }
    return recorder.trace(since: mark)
  }
}
