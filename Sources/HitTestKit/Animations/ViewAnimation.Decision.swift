extension ViewAnimation {
  /// What the animation machinery decided about a `View.animate` call, with the values that decided it, as the
  /// trace records it.
  ///
  /// The text renderer words each case; a test matches a case and its fields with `TracePattern.animation`.
  /// (A touch blocked by an animation made without `.allowUserInteraction` is a hit-test step,
  /// ``HitTestTrace/SkipReason/animating(timeLeft:)``, with the time left.)
  ///
  /// ```swift
  /// // "card: animation 1 begins, 0.5 s linear: center (160, 100) → (160, 300); no touches until it ends (…)"
  /// .began(number: 1, changes: [change], duration: 0.5, delay: 0, timing: .curve(.linear),
  ///        allowsUserInteraction: false)
  /// ```
  public enum Decision: Equatable {
    /// A duration or delay that was NaN, infinite or negative, or that would end the animation past the clock's latest
    /// time (``VirtualClock/maximumTime``), counts as `usedDuration` and `usedDelay`.
    case timingAdjusted(
      duration: TimeInterval, delay: TimeInterval, usedDuration: TimeInterval, usedDelay: TimeInterval)
    /// An animation began: its number in its application, what it changes in each view, its timing, and whether
    /// its views take touches while it runs (`.allowUserInteraction`; the curve options are in `timing`).
    case began(
      number: Int, changes: [Change], duration: TimeInterval, delay: TimeInterval, timing: AnimationTiming,
      allowsUserInteraction: Bool)
    /// The animation began repeating (``View/AnimationOptions/repeat``, ``View/AnimationOptions/autoreverse`` or
    /// ``View/modifyAnimations(withRepeatCount:autoreverses:animations:)``): `count` cycles (infinite: until it is
    /// removed), each played back when `autoreverses` (see ``Repetition``).
    case repeats(number: Int, count: Double, autoreverses: Bool)
    /// A repeat count that was NaN, 0 or negative, or that would end the animation past the clock's latest time
    /// (``VirtualClock/maximumTime``), counts as `usedCount`.
    case repeatCountAdjusted(count: Double, usedCount: Double)
    /// A touch began at `location` (window coordinates) where the animation shows the view (its
    /// `presentationFrame`), but hit testing used its model frame, `modelFrame`, so the touch went elsewhere (as
    /// ``View/explainMiss(of:at:)`` says of one view).
    case shownUnderTouch(
      number: Int, finger: Finger, location: CGPoint, presentationFrame: CGRect, modelFrame: CGRect)
    /// Views were taken out of a running animation, and why; `goesOn` when other views still animate (it then
    /// ends on time, with `false`).
    case interrupted(number: Int, reason: Interruption, goesOn: Bool)
    /// The animation's completion ran, with `finished`.
    case completion(number: Int, finished: Bool)
  }

  /// What an animation changes in one view: its values before and after the block.
  public struct Change: Equatable {
    /// The view.
    public var view: TracedObject
    /// Its values before the block.
    public var from: AnimatedValues
    /// Its values after the block (its model values while the animation runs).
    public var to: AnimatedValues

    /// Makes the record.
    ///
    /// - Parameters:
    ///   - view: The view.
    ///   - from: Its values before the block.
    ///   - to: Its values after it.
    public init(view: TracedObject, from: AnimatedValues, to: AnimatedValues) {
      self.view = view
      self.from = from
      self.to = to
    }
  }

  /// Why views left a running animation.
  public enum Interruption: Equatable {
    /// This view left the window it was animated in.
    case leftWindow(TracedObject)
    /// `layer.removeAllAnimations()` was called on the view.
    case removeAllAnimations
  }
}
