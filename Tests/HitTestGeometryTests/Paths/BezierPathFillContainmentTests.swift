import Foundation
import HitTestGeometry
import Testing

@Suite struct BezierPathFillContainmentTests {
  /// A five-pointed star drawn in one stroke: its centre has winding number 2.
  static let star: BezierPath = {
    var path = BezierPath()
    for index in 0..<5 {
      let angle = -CGFloat.pi / 2 + CGFloat(index * 2) * 2 * .pi / 5
      let point = CGPoint(x: 50 + 40 * cos(angle), y: 50 + 40 * sin(angle))
      if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
    }
    path.close()
    return path
  }()

  @Test(
    "a rectangle contains its interior and not its outside",
    arguments: [
      (CGPoint(x: 5, y: 5), true), (CGPoint(x: 9.99, y: 0.01), true), (CGPoint(x: 10.01, y: 5), false),
    ])
  func rectangle(point: CGPoint, inside: Bool) {
    let path = BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(path.contains(point) == inside)
    #expect(path.contains(point, using: .evenOdd) == inside)
  }

  @Test("an oval follows the ellipse, not its bounding box")
  func oval() {
    let path = BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 200, height: 100))
    // On the ellipse (x/100)² + (y/50)² = 1 at 45°: (170.71, 85.36).
    #expect(path.contains(CGPoint(x: 170.6, y: 85.3)))
    #expect(!path.contains(CGPoint(x: 170.8, y: 85.5)))
    #expect(!path.contains(CGPoint(x: 2, y: 2)))
  }

  @Test("a rounded rectangle cuts its corners along the corner circle")
  func roundedRect() {
    let path = BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 44), cornerRadius: 10)
    // Corner circle centred (10, 10): the 45° point is at (2.93, 2.93).
    #expect(!path.contains(CGPoint(x: 2.8, y: 2.8)))
    #expect(path.contains(CGPoint(x: 3.1, y: 3.1)))
    #expect(path.contains(CGPoint(x: 0.1, y: 22)))
  }

  @Test("a self-intersecting star: the centre is inside under nonzero, outside under even-odd")
  func star() {
    var star = Self.star
    let center = CGPoint(x: 50, y: 50)
    #expect(star.contains(center, using: .winding))
    #expect(!star.contains(center, using: .evenOdd))
    #expect(star.contains(center))
    star.usesEvenOddFillRule = true
    #expect(!star.contains(center))
    #expect(star.contains(CGPoint(x: 50, y: 15)))
  }

  @Test("open subpaths enclose nothing for contains(_:) but are closed implicitly for contains(_:using:)")
  func openSubpaths() {
    var path = BezierPath()
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: 10, y: 0))
    path.addLine(to: CGPoint(x: 10, y: 10))
    let point = CGPoint(x: 8, y: 2)
    #expect(!path.contains(point))
    #expect(path.contains(point, using: .winding))
    #expect(path.contains(point, using: .evenOdd))
    path.close()
    #expect(path.contains(point))
  }

  @Test("a ring of two ovals: same direction fills the hole under nonzero, opposite direction does not")
  func rings() {
    let outer = BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    let inner = BezierPath(ovalIn: CGRect(x: 25, y: 25, width: 50, height: 50))
    let center = CGPoint(x: 50, y: 50)
    let same = outer.appending(inner)
    #expect(same.contains(center, using: .winding))
    #expect(!same.contains(center, using: .evenOdd))
    let opposite = outer.appending(
      inner.applying(CGAffineTransform(scaleX: -1, y: 1).translatedBy(x: -100, y: 0)))
    #expect(!opposite.contains(center, using: .winding))
    #expect(opposite.contains(CGPoint(x: 10, y: 50), using: .winding))
  }

  @Test("curves are exact: a point 0.001 pt either side of a cubic's apex is decided correctly")
  func exactCubic() {
    var path = BezierPath()
    path.move(to: .zero)
    // x(t) is symmetric, so t = 0.5 gives x = 50 and y = 0.75 · 100 = 75 exactly.
    path.addCurve(
      to: CGPoint(x: 100, y: 0), controlPoint1: CGPoint(x: 0, y: 100), controlPoint2: CGPoint(x: 100, y: 100))
    path.close()
    #expect(path.contains(CGPoint(x: 50, y: 74.999)))
    #expect(!path.contains(CGPoint(x: 50, y: 75.001)))
    var quad = BezierPath()
    quad.move(to: .zero)
    quad.addQuadCurve(to: CGPoint(x: 100, y: 0), controlPoint: CGPoint(x: 50, y: 100))
    quad.close()
    #expect(quad.contains(CGPoint(x: 50, y: 49.999)))
    #expect(!quad.contains(CGPoint(x: 50, y: 50.001)))
  }

  @Test("NaN and infinite points are never contained and never trap")
  func nonFinitePoints() {
    let path = BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    for point in [
      CGPoint(x: CGFloat.nan, y: 5), CGPoint(x: 5, y: CGFloat.infinity), CGPoint(x: -CGFloat.infinity, y: 5),
    ] {
      #expect(!path.contains(point))
      #expect(!path.contains(point, using: .winding))
      #expect(!path.strokeContains(point, width: 4))
    }
  }
}
