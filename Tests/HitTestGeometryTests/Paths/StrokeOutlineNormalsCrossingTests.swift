import Foundation
import SeededRandomness
import Testing

@testable import HitTestGeometry

/// The quick rejection of a crossing of neighbouring normals agrees with the crossing computed by
/// division, near the half-width and far from it, at every scale.
@Suite struct StrokeOutlineNormalsCrossingTests {
  @Test("the quick rejection answers as the full computation, near the half-width and at every scale")
  func quickRejectionAgrees() {
    var random = SplitMix64(seed: 1_202_611)
    for radius in [4.0, 1e-3, 5e3] {
      let style = StrokeStyle(radius: radius, cap: .butt, join: .miter, miterLimit: 10)
      _ = [BezierPath.Element](unsafeUninitializedCapacity: 1) { storage, initializedCount in
        let outline = StrokeOutline(style: style, tolerance: 0.01, into: storage)
        var crossings = 0
        var disagreements: [String] = []
        for index in 0..<30_000 {
          // Two samples whose normals meet at distance `reach` (near the radius, or anywhere) on either side.
          let nudge = exp(log(1e-16) + random.unit() * (log(1e-2) - log(1e-16)))
          let reach =
            index % 3 == 0
            ? radius * exp(random.unit() * 8 - 4) : radius * (1 + (random.unit() < 0.5 ? -nudge : nudge))
          let turn = (random.unit() - 0.5) * 0.6
          let direction = 2 * .pi * random.unit()
          let side: Double = random.unit() < 0.5 ? 1 : -1
          let na = PathVector(cos(direction), sin(direction))
          let nb = PathVector(cos(direction + turn), sin(direction + turn))
          let centre = PathVector(random.unit() * 100, random.unit() * 100)
          let a = StrokeOutline.Sample(point: centre - na * (side * reach), normal: na)
          let b = StrokeOutline.Sample(point: centre - nb * (side * reach), normal: nb)
          let quick = outline.normalsCrossing(a, b)
          let full = outline.normalsCrossingInFull(a, b)
          if full != nil { crossings += 1 }
          if quick?.side != full?.side || quick?.point != full?.point {
            disagreements.append(
              "\(a) \(b): quick \(String(describing: quick)), full \(String(describing: full))")
          }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(3))")
        #expect(crossings > 1000, "radius \(radius): \(crossings) crossings within the half-width")
        initializedCount = 0
      }
    }
  }
}
