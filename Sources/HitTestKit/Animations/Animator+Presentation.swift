extension Animator {
  /// `view`'s values as shown on screen now: its model values plus what each running animation of it has still
  /// to show, in the order the animations began.
  ///
  /// A contribution that floating point cannot hold (an extreme spring or change that overflows) is left out, so
  /// finite model values always give finite presentation values (a HitTestKit decision; Core Animation does not
  /// say).
  ///
  /// - Complexity: O(*k* log *k*) in the view's running animations, whatever runs elsewhere.
  func presentationValues(of view: View) -> AnimatedValues {
    var values = AnimatedValues(of: view)
    guard let entry = animatedViews[ObjectIdentifier(view)] else { return values }
    for number in entry.numbers {
      guard let animation = runningAnimations[number] else { continue }
      let weight = animation.remainingFraction(at: clock.now)
      for index in entry.parts(of: number) {
        let part = animation.parts[index]
        let shown = values.adding(from: part.from, to: part.to, weight: weight)
        if shown.isFinite || !values.isFinite { values = shown }
      }
    }
    return values
  }

  /// How long until the last animation blocking `view`'s touches ends (0 if none does; infinite when one repeats
  /// for ever).
  ///
  /// - Complexity: O(*k*) in the view's running animations.
  func interactionBlockTimeLeft(of view: View) -> TimeInterval {
    guard let entry = animatedViews[ObjectIdentifier(view)], entry.blockingParts > 0 else { return 0 }
    var latest = clock.now
    for number in entry.numbers {
      guard let animation = runningAnimations[number], !animation.allowsUserInteraction else { continue }
      latest = max(latest, animation.endTime)
    }
    return latest - clock.now
  }

  /// Records, for a touch that began at `location` (window coordinates) in `window` and hit `hit`, each animated
  /// view of that window that a running animation shows under the finger while the touch went elsewhere: hit
  /// testing used its model values (``View/explainMiss(of:at:)`` says the same about one view).
  ///
  /// Only when tracing: untraced touches never ask. The views are taken in the order their animations began.
  ///
  /// - Complexity: O(*v* · *d*) for *v* animated views of depth *d*.
  func recordViewsShown(at location: CGPoint, finger: Finger, in window: Window, hit: View?) {
    guard recorder.isEnabled, !animatedViews.isEmpty else { return }
    var shown: [(order: [Int], view: View, presented: AnimatedValues)] = []
    for entry in animatedViews.values {
      let view = entry.view
      guard view.window === window, let superview = view.superview,
        hit.map({ $0 !== view && !$0.isDescendant(of: view) }) ?? true
      else { continue }
      let presented = presentationValues(of: view)
      let point = superview.convert(location, from: nil)
      guard Layer(view: view, presented: presented).hitTest(point) != nil,
        !view.frame.halfOpenContains(point)
      else { continue }
      let number = entry.numbers.first ?? 0
      shown.append(([number, entry.parts(of: number).first ?? 0], view, presented))
    }
    for (order, view, presented) in shown.sorted(by: { $0.order.lexicographicallyPrecedes($1.order) }) {
      recorder.record(
        .animation(
          views: [TracedObject(view)],
          .shownUnderTouch(
            number: order[0], finger: finger, location: location, presentationFrame: presented.frame,
            modelFrame: view.frame)))
    }
  }
}
