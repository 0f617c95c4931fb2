extension ScrollView {
  /// The clock a motion runs on: the one of the application whose touches or calls started it, or else the
  /// window's application's; `nil` when neither exists (the motion then ends at once).
  var frameClock: VirtualClock? { motionClock ?? window?.application?.clock }

  /// Schedules the next frame of the motion that runs on its own (``Motion/decelerating(_:)``,
  /// ``Motion/animatingOffset(_:)``, ``Motion/animatingZoom(_:drag:)``), one ``InputTiming/frameInterval`` from
  /// now: the one frame timer every motion shares.
  ///
  /// - Returns: `false` when there is no clock to run on, so the caller ends the motion at once.
  func scheduleFrame() -> Bool {
    guard let clock = frameClock else { return false }
    // The clock is captured weakly: it keeps this closure until the frame is due, so a strong capture would keep
    // the clock (and the closure) alive after its application is gone.
    frameTimer = clock.schedule(
      after: InputTiming.frameInterval.seconds, name: "\(displayName) frame", isTraced: false
    ) { [weak self] in
      self?.advanceFrame()
    }
    return true
  }

  /// One frame of the running motion: the glide or the zoom animation moves one step, and schedules the next
  /// unless it arrived.
  func advanceFrame() {
    frameTimer = nil  // this frame's timer fired
    switch motion {
    case .decelerating(let glide), .animatingOffset(let glide): advanceGlide(glide)
    case .animatingZoom(let animation, _): advanceZoom(animation)
    case .idle, .dragging, .zooming: break
    }
  }

  /// Cancels the pending frame, if any.
  func cancelFrame() {
    if let frameTimer { frameClock?.cancel(frameTimer) }
    frameTimer = nil
  }
}
