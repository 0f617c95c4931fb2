extension ScrollView {
  /// How quickly released content slows down: the velocity is multiplied by ``rawValue`` each millisecond,
  /// as UIKit's `UIScrollView.DecelerationRate`.
  ///
  /// UIKit documents only the two names; the figures 0.998 (``normal``) and 0.99 (``fast``) are the values
  /// UIKit's constants print, widely reported and used by Apple's own WWDC18 session 803 "Designing Fluid
  /// Interfaces" (reference §8.9). Any rate strictly between 0 and 1 may be made with ``init(rawValue:)``;
  /// ``ScrollView/decelerationRate`` ignores one outside that range (see there).
  ///
  /// ```swift
  /// scrollView.decelerationRate = .fast
  /// scrollView.decelerationRate = ScrollView.DecelerationRate(rawValue: 0.995)
  /// ```
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The velocity multiplier per millisecond.
    public var rawValue: CGFloat

    /// Makes a rate from its per-millisecond multiplier, as UIKit's initializer (no check here: the scroll
    /// view refuses a rate outside 0 < rate < 1 when it is assigned).
    ///
    /// - Parameter rawValue: The velocity multiplier per millisecond.
    public init(rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// UIKit's default rate: ×0.998 per millisecond (the value UIKit's `.normal` holds, reference §8.9).
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// UIKit's quick-stopping rate: ×0.99 per millisecond (the value UIKit's `.fast` holds, reference §8.9).
    public static let fast = DecelerationRate(rawValue: 0.99)

    /// Whether the content would come to rest: a finite rate strictly between 0 and 1.
    var isUsable: Bool { rawValue > 0 && rawValue < 1 }

    /// Where content released at `velocity` (points per millisecond) comes to rest, measured from where it
    /// was released: `velocity · r / (1 − r)`.
    ///
    /// Apple's projection from WWDC18 session 803 "Designing Fluid Interfaces"
    /// (https://developer.apple.com/videos/play/wwdc2018/803/): the sum of the per-millisecond steps
    /// `v·r + v·r² + …` of a velocity that shrinks by `r` each millisecond.
    func projectedDistance(velocity: CGFloat) -> CGFloat {
      velocity * rawValue / (1 - rawValue)
    }
  }
}
