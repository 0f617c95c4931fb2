import Foundation
import HitTestKit
import Testing

/// Transforms move by their parts (angle, scales, shear, translation), as Core Animation interpolates them.
@Suite struct AnimationTransformTests {
  /// The presentation transform of `scene.target` after `seconds` of a linear one-second animation to `end`.
  private func shown(from start: CGAffineTransform, to end: CGAffineTransform, after seconds: Double) throws
    -> CGAffineTransform
  {
    let scene = AnimationScene()
    scene.target.transform = start
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) { scene.target.transform = end }
    try scene.app.wait(.seconds(seconds))
    return try #require(scene.target.layer.presentation()).affineTransform()
  }

  private func expectClose(_ actual: CGAffineTransform, _ expected: CGAffineTransform) {
    let pairs = [
      (actual.a, expected.a), (actual.b, expected.b), (actual.c, expected.c), (actual.d, expected.d),
      (actual.tx, expected.tx), (actual.ty, expected.ty),
    ]
    #expect(pairs.allSatisfy { abs($0.0 - $0.1) < 1e-9 }, "\(actual) is not \(expected)")
  }

  @Test("a quarter turn shows an eighth of a turn at full size halfway, not a matrix shrunk to 71 %")
  func rotationKeepsSize() throws {
    let half = try shown(from: .identity, to: CGAffineTransform(rotationAngle: .pi / 2), after: 0.5)
    expectClose(half, CGAffineTransform(rotationAngle: .pi / 4))
    #expect(abs(hypot(half.a, half.b) - 1) < 1e-9)
  }

  @Test("scales and translations still move linearly; the start and end are exact")
  func scaleAndTranslation() throws {
    let end = CGAffineTransform(scaleX: 3, y: 2).translatedBy(x: 10, y: -20)
    expectClose(try shown(from: .identity, to: end, after: 0), .identity)
    expectClose(
      try shown(from: .identity, to: end, after: 0.5),
      CGAffineTransform(a: 2, b: 0, c: 0, d: 1.5, tx: 15, ty: -20))
    expectClose(try shown(from: .identity, to: end, after: 1), end)
  }

  @Test("turning back from a rotated start passes through the angles between")
  func fromRotatedStart() throws {
    let quarter = try shown(
      from: CGAffineTransform(rotationAngle: .pi / 3), to: CGAffineTransform(rotationAngle: -.pi / 6),
      after: 0.5)
    expectClose(quarter, CGAffineTransform(rotationAngle: .pi / 12))
  }

  @Test("an animation to a transform that flattens the view moves entry by entry and ends there")
  func toSingularTransform() throws {
    let flat = CGAffineTransform(scaleX: 0, y: 1)
    expectClose(try shown(from: .identity, to: flat, after: 0.5), CGAffineTransform(scaleX: 0.5, y: 1))
    expectClose(try shown(from: .identity, to: flat, after: 1), flat)
  }
}
