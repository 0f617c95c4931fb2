import Foundation
import HitTestGeometry
import Testing

@Suite struct BezierPathBuildingTests {
  @Test("a rectangle starts at its minimum corner and runs clockwise on screen")
  func rectangle() {
    let path = BezierPath(rect: CGRect(x: 10, y: 20, width: -10, height: 5))
    #expect(path.description == "M (0, 20) L (10, 20) L (10, 25) L (0, 25) Z")
    #expect(path.svgPathData == "M0 20L10 20L10 25L0 25Z")
    #expect(path.currentPoint == CGPoint(x: 0, y: 20))
  }

  @Test("an empty path has no elements and its current point is zero")
  func empty() {
    let path = BezierPath()
    #expect(path.isEmpty)
    #expect(path.currentPoint == .zero)
    #expect(path.description.isEmpty)
    #expect(path.bounds.isNull)
    #expect(BezierPath(rect: .null).isEmpty)
  }

  @Test("a line without a current point is ignored, as Core Graphics ignores it")
  func noCurrentPoint() {
    var path = BezierPath()
    path.addLine(to: CGPoint(x: 5, y: 5))
    path.addCurve(to: .zero, controlPoint1: .zero, controlPoint2: .zero)
    path.close()
    #expect(path.isEmpty)
  }

  @Test("a segment after close starts a new subpath at the closed subpath's first point")
  func afterClose() {
    var path = BezierPath()
    path.move(to: CGPoint(x: 1, y: 1))
    path.addLine(to: CGPoint(x: 5, y: 1))
    path.close()
    #expect(path.currentPoint == CGPoint(x: 1, y: 1))
    path.addLine(to: CGPoint(x: 1, y: 9))
    #expect(path.description == "M (1, 1) L (5, 1) Z M (1, 1) L (1, 9)")
  }

  @Test("non-finite coordinates are ignored at the builders and never reach the path")
  func nonFinite() {
    var path = BezierPath()
    path.move(to: CGPoint(x: CGFloat.nan, y: 0))
    #expect(path.isEmpty)
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: CGFloat.infinity, y: 0))
    path.addQuadCurve(to: CGPoint(x: 1, y: 1), controlPoint: CGPoint(x: CGFloat.nan, y: 0))
    path.addArc(withCenter: .zero, radius: CGFloat.nan, startAngle: 0, endAngle: 1, clockwise: true)
    #expect(path.description == "M (0, 0)")
    path.apply(CGAffineTransform(scaleX: CGFloat.nan, y: 1))
    #expect(path.description == "M (0, 0)")
    #expect(BezierPath(ovalIn: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)).isEmpty)
  }

  @Test("a clockwise quarter arc sweeps with increasing angle, towards +y on screen")
  func clockwiseArc() {
    var path = BezierPath()
    path.addArc(withCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    #expect(path.description == "M (10, 0) C (10, 5.52) (5.52, 10) (0, 10)")
  }

  @Test("a counterclockwise arc takes the long way when the end angle is larger")
  func counterclockwiseArc() {
    var path = BezierPath()
    path.move(to: CGPoint(x: 20, y: 0))
    path.addArc(withCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    // A line to the arc's start, then 270° as three cubic segments passing through (0, -10).
    let curves = path.elements.filter { if case .curveTo = $0 { return true } else { return false } }
    #expect(curves.count == 3)
    #expect(path.elements[1] == .lineTo(CGPoint(x: 10, y: 0)))
    let end = path.currentPoint
    #expect(abs(end.x) < 1e-9 && abs(end.y - 10) < 1e-9)
    #expect(path.contains(CGPoint(x: 0, y: -9), using: .winding))
    #expect(!path.contains(CGPoint(x: 7, y: 7), using: .winding))
  }

  @Test(
    "arc sweeps follow UIKit: 2π or more is one full circle, equal angles draw no curve",
    arguments: [
      (0.0, 4 * CGFloat.pi, true, 4), (0, 0, true, 0), (.pi / 2, 0, true, 3), (0, -2 * CGFloat.pi, false, 4),
    ])
  func arcSweeps(start: CGFloat, end: CGFloat, clockwise: Bool, curves: Int) {
    var path = BezierPath()
    path.addArc(withCenter: .zero, radius: 1, startAngle: start, endAngle: end, clockwise: clockwise)
    #expect(path.elements.count == 1 + curves)
  }

  @Test("transforms move every point; applying leaves the original untouched")
  func transforms() {
    let square = BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    let moved = square.applying(CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 2, y: 1))
    #expect(moved.bounds == CGRect(x: 5, y: 0, width: 20, height: 10))
    #expect(square.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
    var overflow = square
    overflow.apply(CGAffineTransform(scaleX: .greatestFiniteMagnitude, y: 1e308))
    #expect(overflow == square)
  }

  @Test("append keeps both subpaths and this path's style; copies are independent values")
  func appendAndValueSemantics() {
    var path = BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    path.lineWidth = 4
    var other = BezierPath(ovalIn: CGRect(x: 20, y: 0, width: 10, height: 10))
    other.lineWidth = 9
    let before = path
    path.append(other)
    #expect(path.lineWidth == 4)
    #expect(path.elements.count == before.elements.count + other.elements.count)
    #expect(before != path)
    #expect(path.contains(CGPoint(x: 25, y: 5)) && path.contains(CGPoint(x: 5, y: 5)))
  }

  @Test("SVG path data uses exact shortest numbers")
  func svg() {
    var path = BezierPath()
    path.move(to: CGPoint(x: 0, y: 0.5))
    path.addQuadCurve(to: CGPoint(x: 10, y: -0.0), controlPoint: CGPoint(x: 1.0 / 3, y: -5))
    path.addCurve(
      to: CGPoint(x: 1, y: 2), controlPoint1: CGPoint(x: 3, y: 4), controlPoint2: CGPoint(x: 5, y: 6))
    path.close()
    #expect(path.svgPathData == "M0 0.5Q0.3333333333333333 -5 10 0C3 4 5 6 1 2Z")
    #expect(path.description == "M (0, 0.5) Q (0.33, -5) (10, 0) C (3, 4) (5, 6) (1, 2) Z")
  }
}
