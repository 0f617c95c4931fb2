extension View {
  /// Animates the changes `animations` makes to views, on the virtual clock of the application whose window holds
  /// them, as UIKit's `UIView.animate(withDuration:delay:options:animations:completion:)`.
  ///
  /// The rules (UIKit's, reference 1.11):
  /// - Model values change at once: when the call returns, ``center``, ``bounds``, ``frame``, ``transform`` and
  ///   ``alpha`` read their new values, and hit testing uses them. Tapping where a moving view *appears* misses it;
  ///   tapping where it *will be* hits it. ``Layer/presentation()`` gives where it appears.
  /// - Without ``AnimationOptions/allowUserInteraction``, each animated view takes no touches until the animation
  ///   ends: the default ``hitTest(_:with:)`` skips it and its subviews (once ``point(inside:with:)`` has said
  ///   yes), as if ``isUserInteractionEnabled`` were false, so the touch falls through to the views behind (Apple: "user interactions are temporarily disabled
  ///   for the views being animated"; which views, in the article "Animating views").
  /// - The animation runs after `delay` seconds for `duration` seconds on the curve the options select
  ///   (ease-in-out by default). Then `completion` runs with `true`, from the clock (`application.wait`), traced.
  /// - A second animation of the same property adds to the first (UIKit's behaviour since iOS 8): both run to
  ///   their end and both complete with `true`; on screen the view shows the model value plus what each
  ///   animation has still to show.
  /// - An `animate` call inside another's block makes its own animation of the changes its block makes, with its
  ///   own delay and completion; the outer animation animates only the changes the outer block makes itself
  ///   (before and after the inner call), so no change is shown twice (UIKit adds one animation per change, to the
  ///   block that made it). The inner block inherits the outer one's duration, curve and options unless its
  ///   options say ``AnimationOptions/overrideInheritedDuration``, ``AnimationOptions/overrideInheritedCurve`` or
  ///   ``AnimationOptions/overrideInheritedOptions`` (Apple's `UIView.AnimationOptions` reference).
  /// - ``AnimationOptions/repeat`` repeats the animation until it is removed, ``AnimationOptions/autoreverse``
  ///   plays it back after each pass, and ``modifyAnimations(withRepeatCount:autoreverses:animations:)`` repeats
  ///   part of a block (see ``ViewAnimation/Repetition``). A view repeating for ever without
  ///   ``AnimationOptions/allowUserInteraction`` takes no touches until its animation is removed; nothing waits for
  ///   it (`wait` moves the clock by the time asked, and no timer is scheduled for an end that never comes).
  /// - A block that changes views of several applications animates each view on the clock of its own application:
  ///   one animation per application, numbered there; `completion` runs once, when the last of them ends, with
  ///   `true` only if every one ran to its end.
  /// - An animation whose views all leave their window, or whose views' ``Layer/removeAllAnimations()`` is
  ///   called, ends at once; its completion runs with `false` at the clock's next step (`wait`, even
  ///   `wait(.zero)`). If only some of its views leave, it ends on time, with `false`.
  /// - Nothing to animate (no animatable value changed, a duration of 0 or less, or no changed view in a window
  ///   of an application): the changes are made without animating, and `completion` runs with `true` at the
  ///   clock's next step, as UIKit runs it "at the beginning of the next run loop cycle" (Apple) — or, when no
  ///   view the block touched is in an application's window, so that there is no clock, before this call returns
  ///   (a HitTestKit decision).
  ///
  /// Bad input never crashes and is never thrown (UIKit's method does not throw): a negative `duration` makes the
  /// changes without animating, as Apple documents; NaN or infinite durations do the same, and NaN, infinite or
  /// negative delays count as 0 (HitTestKit decisions: every animation ends). An animation that would end past the
  /// clock's latest time (``VirtualClock/maximumTime``) is cut to end there: its delay, then its duration, then
  /// its repeat count are shortened to fit (a HitTestKit decision: the clock cannot reach a later end, so the
  /// animation would never end). The trace says so.
  ///
  /// ```swift
  /// View.animate(withDuration: 0.5, delay: 0, options: [.curveLinear], animations: {
  ///   card.center.y += 200
  /// }, completion: { finished in print("finished: \(finished)") })
  /// card.center.y              // already the new value
  /// card.layer.presentation()  // where the card is on screen now
  /// try app.wait(.seconds(0.5))  // prints "finished: true"
  /// ```
  ///
  /// - Parameters:
  ///   - duration: Seconds the animation runs; 0 or less (or not finite) makes the changes without animating.
  ///   - delay: Seconds before it starts; the view shows its old values meanwhile.
  ///   - options: The curve and ``AnimationOptions/allowUserInteraction``.
  ///   - animations: Changes to make to views; called once, before this method returns.
  ///   - completion: Called once, with `true` when the animation ran to its end, `false` when it was interrupted.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    ViewAnimation.run(
      duration: duration, delay: delay, timing: .curve(options.curve), options: options,
      animations: animations,
      completion: completion)
  }

  /// Animates with no delay and the ease-in-out curve, then runs `completion` (see
  /// ``animate(withDuration:delay:options:animations:completion:)``).
  ///
  /// - Parameters:
  ///   - duration: Seconds the animation runs.
  ///   - animations: Changes to make to views.
  ///   - completion: Called once, with whether the animation ran to its end.
  public static func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
  }

  /// Animates with no delay and the ease-in-out curve (see ``animate(withDuration:delay:options:animations:completion:)``).
  ///
  /// - Parameters:
  ///   - duration: Seconds the animation runs.
  ///   - animations: Changes to make to views.
  public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  /// Animates the changes on a damped spring, as UIKit's spring variant; everything else is as in
  /// ``animate(withDuration:delay:options:animations:completion:)``.
  ///
  /// The spring (a HitTestKit model; UIKit does not document its own): the part of the change still to go is the
  /// displacement x(t) of a unit mass released at x(0) = 1 with velocity x′(0) = −`velocity`, where a velocity
  /// of 1 covers the whole change in one second (Apple's definition of `initialSpringVelocity`), damped at
  /// ratio ζ = `dampingRatio` (1: no overshoot; closer to 0: more oscillation, as Apple documents). Its natural
  /// angular frequency is ω₀ = ln(1000) / (min(ζ, 1) · `duration`), so that for ζ ≤ 1 the swing is down to 0.1 % of
  /// the change when the duration ends; the animation ends then, as UIKit's does, and the view shows its model
  /// value. A NaN or infinite ratio counts as 1, a ratio below 0.01 as 0.01 and one above 1,000 as 1,000; a NaN or
  /// infinite velocity counts as 0, and one beyond ±1,000 changes per second as ±1,000 (HitTestKit decisions that
  /// keep every presentation value finite; the trace's "began" line shows the values used).
  ///
  /// - Parameters:
  ///   - duration: Seconds the animation runs.
  ///   - delay: Seconds before it starts.
  ///   - dampingRatio: The damping ratio ζ; 1 settles without overshoot.
  ///   - velocity: The initial speed, in whole changes per second.
  ///   - options: ``AnimationOptions/allowUserInteraction`` (the curve options are ignored: the spring is the curve).
  ///   - animations: Changes to make to views.
  ///   - completion: Called once, with whether the animation ran to its end.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let ratio =
      dampingRatio.isFinite
      ? Swift.min(
        Swift.max(Double(dampingRatio), ViewAnimation.minimumDampingRatio), ViewAnimation.maximumDampingRatio)
      : 1
    let limit = ViewAnimation.maximumSpringVelocity
    let speed = velocity.isFinite ? Swift.min(Swift.max(Double(velocity), -limit), limit) : 0
    ViewAnimation.run(
      duration: duration, delay: delay, timing: .spring(dampingRatio: ratio, initialVelocity: speed),
      options: options, animations: animations, completion: completion)
  }
}

extension ViewAnimation {
  /// The smallest damping ratio a spring uses: 0.01 (a HitTestKit decision that keeps every spring's frequency
  /// finite; UIKit documents none).
  static let minimumDampingRatio = 0.01

  /// The largest damping ratio a spring uses: 1,000 (a HitTestKit decision: far past critical damping, where the
  /// motion no longer changes visibly, and small enough that the spring's roots stay finite).
  static let maximumDampingRatio = 1_000.0

  /// The largest initial spring velocity, either way: 1,000 whole changes per second (a HitTestKit decision: a
  /// flick covers a few changes per second, and the spring's overshoot stays a finite multiple of the change).
  static let maximumSpringVelocity = 1_000.0

  /// Runs the block in a transaction, then starts the animations of what it changed (the public methods document
  /// the rules): one per application whose views changed, and per repetition the block asked for, sharing the
  /// completion.
  static func run(
    duration: TimeInterval, delay: TimeInterval, timing: AnimationTiming, options: View.AnimationOptions,
    animations: () -> Void, completion: ((Bool) -> Void)?
  ) {
    // A block inside a running block: what the outer block changed so far is the outer block's, and the inner block
    // inherits the outer one's duration, curve and options unless its options say otherwise (UIKit's rule).
    let outer = Transaction.current
    outer?.closeStretches()
    let own = Inheritance(duration: duration, timing: timing, options: options)
    let used = outer.map { own.inheriting(from: $0.inheritance) } ?? own
    let (duration, timing, options) = (used.duration, used.timing, used.options)
    let transaction = Transaction(repetition: Repetition(options: options), inheritance: used)
    Transaction.$current.withValue(transaction) { animations() }
    transaction.closeStretches()
    let groups = Group.groups(of: transaction.stretches)
    guard !groups.isEmpty else {
      let application = transaction.stretches.lazy.compactMap { $0.view.window?.application }.first
      if let application {
        application.animator.completeWithoutAnimating(completion: completion)
      } else {
        completion?(true)
      }
      return
    }
    var plans: [(group: Group, delay: TimeInterval, duration: TimeInterval, repetition: Repetition)] = []
    var adjusted: Set<ObjectIdentifier> = []
    for group in groups {
      let application = group.application
      let remaining = VirtualClock.remainingDuration(from: application.clock.now).seconds
      let usedDelay = min(delay.isFinite && delay > 0 ? delay : 0, remaining)
      let usedDuration = min(duration.isFinite && duration > 0 ? duration : 0, remaining - usedDelay)
      let firstView = [TracedObject(group.parts[0].view)]
      if usedDuration != duration || usedDelay != delay,
        adjusted.insert(ObjectIdentifier(application)).inserted
      {
        application.recorder.record(
          .animation(
            views: firstView,
            .timingAdjusted(
              duration: duration, delay: delay, usedDuration: usedDuration, usedDelay: usedDelay)))
      }
      guard usedDuration > 0 else { continue }
      var repetition = group.repetition
      let usedCount = repetition.usableCount(
        cycle: repetition.cycleDuration(usedDuration), within: remaining - usedDelay)
      if usedCount != repetition.count {
        application.recorder.record(
          .animation(views: firstView, .repeatCountAdjusted(count: repetition.count, usedCount: usedCount)))
        repetition.count = usedCount
      }
      plans.append((group, usedDelay, usedDuration, repetition))
    }
    guard !plans.isEmpty else {
      groups[0].application.animator.completeWithoutAnimating(completion: completion)
      return
    }
    let shared = CompletionGroup(animations: plans.count, completion: completion)
    for plan in plans {
      plan.group.application.animator.start(
        parts: plan.group.parts, delay: plan.delay, duration: plan.duration, timing: timing,
        repetition: plan.repetition, allowsUserInteraction: options.contains(.allowUserInteraction),
        completion: shared)
    }
  }

  /// The changes of one block that one animation runs: those of one application's views with one repetition.
  struct Group {
    let application: Application
    let repetition: Repetition
    var parts: [Part]

    /// The block's changed stretches grouped by application and repetition, in the order of their first change;
    /// views outside any application's window, and stretches that changed nothing, are left out.
    ///
    /// - Complexity: O(*n* · *g*) for *n* stretches and *g* groups (one per application and repetition).
    static func groups(of stretches: [Transaction.Stretch]) -> [Group] {
      var groups: [Group] = []
      for stretch in stretches {
        guard let window = stretch.view.window, let application = window.application,
          let after = stretch.after, after != stretch.before
        else { continue }
        let part = Part(view: stretch.view, window: ObjectIdentifier(window), from: stretch.before, to: after)
        if let index = groups.lastIndex(where: {
          $0.application === application && $0.repetition == stretch.repetition
        }) {
          groups[index].parts.append(part)
        } else {
          groups.append(Group(application: application, repetition: stretch.repetition, parts: [part]))
        }
      }
      return groups
    }
  }
}

extension ViewAnimation.Repetition {
  /// The count to use: NaN, 0 or negative counts as 1; a finite count whose cycles would pass `limit` seconds is cut
  /// to what fits (the clock cannot go further); infinite counts stay.
  func usableCount(cycle: TimeInterval, within limit: TimeInterval) -> Double {
    guard count > 0 else { return 1 }
    guard count.isFinite, cycle > 0 else { return count }
    return count * cycle <= limit ? count : max(limit / cycle, 0)
  }
}
