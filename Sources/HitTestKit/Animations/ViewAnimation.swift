/// One running `View.animate` call in one application: the views it moves, from where to where, on which timing,
/// how often, and its completion.
///
/// It belongs to the application whose clock runs it (the animator's running animations), from the call until it
/// ends at `delay + duration` (times its ``Repetition``), or until every view it moves has been taken out of it.
/// One call that changes views of two applications starts one animation in each, sharing one completion. Its
/// members are internal; the trace records its decisions as ``Decision`` values.
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
  /// How often it plays, and whether it plays back.
  let repetition: Repetition
  /// Whether the animated views take touches while it runs (`.allowUserInteraction`).
  let allowsUserInteraction: Bool
  /// Every view it moved when it began, in the order the block changed them.
  let parts: [Part]
  /// Whether each part still animates (a part leaves when its view leaves its window or its animations are
  /// removed).
  private(set) var isLive: [Bool]
  /// How many parts still animate.
  private(set) var livePartCount: Int
  /// Whether a part was taken out before the end: the completion then receives `false`.
  var wasInterrupted = false
  /// The completion, shared with the other animations of the same call.
  let completion: CompletionGroup

  init(
    number: Int, startTime: TimeInterval, delay: TimeInterval, duration: TimeInterval,
    timing: AnimationTiming, repetition: Repetition,
    allowsUserInteraction: Bool, parts: [Part], completion: CompletionGroup
  ) {
    self.number = number
    self.startTime = startTime
    self.delay = delay
    self.duration = duration
    self.timing = timing
    self.repetition = repetition
    self.allowsUserInteraction = allowsUserInteraction
    self.parts = parts
    self.completion = completion
    isLive = Array(repeating: true, count: parts.count)
    livePartCount = parts.count
    views = parts.map { TracedObject($0.view) }
  }

  /// Takes part `index` out of the animation; answers whether it was still in.
  func removePart(_ index: Int) -> Bool {
    guard isLive[index] else { return false }
    isLive[index] = false
    livePartCount -= 1
    return true
  }

  /// When the animation ends: the call's time plus the delay and every cycle (infinite when it repeats for ever).
  var endTime: TimeInterval { startTime + delay + repetition.activeDuration(duration) }

  /// The fraction of the change still to be shown at `time` (1 during the delay, 0 from the end on).
  func remainingFraction(at time: TimeInterval) -> CGFloat {
    CGFloat(
      1 - repetition.shownFraction(elapsed: time - startTime - delay, duration: duration, timing: timing))
  }

  /// The views it animated when it began, as traces name them.
  let views: [TracedObject]

  /// The names of the views it animated when it began, for its timers' names: "card", "card, badge".
  var viewNames: String { views.map(\.name).joined(separator: ", ") }
}
