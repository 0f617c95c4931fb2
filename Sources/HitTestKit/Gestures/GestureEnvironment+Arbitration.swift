extension GestureEnvironment {
  /// Applies a requested state: UIKit's coercion, then failure requirements, should-begin and exclusion.
  func request(
    _ requested: GestureRecognizer.State, for recognizer: GestureRecognizer, cause: @autoclosure () -> String
  ) {
    let from = recognizer.currentState
    guard let target = from.coerced(requested) else {
      if from.isFinished { record(recognizer, .ignored(requested: requested)) }
      return
    }
    if target != requested { record(recognizer, .coerced(requested: requested, to: target)) }
    if from == .possible && (target == .began || target == .ended) {
      attemptRecognition(recognizer, as: target, cause: cause())
    } else {
      if target == .failed { recognizer.deferredState = nil }
      transition(recognizer, to: target, cause: cause())
    }
  }

  /// A recognizer wants to leave possible: check what stands in its way, in UIKit's order.
  func attemptRecognition(
    _ recognizer: GestureRecognizer, as target: GestureRecognizer.State, cause: @autoclosure () -> String
  ) {
    // Only a recognizer taking part in the gesture (tracking touches since its last reset) can still decide:
    // one that has no touches (never touched, or already failed and reset) cannot recognize, so it counts as
    // failed and is not waited for, or the wait would never end.
    let (winner, undecided) = withFailureRequirements(of: recognizer) {
      requirements -> (recognized: GestureRecognizer?, undecided: GestureRecognizer?) in
      if let winner = requirements.first(where: { $0.currentState.hasRecognized }) { return (winner, nil) }
      let undecided = requirements.first { other in
        other.currentState == .possible && self.active.contains { $0 === other }
      }
      return (nil, undecided)
    }
    if let winner {
      transition(
        recognizer, to: .failed, cause: "\(winner.displayName), which it requires to fail, recognized")
      return
    }
    if let undecided {
      if isWaiting(undecided, for: recognizer) {  // a circular requirement: neither wait could ever end
        transition(
          recognizer, to: .failed,
          cause:
            "it requires \(undecided.displayName) to fail, which waits for it to fail (a circular requirement)"
        )
        return
      }
      if recognizer.deferredState == nil { record(recognizer, .waiting(for: undecided.displayName)) }
      recognizer.deferredState = target
      return
    }
    recognizer.deferredState = nil
    if let refusal = shouldBeginRefusal(recognizer) {
      transition(
        recognizer, to: .failed, cause: refusal.cause(memo: &recognizer.traceMemos.shouldBeginRefusal))
      return
    }
    if let blocker = active.first(where: {
      $0 !== recognizer && ($0.currentState == .began || $0.currentState == .changed)
        && prevents($0, recognizer)
    }) {
      transition(
        recognizer, to: .failed, cause: "\(blocker.displayName) is already recognizing and excludes it")
      return
    }
    transition(recognizer, to: target, cause: cause())
    for other in active where other !== recognizer && other.currentState == .possible {
      if requires(other, toFail: recognizer) {
        transition(
          other, to: .failed, cause: "\(recognizer.displayName), which it requires to fail, recognized")
      } else if prevents(recognizer, other) {
        transition(other, to: .failed, cause: "\(recognizer.displayName) recognized first and excludes it")
      }
    }
    if recognizer.cancelsTouchesInView { takeTouches(of: recognizer) }
  }

  /// Changes the state, records it, owes the actions, and lets waiting recognizers proceed after a failure.
  func transition(
    _ recognizer: GestureRecognizer, to target: GestureRecognizer.State, cause: @autoclosure () -> String
  ) {
    let from = recognizer.currentState
    recognizer.currentState = target
    record(recognizer, .transition(from: from, to: target, cause: cause()))
    recognizer.stateDidChange(from: from, to: target)
    switch target {
    case .began, .changed, .ended, .cancelled:
      pendingActions.append(recognizer)
    case .failed:
      recognizer.deferredState = nil
      if isTracing { recordReleasedTouches(of: recognizer) }
      resumeWaiting(after: recognizer)
    case .possible:
      break
    }
  }

  /// Records the fingers whose held phases a failed recognizer releases, if any (tracing only).
  private func recordReleasedTouches(of recognizer: GestureRecognizer) {
    // One touch tracked and none ignored (the usual gesture): that touch, held or not, read in place.
    if recognizer.ignoredTouches.isEmpty, recognizer.trackedTouches.count == 1 {
      guard !recognizer.trackedTouches[0].delivery.held.isEmpty else { return }
      record(recognizer, .released(fingers: recorder.fingers(of: recognizer.trackedTouches)))
      return
    }
    // Usually every touch is held (or none is): then the list is the touches themselves, not a filtered copy.
    let touches = recognizer.activeTouches
    let isHeld = { (touch: Touch) in !touch.delivery.held.isEmpty }
    let released = touches.allSatisfy(isHeld) ? touches : touches.filter(isHeld)
    if !released.isEmpty { record(recognizer, .released(fingers: recorder.fingers(of: released))) }
  }

  /// Recognizers that were waiting for `failed` to fail try again, in collection order.
  private func resumeWaiting(after failed: GestureRecognizer) {
    // Most failures find nobody waiting: a search reading one property each is then all they cost.
    guard active.contains(where: { $0.deferredState != nil }) else { return }
    for waiting in active where waiting.deferredState != nil && requires(waiting, toFail: failed) {
      guard let target = waiting.deferredState, waiting.currentState == .possible else { continue }
      attemptRecognition(
        waiting, as: target, cause: waiting.traceMemos.resumeCause.join(failed.displayName, " failed"))
    }
  }

  /// Whether `recognizer` is waiting, directly or through others that wait, for `target` to fail.
  private func isWaiting(
    _ recognizer: GestureRecognizer, for target: GestureRecognizer, visited: [GestureRecognizer] = []
  ) -> Bool {
    guard recognizer.deferredState != nil, !visited.contains(where: { $0 === recognizer }) else {
      return false
    }
    return withFailureRequirements(of: recognizer) { requirements in
      for other in requirements
      where other.currentState == .possible && active.contains(where: { $0 === other }) {
        if other === target || isWaiting(other, for: target, visited: visited + [recognizer]) { return true }
      }
      return false
    }
  }

  /// Calls `body` with the recognizers `recognizer` must wait for: `require(toFail:)`, subclass overrides and
  /// delegates, in that order.
  ///
  /// They are listed on the stack (strong references, released once `body` returns), not in an array: each
  /// attempt to recognize lists them. The delegates asked may change `active`; the list as it was is walked.
  private func withFailureRequirements<Result>(
    of recognizer: GestureRecognizer, _ body: (UnsafeMutableBufferPointer<GestureRecognizer>) -> Result
  ) -> Result {
    let required = recognizer.failureRequirements
    let candidates = active
    return withUnsafeTemporaryAllocation(
      of: GestureRecognizer.self, capacity: required.count + candidates.count
    ) { storage in
      var count = 0
      for reference in required {
        storage.initializeElement(at: count, to: reference.object)
        count += 1
      }
      for other in candidates
      where other !== recognizer && !storage[..<count].contains(where: { $0 === other }) {
        guard requires(recognizer, toFail: other) else { continue }
        storage.initializeElement(at: count, to: other)
        count += 1
      }
      defer { storage.releaseElements(count: count) }
      return body(UnsafeMutableBufferPointer(rebasing: storage[..<count]))
    }
  }

  /// Whether `recognizer` must wait for `other` to fail, by any of UIKit's five sources.
  func requires(_ recognizer: GestureRecognizer, toFail other: GestureRecognizer) -> Bool {
    if recognizer.failureRequirements.contains(where: { $0.object === other }) { return true }
    if recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer) {
      return true
    }
    if let delegate = recognizer.assignedDelegate,
      delegate.gestureRecognizer(recognizer, shouldRequireFailureOf: other)
    {
      return true
    }
    if let delegate = other.assignedDelegate,
      delegate.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer)
    {
      return true
    }
    return false
  }

  /// Whether `preventing`, recognizing, forces `prevented` to fail (UIKit's exclusion rule).
  ///
  /// Only recognizers on the same view or on views in an ancestor/descendant relation exclude each other;
  /// both `canPrevent`/`canBePrevented` must agree; a delegate allowing simultaneous recognition (either
  /// one) lifts the exclusion.
  func prevents(_ preventing: GestureRecognizer, _ prevented: GestureRecognizer) -> Bool {
    guard let first = preventing.view, let second = prevented.view,
      first.isDescendant(of: second) || second.isDescendant(of: first)
    else { return false }
    guard preventing.canPrevent(prevented), prevented.canBePrevented(by: preventing) else { return false }
    return !simultaneous(preventing, prevented)
  }

  private func simultaneous(_ first: GestureRecognizer, _ second: GestureRecognizer) -> Bool {
    for (asker, other) in [(first, second), (second, first)] {
      guard let delegate = asker.assignedDelegate else { continue }
      let answer = delegate.gestureRecognizer(asker, shouldRecognizeSimultaneouslyWith: other)
      record(
        asker,
        .asked(question: "delegate shouldRecognizeSimultaneouslyWith \(other.displayName)", answer: answer))
      if answer { return true }
    }
    return false
  }

  /// UIKit's should-begin hooks: the touched views (only with `cancelsTouchesInView`), then the delegate.
  private func shouldBeginRefusal(_ recognizer: GestureRecognizer) -> ShouldBeginRefusal? {
    if recognizer.cancelsTouchesInView {
      // Each view once: a view is skipped when an earlier touch had it (no list of asked views to build).
      let touches = recognizer.activeTouches
      for (index, touch) in touches.enumerated() {
        guard let view = touch.view, !touches[..<index].contains(where: { $0.view === view }) else {
          continue
        }
        let answer = view.gestureRecognizerShouldBegin(recognizer)
        record(
          recognizer,
          .asked(
            question: recognizer.traceMemos.shouldBeginQuestion.join(
              view.displayName, ".gestureRecognizerShouldBegin"),
            answer: answer))
        if !answer { return .view(view) }
      }
    }
    if let delegate = recognizer.assignedDelegate {
      let answer = delegate.gestureRecognizerShouldBegin(recognizer)
      record(recognizer, .asked(question: "delegate gestureRecognizerShouldBegin", answer: answer))
      if !answer { return .delegate }
    }
    return nil
  }

  /// Who refused to let a recognizer begin; the sentence is only built when the trace records it.
  private enum ShouldBeginRefusal {
    case view(View)
    case delegate

    /// The refusal as a failure's cause; a view's sentence is reused from `memo` while it names the same view.
    func cause(memo: inout TraceText.Memo) -> String {
      switch self {
      case .view(let view): memo.join(view.displayName, ".gestureRecognizerShouldBegin said no")
      case .delegate: "the delegate's gestureRecognizerShouldBegin said no"
      }
    }
  }

  /// `cancelsTouchesInView`: the recognizer's touches leave their views.
  ///
  /// A view that already received `touchesBegan` gets `touchesCancelled` (after the actions); a view that
  /// had not seen the touch yet (same event, or held back) never hears of it.
  private func takeTouches(of recognizer: GestureRecognizer) {
    var fingers: [Finger] = []
    var cancelled: [String] = []
    for touch in recognizer.activeTouches {
      switch touch.delivery.status {
      case .delivering:
        touch.delivery.needsCancellation = true
        touch.delivery.held = []
        fingers.append(touch.finger)
        if let name = touch.view?.displayName, !cancelled.contains(name) { cancelled.append(name) }
      case .notStarted:
        touch.delivery.status = .taken
        touch.delivery.held = []
        fingers.append(touch.finger)
      case .finished, .taken, .blocked:
        continue
      }
      application?.noteAwaitingDelivery(touch)
    }
    if !fingers.isEmpty { record(recognizer, .tookTouches(fingers: fingers, cancelledInViews: cancelled)) }
  }
}
