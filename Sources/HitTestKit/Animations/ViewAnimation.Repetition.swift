extension ViewAnimation {
  /// How often an animation plays its change, and whether it plays it back after each pass, as Core Animation's
  /// `repeatCount` and `autoreverses`.
  ///
  /// One cycle is the duration forward, then, when it autoreverses, the duration back (Core Animation's rule: an
  /// autoreversing animation takes twice its duration). The animation runs `count` cycles (a fraction stops part
  /// of the way through one); an infinite count repeats until the animation is removed. Once the cycles are over
  /// the view shows its model value, the block's value, as UIKit does (an autoreversing animation that is not
  /// repeated for ever jumps to the block's value at its end).
  ///
  /// The options ``View/AnimationOptions/repeat`` (an infinite count) and ``View/AnimationOptions/autoreverse``
  /// set it; ``View/modifyAnimations(withRepeatCount:autoreverses:animations:)`` sets it for part of a block.
  public struct Repetition: Equatable, Sendable {
    /// How many cycles the animation runs: 1 for once, `.infinity` for ever.
    public var count: Double
    /// Whether each cycle plays the change forward and then back.
    public var autoreverses: Bool

    /// Plays the change once, forward: an animation without repeat options.
    public static let once = Repetition(count: 1, autoreverses: false)

    /// Makes a repetition.
    ///
    /// - Parameters:
    ///   - count: How many cycles; `.infinity` repeats until the animation is removed.
    ///   - autoreverses: Whether each cycle plays the change back after playing it forward.
    public init(count: Double, autoreverses: Bool) {
      self.count = count
      self.autoreverses = autoreverses
    }

    /// The repetition the options ask for: for ever with ``View/AnimationOptions/repeat``, once without.
    init(options: View.AnimationOptions) {
      self.init(
        count: options.contains(.repeat) ? .infinity : 1, autoreverses: options.contains(.autoreverse))
    }

    /// Whether the animation never ends by itself.
    public var isForever: Bool { count == .infinity }

    /// Seconds one cycle takes: the duration, twice over when it autoreverses.
    func cycleDuration(_ duration: TimeInterval) -> TimeInterval { autoreverses ? 2 * duration : duration }

    /// Seconds from the end of the delay to the end of the animation (infinite for ever).
    func activeDuration(_ duration: TimeInterval) -> TimeInterval {
      isForever ? .infinity : count * cycleDuration(duration)
    }

    /// The fraction of the change shown `elapsed` seconds after the delay: 0 before it, the timing's progress
    /// within the current cycle (read backward on its way back), and 1 once every cycle has run.
    func shownFraction(elapsed: TimeInterval, duration: TimeInterval, timing: AnimationTiming) -> Double {
      guard elapsed > 0 else { return 0 }
      guard elapsed < activeDuration(duration) else { return 1 }
      var position = elapsed.truncatingRemainder(dividingBy: cycleDuration(duration))
      if autoreverses, position > duration { position = 2 * duration - position }
      return timing.progress(elapsed: position, duration: duration)
    }
  }
}
