extension Dispatcher {
  /// UIKit's multi-touch rules at touch-down: `isMultipleTouchEnabled` and `isExclusiveTouch`, within one window.
  ///
  /// A view with multiple touch disabled gets only the first touch of a sequence; an exclusive view that is
  /// tracking a touch keeps every other view from receiving new touches; a touch that begins in an exclusive
  /// view while other views track touches is not delivered to it. Recognizers are not affected.
  ///
  /// When several fingers come down in one event, the touches are admitted in finger order (the order of the
  /// event's touches; UIKit does not document one): the first finger of the event gets the view, and a later
  /// one is refused because of it, with a reason that says they began in the same event. `admission` holds the
  /// touches of this event already admitted and the ones tracked since earlier events (made once per event, so
  /// that N fingers down in one event cost time linear in N). The only finger down has nothing to be checked against:
  /// its caller admits it without asking.
  /// - Returns: Whether the touch was admitted.
  @discardableResult
  func admitToView(_ touch: Touch, admission: inout Admission) -> Bool {
    guard let view = touch.view else { return false }
    admission.collectEarlierIfNeeded(in: liveTouches, window: touch.window, excluding: touch)
    // The other touch, as the refusal names it.
    func traced(_ other: Admission.Tracking) -> InteractionTrace.OtherTouch {
      InteractionTrace.OtherTouch(
        finger: other.touch.finger, view: TracedObject(other.touch.view!), isInSameEvent: other.sameEvent)
    }
    var refusal: InteractionTrace.DeliveryRefusal?
    if !view.isMultipleTouchEnabled, let other = admission.first(on: view) {
      refusal = .multipleTouchDisabled(view: TracedObject(view), other: traced(other))
    } else if let exclusive = admission.firstExclusive(notOn: view) {
      refusal = .exclusiveTouchElsewhere(other: traced(exclusive))
    } else if view.isExclusiveTouch, let other = admission.first(notOn: view) {
      refusal = .exclusiveTouch(view: TracedObject(view), other: traced(other))
    }
    guard let refusal else {
      admission.admit(touch)
      return true
    }
    touch.delivery.status = .blocked
    recorder.record(
      .notDelivered(phase: .began, to: TracedObject(view), finger: touch.finger, reason: refusal))
    return false
  }

  /// Delivers each touch's phase to its view, grouped per view, applying holds and cancellations.
  ///
  /// Cancellations owed by recognizers come first (after the actions, before anything else: the modern
  /// order); held phases are replayed one call at a time once nothing holds them; a view receives one call
  /// per phase with all its touches in that phase.
  func deliverToViews(_ touches: [Touch], event: Event?) {
    var eventOutside: Event?  // made at the first call outside an event, then shared while still accurate
    var calls: [ViewCall] = []
    func add(_ phase: Touch.Phase, _ touch: Touch) {
      guard let view = touch.view else { return }
      // One touch (a finger's gesture, or a timer's settling after it): its call is the only one, sent at once with
      // the list given, where collecting it made two lists.
      if touches.count == 1 {
        send(phase, of: touches, to: view, event: event, eventOutside: &eventOutside)
        return
      }
      if let index = calls.firstIndex(where: { $0.phase == phase && $0.view === view }) {
        calls[index].touches.append(touch)
      } else {
        calls.append(ViewCall(phase: phase, view: view, touches: [touch]))
      }
    }
    // Touches taken by a recognizer after their view saw them: touchesCancelled.
    for touch in touches where touch.delivery.needsCancellation {
      touch.delivery.needsCancellation = false
      touch.delivery.status = .taken
      add(.cancelled, touch)
    }
    if !calls.isEmpty {
      flush(calls, event: event, eventOutside: &eventOutside)
      calls = []
    }
    for touch in touches {
      let phase = touch.phase
      switch touch.delivery.status {
      case .blocked:
        if isInEvent(touch, event), phase == .ended || phase == .cancelled, let view = touch.view {
          recorder.record(
            .notDelivered(
              phase: phase, to: TracedObject(view), finger: touch.finger,
              reason: .neverReceivedBegan(view: TracedObject(view))))
        }
        continue
      case .taken, .finished: continue
      case .notStarted, .delivering: break
      }
      let isInEvent = isInEvent(touch, event)
      if let holder = gestures.holder(of: touch, phase: phase) {
        // A stationary touch has nothing to deliver, so there is nothing to hold.
        if isInEvent, phase != .stationary {
          touch.changeDelivery { $0.held.append(phase) }
          recorder.record(
            .gesture(recognizer: TracedObject(holder), .delaying(phase: phase, finger: touch.finger)))
        }
        continue
      }
      if !touch.delivery.held.isEmpty {
        replayHeld(
          touch, alone: touches.count == 1 ? touches : [touch], event: event, eventOutside: &eventOutside)
        if !isInEvent || phase == .stationary { continue }
        if touch.delivery.status != .delivering { continue }
      } else if !isInEvent || phase == .stationary {
        continue
      }
      add(phase, touch)
    }
    flush(calls, event: event, eventOutside: &eventOutside)
  }

  private func isInEvent(_ touch: Touch, _ event: Event?) -> Bool {
    event?.includes(touch) ?? false
  }

  /// Replays a touch's held phases to its view, one call per phase, in order; `alone` is a list of just `touch`
  /// (the caller's own when it has one, so that no list is made per phase).
  private func replayHeld(_ touch: Touch, alone: [Touch], event: Event?, eventOutside: inout Event?) {
    let held = touch.delivery.held
    touch.changeDelivery { $0.held = [] }
    for phase in held where phase != .stationary {
      guard let view = touch.view,
        touch.delivery.status == .notStarted || touch.delivery.status == .delivering
      else { break }
      send(phase, of: alone, to: view, event: event, eventOutside: &eventOutside)
    }
  }

  /// One `touches…` call owed to a view.
  ///
  /// A struct, not a tuple: an array of tuples is copied and destroyed through the runtime's generic tuple
  /// witnesses, element by element.
  private struct ViewCall {
    let phase: Touch.Phase
    let view: View
    var touches: [Touch]
  }

  private func flush(_ calls: [ViewCall], event: Event?, eventOutside: inout Event?) {
    for call in calls {
      send(call.phase, of: call.touches, to: call.view, event: event, eventOutside: &eventOutside)
    }
  }

  /// The event of the live touches given to views outside an event (a timer's settling): `event` again while it
  /// still says what a new one would, else a new one, kept in `event`.
  ///
  /// One settling replays a held touch-down and lift-off to the view, one call after the other: they share an
  /// event. It is shared only while the application is dispatching (input is then queued, so the live touches
  /// stay the same) and the clock and the tracing are as when it was made (a handler may advance the clock or
  /// turn tracing on).
  private func eventOutside(reusing event: inout Event?) -> Event {
    let interactionRecorder = recorder.isEnabled ? recorder : nil
    if isDispatching, let event, event.timestamp == clock.now,
      event.interactionRecorder === interactionRecorder,
      event.touches.count == liveTouches.count
    {
      return event
    }
    let made = makeEventOfLiveTouches()
    event = made
    return made
  }

  /// Delivers one phase of `touches` to `view` (one `touches…` call), updating their delivery status.
  ///
  /// Outside an event (`event` is `nil`), the view gets an event of the live touches, `eventOutside` when it
  /// is still accurate (see ``eventOutside(reusing:)``).
  private func send(
    _ phase: Touch.Phase, of touches: [Touch], to view: View, event: Event?, eventOutside: inout Event?
  ) {
    // The event's own set when the call has every touch of the event.
    let set =
      if let event, touches.count == event.touches.count, touches.allSatisfy(event.includes) {
        event.touches
      } else if touches.count == 1 {
        setOfOne(touches[0])
      } else {
        Set(touches)
      }
    for touch in touches {
      switch phase {
      case .began, .moved, .stationary: touch.delivery.status = .delivering
      case .ended, .cancelled:
        touch.delivery.status = phase == .cancelled && touch.delivery.status == .taken ? .taken : .finished
      }
    }
    if recorder.isEnabled { recorder.recordDelivery(of: phase, to: view, touches: touches) }
    let deliveryEvent = event ?? self.eventOutside(reusing: &eventOutside)
    // Following the responder chain is only needed for the trace. A delivery made during this one's call (of
    // the same event) hands back the enclosing call's recorder detached.
    let enclosing = deliveryEvent.chainRecorder?.detached()
    deliveryEvent.chainRecorder = recorder.isEnabled ? ResponderChainRecorder(start: view) : nil
    recorder.depth += 1
    switch phase {
    case .began: view.touchesBegan(set, with: deliveryEvent)
    case .moved, .stationary: view.touchesMoved(set, with: deliveryEvent)
    case .ended: view.touchesEnded(set, with: deliveryEvent)
    case .cancelled: view.touchesCancelled(set, with: deliveryEvent)
    }
    deliveryEvent.chainRecorder?.finish(phase: phase, recorder: recorder)
    recorder.depth -= 1
    deliveryEvent.chainRecorder = enclosing
  }
}

extension Dispatcher {
  /// The touches a new touch of an event is checked against by ``admitToView(_:admission:)``: those of the same
  /// event admitted before it (first, in finger order), then those its window's views track since earlier events
  /// (in the order their fingers came down).
  ///
  /// It answers "the first of them on this view", "the first on another view", "the first on another,
  /// exclusive-touch view" in constant time, so that an event of N new touches costs time linear in N
  /// (searching every touch for each was N²).
  struct Admission {
    /// A touch and whether it began in the same event.
    struct Tracking {
      let touch: Touch
      let sameEvent: Bool
    }

    /// The touches of one group (same event, or earlier), summarised for the three questions.
    struct Group {
      /// The first touch on each view.
      var firstByView: [ObjectIdentifier: Tracking] = [:]
      /// The first touch, and the first on another view than its.
      var firstTwoViews: (Tracking?, Tracking?)
      /// The first touch on an exclusive-touch view, and the first on another exclusive-touch view than its.
      var firstTwoExclusiveViews: (Tracking?, Tracking?)

      var isEmpty: Bool { firstTwoViews.0 == nil }

      mutating func add(_ tracking: Tracking) {
        guard let view = tracking.touch.view else { return }
        let id = ObjectIdentifier(view)
        if firstByView[id] == nil { firstByView[id] = tracking }
        Self.note(tracking, on: view, in: &firstTwoViews)
        if view.isExclusiveTouch { Self.note(tracking, on: view, in: &firstTwoExclusiveViews) }
      }

      private static func note(_ tracking: Tracking, on view: View, in pair: inout (Tracking?, Tracking?)) {
        guard let first = pair.0 else {
          pair.0 = tracking
          return
        }
        if pair.1 == nil, first.touch.view !== view { pair.1 = tracking }
      }

      func first(on view: View) -> Tracking? { firstByView[ObjectIdentifier(view)] }

      func first(notOn view: View, in pair: (Tracking?, Tracking?)) -> Tracking? {
        guard let first = pair.0 else { return nil }
        return first.touch.view !== view ? first : pair.1
      }
    }

    private var sameEvent = Group()
    private var earlier: Group?

    /// Whether no touch of this event has been admitted yet.
    var isEmpty: Bool { sameEvent.isEmpty }

    /// Gathers, once per event, the touches the views of `window` have tracked since earlier events.
    mutating func collectEarlierIfNeeded(in liveTouches: LiveTouches, window: Window?, excluding touch: Touch)
    {
      guard earlier == nil else { return }
      var group = Group()
      for entry in liveTouches {
        let other = entry.touch
        if other !== touch, other.window === window, other.delivery.status == .delivering, other.view != nil {
          group.add(Tracking(touch: other, sameEvent: false))
        }
      }
      earlier = group
    }

    /// Notes a touch of this event admitted to its view.
    mutating func admit(_ touch: Touch) {
      sameEvent.add(Tracking(touch: touch, sameEvent: true))
    }

    /// The first tracked touch on `view`.
    func first(on view: View) -> Tracking? {
      sameEvent.first(on: view) ?? earlier?.first(on: view)
    }

    /// The first tracked touch on a view other than `view`.
    func first(notOn view: View) -> Tracking? {
      sameEvent.first(notOn: view, in: sameEvent.firstTwoViews)
        ?? earlier.flatMap { $0.first(notOn: view, in: $0.firstTwoViews) }
    }

    /// The first tracked touch on an exclusive-touch view other than `view`.
    func firstExclusive(notOn view: View) -> Tracking? {
      sameEvent.first(notOn: view, in: sameEvent.firstTwoExclusiveViews)
        ?? earlier.flatMap { $0.first(notOn: view, in: $0.firstTwoExclusiveViews) }
    }
  }
}

/// How a touch's phases reach its hit-test view, given gesture recognizers and multi-touch rules.
struct ViewDelivery {
  enum Status {
    /// The view has not received `touchesBegan` for the touch yet.
    case notStarted
    /// The view received `touchesBegan` and waits for the rest.
    case delivering
    /// The view received `touchesEnded` or `touchesCancelled`.
    case finished
    /// A recognizer took the touch (`cancelsTouchesInView`); the view gets nothing more.
    case taken
    /// Never delivered to the view: multi-touch disabled, exclusive touch, or no view.
    case blocked
  }

  var status = Status.notStarted
  /// Phases held back by `delaysTouchesBegan` / `delaysTouchesEnded`, in order.
  var held = HeldPhases()
  /// A recognizer took the touch after the view received `touchesBegan`: send `touchesCancelled`.
  var needsCancellation = false
}

extension ViewDelivery {
  /// What taking a touch from its view (``Touch/takeFromView()``) owes the view.
  enum Taking {
    /// The view had received `touchesBegan`: it gets `touchesCancelled`, after the actions.
    case cancelled
    /// The view had not seen the touch (same event, or held back): it never hears of it.
    case withheld
  }
}

// The dispatcher's entry points for the parts and the built-in recognizers that decide a touch's delivery: only
// these, and the dispatcher's own code, write `Touch.delivery`.
extension Touch {
  /// Changes ``delivery``: moves it out, changes it and moves it back, so that no access to the stored value spans a
  /// call or a release and none is checked at run time (the gesture environment reads it for every recognizer).
  func changeDelivery(_ change: (inout ViewDelivery) -> Void) {
    var value = ViewDelivery()
    swap(&value, &delivery)
    defer { swap(&value, &delivery) }
    change(&value)
  }

  /// Takes the touch from its view for a recognizer that recognized with `cancelsTouchesInView`: its held phases
  /// are dropped, and its view is owed a cancellation or never hears of it.
  ///
  /// - Returns: What the view is owed, or `nil` when its delivery had already ended (finished, taken or blocked).
  func takeFromView() -> ViewDelivery.Taking? {
    switch delivery.status {
    case .delivering:
      delivery.needsCancellation = true
      changeDelivery { $0.held = [] }
      return .cancelled
    case .notStarted:
      delivery.status = .taken
      changeDelivery { $0.held = [] }
      return .withheld
    case .finished, .taken, .blocked:
      return nil
    }
  }

  /// Keeps the touch from its view, which has not seen it yet (a scroll view's `touchesShouldBegin(_:with:in:)`
  /// said no): the view gets none of its phases.
  func withholdFromView() {
    delivery.status = .blocked
  }

}

// What a touch's delivery to its view has come to, for recognizers and views (public: the built-in scroll view reads
// them as a subclass would), and for tests.
extension Touch {
  /// Whether the touch's view has not been given `touchesBegan` yet and still may be: a recognizer with
  /// ``GestureRecognizer/delaysTouchesBegan`` may be holding it back, or recognizers are seeing it first.
  ///
  /// A HitTestKit addition (UIKit keeps this private). False once the view has the touch, and for a touch that
  /// never reaches its view (taken by a recognizer, kept from it with ``GestureRecognizer/withholdFromView(_:)``,
  /// refused by ``View/isMultipleTouchEnabled`` or ``View/isExclusiveTouch``).
  public var isAwaitingView: Bool { delivery.status == .notStarted }

  /// Whether the touch's view has received `touchesBegan` for it and waits for the rest: what a recognizer that
  /// recognizes with ``GestureRecognizer/cancelsTouchesInView`` would cancel.
  ///
  /// A HitTestKit addition (UIKit keeps this private).
  public var isTrackedByView: Bool { delivery.status == .delivering }

  /// Whether the touch's view has received `touchesBegan` for it (it may since have had the rest).
  var hasReachedView: Bool { delivery.status == .delivering || delivery.status == .finished }
}

extension ViewDelivery {
  /// The phases held back from a touch's view, in order: a plain array.
  ///
  /// A hold is usually one or two phases (a touch-down held by a scroll view, a lift-off held by a tap waiting
  /// for a double tap). Packing them into one word saved nothing measurable (Documentation/Performance.md,
  /// "Leftover fast paths").
  typealias HeldPhases = [Touch.Phase]
}
