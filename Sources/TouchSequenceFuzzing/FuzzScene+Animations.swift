import HitTestKit
import SeededRandomness

/// The view animations of a fuzzed sequence: after each step, sometimes an animation of a random view (any
/// animatable value, curve or spring, with or without `.allowUserInteraction`, sometimes with a NaN, infinite or
/// negative duration or delay), or `layer.removeAllAnimations()`; at the end, every completion must have run
/// exactly once and no animation may still run.
///
/// Its draws come from a generator of its own, one per step index (seeded from the sequence's `variety`
/// generator without advancing it), so the scene and the steps draw exactly as before it, and a step left out by
/// ``TouchSequenceFuzzer/minimise(_:)`` changes no other step's animation.
final class FuzzAnimations {
  private let seed: UInt64
  /// How many times each animation's completion ran, by the animation's index.
  private var completions: [Int] = []

  /// The animations of a sequence whose `variety` generator is given (read from a copy: it is not advanced).
  init(variety: SplitMix64) {
    var copy = variety
    seed = copy.next() ^ 0xA11_E7A7E
  }

  /// After step `index`: maybe starts an animation or removes one view's animations; returns a broken invariant.
  func step(_ index: Int, in scene: FuzzScene) -> String? {
    var random = SplitMix64(seed: SplitMix64.sequenceSeed(seed, index: index))
    guard random.chance(0.35), !scene.views.isEmpty else { return nil }
    let view = scene.views[Int.random(in: 0..<scene.views.count, using: &random)]
    if random.chance(0.15) {
      view.layer.removeAllAnimations()
      return overrun
    }
    let number = completions.count
    completions.append(0)
    let completion: (Bool) -> Void = { [weak self] _ in self?.completions[number] += 1 }
    // The final wait is 3 s: delay plus duration never exceeds it.
    let duration = [0, 0.1, 0.3, 1, 2, -1, .nan, .infinity].randomElement(using: &random)!
    let delay = [0, 0, 0.2, 1, -0.5, .nan, .infinity].randomElement(using: &random)!
    var options: View.AnimationOptions = random.chance(0.5) ? [.allowUserInteraction] : []
    options.insert(
      [.curveEaseInOut, .curveEaseIn, .curveEaseOut, .curveLinear].randomElement(using: &random)!)
    let shift = CGFloat(Int.random(in: -60...60, using: &random))
    let alpha = [0, 0.005, 0.5, 1].randomElement(using: &random)!
    let change: () -> Void
    switch Int.random(in: 0..<4, using: &random) {
    case 0: change = { view.center.x += shift }
    case 1: change = { view.alpha = alpha }
    case 2: change = { view.transform = view.transform.scaledBy(x: 1.5, y: 0.75) }
    default: change = { view.bounds.size.width = max(0, view.bounds.size.width + shift) }
    }
    if random.chance(0.3) {
      let damping = [0.3, 1, 2, -1, CGFloat.nan].randomElement(using: &random)!
      View.animate(
        withDuration: duration, delay: delay, usingSpringWithDamping: damping, initialSpringVelocity: 1,
        options: options, animations: change, completion: completion)
    } else {
      View.animate(
        withDuration: duration, delay: delay, options: options, animations: change, completion: completion)
    }
    return overrun
  }

  /// A completion that ran more than once, if any.
  private var overrun: String? {
    completions.firstIndex { $0 > 1 }.map { "animation \($0)'s completion ran \(completions[$0]) times" }
  }

  /// At the end, after every application waited: a completion that did not run exactly once, or a view still
  /// animating.
  func finalProblem(in scene: FuzzScene) -> String? {
    if let index = completions.firstIndex(where: { $0 != 1 }) {
      return "animation \(index)'s completion ran \(completions[index]) times, not once"
    }
    for view in scene.windows + scene.views {
      if let keys = view.layer.animationKeys() {
        return "\(view.displayName) still animates (\(keys)) at the end"
      }
    }
    return nil
  }
}
