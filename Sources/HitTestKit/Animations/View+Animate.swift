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
  /// negative delays count as 0 (HitTestKit decisions: every animation ends). The trace says so.
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
  /// value. A NaN or infinite ratio counts as 1, a ratio below 0.01 as 0.01, and a NaN or infinite velocity as 0.
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
    let ratio = dampingRatio.isFinite ? Swift.max(Double(dampingRatio), ViewAnimation.minimumDampingRatio) : 1
    let speed = velocity.isFinite ? Double(velocity) : 0
    ViewAnimation.run(
      duration: duration, delay: delay, timing: .spring(dampingRatio: ratio, initialVelocity: speed),
      options: options, animations: animations, completion: completion)
  }
}

extension ViewAnimation {
  /// The smallest damping ratio a spring uses: 0.01 (a HitTestKit decision that keeps every spring's frequency
  /// finite; UIKit documents none).
  static let minimumDampingRatio = 0.01

  /// Runs the block in a transaction, then starts the animation of what it changed (the public methods document
  /// the rules).
  static func run(
    duration: TimeInterval, delay: TimeInterval, timing: AnimationTiming, options: View.AnimationOptions,
    animations: () -> Void, completion: ((Bool) -> Void)?
  ) {
    let transaction = Transaction()
    Transaction.$current.withValue(transaction) { animations() }
    let touched = transaction.touched
    guard let application = touched.lazy.compactMap({ $0.view.window?.application }).first else {
      completion?(true)
      return
    }
    let changed = touched.compactMap { entry -> Part? in
      guard let window = entry.view.window, window.application === application else { return nil }
      let now = AnimatedValues(of: entry.view)
      guard now != entry.before else { return nil }
      return Part(view: entry.view, window: ObjectIdentifier(window), from: entry.before, to: now)
    }
    let safeDuration = duration.isFinite && duration > 0 ? duration : 0
    let safeDelay = delay.isFinite && delay > 0 ? delay : 0
    if safeDuration != duration || safeDelay != delay, let first = changed.first {
      application.recorder.record(
        .animation(
          views: [TracedObject(first.view)],
          .timingAdjusted(duration: duration, delay: delay, usedDuration: safeDuration, usedDelay: safeDelay))
      )
    }
    guard safeDuration > 0, !changed.isEmpty else {
      application.animator.completeWithoutAnimating(completion: completion)
      return
    }
    application.animator.start(
      parts: changed, delay: safeDelay, duration: safeDuration, timing: timing,
      allowsUserInteraction: options.contains(.allowUserInteraction), completion: completion)
  }
}
