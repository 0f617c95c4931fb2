import Foundation

extension ViewAnimation {
  /// What an animation block nested inside another takes from it, by UIKit's documented rules.
  ///
  /// The rules are those of `UIView.AnimationOptions`:
  /// - the duration, unless the inner block says ``View/AnimationOptions/overrideInheritedDuration`` ("If this key
  ///   is not present, the animation inherits the remaining duration of the in-flight animation"; the outer
  ///   block is still running its closure, so its whole duration remains);
  /// - the curve or spring, unless it says ``View/AnimationOptions/overrideInheritedCurve``;
  /// - the options (``View/AnimationOptions/repeat``, ``View/AnimationOptions/autoreverse``,
  ///   ``View/AnimationOptions/allowUserInteraction`` …), unless it says
  ///   ``View/AnimationOptions/overrideInheritedOptions`` ("Animate the view without inheriting the animation type
  ///   or any options"): the outer block's flags are added to the inner block's own.
  ///
  /// The inner block keeps its own delay and completion.
  struct Inheritance {
    let duration: TimeInterval
    let timing: AnimationTiming
    let options: View.AnimationOptions

    /// This block's values, with what it inherits from the block it runs inside, `outer`.
    func inheriting(from outer: Inheritance) -> Inheritance {
      let inheritedOptions =
        options.contains(.overrideInheritedOptions)
        ? options : options.union(outer.options.subtracting(.curveMask))
      return Inheritance(
        duration: options.contains(.overrideInheritedDuration) ? duration : outer.duration,
        timing: options.contains(.overrideInheritedCurve) ? timing : outer.timing,
        options: inheritedOptions)
    }
  }
}

extension View.AnimationOptions {
  /// The bits that hold the curve (16–19, UIKit's `UIViewAnimationOptionCurve…` field).
  static let curveMask = View.AnimationOptions(rawValue: 0xF << 16)
}
