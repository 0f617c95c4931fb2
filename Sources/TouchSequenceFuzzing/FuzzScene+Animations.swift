import HitTestKit
import SeededRandomness

/// The view animations of a fuzzed sequence, and the invariants they keep.
///
/// After each step, sometimes an animation of a random view (any
/// animatable value, curve or spring, with or without `.allowUserInteraction`, sometimes with a NaN, infinite or
/// negative duration or delay), or `layer.removeAllAnimations()`; sometimes also (from a generator of its own, so
/// the draws above stay as they were) a nested `animate` block, one block changing views of two applications, a
/// repeating or autoreversing animation (`.repeat`, `.autoreverse`, `modifyAnimations`), or extreme parameters
/// (ends past the clock's limit, huge spring damping and velocity). After each step every view with finite model
/// values must show finite presentation values; at the end, the animations that never end by themselves are
/// removed, and every completion must have run exactly once and no animation may still run.
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

  /// The views of animations that do not end within the final wait (repeating for ever, or cut to the clock's
  /// limit): they are removed at the end.
  private var endless: [View] = []

  /// After step `index`: maybe starts an animation or removes one view's animations; returns a broken invariant.
  func step(_ index: Int, in scene: FuzzScene) -> String? {
    if let problem = plainStep(index, in: scene) { return problem }
    unusualStep(index, in: scene)
    return overrun ?? nonFinitePresentation(in: scene)
  }

  /// The first animations (issue 24): one view, any value, curve or spring, bad durations and delays.
  private func plainStep(_ index: Int, in scene: FuzzScene) -> String? {
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

  /// The round-three animations (issue 32): nested blocks, blocks spanning applications, repeats and extreme
  /// parameters.
  private func unusualStep(_ index: Int, in scene: FuzzScene) {
    var random = SplitMix64(seed: SplitMix64.sequenceSeed(seed ^ 0x2E57_ED_0032, index: index))
    guard random.chance(0.3), !scene.views.isEmpty else { return }
    func anyView() -> View { scene.views[Int.random(in: 0..<scene.views.count, using: &random)] }
    let first = anyView()
    // A view of another application, when the scene has one.
    let other =
      scene.views.first {
        $0.window?.application !== first.window?.application && $0.window?.application != nil
      }
      ?? anyView()
    let shift = CGFloat(Int.random(in: -80...80, using: &random))
    let completion = completionCounter()
    switch Int.random(in: 0..<5, using: &random) {
    case 0:
      // Nested blocks, on the same view or two.
      let inner = random.chance(0.5) ? first : other
      let innerCompletion = completionCounter()
      View.animate(
        withDuration: 0.5, delay: 0, options: [],
        animations: {
          first.center.x += shift
          View.animate(
            withDuration: 1, delay: 0.2, options: .curveLinear, animations: { inner.center.y += shift },
            completion: innerCompletion)
          first.alpha = 0.5
        }, completion: completion)
    case 1:
      // One block, views of two applications.
      View.animate(
        withDuration: 1, delay: 0, options: [],
        animations: {
          first.center.x += shift
          other.center.x -= shift
        }, completion: completion)
    case 2:
      // Repeats: for ever (removed at the end), or a few times back and forth.
      let forever = random.chance(0.5)
      let count = [1.5, 2, .nan, -1].randomElement(using: &random)!
      if forever { endless.append(first) }
      View.animate(
        withDuration: 0.3, delay: 0, options: forever ? [.repeat, .autoreverse] : [],
        animations: {
          if forever {
            first.center.x += shift
          } else {
            View.modifyAnimations(withRepeatCount: count, autoreverses: true) { first.center.x += shift }
          }
        }, completion: completion)
    case 3:
      // An end past the clock's limit: cut to it, so it outlasts the final wait.
      endless.append(first)
      View.animate(
        withDuration: [1e300, .greatestFiniteMagnitude, 2e9].randomElement(using: &random)!,
        delay: [0, 1e9 - 1].randomElement(using: &random)!, options: [],
        animations: { first.center.y += shift }, completion: completion)
    default:
      // Extreme springs.
      let damping = [1e300, 1e-300, .greatestFiniteMagnitude, 0.01].randomElement(using: &random)!
      let velocity = [1e300, -1e300, .greatestFiniteMagnitude, 1e6].randomElement(using: &random)!
      View.animate(
        withDuration: [0.5, Double.leastNonzeroMagnitude].randomElement(using: &random)!, delay: 0,
        usingSpringWithDamping: damping, initialSpringVelocity: velocity, options: [],
        animations: { first.transform = first.transform.translatedBy(x: shift, y: shift) },
        completion: completion)
    }
  }

  /// A completion that counts its runs under a new index.
  private func completionCounter() -> (Bool) -> Void {
    let number = completions.count
    completions.append(0)
    return { [weak self] _ in self?.completions[number] += 1 }
  }

  /// A view with finite model values shown with a NaN or infinite presentation value, if any.
  private func nonFinitePresentation(in scene: FuzzScene) -> String? {
    for view in scene.views {
      guard let shown = view.layer.presentation(), Self.isFinite(view.layer), !Self.isFinite(shown) else {
        continue
      }
      return "\(view.displayName) shows a non-finite presentation value: position \(shown.position), "
        + "bounds \(shown.bounds), opacity \(shown.opacity)"
    }
    return nil
  }

  /// Whether a layer's position, bounds, transform and opacity are finite.
  private static func isFinite(_ layer: Layer) -> Bool {
    let t = layer.affineTransform()
    return [
      layer.position.x, layer.position.y, layer.bounds.origin.x, layer.bounds.origin.y, layer.bounds.width,
      layer.bounds.height, t.a, t.b, t.c, t.d, t.tx, t.ty, CGFloat(layer.opacity),
    ].allSatisfy(\.isFinite)
  }

  /// A completion that ran more than once, if any.
  private var overrun: String? {
    completions.firstIndex { $0 > 1 }.map { "animation \($0)'s completion ran \(completions[$0]) times" }
  }

  /// At the end, after every application waited: a completion that did not run exactly once, or a view still
  /// animating.
  func finalProblem(in scene: FuzzScene) -> String? {
    // The animations that never end by themselves are removed: their completions run with false at the next step.
    for view in endless { view.layer.removeAllAnimations() }
    for application in scene.applications { _ = try? application.wait(.zero) }
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
