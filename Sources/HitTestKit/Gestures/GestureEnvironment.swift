/// Runs the recognizers of one application: binds touches, delivers them, arbitrates, sends actions, resets.
///
/// The rules are UIKit's (see the reference, §5): a touch is bound at touch-down to the recognizers of its
/// hit view and every ancestor (hit view's first, the window's last; each view's in the order added) whose
/// delegate agrees; each event goes to those recognizers (began, moved, ended, cancelled calls, in that
/// order) before the views; state changes are arbitrated as they are requested; actions are sent after
/// every recognizer has seen the event, before the views get their touches; finished recognizers are reset
/// at the end of the event.
///
/// It is the only writer of each recognizer's ``GestureRecognizer/Bookkeeping``. One of the application's parts, below
/// the dispatcher: it answers instead of calling up (whether ending a recognizer's gesture needs settling; the touches it
/// took after their fingers lifted, ``takeLiftedTouchesTaken()``).
final class GestureEnvironment {
  /// The application that owns the environment; `nil` once it is gone (its deinit clears this).
  ///
  /// The environment never calls it: a recognizer disabled or removed mid-gesture (``disabled(_:)``,
  /// ``removed(_:)``) finds through it the application that settles what ending its gesture changed.
  unowned(safe) var application: Application?
  /// Recognizers with touches since their last reset, in the order they were first bound.
  ///
  /// Each one listed carries this environment's mark (``GestureRecognizer/Flags/activeEnvironment``), so that
  /// ``isActive(_:)`` is one comparison, not a search of the list: arbitration asks it for every recognizer it
  /// meets, and a search made a drag through N nested scroll views quadratic in N (issue 32, row 5).
  private(set) var active: [GestureRecognizer] = []
  /// How many active recognizers wait for a failure requirement (their ``GestureRecognizer/Flags/deferredState`` is
  /// set): when none does, a failure has no one to resume, and the active list is not walked for it.
  private(set) var waitingCount = 0
  /// Recognizers owed their action callbacks, in the order of their first transitions since the last sending.
  var pendingActions: [GestureRecognizer] = []
  /// Whether an event's touches are being delivered to its recognizers: what a state change does to other
  /// recognizers waits until every recognizer has seen the event (reference 0.6).
  private(set) var isDelivering = false
  /// Recognitions and failures during the delivery, in order, whose effects on other recognizers are still
  /// to apply (see ``resolveStates()``).
  var unresolved: [Resolution] = []
  /// The recognitions among ``unresolved``, in order, each with what later recognizers of the same delivery asked
  /// about its view (see ``RecognizerViewRelations``).
  var recognizedDuringDelivery: [RecognizerViewRelations] = []
  /// Touches taken from their views (``takeTouches(of:)``) after their fingers lifted, in the order taken, until the
  /// dispatcher collects them (``takeLiftedTouchesTaken()``): their views are still owed a cancellation (changed through
  /// ``changeLiftedTouchesTaken(_:)``).
  private(set) var liftedTouchesTaken: [Touch] = []

  /// A state change whose effect on other recognizers waits for the end of the delivery.
  enum Resolution {
    /// It recognized: it excludes others, fails those that require it to fail, and takes its touches.
    case recognized(GestureRecognizer)
    /// It failed: those waiting for it to fail try again.
    case failed(GestureRecognizer)
  }

  /// The application's recorder and clock.
  ///
  /// Neither refers back to the environment, so holding them makes no cycle; the environment goes away with
  /// its application.
  let recorder: InteractionRecorder
  let clock: VirtualClock?

  init(recorder: InteractionRecorder, clock: VirtualClock) {
    self.recorder = recorder
    self.clock = clock
  }

  deinit {
    // The marks name this environment by its identity, which a later object may reuse.
    for recognizer in active where recognizer.flags.activeEnvironment == ObjectIdentifier(self) {
      recognizer.flags.activeEnvironment = nil
    }
  }

  /// Whether the application records its trace (notes that need work to gather are skipped otherwise).
  var isTracing: Bool { recorder.isEnabled }

  /// Records a note about `recognizer` when tracing is on; `note` is not evaluated otherwise.
  func record(_ recognizer: GestureRecognizer, _ note: @autoclosure () -> InteractionTrace.GestureNote) {
    guard recorder.isEnabled else { return }
    recorder.record(.gesture(recognizer: TracedObject(recognizer), note()))
  }

  /// Lists `recognizer` among the active ones, without a touch: a hover recognizer the pointer came over.
  func activate(_ recognizer: GestureRecognizer) {
    appendActive(recognizer)
  }

  /// Lists `recognizer` last among the active ones, with this environment's mark.
  private func appendActive(_ recognizer: GestureRecognizer) {
    recognizer.flags.activeEnvironment = ObjectIdentifier(self)
    changeActive { $0.append(recognizer) }
  }

  /// Sets or clears what `recognizer` waits to become once its failure requirements fail, keeping
  /// ``waitingCount``.
  func setDeferredState(_ state: GestureRecognizer.State?, of recognizer: GestureRecognizer) {
    let wasWaiting = recognizer.flags.deferredState != nil
    recognizer.flags.deferredState = state
    waitingCount += (state != nil ? 1 : 0) - (wasWaiting ? 1 : 0)
  }

  /// Changes ``active``: moves the list out, changes it and moves it back, so that no access to the stored list spans
  /// a call or a release and none is checked at run time (delivery and arbitration search it again and again).
  private func changeActive(_ change: (inout [GestureRecognizer]) -> Void) {
    var list: [GestureRecognizer] = []
    swap(&list, &active)
    defer { swap(&list, &active) }
    change(&list)
  }

  /// Changes ``pendingActions`` by moving the list out and back, as ``changeActive(_:)`` does ``active``.
  @discardableResult
  func changePendingActions<Result>(_ change: (inout [GestureRecognizer]) -> Result) -> Result {
    var list: [GestureRecognizer] = []
    swap(&list, &pendingActions)
    defer { swap(&list, &pendingActions) }
    return change(&list)
  }

  /// Changes ``unresolved`` by moving the list out and back, as ``changeActive(_:)`` does ``active``.
  @discardableResult
  func changeUnresolved<Result>(_ change: (inout [Resolution]) -> Result) -> Result {
    var list: [Resolution] = []
    swap(&list, &unresolved)
    defer { swap(&list, &unresolved) }
    return change(&list)
  }

  /// Lists a recognition or failure whose effects wait for the end of the delivery.
  ///
  /// The first of a delivery makes the list at the size it usually stays within (each active recognizer recognizes or
  /// fails once in a delivery): appended one at a time, it grew 1, 2, 4 (three allocations in a tap's lift).
  func appendUnresolved(_ resolution: Resolution) {
    let activeCount = active.count
    changeUnresolved { list in
      if list.capacity == 0 { list.reserveCapacity(activeCount) }
      list.append(resolution)
    }
  }

  /// Whether `recognizer` tracks touches here since its last reset: it carries this environment's mark.
  func isActive(_ recognizer: GestureRecognizer) -> Bool {
    recognizer.flags.activeEnvironment == ObjectIdentifier(self)
  }

  // MARK: Binding and delivery

  /// Binds a touch that just began to the recognizers of its view and the view's ancestors.
  func bind(_ touch: Touch, event: Event) {
    // The candidates are collected before any delegate is asked: a delegate may change the hierarchy. They are
    // collected into the list the touch keeps, and each one refused leaves it, the others keeping their order. Beside
    // them, each view that has recognizers is kept once, with how many of the candidates are its, in the same order:
    // the view each candidate was attached to, which a delegate may change while it is asked. A list of (recognizer,
    // view) pairs referred to a view once per recognizer, and retained and released it each time.
    // Both lists are made at their size: counted first, they are allocated once each.
    var candidateCount = 0
    var viewCount = 0
    var view = touch.view
    while let current = view {
      let attachedCount = current.attachedGestureRecognizers.count
      candidateCount += attachedCount
      if attachedCount > 0 { viewCount += 1 }
      view = current.superview
    }
    var bound: [GestureRecognizer] = []
    bound.reserveCapacity(candidateCount)
    var views: [(view: View, candidateCount: Int)] = []
    views.reserveCapacity(viewCount)
    view = touch.view
    while let current = view {
      let attached = current.attachedGestureRecognizers
      if !attached.isEmpty {
        bound.append(contentsOf: attached)
        views.append((current, attached.count))
      }
      view = current.superview
    }
    // The first touch of a gesture: the active list is made at its size (later touches append as usual, so that
    // reserving never repeats).
    if active.isEmpty { changeActive { $0.reserveCapacity(bound.count) } }
    var candidateIndex = 0
    var boundCount = 0
    for (view, candidateCount) in views {
      for _ in 0..<candidateCount {
        if bind(touch, to: bound[candidateIndex], attachedTo: view) {
          if boundCount != candidateIndex { bound.swapAt(boundCount, candidateIndex) }
          boundCount += 1
        }
        candidateIndex += 1
      }
    }
    while bound.count > boundCount { bound.removeLast() }
    touch.gestureRecognizers = bound
    guard recorder.isEnabled else { return }
    recorder.record(
      .touchBound(
        finger: touch.finger, view: touch.view.map { TracedObject($0) },
        recognizers: bound.map { TracedObject($0) }))
  }

  /// Binds `touch` to `recognizer`, attached to `view`, unless it is disabled, does not allow the touch's type, finished, recognized and waiting for a
  /// failure requirement, taking part in another application's gesture, or its delegate refuses; returns whether it
  /// did.
  ///
  /// A recognizer takes part in one application's gesture at a time (a HitTestKit decision: UIKit has one
  /// application per process). Its view may move to another application's window while its touches are down;
  /// it then keeps its gesture where it began, and touches of the other application pass it by until it is reset.
  private func bind(_ touch: Touch, to recognizer: GestureRecognizer, attachedTo view: View) -> Bool {
    guard recognizer.isEnabled else { return false }
    // A touch of a type the recognizer does not allow never reaches it, as in UIKit (`allowedTouchTypes`).
    // Every type allowed (the default) is one comparison, without asking the touch its type.
    guard
      recognizer.allowedTouchTypeMask == GestureRecognizer.allTouchTypesMask
        || recognizer.allowsTouchType(touch.type)
    else { return false }
    if recognizer.currentState.isFinished {
      record(recognizer, .ignoresTouch(finger: touch.finger, reason: .finishedWaitingForReset))
      return false
    }
    // A discrete recognizer that recognized and waits for a failure requirement has finished its gesture: a new touch
    // (the next tap, far away) must not undo it (issue 31, item 1); the recognizer it waits for still sees the touch.
    if recognizer.flags.deferredState == .ended {
      record(recognizer, .ignoresTouch(finger: touch.finger, reason: .recognizedWaitingForFailure))
      return false
    }
    // Active in another environment: it carries that environment's mark (an environment clears its marks as it goes
    // away, so a mark always names a live one). Read from the mark, not the weak `gestureEnvironment`: no load of it.
    if let mark = recognizer.flags.activeEnvironment, mark != ObjectIdentifier(self) {
      record(recognizer, .ignoresTouch(finger: touch.finger, reason: .inAnotherApplication))
      return false
    }
    if let delegate = recognizer.delegate {
      let answer = delegate.gestureRecognizer(recognizer, shouldReceive: touch)
      record(recognizer, .asked(question: .shouldReceive(touch.finger), answer: answer))
      guard answer else { return false }
      // The delegate may have removed or disabled the recognizer while it was asked: it is not bound.
      if recognizer.view !== view || !recognizer.isEnabled {
        record(
          recognizer,
          .ignoresTouch(
            finger: touch.finger, reason: recognizer.isEnabled ? .removedWhileAsked : .disabledWhileAsked))
        return false
      }
    }
    if recognizer.gestureEnvironment !== self { recognizer.gestureEnvironment = self }
    recognizer.changeBookkeeping { $0.trackedTouches.append(touch) }
    if !isActive(recognizer) { appendActive(recognizer) }
    return true
  }

  /// Stops delivering `touch` to `recognizer` (``GestureRecognizer/ignore(_:for:)``).
  func ignore(_ touch: Touch, by recognizer: GestureRecognizer) {
    guard recognizer.changeBookkeeping({ $0.ignoredTouches.insert(ObjectIdentifier(touch)).inserted }) else {
      return
    }
    record(recognizer, .ignoresTouch(finger: touch.finger, reason: .ignoreCalled))
  }

  /// Gives each recognizer its touches of this event, in collection order, phase by phase; then applies
  /// what their state changes do to one another.
  ///
  /// `touches` are touches of `event`, in finger order.
  func deliverToRecognizers(_ touches: [Touch], event: Event) {
    // The first touch's recognizers are distinct (each bound once); later touches add theirs.
    var order = touches.first?.gestureRecognizers ?? []
    for touch in touches.dropFirst() {
      for recognizer in touch.gestureRecognizers where !order.contains(where: { $0 === recognizer }) {
        order.append(recognizer)
      }
    }
    // Which recognizers were in began as the event reached them, and which got touches of their own: flags of each
    // recognizer, for this event.
    for recognizer in order {
      recognizer.flags.stateWasSetThisEvent = false
      recognizer.flags.wasBeganAtEvent = recognizer.currentState == .began
      recognizer.flags.receivedTouchesThisEvent = false
    }
    let phases = PhaseSets(touches, of: event)
    event.reserveDeliveries(order.count)
    isDelivering = true
    for recognizer in order {
      let mine = touches.allSatisfy(recognizer.receives) ? touches : touches.filter(recognizer.receives)
      guard !mine.isEmpty else { continue }
      event.noteDelivery(to: recognizer, touches: mine)
      let isAll = mine.count == touches.count
      for phase in PhaseSets.order {
        guard let all = phases[phase] else { continue }
        guard recognizer.isEnabled, !recognizer.currentState.isFinished else { break }
        let inPhase = isAll ? all : Set(mine.lazy.filter { $0.phase == phase })
        guard !inPhase.isEmpty else { continue }
        send(phase, of: inPhase, to: recognizer, event: event)
      }
      // A touch it ignored as it came (an extra finger) does not count as one of its touches' events.
      recognizer.flags.receivedTouchesThisEvent = mine.contains {
        $0.phase != .stationary && recognizer.receives($0)
      }
    }
    isDelivering = false
    resolveStates()
    // UIKit moves a continuous recognizer still in began to changed at its next event.
    for recognizer in order
    where recognizer.flags.wasBeganAtEvent && recognizer.flags.receivedTouchesThisEvent
      && recognizer.currentState == .began && !recognizer.flags.stateWasSetThisEvent
    {
      request(.changed, for: recognizer, cause: .stillBeganAtNextEvent)
    }
    takeTouchesJoiningRecognizedGestures(touches)
  }

  /// Takes from their views the fingers that joined a gesture already recognized.
  ///
  /// A finger that lands while a recognizer that receives it has already recognized a continuous gesture (began or
  /// changed) joins that gesture: with `cancelsTouchesInView` its view never hears of it, as the touches of a
  /// recognized gesture that are still pending are not delivered (UIKit's `cancelsTouchesInView`). Without this, a
  /// finger landing on a row of a table being dragged reached the row once the recognizers holding it failed, and
  /// selected it (the fuzzer's list invariant found it).
  private func takeTouchesJoiningRecognizedGestures(_ touches: [Touch]) {
    for touch in touches where touch.phase == .began && touch.isAwaitingView {
      guard
        let taker = touch.gestureRecognizers.first(where: { recognizer in
          (recognizer.currentState == .began || recognizer.currentState == .changed)
            && recognizer.cancelsTouchesInView && recognizer.receives(touch)
        }), touch.takeFromView() != nil
      else { continue }
      record(taker, .tookTouches(fingers: [touch.finger], cancelledInViews: []))
    }
  }

  /// The touches of an event in one window, as a set per phase, in UIKit's call order (began, moved, ended,
  /// cancelled; stationary touches have no call).
  ///
  /// Four fields, not a list: an event of one finger (the usual case) makes no list and no set, only refers to the
  /// event's own set.
  private struct PhaseSets {
    /// The phases with a call, in UIKit's order.
    static let order: [Touch.Phase] = [.began, .moved, .ended, .cancelled]

    private var began: Set<Touch>?
    private var moved: Set<Touch>?
    private var ended: Set<Touch>?
    private var cancelled: Set<Touch>?

    init(_ touches: [Touch], of event: Event) {
      for phase in Self.order {
        // Counted first: a phase that has every touch of the event (one finger's event, always) is the event's
        // own set, and only a phase shared with others makes a set of its own.
        let count = touches.count { $0.phase == phase }
        guard count > 0 else { continue }
        self[phase] =
          count == event.touches.count ? event.touches : Set(touches.lazy.filter { $0.phase == phase })
      }
    }

    /// The touches in `phase`, or `nil` when none is (always `nil` for stationary).
    subscript(phase: Touch.Phase) -> Set<Touch>? {
      get {
        switch phase {
        case .began: began
        case .moved: moved
        case .ended: ended
        case .cancelled: cancelled
        default: nil
        }
      }
      set {
        switch phase {
        case .began: began = newValue
        case .moved: moved = newValue
        case .ended: ended = newValue
        case .cancelled: cancelled = newValue
        default: break
        }
      }
    }
  }

  /// Applies, in order, what the recognitions and failures of the delivery do to other recognizers.
  private func resolveStates() {
    if !recognizedDuringDelivery.isEmpty { recognizedDuringDelivery = [] }
    guard !unresolved.isEmpty else { return }
    // Taken out whole, then applied in order: each entry's effects are applied directly (the delivery is over), so
    // none adds to the list while it is walked.
    let resolutions = changeUnresolved { list in
      defer { list = [] }
      return list
    }
    for resolution in resolutions {
      switch resolution {
      case .recognized(let recognizer): resolveRecognition(of: recognizer)
      case .failed(let recognizer): resumeWaiting(after: recognizer)
      }
    }
  }

  /// Calls the recognizer's `touches…` method for `phase` (not stationary) with `touches`.
  private func send(
    _ phase: Touch.Phase, of touches: Set<Touch>, to recognizer: GestureRecognizer, event: Event
  ) {
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
        && recognizer.receives(touch)
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
      ? .named(recognizer.displayName) : .type(type(of: recognizer))
    let token = clock.schedule(after: delay, owner: owner, name: name, action)
    recognizer.changeBookkeeping { $0.timers.append(token) }
    return token
  }

  /// Cancels one of `recognizer`'s timers.
  func cancelTimer(_ token: VirtualClock.TimerToken, of recognizer: GestureRecognizer) {
    clock?.cancel(token)
    recognizer.changeBookkeeping { $0.timers.removeAllKeepingStorage { $0 == token } }
  }

  // MARK: Actions and reset

  /// Sends the action callbacks owed for transitions, in the order the transitions happened.
  func sendPendingActions() {
    while !pendingActions.isEmpty {
      let recognizer = changePendingActions { $0.removeFirst() }
      guard !recognizer.actions.isEmpty else { continue }
      record(recognizer, .actionsSent(recognizer.currentState, count: recognizer.actions.count))
      for action in recognizer.actions { action.handler(recognizer) }
    }
  }

  /// Resets the recognizers that finished; touches still down are ignored by them from now on.
  func resetFinishedRecognizers() {
    // The list as it was: each reset clears its recognizer's mark, and an overridden reset() may change the list
    // further. Those reset leave the list together afterwards, in one pass: removing each from the middle of
    // the list moved the rest every time, quadratic in the number of recognizers.
    var didReset = false
    for recognizer in active where recognizer.currentState.isFinished && isActive(recognizer) {
      reset(recognizer, leavingListToCaller: true)
      didReset = true
    }
    if didReset { changeActive { $0.removeAllKeepingStorage { !isActive($0) } } }
    // Lifted touches leave their recognizers, except those whose view still waits for the decision.
    func isDone(_ touch: Touch) -> Bool {
      !touch.isDown && touch.delivery.held.isEmpty && !touch.delivery.needsCancellation
    }
    for recognizer in active where recognizer.bookkeeping.trackedTouches.contains(where: isDone) {
      recognizer.changeBookkeeping { $0.trackedTouches.removeAllKeepingStorage(where: isDone) }
    }
  }

  /// Resets `recognizer`: its own `reset()`, then its timers, state and touches.
  ///
  /// With `leavingListToCaller`, the recognizer loses its mark but stays in ``active`` until the caller removes
  /// every unmarked one at once.
  func reset(_ recognizer: GestureRecognizer, leavingListToCaller: Bool = false) {
    recognizer.reset()
    if let clock {
      for token in recognizer.bookkeeping.timers { clock.cancel(token) }
    }
    recognizer.currentState = .possible
    recognizer.changeBookkeeping { bookkeeping in
      bookkeeping.timers.removeAllKeepingStorage()
      bookkeeping.trackedTouches.removeAllKeepingStorage()
      if !bookkeeping.ignoredTouches.isEmpty { bookkeeping.ignoredTouches = [] }
    }
    let wasActive = isActive(recognizer)
    if wasActive { setDeferredState(nil, of: recognizer) }
    recognizer.flags.deferredState = nil
    if wasActive {
      recognizer.flags.activeEnvironment = nil
      if !leavingListToCaller, let index = active.firstIndex(where: { $0 === recognizer }) {
        changeActive { _ = $0.remove(at: index) }
      }
    }
    record(recognizer, .reset)
  }

  /// Lets go of the recognizers listed by `touches` (the dispatcher's) and by the touches it took, and resets every
  /// active recognizer (its own `reset()`, then its timers, state and touches), as the application goes away.
  ///
  /// Reset, not just let go: a recognizer whose view then moves to another application's window starts afresh there,
  /// as after any gesture (a tap recognizer abandoned with a finger down would otherwise count that finger for ever,
  /// and never recognize again). No action is sent: the application, and its gesture, are gone.
  func releaseTouches(_ touches: [Touch]) {
    for touch in touches + takeLiftedTouchesTaken() { touch.gestureRecognizers = [] }
    for recognizer in active where isActive(recognizer) { reset(recognizer, leavingListToCaller: true) }
    changeActive { $0 = [] }
  }

  /// Hands the dispatcher the touches taken from their views after their fingers lifted, and forgets them.
  func takeLiftedTouchesTaken() -> [Touch] {
    guard !liftedTouchesTaken.isEmpty else { return [] }
    var taken: [Touch] = []
    swap(&taken, &liftedTouchesTaken)
    return taken
  }

  /// Changes ``liftedTouchesTaken`` by moving the list out and back, as ``changeActive(_:)`` does ``active``: the
  /// dispatcher asks for it four times in each tap.
  func changeLiftedTouchesTaken(_ change: (inout [Touch]) -> Void) {
    var list: [Touch] = []
    swap(&list, &liftedTouchesTaken)
    defer { swap(&list, &liftedTouchesTaken) }
    change(&list)
  }

  /// A recognizer was disabled: a gesture in progress fails (possible) or is cancelled (began/changed).
  ///
  /// - Returns: Whether it ended a gesture, whose effects the caller then settles (outside an event).
  func disabled(_ recognizer: GestureRecognizer) -> Bool {
    endAbruptly(recognizer, cause: .disabled)
  }

  /// A recognizer was removed from its view: the same as disabling it.
  ///
  /// - Returns: Whether it ended a gesture, whose effects the caller then settles (outside an event).
  func removed(_ recognizer: GestureRecognizer) -> Bool {
    endAbruptly(recognizer, cause: .removedFromView)
  }

  private func endAbruptly(_ recognizer: GestureRecognizer, cause: InteractionTrace.GestureNote.Cause) -> Bool
  {
    guard isActive(recognizer) else { return false }
    switch recognizer.currentState {
    case .possible: transition(recognizer, to: .failed, cause: cause)
    case .began, .changed: transition(recognizer, to: .cancelled, cause: cause)
    default:
      // Recognized, with its action not sent yet: a disabled or removed recognizer sends nothing more.
      changePendingActions { $0.removeAll { $0 === recognizer } }
    }
    sendPendingActions()
    reset(recognizer)
    return true
  }
}

extension GestureRecognizer {
  /// What the gesture environment keeps about one recognizer: the touches it tracks and its timers.
  ///
  /// Only `GestureEnvironment` writes it, through ``GestureRecognizer/changeBookkeeping(_:)``.
  struct Bookkeeping {
    /// The touches the recognizer is tracking (bound at touch-down), in the order they began.
    var trackedTouches: [Touch] = []
    /// Touches the recognizer no longer receives (`ignore(_:for:)`, or down across a reset).
    var ignoredTouches: Set<ObjectIdentifier> = []
    /// Timers scheduled by the recognizer, cancelled at reset.
    var timers: [VirtualClock.TimerToken] = []
  }

  /// Changes the bookkeeping: moves it out of the recognizer, changes it and moves it back (only two swaps touch the
  /// stored value), so no access to ``bookkeeping`` spans a call or a release and the compiler checks none of them at
  /// run time, including delivery's reads of it for every recognizer at every event.
  @discardableResult
  func changeBookkeeping<Result>(_ change: (inout Bookkeeping) -> Result) -> Result {
    var value = Bookkeeping()
    swap(&value, &bookkeeping)
    defer { swap(&value, &bookkeeping) }
    return change(&value)
  }

  /// The tracked touches that are not ignored, in the order they began.
  var activeTouches: [Touch] {
    bookkeeping.ignoredTouches.isEmpty
      ? bookkeeping.trackedTouches
      : bookkeeping.trackedTouches.filter { !bookkeeping.ignoredTouches.contains(ObjectIdentifier($0)) }
  }

  /// Whether `touch` is tracked and not ignored: its phases are delivered to the recognizer.
  func receives(_ touch: Touch) -> Bool {
    bookkeeping.trackedTouches.contains { $0 === touch }
      && (bookkeeping.ignoredTouches.isEmpty || !bookkeeping.ignoredTouches.contains(ObjectIdentifier(touch)))
  }
}

extension Array {
  /// Removes every element and keeps the storage for the next gesture, taking them off the end one at a time.
  ///
  /// The recognizers' lists (tracked touches, timers, start locations) hold a few elements and are emptied at every
  /// reset. `removeAll(keepingCapacity: true)` goes through the general `replaceSubrange(_:with:)`, about 150
  /// instructions for a list of one; removing the last element is a few (Documentation/Performance.md, branch
  /// `gestcost`). Kept in this file, which every tap enters anyway, so that the tap's walk enters no more files.
  mutating func removeAllKeepingStorage() {
    while popLast() != nil {}
  }

  /// Removes the elements `isRemoved` picks, keeping the others in their order and the storage.
  ///
  /// The elements kept are moved to the front, and the rest taken off the end one at a time: `removeAll(where:)` ends
  /// in the general `replaceSubrange(_:with:)`, about 250 instructions for the gesture environment's short lists.
  mutating func removeAllKeepingStorage(where isRemoved: (Element) -> Bool) {
    var keptCount = 0
    for index in indices where !isRemoved(self[index]) {
      if index != keptCount { swapAt(keptCount, index) }
      keptCount += 1
    }
    while count > keptCount { removeLast() }
  }
}
