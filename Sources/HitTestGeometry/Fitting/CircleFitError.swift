/// Why a set of points has no Taubin circle fit, with the point or count at fault.
///
/// ``CircleFit/init(points:)`` checks its input in the order the cases are listed and throws the first
/// failure, so a set with two points, one of them NaN, reports ``tooFewPoints(count:)``.
///
/// ```swift
/// do {
///   _ = try CircleFit(points: [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1), CGPoint(x: 2, y: 2)])
/// } catch {
///   print(error)
/// }
/// // The points lie on a straight line, so no circle fits them; treat the gesture as a line or a swipe.
/// ```
public enum CircleFitError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Fewer than three points were given; three points are the fewest that determine a circle.
  case tooFewPoints(count: Int)

  /// The point at this index has a NaN or infinite coordinate.
  case nonFinitePoint(index: Int)

  /// Every point is the same point, so the circle has no defined centre or radius.
  case coincident

  /// The points lie on a straight line, or so nearly that the fitted radius would be meaningless.
  ///
  /// Thrown when the smallest eigenvalue of the centred scatter matrix is below 10⁻¹² times the largest,
  /// or when the fitted radius exceeds 10⁶ times the points' root-mean-square distance from their mean.
  case collinear

  /// A straight line fits the points better than any circle, though they do not lie on one.
  ///
  /// Taubin's fit minimises over circles and lines together; its answer is a line when the smallest root of
  /// its polynomial is the smallest eigenvalue of the points' scatter matrix (within 10⁻¹²). Points that
  /// bend one way and then the other, symmetrically about their middle (an S, a zigzag), do this.
  case lineFitsBetter

  /// Newton's method on Taubin's characteristic polynomial found no root, or the fit's arithmetic overflowed.
  ///
  /// Well-spread finite points do not produce this; coordinates spread beyond about 10⁷⁵ can, because the
  /// fourth moments overflow.
  case didNotConverge

  /// A sentence that names the problem and what the caller can do about it.
  public var description: String {
    switch self {
    case .tooFewPoints(let count):
      "A circle fit needs at least 3 points, but \(count) were given; collect more samples before fitting."
    case .nonFinitePoint(let index):
      "Point \(index) has a NaN or infinite coordinate; drop or repair it before fitting."
    case .coincident:
      "All points are the same point, so no circle fits them; wait until the touch moves."
    case .collinear:
      "The points lie on a straight line, so no circle fits them; treat the gesture as a line or a swipe."
    case .lineFitsBetter:
      "A straight line fits the points better than any circle (they bend one way, then the other, like an S); "
        + "treat the gesture as a line or a squiggle."
    case .didNotConverge:
      "Newton's method on Taubin's polynomial did not converge; check the points for extreme coordinates."
    }
  }
}
