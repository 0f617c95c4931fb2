/// Runs an application's view animations on its clock: starts them, ends them with their completions, interrupts
/// them when their views leave, and answers what a view shows meanwhile.
///
/// One of the application's parts (see ``Application``): the only writer of the running animations and their count.
final class Animator {
  /// The application's clock and recorder; neither refers back to the animator.
  let clock: VirtualClock
  let recorder: InteractionRecorder

  /// The view animations running on the clock, in the order they began.
  private(set) var runningAnimations: [ViewAnimation] = []
  /// How many view animations have begun here (the last one's number).
  private(set) var animationCount = 0

  init(clock: VirtualClock, recorder: InteractionRecorder) {
    self.clock = clock
    self.recorder = recorder
  }
}

extension Animator {
  /// Starts an animation of `parts` on the application's clock: it blocks the animated views' touches unless
  /// `allowsUserInteraction`, and ends after `delay + duration` with its completion.
  func start(
    parts: [ViewAnimation.Part], delay: TimeInterval, duration: TimeInterval, timing: AnimationTiming,
    allowsUserInteraction: Bool, completion: ((Bool) -> Void)?
  ) {
    animationCount += 1
    let animation = ViewAnimation(
      number: animationCount, startTime: clock.now, delay: delay, duration: duration, timing: timing,
      allowsUserInteraction: allowsUserInteraction, parts: parts, completion: completion)
    runningAnimations.append(animation)
    if !allowsUserInteraction {
      for part in parts { part.view.isAnimatingWithoutInteraction = true }
    }
    recorder.record(
      .animation(
        views: animation.views,
        .began(
          number: animation.number,
          changes: zip(animation.views, parts).map {
            ViewAnimation.Change(view: $0, from: $1.from, to: $1.to)
          },
          duration: duration, delay: delay, timing: timing, allowsUserInteraction: allowsUserInteraction)))
    // Unowned: the application cancels this timer as it goes away (`stopAnimationsWithoutCompletion`).
    animation.endTimer = clock.schedule(
      after: delay + duration, name: "animation \(animation.number) ends (\(animation.viewNames))"
    ) { [unowned self] in
      finish(animation)
    }
  }

  /// Ends an animation at its end time: its views take touches again, and its completion runs.
  private func finish(_ animation: ViewAnimation) {
    runningAnimations.removeAll { $0 === animation }
    refreshInteraction(of: animation.parts.map(\.view))
    runCompletion(of: animation, finished: !animation.wasInterrupted)
  }

  /// Runs an animation's completion, once, and traces it.
  private func runCompletion(of animation: ViewAnimation, finished: Bool) {
    guard let completion = animation.completion else { return }
    animation.completion = nil
    recorder.record(
      .animation(views: animation.views, .completion(number: animation.number, finished: finished)))
    completion(finished)
  }

  /// Takes the views for which `isLeaving` is true out of their animations, for `reason`; an animation left with no
  /// view ends now, and its completion runs with `false` at the clock's next step.
  func interruptAnimations(
    where isLeaving: (ViewAnimation.Part) -> Bool, reason: (View) -> ViewAnimation.Interruption
  ) {
    guard !runningAnimations.isEmpty else { return }
    var affected: [View] = []
    for animation in runningAnimations {
      let leaving = animation.parts.filter(isLeaving)
      guard let first = leaving.first else { continue }
      animation.parts.removeAll(where: isLeaving)
      animation.wasInterrupted = true
      affected += leaving.map(\.view)
      recorder.record(
        .animation(
          views: leaving.map { TracedObject($0.view) },
          .interrupted(number: animation.number, reason: reason(first.view), goesOn: !animation.parts.isEmpty)
        ))
      guard animation.parts.isEmpty else { continue }
      runningAnimations.removeAll { $0 === animation }
      if let timer = animation.endTimer { clock.cancel(timer) }
      // Weak: this timer is not cancelled with the application; on a clock kept after it, the completion still runs.
      animation.endTimer = clock.schedule(
        after: 0, name: "animation \(animation.number) completion (interrupted)"
      ) { [weak self] in
        if let self {
          runCompletion(of: animation, finished: false)
        } else {
          let completion = animation.completion
          animation.completion = nil
          completion?(false)
        }
      }
    }
    refreshInteraction(of: affected)
  }

  /// Ends the animations of the views that left `window` (removed from it, or moved to another window).
  func interruptAnimations(ofViewsLeaving window: Window) {
    guard !runningAnimations.isEmpty else { return }
    let identity = ObjectIdentifier(window)
    interruptAnimations(
      where: { $0.window == identity && $0.view.window !== window },
      reason: { .leftWindow(TracedObject($0)) })
  }

  /// Runs the completion of an animation with nothing to animate with `true`, at the clock's next step.
  func completeWithoutAnimating(completion: ((Bool) -> Void)?) {
    guard let completion else { return }
    clock.schedule(after: 0, name: "completion of an animation with nothing to animate") { completion(true) }
  }

  /// Sets each view's touch block from the animations still running.
  private func refreshInteraction(of views: [View]) {
    for view in views {
      view.isAnimatingWithoutInteraction = runningAnimations.contains { animation in
        !animation.allowsUserInteraction && animation.parts.contains { $0.view === view }
      }
    }
  }

  /// How long until the last animation blocking `view`'s touches ends (0 if none does).
  func interactionBlockTimeLeft(of view: View) -> TimeInterval {
    let ends = runningAnimations.lazy.filter { animation in
      !animation.allowsUserInteraction && animation.parts.contains { $0.view === view }
    }.map(\.endTime)
    return max(0, (ends.max() ?? clock.now) - clock.now)
  }

  /// `view`'s values as shown on screen now: its model values plus what each running animation of it has still
  /// to show.
  func presentationValues(of view: View) -> AnimatedValues {
    var values = AnimatedValues(of: view)
    for animation in runningAnimations {
      for part in animation.parts where part.view === view {
        values = values.adding(
          from: part.from, to: part.to, weight: animation.remainingFraction(at: clock.now))
      }
    }
    return values
  }

  /// As the application goes away: its animations stop without completing (their timers are cancelled, and the
  /// views take touches again).
  func stopAnimationsWithoutCompletion() {
    for animation in runningAnimations {
      if let timer = animation.endTimer { clock.cancel(timer) }
      for part in animation.parts { part.view.isAnimatingWithoutInteraction = false }
    }
    runningAnimations = []
  }
}
