/// Runs an application's view animations on its clock: starts them, ends them with their completions, interrupts
/// them when their views leave, and answers what a view shows meanwhile.
///
/// One of the application's parts (see ``Application``): the only writer of the running animations, their count and
/// their index by view. Every operation costs time in what it touches, not in the animations running: a view's
/// animations are found through the index, and the clock holds one end timer (for the earliest end) whatever the
/// number of animations.
final class Animator {
  /// The application's clock and recorder; neither refers back to the animator.
  let clock: VirtualClock
  let recorder: InteractionRecorder

  /// The view animations running on the clock, by number.
  private(set) var runningAnimations: [Int: ViewAnimation] = [:]
  /// How many view animations have begun here (the last one's number).
  private(set) var animationCount = 0
  /// Each animated view's running animations: animation number → the indices of its parts there.
  var animatedViews: [ObjectIdentifier: AnimatedView] = [:]
  /// The ends still to come of the animations that end.
  private var ends = EndQueue()
  /// The clock's timer for the earliest end, and the animation it ends.
  private var endTimer: (token: VirtualClock.TimerToken, number: Int)?

  init(clock: VirtualClock, recorder: InteractionRecorder) {
    self.clock = clock
    self.recorder = recorder
  }
}

extension Animator {
  /// Starts an animation of `parts` on the application's clock: it blocks the animated views' touches unless
  /// `allowsUserInteraction`, and ends after `delay` and every cycle of `repetition` with its completion (never, when
  /// it repeats for ever).
  ///
  /// - Complexity: O(*p* + log *a*) for *p* parts and *a* running animations.
  func start(
    parts: [ViewAnimation.Part], delay: TimeInterval, duration: TimeInterval, timing: AnimationTiming,
    repetition: ViewAnimation.Repetition, allowsUserInteraction: Bool,
    completion: ViewAnimation.CompletionGroup
  ) {
    animationCount += 1
    let animation = ViewAnimation(
      number: animationCount, startTime: clock.now, delay: delay, duration: duration, timing: timing,
      repetition: repetition, allowsUserInteraction: allowsUserInteraction, parts: parts,
      completion: completion)
    runningAnimations[animation.number] = animation
    for (index, part) in parts.enumerated() {
      let identity = ObjectIdentifier(part.view)
      animatedViews[identity, default: AnimatedView(view: part.view)].add(
        number: animation.number, part: index)
      if !allowsUserInteraction {
        animatedViews[identity]!.blockingParts += 1
        part.view.isAnimatingWithoutInteraction = true
      }
    }
    if recorder.isEnabled {
      recorder.record(
        .animation(
          views: animation.views,
          .began(
            number: animation.number,
            changes: zip(animation.views, parts).map {
              ViewAnimation.Change(view: $0, from: $1.from, to: $1.to)
            },
            duration: duration, delay: delay, timing: timing, allowsUserInteraction: allowsUserInteraction)))
      if repetition != .once {
        recorder.record(
          .animation(
            views: animation.views,
            .repeats(number: animation.number, count: repetition.count, autoreverses: repetition.autoreverses)
          ))
      }
    }
    guard !repetition.isForever else { return }
    ends.insert(EndQueue.Entry(time: animation.endTime, number: animation.number))
    scheduleNextEnd()
  }

  /// Keeps the clock's one end timer on the earliest end of a running animation (dropping the ends of
  /// animations that ended early).
  private func scheduleNextEnd() {
    while let first = ends.first, runningAnimations[first.number] == nil { ends.removeFirst() }
    guard let first = ends.first, let animation = runningAnimations[first.number] else {
      if let timer = endTimer { clock.cancel(timer.token) }
      endTimer = nil
      return
    }
    if let timer = endTimer {
      guard timer.number != first.number else { return }
      clock.cancel(timer.token)
    }
    // Unowned: the application cancels this timer as it goes away (`stopAnimationsWithoutCompletion`).
    let token = clock.schedule(
      after: first.time - clock.now, name: "animation \(first.number) ends (\(animation.viewNames))"
    ) { [unowned self] in
      endTimerFired()
    }
    endTimer = (token, first.number)
  }

  /// The end timer fired: the earliest animation ends; the timer moves on to the next end first, so that
  /// animations ending together end in the order they began.
  private func endTimerFired() {
    endTimer = nil
    guard let first = ends.removeFirst(), let animation = runningAnimations[first.number] else {
      scheduleNextEnd()
      return
    }
    runningAnimations[first.number] = nil
    scheduleNextEnd()
    for (index, part) in animation.parts.enumerated() where animation.removePart(index) {
      unindex(part, at: index, of: animation)
    }
    runCompletion(of: animation, finished: !animation.wasInterrupted)
  }

  /// Takes one part out of the index; the view takes touches again when no other animation blocks them.
  func unindex(_ part: ViewAnimation.Part, at index: Int, of animation: ViewAnimation) {
    let identity = ObjectIdentifier(part.view)
    guard var entry = animatedViews[identity] else { return }
    entry.remove(number: animation.number, part: index)
    if !animation.allowsUserInteraction { entry.blockingParts -= 1 }
    part.view.isAnimatingWithoutInteraction = entry.blockingParts > 0
    animatedViews[identity] = entry.isEmpty ? nil : entry
  }

  /// Forgets an animation that ended early (every part taken out): its end timer moves on.
  func forget(_ animation: ViewAnimation) {
    runningAnimations[animation.number] = nil
    if endTimer?.number == animation.number { scheduleNextEnd() }
  }

  /// Runs an animation's share of its call's completion, and the completion itself, traced, once the call's last
  /// animation has ended.
  func runCompletion(of animation: ViewAnimation, finished: Bool) {
    guard let (completion, allFinished) = animation.completion.animationEnded(finished: finished) else {
      return
    }
    recorder.record(
      .animation(views: animation.views, .completion(number: animation.number, finished: allFinished)))
    completion(allFinished)
  }

  /// Runs the completion of an animation with nothing to animate with `true`, at the clock's next step.
  func completeWithoutAnimating(completion: ((Bool) -> Void)?) {
    guard let completion else { return }
    clock.schedule(after: 0, name: "completion of an animation with nothing to animate") { completion(true) }
  }

  /// The numbers of `view`'s running animations, in the order they began.
  func animationNumbers(of view: View) -> [Int] {
    animatedViews[ObjectIdentifier(view)]?.numbers ?? []
  }

  /// As the application goes away: its animations stop without completing (their timer is cancelled, and the
  /// views take touches again).
  func stopAnimationsWithoutCompletion() {
    if let timer = endTimer { clock.cancel(timer.token) }
    endTimer = nil
    for entry in animatedViews.values { entry.view.isAnimatingWithoutInteraction = false }
    animatedViews = [:]
    runningAnimations = [:]
    ends.removeAll()
  }
}
