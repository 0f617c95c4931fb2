import Foundation
import HitTestGeometry
import SeededRandomness
import Testing

/// The stroked copy and the direct stroke query must describe the same shape.
@Suite struct StrokeOutlineAgreementTests {
  /// Whether the direct answer is the same on a ring of radius 2× the tolerance around `point`.
  static func isAwayFromBoundary(_ point: CGPoint, _ inStroke: (CGPoint) -> Bool) -> Bool {
    let answer = inStroke(point)
    let radius = 2 * BezierPath.strokeOutlineTolerance
    for index in 0..<16 {
      let angle = CGFloat(index) * .pi / 8
      let probe = CGPoint(x: point.x + radius * cos(angle), y: point.y + radius * sin(angle))
      if inStroke(probe) != answer { return false }
    }
    return true
  }

  @Test("the stroked copy's nonzero fill matches the direct query on thousands of random paths")
  func randomPaths() throws {
    var random = SplitMix64(seed: 7)
    var compared = 0
    var failures: [String] = []
    for index in 0..<1200 {
      let path = random.path()
      let width = random.coordinate(0.5...24)
      let cap = LineCap.allCases[index % 3]
      let join = LineJoin.allCases[(index / 3) % 3]
      let miter = random.coordinate(1...12)
      let outline = try path.copy(strokingWithWidth: width, lineCap: cap, lineJoin: join, miterLimit: miter)
      let direct = { (point: CGPoint) in
        path.strokeContains(point, width: width, lineCap: cap, lineJoin: join, miterLimit: miter)
      }
      for _ in 0..<20 {
        let point = random.point(-15...115)
        let expected = direct(point)
        guard outline.contains(point, using: .winding) != expected else {
          compared += 1
          continue
        }
        if Self.isAwayFromBoundary(point, direct) {
          compared += 1
          failures.append(
            "#\(index) \(path) w \(width) \(cap) \(join) \(miter) at \(point.compactDescription)")
        }
      }
    }
    print(
      "stroked copy vs direct query: \(compared - failures.count)/\(compared) agree away from the boundary")
    #expect(compared > 20_000)
    #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
  }
}
