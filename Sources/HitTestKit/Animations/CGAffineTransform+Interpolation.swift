import Foundation

extension CGAffineTransform {
  /// The transform `weight` of the way from the identity to this one, moving its parts rather than its entries.
  ///
  /// The linear part is split as a rotation times an upper-triangular matrix (x scale, shear, y scale), the
  /// decomposition Core Animation interpolates transforms by: the angle, each scale, the shear and the
  /// translation then move linearly. So a quarter turn passes through an eighth of a turn at full size, where
  /// interpolating the entries would shrink the view to 71 % (and a half turn to nothing). Weight 0 gives the
  /// identity and weight 1 this transform (to rounding).
  func partial(weight: CGFloat) -> CGAffineTransform {
    let xScale = hypot(a, b)
    guard xScale > 0, xScale.isFinite else { return entrywisePartial(weight: weight) }
    let angle = atan2(b, a)
    let cosine = a / xScale
    let sine = b / xScale
    // The second column turned back by the angle: (shear, yScale).
    let shear = c * cosine + d * sine
    let yScale = d * cosine - c * sine
    let turned = angle * weight
    let partXScale = 1 + (xScale - 1) * weight
    let partYScale = 1 + (yScale - 1) * weight
    let partShear = shear * weight
    let turnedCosine = cos(turned)
    let turnedSine = sin(turned)
    return CGAffineTransform(
      a: turnedCosine * partXScale, b: turnedSine * partXScale,
      c: turnedCosine * partShear - turnedSine * partYScale,
      d: turnedSine * partShear + turnedCosine * partYScale,
      tx: tx * weight, ty: ty * weight)
  }

  /// The identity plus `weight` of the difference, entry by entry: for a transform that flattens the x axis,
  /// which has no angle to turn by.
  private func entrywisePartial(weight: CGFloat) -> CGAffineTransform {
    CGAffineTransform(
      a: 1 + (a - 1) * weight, b: b * weight, c: c * weight, d: 1 + (d - 1) * weight, tx: tx * weight,
      ty: ty * weight)
  }
}
