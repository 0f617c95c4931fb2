/// A view's values that an animation moves and that take part in hit testing: center, bounds, transform, alpha.
///
/// UIKit's animatable view properties are these plus `backgroundColor` and `contentStretch`, which change only
/// drawing (Apple's "Animations" section of the UIView documentation lists them).
public struct AnimatedValues: Equatable, Sendable {
  /// The view's ``View/center``.
  public internal(set) var center: CGPoint
  /// The view's ``View/bounds``.
  public internal(set) var bounds: CGRect
  /// The view's ``View/transform``.
  public internal(set) var transform: CGAffineTransform
  /// The view's ``View/alpha``.
  public internal(set) var alpha: CGFloat

  /// The model values of `view` now (not what a running animation shows: see ``Layer/presentation()``).
  ///
  /// - Parameter view: The view.
  public init(of view: View) {
    center = view.center
    bounds = view.bounds
    transform = view.transform
    alpha = view.alpha
  }

  /// These values plus `(from − to) · weight`: an additive animation's contribution while `1 − weight` of it
  /// has been shown.
  ///
  /// Numbers add. A transform composes: the change that takes `to` back to `from` (`from · to⁻¹`) is applied
  /// `weight` of the way, by angle, scales, shear and translation (``CGAffineTransform/partial(weight:)``), before
  /// the values' own transform; so a rotating view turns through the angles between, at full size. When `to`
  /// cannot be inverted (a view scaled to nothing), the entries are interpolated instead.
  func adding(from: AnimatedValues, to: AnimatedValues, weight: CGFloat) -> AnimatedValues {
    var result = self
    result.center.x += (from.center.x - to.center.x) * weight
    result.center.y += (from.center.y - to.center.y) * weight
    result.bounds.origin.x += (from.bounds.origin.x - to.bounds.origin.x) * weight
    result.bounds.origin.y += (from.bounds.origin.y - to.bounds.origin.y) * weight
    result.bounds.size.width += (from.bounds.size.width - to.bounds.size.width) * weight
    result.bounds.size.height += (from.bounds.size.height - to.bounds.size.height) * weight
    if from.transform != to.transform {
      if let undo = to.transform.inverse {
        result.transform = from.transform.concatenating(undo).partial(weight: weight).concatenating(
          result.transform)
      } else {
        result.transform.a += (from.transform.a - to.transform.a) * weight
        result.transform.b += (from.transform.b - to.transform.b) * weight
        result.transform.c += (from.transform.c - to.transform.c) * weight
        result.transform.d += (from.transform.d - to.transform.d) * weight
        result.transform.tx += (from.transform.tx - to.transform.tx) * weight
        result.transform.ty += (from.transform.ty - to.transform.ty) * weight
      }
    }
    result.alpha += (from.alpha - to.alpha) * weight
    return result
  }

  /// Whether every number is finite (no NaN, no infinity).
  var isFinite: Bool {
    center.x.isFinite && center.y.isFinite && bounds.origin.x.isFinite && bounds.origin.y.isFinite
      && bounds.size.width.isFinite && bounds.size.height.isFinite && transform.a.isFinite
      && transform.b.isFinite && transform.c.isFinite && transform.d.isFinite && transform.tx.isFinite
      && transform.ty.isFinite && alpha.isFinite
  }

  /// The rectangle these values place the view in, in its superview's coordinates (see ``View/frame``).
  var frame: CGRect { View.frame(center: center, size: bounds.size, transform: transform) }
}
