public import Foundation

/// A circle fitted to points by Taubin's method, with how far the points stray from it.
///
/// The fit is Taubin's algebraic fit (G. Taubin, "Estimation of planar curves, surfaces and nonplanar
/// space curves defined by implicit equations", IEEE PAMI 13, 1991), computed as in Nikolai Chernov's
/// CircleFitByTaubin: centre the points at their mean, take their moments, find the root of Taubin's
/// characteristic polynomial by Newton's method from 0, solve for the centre and shift it back by the mean.
/// On short noisy arcs it is far less biased toward small radii than the simpler Kåsa fit (Chernov,
/// "Circular and Linear Regression", 2010), and unlike a geometric fit it needs no starting guess.
///
/// A circle gesture judges the fit by ``relativeError``, because a tolerance in points would be too strict
/// for a large circle and too loose for a small one.
///
/// ```swift
/// let fit = try CircleFit(points: [
///   CGPoint(x: 15, y: 20), CGPoint(x: 10, y: 25), CGPoint(x: 5, y: 20), CGPoint(x: 10, y: 15),
/// ])
/// print(fit.center.compactDescription, fit.radius.compactDescription, fit.rmsError.compactDescription)
/// // (10, 20) 5 0
/// ```
public struct CircleFit: Sendable, Hashable {
  /// The centre of the fitted circle.
  public let center: CGPoint

  /// The radius of the fitted circle, always positive.
  public let radius: CGFloat

  /// The root mean square of the points' distances from the circle, √(⟨(‖p − center‖ − radius)²⟩).
  ///
  /// Zero when every point lies on the circle; in the same units as the points.
  public let rmsError: CGFloat

  /// ``rmsError`` as a fraction of ``radius``: 0.05 means the points stray 5% of the radius on average.
  public var relativeError: CGFloat { rmsError / radius }

  /// A fit with these values, as computed by the checked initialiser.
  init(unchecked center: CGPoint, radius: CGFloat, rmsError: CGFloat) {
    assert(radius > 0 && radius.isFinite && rmsError >= 0, "Invalid circle fit: radius \(radius)")
    self.center = center
    self.radius = radius
    self.rmsError = rmsError
  }
}

extension CircleFit {
  /// A radius this many times the points' root-mean-square spread about their mean is taken as a line.
  ///
  /// Exact arcs that pass the scatter test (``collinearityThreshold``) have a radius below about 4.5×10⁵
  /// times their spread (for a short arc of half-angle α, the eigenvalue ratio is α²/15 and the radius is
  /// √3/α spreads), so this bound only catches noisy, nearly straight strokes whose radius is noise.
  static let maximumRadiusToSpread = 1e6

  /// Points whose centred scatter matrix has a smallest-to-largest eigenvalue ratio below this are collinear.
  ///
  /// The ratio is the squared ratio of the points' thickness to their length: 10⁻¹² means a stroke less than
  /// a millionth as thick as it is long, which is a straight line to within rounding.
  static let collinearityThreshold = 1e-12

  /// A root of Taubin's polynomial within this fraction of the scatter matrix's smallest eigenvalue is that
  /// eigenvalue, and Taubin's best fit is then the points' straight line rather than a circle.
  ///
  /// At that eigenvalue the 2×2 system for the centre is singular. Rounding alone puts a computed root about
  /// 10⁻¹⁵ (relative) from the eigenvalue, and a centre solved from a gap that small is noise; a genuine
  /// gap of 10⁻¹² already means a radius near the 10⁶-spread bound (``maximumRadiusToSpread``), since the
  /// radius grows as the inverse square root of the gap.
  static let lineRootTolerance = 1e-12

  /// Fits a circle to `points` by Taubin's method (Chernov's Newton implementation).
  ///
  /// The checks run in this order and throw the first failure: fewer than 3 points, a NaN or infinite
  /// coordinate, all points equal, collinear points (scatter test), no root of the polynomial, a root equal
  /// to the scatter matrix's smallest eigenvalue (a straight line fits better than any circle: an S that
  /// is symmetric about its middle does this), and finally a radius above 10⁶ times the points' spread
  /// (collinear again). The points' order does not matter.
  ///
  /// Newton's method starts at x = 0 and stops, as in Chernov's code, when a step leaves x unchanged or
  /// no longer decreases |P(x)|; it gives up after 99 steps (Chernov's cap), and the root it stops at must
  /// leave |P(x)| within 10⁻⁸ of the size of P's terms, or the fit throws ``CircleFitError/didNotConverge``.
  ///
  /// ```swift
  /// let arc = (0..<8).map { i in
  ///   let angle = Double(i) * .pi / 14  // 8 points over a quarter turn
  ///   return CGPoint(x: 100 + 40 * cos(angle), y: 100 + 40 * sin(angle))
  /// }
  /// let fit = try CircleFit(points: arc)
  /// print(fit.center.compactDescription, fit.radius.compactDescription)
  /// // (100, 100) 40
  /// ```
  ///
  /// - Parameter points: The points to fit, in any order, in any coordinate space.
  /// - Throws: ``CircleFitError``; see each case for when.
  /// - Complexity: O(*n*) for *n* points: three passes (mean, moments, distances).
  public init(points: [CGPoint]) throws(CircleFitError) {
    guard points.count >= 3 else { throw .tooFewPoints(count: points.count) }
    if let index = points.firstIndex(where: { !$0.x.isFinite || !$0.y.isFinite }) {
      throw .nonFinitePoint(index: index)
    }
    guard points.contains(where: { $0 != points[0] }) else { throw .coincident }

    let moments = Moments(points)
    guard moments.isFinite else { throw .didNotConverge }
    guard moments.z > 0 else { throw .coincident }
    guard moments.eigenvalueRatio >= Self.collinearityThreshold else { throw .collinear }

    // The centre (a, b) of the centred points solves Chernov's 2×2 system at the root x.
    let root = try TaubinPolynomial(moments).newtonRoot()
    let lineResidual = moments.smallestEigenvalue
    guard abs(lineResidual - root) > Self.lineRootTolerance * lineResidual else { throw .lineFitsBetter }
    let determinant = root * root - root * moments.z + moments.covarianceDeterminant
    let a = (moments.xz * (moments.yy - root) - moments.yz * moments.xy) / determinant / 2
    let b = (moments.yz * (moments.xx - root) - moments.xz * moments.xy) / determinant / 2
    let radius = (a * a + b * b + moments.z).squareRoot()
    let center = CGPoint(x: a + moments.meanX, y: b + moments.meanY)
    guard center.x.isFinite, center.y.isFinite, radius.isFinite, radius > 0 else { throw .didNotConverge }
    guard radius <= Self.maximumRadiusToSpread * moments.z.squareRoot() else { throw .collinear }

    self.init(
      unchecked: center, radius: radius, rmsError: Self.rmsError(of: points, center: center, radius: radius))
  }

  /// √(⟨(‖p − center‖ − radius)²⟩) over `points`.
  ///
  /// Uses √(dx² + dy²) rather than `hypot`, which is several times slower: with finite moments the
  /// points spread less than about 10⁷⁵ and the radius is at most 10⁶ spreads, so dx² cannot overflow.
  static func rmsError(of points: [CGPoint], center: CGPoint, radius: CGFloat) -> CGFloat {
    let (centerX, centerY, r) = (Double(center.x), Double(center.y), Double(radius))
    var sum = 0.0
    for point in points {
      let dx = Double(point.x) - centerX
      let dy = Double(point.y) - centerY
      let distance = (dx * dx + dy * dy).squareRoot() - r
      sum += distance * distance
    }
    return CGFloat((sum / Double(points.count)).squareRoot())
  }
}
