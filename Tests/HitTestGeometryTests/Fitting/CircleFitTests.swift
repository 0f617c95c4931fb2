import Foundation
import HitTestGeometry
import Testing

@Suite struct CircleFitTests {
  @Test(
    "points exactly on a circle give that circle and zero error",
    arguments: [
      (CGPoint(x: 0, y: 0), CGFloat(1), 3), (CGPoint(x: 160, y: 240), 80, 12),
      (CGPoint(x: -35.5, y: 12.25), 0.5, 50), (CGPoint(x: 400, y: -300), 2_000, 1_000),
    ])
  func exact(center: CGPoint, radius: CGFloat, count: Int) throws {
    let fit = try CircleFit(points: circlePoints(center: center, radius: radius, count: count, start: 0.3))
    #expect(relativeDeviation(of: fit, center: center, radius: radius) < 1e-12)
    #expect(fit.rmsError < 1e-12 * radius)
  }

  @Test(
    "arcs from a quarter to three quarters of a turn recover the circle",
    arguments: [90.0, 135, 180, 270])
  func arcs(degrees: Double) throws {
    let center = CGPoint(x: 200, y: 300)
    let points = circlePoints(center: center, radius: 100, count: 30, start: 1, span: degrees * .pi / 180)
    let fit = try CircleFit(points: points)
    #expect(relativeDeviation(of: fit, center: center, radius: 100) < 1e-12)
  }

  @Test("noisy points give a nearby circle whose relative error reflects the noise", arguments: [1, 2, 3])
  func noisy(seed: UInt64) throws {
    let center = CGPoint(x: 50, y: 60)
    let points = circlePoints(center: center, radius: 40, count: 200, noise: 2, seed: seed)
    let fit = try CircleFit(points: points)
    // Uniform noise in ±2 has a standard deviation of 2/√3 ≈ 1.15, that is 2.9% of the radius.
    #expect(relativeDeviation(of: fit, center: center, radius: 40) < 0.02)
    #expect(abs(fit.relativeError - 2 / 3.0.squareRoot() / 40) < 0.005)
  }

  @Test("points offset by a million fit as well as the same points near the origin")
  func offset() throws {
    let shape = circlePoints(center: .zero, radius: 30, count: 40, span: 3, noise: 1.5, seed: 7)
    let near = try CircleFit(points: shape)
    let shift = CGPoint(x: 1e6, y: -1e6)
    let far = try CircleFit(points: shape.map { CGPoint(x: $0.x + shift.x, y: $0.y + shift.y) })
    #expect(abs(far.center.x - shift.x - near.center.x) < 1e-6)
    #expect(abs(far.center.y - shift.y - near.center.y) < 1e-6)
    #expect(abs(far.radius - near.radius) < 1e-6)
    #expect(abs(far.rmsError - near.rmsError) < 1e-6)
  }

  @Test("the order of the points does not change the fit")
  func order() throws {
    let points = circlePoints(center: CGPoint(x: 5, y: 5), radius: 9, count: 25, noise: 0.5, seed: 4)
    let forward = try CircleFit(points: points)
    let backward = try CircleFit(points: points.reversed())
    #expect(relativeDeviation(of: backward, center: forward.center, radius: forward.radius) < 1e-12)
  }

  @Test("rmsError is the root mean square of each point's distance from the fitted circle")
  func rmsErrorMeaning() throws {
    // Alternate points at radius 11 and 9 about the origin: by symmetry the centre is the origin, so half
    // the distances are |11 − r| and half |9 − r| for the fitted radius r. (An algebraic fit weighs the
    // outer points more, so r is near √101 rather than 10.)
    let points = (0..<16).map { i in
      let angle = Double(i) * .pi / 8
      let r: CGFloat = i.isMultiple(of: 2) ? 11 : 9
      return CGPoint(x: r * cos(angle), y: r * sin(angle))
    }
    let fit = try CircleFit(points: points)
    #expect(hypot(fit.center.x, fit.center.y) < 1e-12)
    #expect(abs(fit.radius - 101.squareRoot()) < 0.01)
    let expected = (((11 - fit.radius) * (11 - fit.radius) + (9 - fit.radius) * (9 - fit.radius)) / 2)
      .squareRoot()
    #expect(abs(fit.rmsError - expected) < 1e-12)
    #expect(abs(fit.relativeError - expected / fit.radius) < 1e-12)
  }

  @Test("the documentation examples print what they say")
  func documentationExamples() throws {
    let square = try CircleFit(points: [
      CGPoint(x: 15, y: 20), CGPoint(x: 10, y: 25), CGPoint(x: 5, y: 20), CGPoint(x: 10, y: 15),
    ])
    let squareText =
      "\(square.center.compactDescription) \(square.radius.compactDescription) "
      + square.rmsError.compactDescription
    #expect(squareText == "(10, 20) 5 0")

    let arc = (0..<8).map { i in
      let angle = Double(i) * .pi / 14
      return CGPoint(x: 100 + 40 * cos(angle), y: 100 + 40 * sin(angle))
    }
    let arcFit = try CircleFit(points: arc)
    #expect("\(arcFit.center.compactDescription) \(arcFit.radius.compactDescription)" == "(100, 100) 40")
  }
}
