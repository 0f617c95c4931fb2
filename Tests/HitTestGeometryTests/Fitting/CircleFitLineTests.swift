import Testing

@testable import HitTestGeometry

/// Point sets that Taubin's fit answers with a straight line although they do not lie on one: an S.
@Suite struct CircleFitLineTests {
  /// Where the S is drawn: the circle game's spot, the origin and offsets whose rounding once gave garbage.
  static let centers = [
    CGPoint(x: 85, y: 285), CGPoint(x: 0, y: 0), CGPoint(x: 85.3, y: 285.7), CGPoint(x: 1000.1, y: -37.3),
    CGPoint(x: 123.456, y: 789.01),
  ]

  @Test("Newton's method converges on a symmetric S, to the smallest eigenvalue of its scatter matrix")
  func newtonConvergesOnS() throws {
    let moments = CircleFit.Moments(sPoints(center: CGPoint(x: 85, y: 285), upper: 30, lower: 30))
    let root = try CircleFit.TaubinPolynomial(moments).newtonRoot()
    #expect(abs(root - moments.smallestEigenvalue) <= 1e-14 * moments.smallestEigenvalue)
    #expect(moments.eigenvalueRatio > 0.1, "the S is well spread, far from collinear")
  }

  @Test("a symmetric S is fitted best by a straight line, wherever it is drawn", arguments: centers)
  func symmetricS(center: CGPoint) {
    let points = sPoints(center: center, upper: 30, lower: 30)
    #expect(throws: CircleFitError.lineFitsBetter) { try CircleFit(points: points) }
  }

  @Test("an S with unequal halves fits a large, poor circle", arguments: [31, 33, 40] as [CGFloat])
  func lopsidedS(lower: CGFloat) throws {
    let fit = try CircleFit(points: sPoints(center: CGPoint(x: 85, y: 285), upper: 30, lower: lower))
    #expect(fit.radius > 2 * 40, "larger than the S is tall")
    // Off by over 10 pt, yet a small fraction of the large radius: a circle recognizer must reject this
    // by how little of the circle the stroke covers, not by the relative fit error.
    #expect(fit.rmsError > 10, "no circle follows an S")
  }

  @Test("the error says a line fits better and what to do")
  func description() {
    #expect(
      CircleFitError.lineFitsBetter.description
        == "A straight line fits the points better than any circle (they bend one way, then the other, like "
        + "an S); treat the gesture as a line or a squiggle.")
  }
}
