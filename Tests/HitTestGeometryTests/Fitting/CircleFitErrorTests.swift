import SeededRandomness
import Testing

@testable import HitTestGeometry

@Suite struct CircleFitErrorTests {
  @Test("fewer than three points is too few, and says how many there were", arguments: [0, 1, 2])
  func tooFew(count: Int) {
    let points = Array(circlePoints(center: .zero, radius: 1, count: 3).prefix(count))
    #expect(throws: CircleFitError.tooFewPoints(count: count)) { try CircleFit(points: points) }
  }

  @Test(
    "a NaN or infinite coordinate is reported by the index of its point",
    arguments: [
      CGPoint(x: CGFloat.nan, y: 0), CGPoint(x: 0, y: CGFloat.nan), CGPoint(x: CGFloat.infinity, y: 0),
      CGPoint(x: 0, y: -CGFloat.infinity),
    ])
  func nonFinite(bad: CGPoint) {
    var points = circlePoints(center: .zero, radius: 1, count: 6)
    points[4] = bad
    #expect(throws: CircleFitError.nonFinitePoint(index: 4)) { try CircleFit(points: points) }
  }

  @Test("the same point repeated is coincident", arguments: [CGPoint(x: 0, y: 0), CGPoint(x: 0.1, y: 1e6)])
  func coincident(point: CGPoint) {
    #expect(throws: CircleFitError.coincident) { try CircleFit(points: Array(repeating: point, count: 5)) }
  }

  @Test(
    "points on a straight line are collinear, at any offset, slope or count",
    arguments: [
      (CGPoint(x: 0, y: 0), CGVector(dx: 1, dy: 1), 3),
      (CGPoint(x: 1e6, y: 1e6), CGVector(dx: 0.3, dy: 0.7), 50),
      (CGPoint(x: -4, y: 9), CGVector(dx: 1, dy: 0), 10), (CGPoint(x: 2, y: 3), CGVector(dx: 0, dy: -2), 4),
      (CGPoint(x: 0.1, y: 0.2), CGVector(dx: 1e-3, dy: 3e-3), 1_000),
    ])
  func collinear(origin: CGPoint, direction: CGVector, count: Int) {
    let points = (0..<count).map { i in
      CGPoint(x: origin.x + CGFloat(i) * direction.dx, y: origin.y + CGFloat(i) * direction.dy)
    }
    #expect(throws: CircleFitError.collinear) { try CircleFit(points: points) }
  }

  @Test("a line with a few repeated points is still collinear")
  func collinearWithRepeats() {
    let points = [CGPoint(x: 1, y: 2), CGPoint(x: 1, y: 2), CGPoint(x: 3, y: 6), CGPoint(x: 7, y: 14)]
    #expect(throws: CircleFitError.collinear) { try CircleFit(points: points) }
  }

  @Test("a line roughened by a millionth of its length still counts as collinear")
  func nearlyCollinear() {
    var generator = SplitMix64(seed: 3)
    let points = (0..<100).map { i in
      CGPoint(x: CGFloat(i), y: 0.5 * CGFloat(i) + CGFloat.random(in: -1e-5...1e-5, using: &generator))
    }
    #expect(throws: CircleFitError.collinear) { try CircleFit(points: points) }
  }

  @Test("a noisy line that passes the scatter test is still caught by its absurd radius")
  func absurdRadius() throws {
    var generator = SplitMix64(seed: 1)
    let points = (0..<1_000).map { i in
      CGPoint(x: CGFloat(i) / 10, y: CGFloat.random(in: -1e-4...1e-4, using: &generator))
    }
    try #require(CircleFit.Moments(points).eigenvalueRatio >= CircleFit.collinearityThreshold)
    #expect(throws: CircleFitError.collinear) { try CircleFit(points: points) }
  }

  @Test("a shallow but real arc of two degrees still fits")
  func shallowArc() throws {
    let center = CGPoint(x: 10, y: -20)
    let points = circlePoints(center: center, radius: 500, count: 20, start: 1, span: 2 * .pi / 180)
    let fit = try CircleFit(points: points)
    #expect(relativeDeviation(of: fit, center: center, radius: 500) < 1e-6)
  }

  @Test("Newton's method on a polynomial with no real root does not converge")
  func noRoot() {
    // P(x) = x² + x/2 + 1 has no real root: Newton from 0 overshoots and |P| grows.
    let polynomial = CircleFit.TaubinPolynomial(a0: 1, a1: 0.5, a2: 1, a3: 0)
    #expect(throws: CircleFitError.didNotConverge) { try polynomial.newtonRoot() }
  }

  @Test("Newton's method with a zero slope at the start does not converge")
  func flatStart() {
    let polynomial = CircleFit.TaubinPolynomial(a0: 1, a1: 0, a2: 1, a3: 0)
    #expect(throws: CircleFitError.didNotConverge) { try polynomial.newtonRoot() }
  }

  @Test("Newton's method finds the smallest positive root of a cubic")
  func cubicRoot() throws {
    // (x − 1)(x − 2)(x − 3) = x³ − 6x² + 11x − 6
    let root = try CircleFit.TaubinPolynomial(a0: -6, a1: 11, a2: -6, a3: 1).newtonRoot()
    #expect(abs(root - 1) < 1e-14)
  }

  @Test("coordinates too large for the fourth moments overflow instead of giving garbage")
  func overflow() {
    let points = circlePoints(center: .zero, radius: 1e100, count: 8)
    #expect(throws: CircleFitError.didNotConverge) { try CircleFit(points: points) }
  }

  @Test("each error describes the fix")
  func descriptions() {
    #expect(
      CircleFitError.tooFewPoints(count: 2).description
        == "A circle fit needs at least 3 points, but 2 were given; collect more samples before fitting.")
    #expect(
      CircleFitError.nonFinitePoint(index: 7).description
        == "Point 7 has a NaN or infinite coordinate; drop or repair it before fitting.")
    #expect(CircleFitError.collinear.description.contains("straight line"))
    #expect(CircleFitError.coincident.description.contains("same point"))
    #expect(CircleFitError.didNotConverge.description.contains("did not converge"))
  }
}
