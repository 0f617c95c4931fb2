/// Runs the recognizers of one application: binds touches, delivers them, arbitrates, sends actions, resets.
///
/// The rules are UIKit's (see the reference, §5): a touch is bound at touch-down to the recognizers of its
/// hit view and every ancestor (hit view's first, the window's last; each view's in the order added) whose
/// delegate agrees; each event goes to those recognizers (began, moved, ended, cancelled calls, in that
/// order) before the views; state changes are arbitrated as they are requested; actions are sent after
/// every recognizer has seen the event, before the views get their touches; finished recognizers are reset
/// at the end of the event.
///
/// It is the only writer of each recognizer's ``GestureRecognizer/Bookkeeping``.
final class GestureEnvironment {
  /// The application that owns the environment; `nil` once it is gone.
  weak var application: Application?
  /// Recognizers with touches since their last reset, in the order they were first bound.
  private(set) var active: [GestureRecognizer] = []
  /// Recognizers owed their action callbacks, in the order of their transitions.
  var pendingActions: [GestureRecognizer] = []

  /// The application's recorder and clock. Neither refers back to the environment, so holding them makes no
  /// cycle; the environment goes away with its application.
  let recorder: InteractionRecorder
  let clock: VirtualClock?

  init(recorder: InteractionRecorder, clock: VirtualClock) {
    self.recorder = recorder
    self.clock = clock
  }

  /// Whether the application records its trace (notes that need work to gather are skipped otherwise).
  var isTracing: Bool { recorder.isEnabled }

  /// Records a note about `recognizer` when tracing is on; `note` is not evaluated otherwise.
  func record(_ recognizer: GestureRecognizer, _ note: @autoclosure () -> InteractionTrace.GestureNote) {
    recorder.record(.gesture(recognizer: recognizer.displayName, note()))
  }

  /// Whether `recognizer` tracks touches here since its last reset.
  func isActive(_ recognizer: GestureRecognizer) -> Bool {
    active.contains { $0 === recognizer }
  }

  // MARK: Binding and delivery

  /// Binds a touch that just began to the recognizers of its view and the view's ancestors.
  func bind(_ touch: Touch, event: Event) {
    // The candidates are collected before any delegate is asked: a delegate may change the hierarchy.
    var candidates: [GestureRecognizer] = []
    var view = touch.view
    while let current = view {
      candidates += current.attachedGestureRecognizers
      view = current.superview
    }
    let bound = candidates.filter { bind(touch, to: $0) }
    touch.gestureRecognizers = bound
    recorder.record(
      .touchBound(
        finger: touch.finger, view: touch.view?.displayName ?? "nothing",
        recognizers: bound.map(\.displayName)))
  }

  /// Binds `touch` to `recognizer` unless it is disabled, finished or its delegate refuses; returns whether it did.
  private func bind(_ touch: Touch, to recognizer: GestureRecognizer) -> Bool {
    guard recognizer.isEnabled else { return false }
    if recognizer.currentState.isFinished {
      record(recognizer, .ignoresTouch(finger: touch.finger, reason: "finished, waits for reset"))
      return false
    }
    if let delegate = recognizer.delegate {
      let answer = delegate.gestureRecognizer(recognizer, shouldReceive: touch)
      record(recognizer, .asked(question: "delegate shouldReceive \(touch.finger)", answer: answer))
      guard answer else { return false }
    }
    if recognizer.bookkeeping.environment !== self { recognizer.bookkeeping.environment = self }
    recognizer.bookkeeping.trackedTouches.append(touch)
    if !isActive(recognizer) { active.append(recognizer) }
    return true
  }

  /// Stops delivering `touch` to `recognizer` (``GestureRecognizer/ignore(_:for:)``).
  func ignore(_ touch: Touch, by recognizer: GestureRecognizer) {
    guard recognizer.bookkeeping.ignoredTouches.insert(ObjectIdentifier(touch)).inserted else { return }
    record(recognizer, .ignoresTouch(finger: touch.finger, reason: "ignore(_:for:)"))
  }

  /// Gives each recognizer its touches of this event, in collection order, phase by phase.
  ///
  /// `touches` are touches of `event`, in finger order.
  func deliverToRecognizers(_ touches: [Touch], event: Event) {
    var order: [GestureRecognizer] = []
    for touch in touches {
      for recognizer in touch.gestureRecognizers where !order.contains(where: { $0 === recognizer }) {
        order.append(recognizer)
      }
    }
    var anyBegan = false
    for recognizer in order {
      recognizer.bookkeeping.wasBeganAtEventStart = recognizer.currentState == .began
      anyBegan = anyBegan || recognizer.bookkeeping.wasBeganAtEventStart
      recognizer.bookkeeping.stateWasSetThisEvent = false
      recognizer.bookkeeping.receivedTouchesThisEvent = false
    }
    for recognizer in order {
      let mine = touches.filter { recognizer.bookkeeping.receives($0) }
      guard !mine.isEmpty else { continue }
      event.noteDelivery(to: recognizer, touches: Set(mine))
      for phase in [Touch.Phase.began, .moved, .ended, .cancelled] {
        guard recognizer.isEnabled, !recognizer.currentState.isFinished else { break }
        let inPhase = mine.filter { $0.phase == phase }
        guard !inPhase.isEmpty else { continue }
        send(phase, of: Set(inPhase), to: recognizer, event: event)
      }
    }
    if anyBegan { finishDelivery(to: order) }
  }

  /// UIKit moves a continuous recognizer still in began to changed at its next event.
  private func finishDelivery(to order: [GestureRecognizer]) {
    for recognizer in order
    where recognizer.bookkeeping.wasBeganAtEventStart && recognizer.bookkeeping.receivedTouchesThisEvent
      && recognizer.currentState == .began && !recognizer.bookkeeping.stateWasSetThisEvent
    {
      request(.changed, for: recognizer, cause: "still began at its next event")
    }
  }

  /// Calls the recognizer's `touches…` method for `phase` (not stationary) with `touches`.
  private func send(
    _ phase: Touch.Phase, of touches: Set<Touch>, to recognizer: GestureRecognizer, event: Event
  ) {
    recognizer.bookkeeping.receivedTouchesThisEvent = true
    switch phase {
    case .began: recognizer.touchesBegan(touches, with: event)
    case .moved: recognizer.touchesMoved(touches, with: event)
    case .ended: recognizer.touchesEnded(touches, with: event)
    default: recognizer.touchesCancelled(touches, with: event)
    }
  }

  /// The recognizer holding back the next phase of `touch` from its view, if any.
  func holder(of touch: Touch, phase: Touch.Phase) -> GestureRecognizer? {
    let endPending = phase == .ended || touch.delivery.held.contains(.ended)
    let beganPending = touch.delivery.status == .notStarted
    return touch.gestureRecognizers.first { recognizer in
      ((beganPending && recognizer.delaysTouchesBegan) || (endPending && recognizer.delaysTouchesEnded))
        && recognizer.isEnabled && recognizer.currentState == .possible
        && recognizer.bookkeeping.receives(touch)
    }
  }

  // MARK: Timers

  /// Schedules `action` on the clock for `recognizer`, named after it, and lists its token for reset.
  func scheduleTimer(
    for recognizer: GestureRecognizer, after delay: TimeInterval, name: String,
    _ action: @escaping () -> Void
  ) -> VirtualClock.TimerToken? {
    guard let clock else { return nil }
    let owner: VirtualClock.Owner =
      isTracing || recognizer.name != nil
      ? .named(recognizer.displayName) : .recognizerClass(type(of: recognizer))
    let token = clock.schedule(after: delay, owner: owner, name: name, action)
    recognizer.bookkeeping.timers.append(token)
    return token
  }

  /// Cancels one of `recognizer`'s timers.
  func cancelTimer(_ token: VirtualClock.TimerToken, of recognizer: GestureRecognizer) {
    clock?.cancel(token)
    recognizer.bookkeeping.timers.removeAll { $0 == token }
  }

  // MARK: Actions and reset

  /// Sends the action callbacks owed for transitions, in the order the transitions happened.
  func sendPendingActions() {
    while !pendingActions.isEmpty {
      let recognizer = pendingActions.removeFirst()
      guard !recognizer.actions.isEmpty else { continue }
      record(recognizer, .actionsSent(recognizer.currentState, count: recognizer.actions.count))
      for action in recognizer.actions { action(recognizer) }
    }
  }

  /// Resets the recognizers that finished; touches still down are ignored by them from now on.
  func resetFinishedRecognizers() {
    // The list as it was: each reset removes its recognizer, and an overridden reset() may change it further.
    for recognizer in active where recognizer.currentState.isFinished {
      reset(recognizer)
    }
    // Lifted touches leave their recognizers, except those whose view still waits for the decision.
    func isDone(_ touch: Touch) -> Bool {
      !touch.isDown && touch.delivery.held.isEmpty && !touch.delivery.needsCancellation
    }
    for recognizer in active {
      recognizer.bookkeeping.trackedTouches.removeAll(where: isDone)
    }
  }

  /// Resets `recognizer`: its own `reset()`, then its timers, state and touches.
  func reset(_ recognizer: GestureRecognizer) {
    recognizer.reset()
    if let clock {
      for token in recognizer.bookkeeping.timers { clock.cancel(token) }
    }
    recognizer.currentState = .possible
    let environment = recognizer.bookkeeping.environment
    recognizer.bookkeeping = GestureRecognizer.Bookkeeping()
    recognizer.bookkeeping.environment = environment
    active.removeAll { $0 === recognizer }
    record(recognizer, .reset)
  }

  /// Lets go of every tracked touch and timer (the application is going away).
  func releaseTouches(cancellingTimersOn clock: VirtualClock) {
    for recognizer in active {
      for token in recognizer.bookkeeping.timers { clock.cancel(token) }
      recognizer.bookkeeping.timers = []
      recognizer.bookkeeping.trackedTouches = []
    }
    active = []
  }

  /// A recognizer was disabled: a gesture in progress fails (possible) or is cancelled (began/changed).
  func disabled(_ recognizer: GestureRecognizer) {
    endAbruptly(recognizer, cause: "disabled")
  }

  /// A recognizer was removed from its view: the same as disabling it.
  func removed(_ recognizer: GestureRecognizer) {
    endAbruptly(recognizer, cause: "removed from its view")
  }

  private func endAbruptly(_ recognizer: GestureRecognizer, cause: String) {
    guard isActive(recognizer) else { return }
    switch recognizer.currentState {
    case .possible: transition(recognizer, to: .failed, cause: cause)
    case .began, .changed: transition(recognizer, to: .cancelled, cause: cause)
    default: break
    }
    sendPendingActions()
    reset(recognizer)
    if let application, !application.isDispatching { application.settleAfterTimer() }
  }
}
