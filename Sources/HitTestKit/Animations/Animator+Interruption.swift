extension Animator {
  /// Ends every running animation of `view` (not its subviews'): ``Layer/removeAllAnimations()``.
  ///
  /// - Complexity: O(*k* log *k*) in the view's animations.
  func removeAllAnimations(of view: View) {
    guard let entry = animatedViews[ObjectIdentifier(view)] else { return }
    var leaving: [(animation: ViewAnimation, part: Int)] = []
    for number in entry.numbers {
      guard let animation = runningAnimations[number] else { continue }
      for index in entry.parts(of: number) { leaving.append((animation, index)) }
    }
    interrupt(leaving, reason: { _ in .removeAllAnimations })
  }

  /// Ends the animations of the views that left `window` with `root` (removed from it, or moved to another window):
  /// `root` and its subtree.
  ///
  /// - Complexity: O(min(*s*, *v*) · *d*) for a subtree of *s* views, *v* animated views and depth *d*: the
  ///   subtree is walked unless it holds more views than are animated, when each animated view is asked instead.
  func interruptAnimations(ofViewsLeaving window: Window, root: View) {
    guard !animatedViews.isEmpty else { return }
    let identity = ObjectIdentifier(window)
    var candidates: [View] = []
    if !collectAnimatedViews(in: root, limit: animatedViews.count, into: &candidates) {
      candidates = animatedViews.values.map(\.view).filter { $0 === root || $0.isDescendant(of: root) }
    }
    var leaving: [(animation: ViewAnimation, part: Int)] = []
    for view in candidates where view.window !== window {
      guard let entry = animatedViews[ObjectIdentifier(view)] else { continue }
      for (number, index) in entry.allParts {
        guard let animation = runningAnimations[number], animation.parts[index].window == identity else {
          continue
        }
        leaving.append((animation, index))
      }
    }
    interrupt(leaving, reason: { .leftWindow(TracedObject($0)) })
  }

  /// Adds the animated views of `root`'s subtree to `found`; answers `false`, having stopped, once it has visited
  /// more than `limit` views.
  private func collectAnimatedViews(in root: View, limit: Int, into found: inout [View]) -> Bool {
    var stack = [root]
    var visited = 0
    while let view = stack.popLast() {
      visited += 1
      guard visited <= limit else { return false }
      if animatedViews[ObjectIdentifier(view)] != nil { found.append(view) }
      stack.append(contentsOf: view.subviews)
    }
    return true
  }

  /// Takes the parts `leaving` out of their animations, for `reason`, one traced record per animation in the order
  /// they began; an animation left with no part ends now, and its completion runs with `false` at the clock's next
  /// step.
  private func interrupt(
    _ leaving: [(animation: ViewAnimation, part: Int)], reason: (View) -> ViewAnimation.Interruption
  ) {
    guard !leaving.isEmpty else { return }
    let sorted = leaving.sorted { ($0.animation.number, $0.part) < ($1.animation.number, $1.part) }
    var start = 0
    while start < sorted.count {
      let animation = sorted[start].animation
      var end = start
      var views: [TracedObject] = []
      while end < sorted.count, sorted[end].animation === animation {
        let index = sorted[end].part
        if animation.removePart(index) {
          unindex(animation.parts[index], at: index, of: animation)
          views.append(TracedObject(animation.parts[index].view))
        }
        end += 1
      }
      if !views.isEmpty {
        animation.wasInterrupted = true
        let goesOn = animation.livePartCount > 0
        recorder.record(
          .animation(
            views: views,
            .interrupted(
              number: animation.number, reason: reason(animation.parts[sorted[start].part].view),
              goesOn: goesOn)))
        if !goesOn { endEarly(animation) }
      }
      start = end
    }
  }

  /// Ends an animation left with no view: its completion runs with `false` at the clock's next step.
  private func endEarly(_ animation: ViewAnimation) {
    forget(animation)
    // Weak: this timer is not cancelled with the application; on a clock kept after it, the completion still runs.
    clock.schedule(after: 0, name: "animation \(animation.number) completion (interrupted)") { [weak self] in
      if let self {
        runCompletion(of: animation, finished: false)
      } else if let (completion, finished) = animation.completion.animationEnded(finished: false) {
        completion(finished)
      }
    }
  }
}
