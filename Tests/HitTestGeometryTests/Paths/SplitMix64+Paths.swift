import Foundation
import HitTestGeometry
import SeededRandomness

/// What the path tests draw from their seeded generator (``SplitMix64``), so they repeat exactly; no
/// global state.
extension SplitMix64 {
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
