extension Application {
  /// Makes an event of every live touch, dispatches it to the windows involved, then retires finished touches.
  func dispatchEvent(beganTouches: [Touch] = []) {
    eventCount += 1
    layOutWindowsIfNeeded()  // frames set in `layoutSubviews` decide this event's hit tests
    // The event is only an argument: once the call returns, the application's own reference is the only one
    // unless a handler kept the event.
    dispatch(makeEvent(touches: liveTouchesAsSet), beganTouches: beganTouches)
    clearKeptEvent()
    retireLiftedTouches()
  }

  private func dispatch(_ event: Event, beganTouches: [Touch]) {
    let touches = event.allTouches
    recorder.recordEvent(number: eventCount, touches: touches)
    isDispatching = true
    recorder.nested {
      for touch in beganTouches { hitTest(touch, with: event) }
      for window in windows where touches.contains(where: { $0.window === window }) {
        window.sendEvent(event)
      }
    }
    isDispatching = false
  }

  /// A new event of `touches` at the clock's time, kept in `keptEvent`: the kept one, restarted, when nothing else
  /// refers to it (see ``clearKeptEvent()``), else a new object.
  func makeEvent(touches: Set<Touch>) -> Event {
    let interactionRecorder = recorder.isEnabled ? recorder : nil
    if isKnownUniquelyReferenced(&keptEvent), let event = keptEvent {
      event.restart(timestamp: clock.now, touches: touches, interactionRecorder: interactionRecorder)
      return event
    }
    let event = Event(timestamp: clock.now, touches: touches, interactionRecorder: interactionRecorder)
    keptEvent = event
    return event
  }

  /// After an event: clears the kept one for the next, if nothing else refers to it (a handler may have kept it),
  /// so that one event object serves a whole gesture; else forgets it.
  func clearKeptEvent() {
    guard isKnownUniquelyReferenced(&keptEvent), let event = keptEvent, !event.isRecordingHitTest,
      event.chainRecorder == nil
    else {
      keptEvent = nil
      return
    }
    event.clear()  // lets go of its touches and recognizers now, as freeing it would
  }

  /// Forgets the touches whose fingers lifted, in the order they came down (the last lifted one sets `lastTap`).
  private func retireLiftedTouches() {
    // Collected first, then removed in one pass (one removal at a time is quadratic in the fingers lifted).
    let lifted = liveTouches.filter { !$0.touch.isDown }
    liveTouches.removeAll { !$0.touch.isDown }
    for entry in lifted {
      let touch = entry.touch
      if touch.phase == .ended { lastTap = (clock.now, touch.windowLocation, touch.tapCount) }
    }
  }

  /// Finds the touch's view: the front-most window whose hit test claims the point (UIKit's rule).
  private func hitTest(_ touch: Touch, with event: Event) {
    event.hitTestDepth = 0
    event.hitTestDepthLimit = View.maximumTouchDepth
    defer { event.hitTestDepthLimit = Int.max }
    for window in windows.reversed() {
      let point = window.convert(touch.windowLocation, from: nil)
      let isTraced = recorder.isEnabled
      if isTraced {
        event.startHitTestRecording()
        event.hitTestRecorder.beginVisit(window, at: point)
      }
      let hit = window.hitTest(point, with: event)
      if isTraced {
        event.hitTestRecorder.endVisit(window, returned: hit)
        let trace = event.finishHitTestRecording(point: point, root: window, result: hit)
        recorder.record(.hitTest(finger: touch.finger, trace))
      }
      if let hit {
        touch.view = hit
        touch.window = window
        return
      }
    }
    touch.window = windows.last
    touch.delivery.status = .blocked
  }

  /// The dispatch pipeline for one window (UIKit's `UIWindow.sendEvent(_:)`): recognizers see the
  /// touches first, actions are sent, then views get their touches, then finished recognizers reset.
  func deliver(_ event: Event, in window: Window) {
    let touches = event.allTouches.filter { $0.window === window }.sorted { $0.finger < $1.finger }
    var admission = Admission()
    for touch in touches where touch.phase == .began {
      if touch.view == nil {
        recorder.record(
          .notDelivered(
            phase: .began, to: "any view", finger: touch.finger, reason: "the hit test found nothing"))
        continue
      }
      gestures.bind(touch, event: event)
      admitToView(touch, admission: &admission)
    }
    gestures.deliverToRecognizers(touches, event: event)
    gestures.sendPendingActions()
    let owed = awaitingDelivery.filter { $0.window === window }
    deliverToViews(owed.isEmpty ? touches : owed + touches, event: event)
    gestures.resetFinishedRecognizers()
    for touch in touches
    where !touch.isDown && (!touch.delivery.held.isEmpty || touch.delivery.needsCancellation) {
      noteAwaitingDelivery(touch)
    }
    retireAwaitingDelivery()
  }

  /// After a timer fires (or a recognizer is disabled): send actions, deliver what recognizers released or
  /// took, reset.
  func settleAfterTimer() {
    gestures.sendPendingActions()
    let touches = (liveTouches.map(\.touch) + awaitingDelivery).sorted { $0.finger < $1.finger }
    deliverToViews(touches, event: nil)
    gestures.resetFinishedRecognizers()
    retireAwaitingDelivery()
  }

  /// Remembers a touch whose view is still owed something after the finger left the screen.
  func noteAwaitingDelivery(_ touch: Touch) {
    guard !touch.isDown, !awaitingDelivery.contains(where: { $0 === touch }) else { return }
    awaitingDelivery.append(touch)
  }

  private func retireAwaitingDelivery() {
    awaitingDelivery.removeAll { $0.delivery.held.isEmpty && !$0.delivery.needsCancellation }
  }
}
