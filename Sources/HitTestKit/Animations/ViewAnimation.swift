/// One running `View.animate` call: the views it moves, from where to where, on which timing, and its completion.
///
/// It belongs to the application whose clock runs it (`Animator.runningAnimations`), from the call until it
/// ends at `delay + duration`, or until every view it moves has been taken out of it. Its members are internal;
/// the trace records its decisions as ``Decision`` values.
public final class ViewAnimation {
  /// One view the animation moves: its model values before and after the block.
  struct Part {
    let view: View
    /// The window the view was in when the animation began: leaving it ends the view's part.
    let window: ObjectIdentifier
    let from: AnimatedValues
    let to: AnimatedValues
  }

  /// The animation's number in its application (1 for the first), as traces name it.
  let number: Int
  /// When `animate` was called.
  let startTime: TimeInterval
  let delay: TimeInterval
  let duration: TimeInterval
  let timing: AnimationTiming
  /// Whether the animated views take touches while it runs (`.allowUserInteraction`).
  let allowsUserInteraction: Bool
  /// The views still animated (a part leaves when its view leaves its window or its animations are removed).
  var parts: [Part]
  /// Whether a part was taken out before the end: the completion then receives `false`.
  var wasInterrupted = false
  /// The completion, until it is run (exactly once).
  var completion: ((Bool) -> Void)?
  /// The timer that ends the animation at ``endTime``.
  var endTimer: VirtualClock.TimerToken?

  init(
    number: Int, startTime: TimeInterval, delay: TimeInterval, duration: TimeInterval,
    timing: AnimationTiming,
    allowsUserInteraction: Bool, parts: [Part], completion: ((Bool) -> Void)?
  ) {
    self.number = number
    self.startTime = startTime
    self.delay = delay
    self.duration = duration
    self.timing = timing
    self.allowsUserInteraction = allowsUserInteraction
    self.parts = parts
    self.completion = completion
    views = parts.map { TracedObject($0.view) }
  }

  /// When the animation ends: the call's time plus the delay and the duration.
  var endTime: TimeInterval { startTime + delay + duration }

  /// The fraction of the change still to be shown at `time` (1 during the delay, 0 from the end on).
  func remainingFraction(at time: TimeInterval) -> CGFloat {
    CGFloat(1 - timing.progress(elapsed: time - startTime - delay, duration: duration))
  }

  /// The views it animated when it began, as traces name them.
  let views: [TracedObject]

  /// The names of the views it animated when it began, for its timers' names: "card", "card, badge".
  var viewNames: String { views.map(\.name).joined(separator: ", ") }
}
