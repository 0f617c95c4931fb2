extension Application {
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
  /// that N fingers down in one event cost time linear in N).
  /// - Returns: Whether the touch was admitted.
  @discardableResult
  func admitToView(_ touch: Touch, admission: inout Admission) -> Bool {
    guard let view = touch.view else { return false }
    if admission.isEmpty, liveTouches.count == 1 { return true }  // the only finger: nothing to check
    admission.collectEarlierIfNeeded(in: self, window: touch.window, excluding: touch)
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
    flush(calls, event: event, eventOutside: &eventOutside)
    calls = []
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
          touch.delivery.held.append(phase)
          recorder.record(
            .gesture(recognizer: TracedObject(holder), .delaying(phase: phase, finger: touch.finger)))
        }
        continue
      }
      if !touch.delivery.held.isEmpty {
        replayHeld(touch, event: event, eventOutside: &eventOutside)
        if !isInEvent || phase == .stationary { continue }
        if touch.delivery.status != .delivering { continue }
      } else if !isInEvent || phase == .stationary {
        continue
      }
      add(phase, touch)
    }
    flush(calls, event: event, eventOutside: &eventOutside)
    if eventOutside != nil {
      eventOutside = nil
      clearKeptEvent()
    }
  }

  private func isInEvent(_ touch: Touch, _ event: Event?) -> Bool {
    event?.allTouches.contains(touch) ?? false
  }

  /// Replays a touch's held phases to its view, one call per phase, in order.
  private func replayHeld(_ touch: Touch, event: Event?, eventOutside: inout Event?) {
    let held = touch.delivery.held
    touch.delivery.held = []
    for phase in held where phase != .stationary {
      guard let view = touch.view,
        touch.delivery.status == .notStarted || touch.delivery.status == .delivering
      else { break }
      send(phase, of: [touch], to: view, event: event, eventOutside: &eventOutside)
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
      event.allTouches.count == liveTouches.count
    {
      return event
    }
    let made = makeEvent(touches: liveTouchesAsSet)
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
      if let all = event?.allTouches, touches.count == all.count, touches.allSatisfy(all.contains) {
        all
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
    recorder.record(.delivered(phase: phase, to: TracedObject(view), fingers: recorder.fingers(of: touches)))
    let deliveryEvent = event ?? self.eventOutside(reusing: &eventOutside)
    // Following the responder chain is only needed for the trace. A delivery made during this one's call (of
    // the same event) hands back the enclosing call's recorder detached.
    let enclosing = deliveryEvent.chainRecorder?.detached()
    deliveryEvent.chainRecorder = recorder.isEnabled ? ResponderChainRecorder(start: view) : nil
    recorder.nested {
      switch phase {
      case .began: view.touchesBegan(set, with: deliveryEvent)
      case .moved, .stationary: view.touchesMoved(set, with: deliveryEvent)
      case .ended: view.touchesEnded(set, with: deliveryEvent)
      case .cancelled: view.touchesCancelled(set, with: deliveryEvent)
      }
      deliveryEvent.chainRecorder?.finish(phase: phase, recorder: recorder)
    }
    deliveryEvent.chainRecorder = enclosing
  }
}
