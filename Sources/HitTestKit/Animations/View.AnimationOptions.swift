extension View {
  /// How a view animation runs, as UIKit's `UIView.AnimationOptions`, with UIKit's raw values.
  ///
  /// HitTestKit honours the options that decide where a view is on screen and whether it takes touches:
  /// ``allowUserInteraction`` (without it the animated views and their subviews take no touches while the
  /// animation runs, see ``View/animate(withDuration:delay:options:animations:completion:)``), the four
  /// timing curves, ``repeat`` and ``autoreverse`` (see ``ViewAnimation/Repetition``). The others change only
  /// drawing and are accepted so that UIKit code compiles unchanged: animations are additive whatever
  /// ``beginFromCurrentState`` says (UIKit's behaviour since iOS 8). A block nested in another inherits its
  /// duration, curve and options unless it says ``overrideInheritedDuration``, ``overrideInheritedCurve`` or
  /// ``overrideInheritedOptions`` (UIKit's documented rule; see `ViewAnimation.Inheritance`).
  ///
  /// The raw values are those of UIKit's `UIViewAnimationOptions` (UIView.h): flags in the low bits, the curve
  /// in bits 16–19.
  public struct AnimationOptions: OptionSet, Hashable, Sendable {
    /// UIKit's bits: flags in bits 0–9, the curve in bits 16–19.
    public let rawValue: UInt

    /// Creates options from UIKit's raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lays out subviews as part of the animation (accepted; no effect here).
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Lets the animated views take touches while they animate (UIKit's default is to refuse them).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Starts from the on-screen values (accepted; additive animations start there anyway).
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeats the animation for ever: it never ends by itself, and its completion runs only once it is removed
    /// (``Layer/removeAllAnimations()``, or its views leave their window), with `false`.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Plays the animation back after playing it forward: each cycle takes twice the duration; unless it repeats
    /// for ever, the view then shows its model value, the block's value (UIKit's jump at the end).
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// A nested block keeps its own duration instead of the enclosing block's.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// A nested block keeps its own curve (or spring) instead of the enclosing block's.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// Redraws the content while animating (accepted; no effect here).
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// Hides rather than removes views in a transition (accepted; no effect here).
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// A nested block takes none of the enclosing block's options.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

    /// Slow at the beginning and the end: Core Animation's ease-in-ease-out Bézier (0.42, 0), (0.58, 1).
    ///
    /// The default: it is bits 16–19 all clear.
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Slow at the beginning: Core Animation's ease-in Bézier (0.42, 0), (1, 1).
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Slow at the end: Core Animation's ease-out Bézier (0, 0), (0.58, 1).
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Even speed throughout.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// The timing curve these options select (bits 16–19; ease-in-out when none is set, as in UIKit).
    var curve: AnimationCurve {
      switch (rawValue >> 16) & 0xF {
      case 1: .easeIn
      case 2: .easeOut
      case 3: .linear
      default: .easeInOut
      }
    }
  }
}
