/// Runs the recognizers of one application: binds touches, delivers them, arbitrates, sends actions, resets.
///
/// The rules are UIKit's (see the reference, §5): a touch is bound at touch-down to the recognizers of its
/// hit view and every ancestor (hit view's first, the window's last; each view's in the order added) whose
/// delegate agrees; each event goes to those recognizers (began, moved, ended, cancelled calls, in that
/// order) before the views; state changes are arbitrated as they are requested; actions are sent after
/// every recognizer has seen the event, before the views get their touches; finished recognizers are reset
/// at the end of the event.
final class GestureEnvironment {
  /// The application that owns the environment; `nil` once it is gone. Not weak (which would give the
  /// application a side table and slow every retain of it): the application creates the environment, is its
  /// only owner (recognizers refer to it without owning it), and clears this as it goes away, so it is never
  /// read after the application is freed, even by a call that still holds the environment then.
  unowned(unsafe) var application: Application?
  /// Recognizers with touches since their last reset, in the order they were first bound.
  @exclusivity(unchecked) private(set) var active: [GestureRecognizer] = []
  @exclusivity(unchecked) var pendingActions: [GestureRecognizer] = []
  /// Every recognizer whose ``GestureRecognizer/environment`` is this one (bound here since it last moved).
  @exclusivity(unchecked) private var adopted: [UnownedReference<GestureRecognizer>] = []

  /// The touch the active recognizers track, when they track at most one (the usual gesture): `nil` when they
  /// track none, or when ``tracksSeveralTouches``. It lets the end of an event skip looking for lifted touches in
  /// every recognizer while this one is still down or owed a phase. A strong reference, forgotten once the touch is
  /// done with (see `resetFinishedRecognizers()`) or nothing is active, so it keeps no touch alive longer.
  @exclusivity(unchecked) private var onlyTrackedTouch: Touch?
  /// Whether the active recognizers may track more than one touch (then every recognizer is searched).
  @exclusivity(unchecked) private var tracksSeveralTouches = false

  /// The application's recorder and clock, held directly: recognizers reach them at every step, and a weak
  /// reference to the application costs a load and a release each time. Neither refers back to the
  /// environment, so holding them makes no cycle; the environment goes away with its application.
  let recorder: InteractionRecorder
  let clock: VirtualClock?

  init(recorder: InteractionRecorder, clock: VirtualClock) {
    self.recorder = recorder
    self.clock = clock
  }

  deinit {
    for reference in adopted { reference.object.environment = nil }
  }

  /// Makes this the environment of `recognizer`, which leaves its previous one.
  private func adopt(_ recognizer: GestureRecognizer) {
    guard recognizer.environment !== self else { return }
    recognizer.environment?.forget(recognizer)
    recognizer.environment = self
    adopted.append(UnownedReference(recognizer))
  }

  /// Drops `recognizer`, which is going away or moving to another environment, from the adopted ones.
  func forget(_ recognizer: GestureRecognizer) {
    if let index = adopted.firstIndex(where: { $0.object === recognizer }) { adopted.remove(at: index) }
  }

  /// Whether the application records its trace (notes that need work to gather are skipped otherwise).
  var isTracing: Bool { recorder.isEnabled }

  /// Records a note about `recognizer` when tracing is on; `note` is not evaluated otherwise.
  func record(_ recognizer: GestureRecognizer, _ note: @autoclosure () -> InteractionTrace.GestureNote) {
    recorder.record(.gesture(recognizer: recognizer.displayName, note()))
  }

  // MARK: Binding and delivery

  /// Binds a touch that just began to the recognizers of its view and the view's ancestors.
  func bind(_ touch: Touch, event: Event) {
    // The candidates are collected before any delegate is asked (a delegate may change the hierarchy), into
    // one buffer of the right size, on the stack (strong references, released once every one was asked).
    // The views are walked unretained (nothing runs meanwhile that could change the hierarchy).
    var candidateCount = 0
    let hitView = touch.view
    hitView?.forEachViewToRoot { candidateCount += $0.attachedGestureRecognizers.count }
    var bound: [GestureRecognizer] = []
    active.reserveCapacity(active.count + candidateCount)
    if adopted.isEmpty { adopted.reserveCapacity(candidateCount) }  // the application's first touch
    withUnsafeTemporaryAllocation(of: GestureRecognizer.self, capacity: candidateCount) { candidates in
      var filled = 0
      // Nothing runs in between: the same views and recognizers as counted.
      hitView?.forEachViewToRoot { view in
        filled = candidates.initializeElements(from: view.attachedGestureRecognizers, at: filled)
      }
      // The bound ones are moved to the front, in order (each swapped with an earlier refused one), and listed at
      // once: one list of the right size, where appending each allocated room for all and checked it each time.
      var boundCount = 0
      for index in 0..<filled where bind(touch, to: candidates[index]) {
        candidates.swapAt(boundCount, index)
        boundCount += 1
      }
      bound = candidates.moveFirstElements(count: boundCount)
      candidates.releaseElements(from: boundCount, to: filled)
    }
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
    if let delegate = recognizer.assignedDelegate {
      let answer = delegate.gestureRecognizer(recognizer, shouldReceive: touch)
      record(
        recognizer,
        .asked(
          question: recognizer.traceMemos.shouldReceiveQuestion.text(for: touch.finger) {
            TraceText.join("delegate shouldReceive ", touch.finger.description)
          },
          answer: answer))
      guard answer else { return false }
    }
    adopt(recognizer)
    recognizer.trackedTouches.append(touch)
    if onlyTrackedTouch == nil, !tracksSeveralTouches {
      onlyTrackedTouch = touch
    } else if onlyTrackedTouch !== touch {
      tracksSeveralTouches = true
      onlyTrackedTouch = nil
    }
    if !active.contains(where: { $0 === recognizer }) { active.append(recognizer) }
    return true
  }

  /// Gives each recognizer its touches of this event, in collection order, phase by phase.
  ///
  /// `touches` are touches of `event`. In the usual event (one finger, or every recognizer tracking every
  /// touch) nothing is allocated: the order is the touch's own list, and each recognizer gets the event's
  /// set of touches.
  func deliverToRecognizers(_ touches: [Touch], event: Event) {
    if touches.count == 1 {
      deliverToRecognizers(touches[0], event: event)
      return
    }
    var order: [GestureRecognizer] = []
    for touch in touches {
      for recognizer in touch.gestureRecognizers where !order.contains(where: { $0 === recognizer }) {
        order.append(recognizer)
      }
    }
    let anyBegan = startDelivery(to: order, event: event)
    for recognizer in order {
      func isDelivered(_ touch: Touch) -> Bool {
        recognizer.trackedTouches.contains { $0 === touch }
          && !recognizer.ignoredTouches.contains(ObjectIdentifier(touch))
      }
      let mine = touches.allSatisfy(isDelivered) ? touches : touches.filter(isDelivered)
      guard let first = mine.first else { continue }
      // The touches of an event are distinct, so as many as the event's are all of them.
      let isAll = mine.count == event.allTouches.count
      let all = isAll ? event.allTouches : Set(mine)
      event.noteDelivery(to: recognizer, touches: isAll ? nil : all)
      // Usually every touch is in the same phase: then that phase is the only call, with `all` (a stationary
      // phase has no call), made when the recognizer is enabled and not finished, as the phase loop would.
      if mine.allSatisfy({ $0.phase == first.phase }) {
        guard first.phase != .stationary, recognizer.isEnabled, !recognizer.currentState.isFinished else {
          continue
        }
        send(first.phase, of: all, to: recognizer, event: event)
        continue
      }
      for phase in [Touch.Phase.began, .moved, .ended, .cancelled] {
        guard recognizer.isEnabled, !recognizer.currentState.isFinished || phase == .cancelled else { break }
        guard mine.contains(where: { $0.phase == phase }), !recognizer.currentState.isFinished else {
          continue
        }
        send(phase, of: Set(mine.filter { $0.phase == phase }), to: recognizer, event: event)
      }
    }
    if anyBegan { finishDelivery(to: order) }
  }

  /// ``deliverToRecognizers(_:event:)`` for the one touch of `event` in this window (the usual event): the same
  /// steps, with no list of the recognizer's touches to filter, and one set for every recognizer.
  private func deliverToRecognizers(_ touch: Touch, event: Event) {
    let order = touch.gestureRecognizers  // bound once each, so no duplicates
    let anyBegan = startDelivery(to: order, event: event)
    // The touches of an event are distinct: with one, the recognizer gets all of them (the usual case), else only
    // this one (the event has touches in other windows).
    let isAll = event.allTouches.count == 1
    let all = isAll ? event.allTouches : [touch]
    // Walked unretained: `order` is this function's own copy of the list, so it keeps every recognizer alive
    // whatever the calls do.
    order.forEachUnretained { recognizer in
      guard recognizer.trackedTouches.contains(where: { $0 === touch }),
        !recognizer.ignoredTouches.contains(ObjectIdentifier(touch))
      else { return }
      event.noteDelivery(to: recognizer, touches: isAll ? nil : all)
      let phase = touch.phase
      guard phase != .stationary, recognizer.isEnabled, !recognizer.currentState.isFinished else { return }
      send(phase, of: all, to: recognizer, event: event)
    }
    if anyBegan { finishDelivery(to: order) }
  }

  /// Notes the recognizers' state as the event reaches them, and starts the event's record of their touches.
  /// Returns whether any was in began (only such a recognizer can need ``finishDelivery(to:)``).
  private func startDelivery(to order: [GestureRecognizer], event: Event) -> Bool {
    var anyBegan = false
    for recognizer in order {
      recognizer.wasBeganAtEventStart = recognizer.currentState == .began
      anyBegan = anyBegan || recognizer.wasBeganAtEventStart
      recognizer.stateWasSetThisEvent = false
      recognizer.receivedTouchesThisEvent = false
    }
    event.beginDelivery(to: order)
    return anyBegan
  }

  /// UIKit moves a continuous recognizer still in began to changed at its next event.
  private func finishDelivery(to order: [GestureRecognizer]) {
    for recognizer in order
    where recognizer.wasBeganAtEventStart && recognizer.receivedTouchesThisEvent
      && recognizer.currentState == .began && !recognizer.stateWasSetThisEvent
    {
      request(.changed, for: recognizer, cause: "still began at its next event")
    }
  }

  /// Calls the recognizer's `touches…` method for `phase` (not stationary) with `touches`.
  private func send(
    _ phase: Touch.Phase, of touches: Set<Touch>, to recognizer: GestureRecognizer, event: Event
  ) {
    recognizer.receivedTouchesThisEvent = true
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
    // The flags first: most recognizers hold back nothing, which the flags alone tell. Only reads: the list is
    // walked unretained.
    return touch.gestureRecognizers.firstUnretained { recognizer in
      ((beganPending && recognizer.delaysTouchesBegan) || (endPending && recognizer.delaysTouchesEnded))
        && recognizer.isEnabled && recognizer.currentState == .possible
        && recognizer.trackedTouches.contains { $0 === touch }
        && !recognizer.ignoredTouches.contains(ObjectIdentifier(touch))
    }
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
    // Most calls find none finished: then the list is not walked for resetting at all. Otherwise the list as it
    // was at the start is walked (each reset removes its recognizer, and an overridden reset() may change the list
    // further), from a copy on the stack: a copy of the array would be made on the heap at the first removal.
    // The stack copy holds its recognizers, so they are walked unretained (as is `active` for reading only).
    if active.containsUnretained(where: { $0.currentState.isFinished }) {
      withUnsafeTemporaryAllocation(of: GestureRecognizer.self, capacity: active.count) { list in
        let count = list.initializeElements(from: active, at: 0)  // strong references, released below
        list.forEachUnretained(count: count) { recognizer in
          if recognizer.currentState.isFinished { reset(recognizer) }
        }
        list.releaseElements(count: count)
      }
    }
    // Lifted touches leave their recognizers, except those whose view still waits for the decision.
    func isDone(_ touch: Touch) -> Bool {
      !touch.isDown && touch.delivery.held.isEmpty && !touch.delivery.needsCancellation
    }
    // Every recognizer is searched only when a tracked touch may be done: not while the only one is not.
    if !tracksSeveralTouches {
      guard let touch = onlyTrackedTouch, isDone(touch) else { return }
      onlyTrackedTouch = nil  // no active recognizer tracks it once this loop is over
    }
    // Searched first: removing needs a unique, writable array, which costs more than the usual answer, none.
    // Walked unretained: only the recognizers' lists of touches change, not `active`.
    active.forEachUnretained { recognizer in
      if recognizer.trackedTouches.contains(where: isDone) {
        recognizer.trackedTouches.removeAll(where: isDone)
      }
    }
  }

  func reset(_ recognizer: GestureRecognizer) {
    recognizer.reset()
    recognizer.cancelTimers()
    recognizer.currentState = .possible
    recognizer.deferredState = nil
    // Emptied keeping its buffer for the next gesture, one by one: cheaper than removeAll(keepingCapacity:) for
    // the few touches a recognizer tracks.
    while recognizer.trackedTouches.popLast() != nil {}
    recognizer.ignoredTouches = []
    // Bound once: a recognizer is in the list at most once.
    if let index = active.firstIndex(where: { $0 === recognizer }) { active.remove(at: index) }
    if active.isEmpty {  // no recognizer tracks a touch any more
      onlyTrackedTouch = nil
      tracksSeveralTouches = false
    }
    record(recognizer, .reset)
  }

  /// Lets go of every tracked touch and timer (the application is going away).
  ///
  /// Called as the application goes away, when `clock` (its clock) can no longer be reached through it.
  func releaseTouches(cancellingTimersOn clock: VirtualClock) {
    for recognizer in active {
      for token in recognizer.timers { clock.cancel(token) }
      recognizer.timers = []
      recognizer.trackedTouches = []
    }
    active = []
    onlyTrackedTouch = nil
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
    guard active.contains(where: { $0 === recognizer }) else { return }
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
