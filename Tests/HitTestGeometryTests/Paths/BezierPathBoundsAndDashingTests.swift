import Foundation
import HitTestGeometry
import Testing

@Suite struct BezierPathBoundsAndDashingTests {
  static let arch: BezierPath = {
    var path = BezierPath()
    path.move(to: .zero)
    path.addQuadCurve(to: CGPoint(x: 10, y: 0), controlPoint: CGPoint(x: 5, y: -10))
    return path
  }()

  @Test("bounds include control points; the tight box only the curve's extremes")
  func bounds() {
    #expect(Self.arch.bounds == CGRect(x: 0, y: -10, width: 10, height: 10))
    let tight = Self.arch.boundingBoxOfPath
    #expect(abs(tight.minY + 5) < 1e-12 && tight.maxY == 0 && tight.minX == 0 && tight.maxX == 10)
    let oval = BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10)).boundingBoxOfPath
    #expect(abs(oval.width - 20) < 1e-9 && abs(oval.height - 10) < 1e-9)
  }

  @Test("a dash pattern alternates on and off along the length")
  func dashes() throws {
    let line = BezierPathStrokeContainmentTests.polyline([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0)])
    #expect(
      try line.copy(dashingWithPhase: 0, lengths: [4, 2]).description
        == "M (0, 0) L (4, 0) M (6, 0) L (10, 0)")
    #expect(
      try line.copy(dashingWithPhase: 3, lengths: [4, 2]).description
        == "M (0, 0) L (1, 0) M (3, 0) L (7, 0) M (9, 0) L (10, 0)")
    #expect(
      try line.copy(dashingWithPhase: 0, lengths: [3]).description == "M (0, 0) L (3, 0) M (6, 0) L (9, 0)")
  }

  @Test("dashes follow arc length on curves and continue across segments and the closing line")
  func curvedDashes() throws {
    let circle = BezierPath(ovalIn: CGRect(x: -50, y: -50, width: 100, height: 100))
    let dashed = try circle.copy(dashingWithPhase: 0, lengths: [10, 10])
    let moves = dashed.elements.filter { if case .moveTo = $0 { return true } else { return false } }
    // The circumference is 2π·50 ≈ 314.2: 16 dashes begin within it.
    #expect(moves.count == 16)
    let square = BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(
      try square.copy(dashingWithPhase: 0, lengths: [15, 5]).description
        == "M (0, 0) L (10, 0) L (10, 5) M (10, 10) L (0, 10) L (0, 5)")
  }

  @Test("a zero on-length makes zero-length dashes, which round caps draw as dots")
  func dots() throws {
    let line = BezierPathStrokeContainmentTests.polyline([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0)])
    let dotted = try line.copy(dashingWithPhase: 0, lengths: [0, 5])
    #expect(dotted.description == "M (0, 0) L (0, 0) M (5, 0) L (5, 0) M (10, 0) L (10, 0)")
    #expect(dotted.strokeContains(CGPoint(x: 5, y: 1.5), width: 4, lineCap: .round))
    #expect(!dotted.strokeContains(CGPoint(x: 2.5, y: 0), width: 4, lineCap: .round))
  }
}
