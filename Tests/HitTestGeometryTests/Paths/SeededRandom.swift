import Foundation
import HitTestGeometry

/// A small deterministic generator (SplitMix64), so random tests repeat exactly; no global state.
struct SeededRandom: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func coordinate(_ range: ClosedRange<CGFloat> = 0...100) -> CGFloat {
    CGFloat.random(in: range, using: &self)
  }

  mutating func point(_ range: ClosedRange<CGFloat> = 0...100) -> CGPoint {
    CGPoint(x: coordinate(range), y: coordinate(range))
  }

  /// A path of 1–3 subpaths of 1–6 lines, quadratics or cubics, about half of them closed.
  mutating func path() -> BezierPath {
    var path = BezierPath()
    for _ in 0..<Int.random(in: 1...3, using: &self) {
      path.move(to: point())
      for _ in 0..<Int.random(in: 1...6, using: &self) {
        switch Int.random(in: 0..<5, using: &self) {
        case 0, 1: path.addLine(to: point())
        case 2: path.addQuadCurve(to: point(), controlPoint: point())
        default: path.addCurve(to: point(), controlPoint1: point(), controlPoint2: point())
        }
      }
      if Bool.random(using: &self) { path.close() }
    }
    return path
  }
}
