extension StrokeOutline {
  /// The decision of the curve sampling for one piece (whether its middle lies within half the tolerance
  /// of its chord, and whether it turns by at most ``maximumTurn``), made from the middle's point and
  /// derivative, without the square roots and divisions of the full test; `nil` where it cannot be sure.
  ///
  /// The full test (`middleIfSplit`) computes the sag `|chord × toMiddle| / |chord|` and the cosine of
  /// the turn from the unit tangents `u0`, `um` and `u1`, `um` being the middle's derivative `dm`
  /// normalized. Here both are compared squared or scaled by `|dm|²` instead:
  /// - flat: `(chord × toMiddle)² ≶ (tolerance / 2)² · |chord|²`;
  /// - each half-turn below 60°: `u·dm > 0` and `(u·dm)² ≶ ¼·|dm|²`;
  /// - the turn: `(u0·dm)(dm·u1) − |u0×dm||dm×u1| ≶ cos(maximumTurn) · |dm|²`, against the full test's
  ///   limits `cos(maximumTurn) ± 1e-9` (between them it measures the angles).
  ///
  /// Each answer is given only outside a relative margin of 1e-11 on either side, thousands of times the
  /// rounding errors of both forms, and only where every square and product is a normal number, so it
  /// is always the full test's answer; the margins' few borderline pieces go to the full test. Deciding
  /// before the middle's unit tangent is known shortens the chain of work the branch waits for, and a
  /// piece that is not split never needs that tangent.
  @inline(__always)
  func quickIsFlatAndStraight(
    chord: PathVector, toMiddle: PathVector, _ u0: PathVector, _ dm: PathVector, _ u1: PathVector
  ) -> Bool? {
    let margin = 1e-11
    let halfTolerance = tolerance / 2
    let cross = chord.cross(toMiddle)
    let chordLengthSquared = chord.lengthSquared
    // In these ranges the squares and products below are normal numbers (between 1e-200 and 1e200).
    guard chordLengthSquared >= 1e-100, chordLengthSquared <= 1e100, abs(cross) <= 1e100,
      halfTolerance >= 1e-50, halfTolerance <= 1e50
    else { return nil }
    let sagLimit = (halfTolerance * halfTolerance) * chordLengthSquared
    let crossSquared = cross * cross
    if crossSquared > sagLimit * (1 + margin) { return false }
    guard crossSquared < sagLimit * (1 - margin) else { return nil }

    let derivativeSquared = dm.lengthSquared
    guard derivativeSquared >= 1e-100, derivativeSquared <= 1e100 else { return nil }
    let dot0 = u0.dot(dm)
    let dot1 = dm.dot(u1)
    let quarter = 0.25 * derivativeSquared
    let isAboveHalf0 = dot0 > 0 && dot0 * dot0 > quarter * (1 + margin)
    let isAboveHalf1 = dot1 > 0 && dot1 * dot1 > quarter * (1 + margin)
    if isAboveHalf0 && isAboveHalf1 {
      let scaledCosine = dot0 * dot1 - abs(u0.cross(dm)) * abs(dm.cross(u1))
      if scaledCosine >= (cosineOfMaximumTurn + 1e-9 + margin) * derivativeSquared { return true }
      if scaledCosine <= (cosineOfMaximumTurn - 1e-9 - margin) * derivativeSquared { return false }
      return nil
    }
    let isBelowHalf0 = dot0 <= 0 || dot0 * dot0 < quarter * (1 - margin)
    let isBelowHalf1 = dot1 <= 0 || dot1 * dot1 < quarter * (1 - margin)
    // A half-turn of at least 60° (over 1 radian) is more than the maximum, which is at most 0.25.
    if (isBelowHalf0 || isBelowHalf1) && maximumTurn <= 0.5 { return false }
    return nil
  }
}
