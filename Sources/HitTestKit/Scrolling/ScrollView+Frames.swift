extension ScrollView {
  /// The clock a motion runs on: the one of the application whose touches or calls started it, or else the
  /// window's application's; `nil` when neither exists (the motion then ends at once).
  var frameClock: VirtualClock? { motionClock ?? window?.application?.clock }

  /// Schedules the next frame of the motion that runs on its own (``Motion/decelerating(_:)``,
  /// ``Motion/animatingOffset(_:)``, ``Motion/animatingZoom(_:drag:)``), one ``InputTiming/frameInterval`` from
  /// now: the one frame timer every motion shares.
  ///
  /// The frame carries a ``FrameTicket``: if its clock goes away before the frame is due (the application is
  /// released), the motion ends at once (``frameClockWentAway()``), so no motion is left running without a
  /// clock that will settle it.
  ///
  /// - Returns: `false` when there is no clock to run on, so the caller ends the motion at once.
  func scheduleFrame() -> Bool {
    guard let clock = frameClock else { return false }
    let ticket = FrameTicket(scrollView: self)
    // The clock is captured weakly: it keeps this closure until the frame is due, so a strong capture would keep
    // the clock (and the closure) alive after its application is gone.
    frameTimer = clock.schedule(
      after: InputTiming.frameInterval.seconds, name: "\(displayName) frame", isTraced: false
    ) { [weak self] in
      ticket.isSpent = true
      self?.advanceFrame()
    }
    frameTicket = ticket
    frameTimerClock = clock
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

  /// Cancels the pending frame, if any, on the clock it was scheduled on.
  func cancelFrame() {
    frameTicket?.isSpent = true
    if let frameTimer { frameTimerClock?.cancel(frameTimer) }
    frameTimer = nil
  }

  /// The clock of a pending frame went away with its application: the motion ends now, as it would have ended
  /// (a HitTestKit decision, issue 32 row 6; UIKit has one application for the life of the process).
  ///
  /// The content arrives at its resting point (a deceleration or an animated offset), or the zoom at its final
  /// scale, inside the limits; the delegate hears the usual end (`scrollViewDidEndDecelerating`,
  /// `scrollViewDidEndScrollingAnimation`, `scrollViewDidEndZooming`). ``isDecelerating`` and
  /// ``isZoomBouncing`` are false from then on, whatever application the view is shown in next.
  func frameClockWentAway() {
    frameTimer = nil  // it went with its clock: nothing to cancel
    motionClock = nil
    switch motion {
    case .decelerating(let glide), .animatingOffset(let glide):
      contentOffset = glide.target
      guard motion.glide != nil else { return }  // the delegate, told of the scroll, ended it
      finishSettling()
    case .animatingZoom:
      completeZoomAnimation()
    case .idle, .dragging, .zooming:
      break
    }
  }

  /// A pending frame's stand-in: when the frame's closure is let go without having run or been cancelled (its
  /// clock went away), it tells the scroll view so.
  final class FrameTicket {
    /// The scroll view whose frame this is (not kept alive).
    weak var scrollView: ScrollView?
    /// Whether the frame ran or was cancelled: then nothing is owed.
    var isSpent = false

    init(scrollView: ScrollView) {
      self.scrollView = scrollView
    }

    deinit {
      if !isSpent { scrollView?.frameClockWentAway() }
    }
  }
}
