extension GestureEnvironment {
  /// Applies a requested state: UIKit's coercion, then failure requirements, should-begin and exclusion.
  ///
  /// Only a recognizer taking part in a gesture (enabled, tracking touches since its last reset) changes
  /// state: one disabled or removed meanwhile has been reset, and stays possible.
  func request(
    _ requested: GestureRecognizer.State, for recognizer: GestureRecognizer,
    cause: @autoclosure () -> InteractionTrace.GestureNote.Cause
  ) {
    guard recognizer.isEnabled, isActive(recognizer) else { return }
    recognizer.flags.stateWasSetThisEvent = true
    let from = recognizer.currentState
    guard let target = from.coerced(requested) else {
      if from.isFinished { record(recognizer, .ignored(requested: requested)) }
      return
    }
    if target != requested { record(recognizer, .coerced(requested: requested, to: target)) }
    if from == .possible && (target == .began || target == .ended) {
      attemptRecognition(recognizer, as: target, cause: cause())
    } else {
      if target == .failed { setDeferredState(nil, of: recognizer) }
      transition(recognizer, to: target, cause: cause())
    }
  }

  /// A recognizer wants to leave possible: check what stands in its way, in UIKit's order.
  ///
  /// First what a recognition earlier in the same delivery does to it: UIKit applies a recognition's effects at
  /// once, and here they wait for the end of the delivery (see ``isDelivering``), so a recognizer that one of them
  /// would already have failed fails now, for the reason it would have failed then. Only then its own failure
  /// requirements, which ask every other active recognizer: asking them first made N nested scroll views' pans,
  /// all beginning in one event, ask N² questions (issue 32, row 5).
  func attemptRecognition(
    _ recognizer: GestureRecognizer, as target: GestureRecognizer.State,
    cause: @autoclosure () -> InteractionTrace.GestureNote.Cause
  ) {
    if isDelivering, let (earlier, isRequired) = earlierRecognitionFailing(recognizer) {
      let blocker = TracedObject(earlier)
      transition(
        recognizer, to: .failed,
        cause: isRequired ? .requiredRecognizerRecognized(blocker) : .excludedBy(blocker))
      return
    }
    // Only a recognizer taking part in the gesture (tracking touches since its last reset) can still decide:
    // one that has no touches (never touched, or already failed and reset) cannot recognize, so it counts as
    // failed and is not waited for, or the wait would never end.
    let requirements = failureRequirements(of: recognizer)
    // Finding them asks delegates, and a delegate may change the scene as it answers (disable a recognizer,
    // whose failure lets this one try again and fail first): then it has been decided already.
    guard recognizer.currentState == .possible, isActive(recognizer) else { return }
    let winner = requirements.first { $0.currentState.hasRecognized }
    let undecided = requirements.first { other in other.currentState == .possible && isActive(other) }
    if let winner {
      transition(recognizer, to: .failed, cause: .requiredRecognizerRecognized(TracedObject(winner)))
      return
    }
    if let undecided {
      if isWaiting(undecided, for: recognizer) {  // a circular requirement: neither wait could ever end
        transition(recognizer, to: .failed, cause: .circularRequirement(TracedObject(undecided)))
        return
      }
      if recognizer.flags.deferredState == nil {
        record(recognizer, .waiting(for: TracedObject(undecided)))
      }
      setDeferredState(target, of: recognizer)
      return
    }
    setDeferredState(nil, of: recognizer)
    if let refusal = shouldBeginRefusal(recognizer) {
      transition(recognizer, to: .failed, cause: refusal.cause)
      return
    }
    // A should-begin hook may disable or remove the recognizer, which then was reset: it sends nothing.
    guard recognizer.isEnabled, isActive(recognizer), recognizer.currentState == .possible else { return }
    if let blocker = active.first(where: {
      $0 !== recognizer && ($0.currentState == .began || $0.currentState == .changed)
        && prevents($0, recognizer)
    }) {
      transition(recognizer, to: .failed, cause: .excludedByRecognizing(TracedObject(blocker)))
      return
    }
    transition(recognizer, to: target, cause: cause())
    if isDelivering {
      appendUnresolved(.recognized(recognizer))
      recognizedDuringDelivery.append(RecognizerViewRelations(recognizer))
    } else {
      resolveRecognition(of: recognizer)
    }
  }

  /// A recognizer recognized: those waiting for it to fail fail, those it excludes fail, and with
  /// `cancelsTouchesInView` it takes its touches from their views.
  ///
  /// `requires` and `prevents` ask delegates, and a delegate may change the scene while it answers (disable a
  /// recognizer, whose failure lets a waiting one fail first): a recognizer that is no longer possible once
  /// they answered is left as it is.
  func resolveRecognition(of recognizer: GestureRecognizer) {
    var relations = RecognizerViewRelations(recognizer)
    for other in active where other !== recognizer && other.currentState == .possible && isActive(other) {
      if requires(other, toFail: recognizer) {
        guard other.currentState == .possible else { continue }
        transition(other, to: .failed, cause: .requiredRecognizerRecognized(TracedObject(recognizer)))
      } else if let view = other.view, relations.isRelated(to: view),
        preventsWhenViewsRelated(recognizer, other)
      {
        guard other.currentState == .possible else { continue }
        transition(other, to: .failed, cause: .excludedBy(TracedObject(recognizer)))
      }
    }
    if recognizer.cancelsTouchesInView { takeTouches(of: recognizer) }
  }

  /// Changes the state, records it, owes the actions, and lets waiting recognizers proceed after a failure.
  ///
  /// Only a recognizer taking part in the gesture changes state: one that a delegate or hook asked on the way
  /// disabled or removed has been reset already, and stays possible for its next gesture.
  func transition(
    _ recognizer: GestureRecognizer, to target: GestureRecognizer.State,
    cause: @autoclosure () -> InteractionTrace.GestureNote.Cause
  ) {
    guard isActive(recognizer) else { return }
    let from = recognizer.currentState
    recognizer.currentState = target
    record(recognizer, .transition(from: from, to: target, cause: cause()))
    switch target {
    case .began, .changed, .ended, .cancelled:
      // One action per recognizer and pass, reading the state then (open question 20, a HitTestKit decision).
      if !pendingActions.contains(where: { $0 === recognizer }) {
        changePendingActions { $0.append(recognizer) }
      }
    case .failed:
      setDeferredState(nil, of: recognizer)
      if isTracing { recordReleasedTouches(of: recognizer) }
      if isDelivering {
        appendUnresolved(.failed(recognizer))
      } else {
        resumeWaiting(after: recognizer)
      }
    case .possible:
      break
    }
  }

  /// Records the fingers whose held phases a failed recognizer releases, if any (tracing only).
  private func recordReleasedTouches(of recognizer: GestureRecognizer) {
    let active = recognizer.activeTouches
    // Every touch released (a one-finger gesture's): its own list, no new one.
    let released =
      active.allSatisfy { !$0.delivery.held.isEmpty } ? active : active.filter { !$0.delivery.held.isEmpty }
    if !released.isEmpty { recorder.recordRelease(of: released, by: recognizer) }
  }

  /// Recognizers that were waiting for `failed` to fail try again, in collection order.
  func resumeWaiting(after failed: GestureRecognizer) {
    // Most failures have no one waiting: then the active list is not walked (each of N nested pans failing
    // walked the 2N active recognizers, issue 32 row 5).
    guard waitingCount > 0 else { return }
    for waiting in active where waiting.flags.deferredState != nil && requires(waiting, toFail: failed) {
      guard let target = waiting.flags.deferredState, waiting.currentState == .possible else {
        continue
      }
      attemptRecognition(waiting, as: target, cause: .requiredRecognizerFailed(TracedObject(failed)))
    }
  }

  /// Whether `recognizer` is waiting, directly or through others that wait, for `target` to fail.
  private func isWaiting(
    _ recognizer: GestureRecognizer, for target: GestureRecognizer, visited: [GestureRecognizer] = []
  ) -> Bool {
    guard recognizer.flags.deferredState != nil, !visited.contains(where: { $0 === recognizer }) else {
      return false
    }
    for other in failureRequirements(of: recognizer) where other.currentState == .possible && isActive(other)
    {
      if other === target || isWaiting(other, for: target, visited: visited + [recognizer]) { return true }
    }
    return false
  }

  /// The recognizers `recognizer` must wait for: `require(toFail:)`, subclass overrides and delegates, in
  /// that order.
  ///
  /// The delegates asked may change `active`; the list as it was is walked.
  ///
  /// Only recognizers that can still matter are asked about: one that recognized (the waiting one then fails) or one
  /// still possible (it waits). One that failed or was cancelled can do neither, so its questions are not asked (in a
  /// tap, the scroll view's pan and content-touch delay and the long press have failed by the lift).
  ///
  /// The list is made once, at the size it can reach; the explicit requirements are read in place (copying a weak
  /// reference out of the list costs a copy and a destruction of it), and a recognizer already listed is not asked
  /// about again.
  private func failureRequirements(of recognizer: GestureRecognizer) -> [GestureRecognizer] {
    var requirements: [GestureRecognizer] = []
    requirements.reserveCapacity(recognizer.failureRequirements.count + active.count)
    for index in recognizer.failureRequirements.indices {
      if let required = recognizer.failureRequirements[index].recognizer { requirements.append(required) }
    }
    let explicitCount = requirements.count
    for other in active
    where other !== recognizer && (other.currentState == .possible || other.currentState.hasRecognized)
      && isActive(other) && !requirements[..<explicitCount].contains(where: { $0 === other })
      && requiresByOverrideOrDelegate(recognizer, toFail: other)
    {
      requirements.append(other)
    }
    return requirements
  }

  /// Whether `recognizer` must wait for `other` to fail, by any of UIKit's five sources.
  func requires(_ recognizer: GestureRecognizer, toFail other: GestureRecognizer) -> Bool {
    recognizer.hasFailureRequirement(other) || requiresByOverrideOrDelegate(recognizer, toFail: other)
  }

  /// Whether `recognizer` must wait for `other` to fail by the four sources other than `require(toFail:)`: the two
  /// subclass overrides, then the two delegates.
  private func requiresByOverrideOrDelegate(
    _ recognizer: GestureRecognizer, toFail other: GestureRecognizer
  ) -> Bool {
    if recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer) {
      return true
    }
    if let delegate = recognizer.delegate,
      delegate.gestureRecognizer(recognizer, shouldRequireFailureOf: other)
    {
      return true
    }
    if let delegate = other.delegate,
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
    var relations = RecognizerViewRelations(preventing)
    guard let view = prevented.view, relations.isRelated(to: view) else { return false }
    return preventsWhenViewsRelated(preventing, prevented)
  }

  /// The exclusion rule once the two recognizers' views are known to be related: both recognizers agree, and no
  /// delegate allows them to recognize together.
  private func preventsWhenViewsRelated(
    _ preventing: GestureRecognizer, _ prevented: GestureRecognizer
  ) -> Bool {
    guard preventing.canPrevent(prevented), prevented.canBePrevented(by: preventing) else { return false }
    return !simultaneous(preventing, prevented)
  }

  /// The first recognition earlier in this delivery that would fail `recognizer` once applied, and whether it
  /// does so as a failure requirement (else by exclusion), in the order ``resolveRecognition(of:)`` decides.
  private func earlierRecognitionFailing(
    _ recognizer: GestureRecognizer
  ) -> (GestureRecognizer, isRequired: Bool)? {
    // By index, checked each time: a delegate asked on the way may start a nested delivery, which empties the list.
    var index = 0
    while index < recognizedDuringDelivery.count {
      defer { index += 1 }
      let earlier = recognizedDuringDelivery[index].recognizer
      guard earlier !== recognizer, earlier.currentState.hasRecognized else { continue }
      if requires(recognizer, toFail: earlier) { return (earlier, true) }
      guard let view = recognizer.view, index < recognizedDuringDelivery.count else { continue }
      if recognizedDuringDelivery[index].isRelated(to: view) && preventsWhenViewsRelated(earlier, recognizer)
      {
        return (earlier, false)
      }
    }
    return nil
  }

  private func simultaneous(_ first: GestureRecognizer, _ second: GestureRecognizer) -> Bool {
    for (asker, other) in [(first, second), (second, first)] {
      guard let delegate = asker.delegate else { continue }
      let answer = delegate.gestureRecognizer(asker, shouldRecognizeSimultaneouslyWith: other)
      record(
        asker, .asked(question: .shouldRecognizeSimultaneously(with: TracedObject(other)), answer: answer))
      if answer { return true }
    }
    return false
  }

  /// UIKit's should-begin hooks: the touched views (only with `cancelsTouchesInView`), then the delegate.
  private func shouldBeginRefusal(_ recognizer: GestureRecognizer) -> ShouldBeginRefusal? {
    if recognizer.cancelsTouchesInView {
      // Each view once: a view is asked unless an earlier touch has it (a few fingers at most, so no list of the
      // views asked is made).
      let touches = recognizer.activeTouches
      for (index, touch) in touches.enumerated() {
        guard let view = touch.view, !touches[..<index].contains(where: { $0.view === view }) else {
          continue
        }
        let answer = view.gestureRecognizerShouldBegin(recognizer)
        record(recognizer, .asked(question: .viewShouldBegin(TracedObject(view)), answer: answer))
        if !answer { return .view(view) }
      }
    }
    if let delegate = recognizer.delegate {
      let answer = delegate.gestureRecognizerShouldBegin(recognizer)
      record(recognizer, .asked(question: .shouldBegin, answer: answer))
      if !answer { return .delegate }
    }
    return nil
  }

  /// Who refused to let a recognizer begin; the cause is only made when the trace records it.
  private enum ShouldBeginRefusal {
    case view(View)
    case delegate

    /// The refusal as a failure's cause.
    var cause: InteractionTrace.GestureNote.Cause {
      switch self {
      case .view(let view): .viewRefusedToBegin(TracedObject(view))
      case .delegate: .delegateRefusedToBegin
      }
    }
  }

  /// `cancelsTouchesInView`: the recognizer's touches leave their views.
  ///
  /// A view that already received `touchesBegan` gets `touchesCancelled` (after the actions); a view that
  /// had not seen the touch yet (same event, or held back) never hears of it.
  private func takeTouches(of recognizer: GestureRecognizer) {
    var fingers: [Finger] = []
    var cancelled: [TracedObject] = []
    for touch in recognizer.activeTouches {
      switch touch.takeFromView() {
      case .cancelled:
        fingers.append(touch.finger)
        if let view = touch.view, !cancelled.contains(where: { $0.object === view }) {
          cancelled.append(TracedObject(view))
        }
      case .withheld:
        fingers.append(touch.finger)
      case nil:
        continue
      }
      if !touch.isDown, !liftedTouchesTaken.contains(where: { $0 === touch }) {
        changeLiftedTouchesTaken { $0.append(touch) }
      }
    }
    if !fingers.isEmpty { record(recognizer, .tookTouches(fingers: fingers, cancelledInViews: cancelled)) }
  }
}

extension GestureEnvironment {
  /// A recognizer whose view is asked about again and again: is another view its view, above it, or below it.
  ///
  /// The first few questions walk up the hierarchy; from the fifth, the recognizer's view and every view above it
  /// are kept as a set, and a view above is one lookup. In a drag through N nested scroll views the innermost pan
  /// begins first and each outer recognizer is then asked about: walking up from the innermost view each time was
  /// quadratic in N (issue 32, row 5). A tap asks a few questions, and makes no set.
  struct RecognizerViewRelations {
    /// The recognizer asked about.
    let recognizer: GestureRecognizer
    /// The identities of its view and every view above it, once made.
    private var viewAndAncestors: Set<ObjectIdentifier>?
    private var questions = 0

    init(_ recognizer: GestureRecognizer) {
      self.recognizer = recognizer
    }

    /// Whether `view` is the recognizer's view, above it or below it (UIKit's exclusion needs one of the three).
    ///
    /// The set, once made, is the hierarchy as it was then: it lives for one resolution or one delivery, while no
    /// view moves.
    mutating func isRelated(to view: View) -> Bool {
      guard let own = recognizer.view else { return false }
      questions += 1
      if viewAndAncestors == nil && questions > 4 {
        var identities = Set<ObjectIdentifier>()
        var current: View? = own
        while let next = current {
          identities.insert(ObjectIdentifier(next))
          current = next.superview
        }
        viewAndAncestors = identities
      }
      if let viewAndAncestors {
        return viewAndAncestors.contains(ObjectIdentifier(view)) || view.isDescendant(of: own)
      }
      return own.isDescendant(of: view) || view.isDescendant(of: own)
    }
  }
}
