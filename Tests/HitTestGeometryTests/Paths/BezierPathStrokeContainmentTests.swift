import Foundation
import HitTestGeometry
import Testing

@Suite struct BezierPathStrokeContainmentTests {
  static func polyline(_ points: [CGPoint], closed: Bool = false) -> BezierPath {
    var path = BezierPath()
    path.move(to: points[0])
    for point in points.dropFirst() { path.addLine(to: point) }
    if closed { path.close() }
    return path
  }

  static let line = polyline([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0)])
  /// A right-angle corner at (100, 0): its outer side is towards (+x, −y).
  static let corner = polyline([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)])

  /// Checks the direct query and the stroked copy together.
  static func strokes(
    _ path: BezierPath, _ point: CGPoint, width: CGFloat = 10, cap: LineCap = .butt, join: LineJoin = .miter,
    miterLimit: CGFloat = 10
  ) -> Bool {
    let direct = path.strokeContains(
      point, width: width, lineCap: cap, lineJoin: join, miterLimit: miterLimit)
    let outline: BezierPath
    do {
      outline = try path.copy(strokingWithWidth: width, lineCap: cap, lineJoin: join, miterLimit: miterLimit)
    } catch {
      Issue.record("stroking threw: \(error)")
      return direct
    }
    #expect(
      outline.contains(point, using: .winding) == direct, "outline disagrees at \(point.compactDescription)")
    return direct
  }

  @Test(
    "a line's body is half the width on each side, and caps extend it as documented",
    arguments: [
      (CGPoint(x: 50, y: 4.9), LineCap.butt, true), (CGPoint(x: 50, y: 5.1), .butt, false),
      (CGPoint(x: 100.1, y: 0), .butt, false), (CGPoint(x: -0.1, y: 0), .butt, false),
      (CGPoint(x: 104.9, y: 4.9), .square, true), (CGPoint(x: 105.1, y: 0), .square, false),
      (CGPoint(x: -4.9, y: -4.9), .square, true),
      (CGPoint(x: 103.5, y: 3.5), .round, true), (CGPoint(x: 103.6, y: 3.6), .round, false),
      (CGPoint(x: -4.9, y: 0), .round, true),
    ])
  func caps(point: CGPoint, cap: LineCap, inside: Bool) {
    #expect(Self.strokes(Self.line, point, cap: cap) == inside)
  }

  @Test(
    "a right-angle corner: miter fills to the tip, bevel cuts across, round fills the outer sector",
    arguments: [
      (CGPoint(x: 104, y: -4), LineJoin.miter, true), (CGPoint(x: 105.1, y: -4), .miter, false),
      (CGPoint(x: 102, y: -2), .bevel, true), (CGPoint(x: 104, y: -4), .bevel, false),
      (CGPoint(x: 103, y: -3), .round, true), (CGPoint(x: 104, y: -4), .round, false),
    ])
  func joins(point: CGPoint, join: LineJoin, inside: Bool) {
    #expect(Self.strokes(Self.corner, point, join: join) == inside)
  }

  @Test("the miter limit turns a right-angle miter (ratio √2 ≈ 1.414) into a bevel below it")
  func miterLimit() {
    let tip = CGPoint(x: 104, y: -4)
    #expect(Self.strokes(Self.corner, tip, miterLimit: 1.42))
    #expect(!Self.strokes(Self.corner, tip, miterLimit: 1.41))
    #expect(Self.strokes(Self.corner, CGPoint(x: 102, y: -2), miterLimit: 1.41))
  }

  @Test("a sharp 20° spike keeps its long miter under the default limit of 10")
  func sharpMiter() {
    // Miter ratio 1 / sin(10°) ≈ 5.76: the tip is 5 · 5.76 ≈ 28.8 pt beyond the joint.
    let angle = 20 * CGFloat.pi / 180
    let spike = Self.polyline([
      CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100 - 100 * cos(angle), y: 100 * sin(angle)),
    ])
    #expect(Self.strokes(spike, CGPoint(x: 128, y: -5)))
    #expect(!Self.strokes(spike, CGPoint(x: 128, y: -5), miterLimit: 5))
  }

  @Test("a closed subpath has a join at its first point and no caps; an open one has caps")
  func closedSubpath() {
    let points = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100), CGPoint(x: 0, y: 100)]
    let closed = Self.polyline(points, closed: true)
    let open = Self.polyline(points + [CGPoint(x: 0, y: 0)])
    #expect(Self.strokes(closed, CGPoint(x: -4, y: -4)))
    #expect(!Self.strokes(open, CGPoint(x: -4, y: -4)))
    #expect(Self.strokes(open, CGPoint(x: -4, y: -4), cap: .square))
  }

  @Test("a U-turn: a round join adds a half-disc, a miter becomes a bevel of zero size")
  func uTurn() {
    let back = Self.polyline([CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 0), CGPoint(x: 0, y: 0)])
    #expect(Self.strokes(back, CGPoint(x: 53, y: 1), join: .round))
    #expect(!Self.strokes(back, CGPoint(x: 52, y: 0), join: .miter))
    #expect(!Self.strokes(back, CGPoint(x: 52, y: 0), join: .bevel))
  }

  @Test(
    "a zero-length subpath draws a disc with round caps, an x-aligned square with square caps, nothing with butt",
    arguments: [
      (LineCap.round, CGPoint(x: 13, y: 13), true), (.round, CGPoint(x: 14, y: 14), false),
      (.square, CGPoint(x: 14.9, y: 14.9), true), (.square, CGPoint(x: 15.1, y: 10), false),
      (.butt, CGPoint(x: 10, y: 10), false),
    ])
  func dots(cap: LineCap, point: CGPoint, inside: Bool) {
    let dot = Self.polyline([CGPoint(x: 10, y: 10), CGPoint(x: 10, y: 10)])
    #expect(Self.strokes(dot, point, cap: cap) == inside)
    var curveDot = BezierPath()
    curveDot.move(to: CGPoint(x: 10, y: 10))
    curveDot.addCurve(
      to: CGPoint(x: 10, y: 10), controlPoint1: CGPoint(x: 10, y: 10), controlPoint2: CGPoint(x: 10, y: 10))
    #expect(Self.strokes(curveDot, point, cap: cap) == inside)
  }

  @Test("a lone move draws nothing, whatever the cap")
  func loneMove() {
    var path = BezierPath()
    path.move(to: CGPoint(x: 10, y: 10))
    for cap in LineCap.allCases {
      #expect(!Self.strokes(path, CGPoint(x: 10, y: 10), cap: cap))
    }
  }

  @Test("a zero-length segment inside a subpath is skipped: the join uses its real neighbours")
  func zeroLengthInside() {
    let path = Self.polyline([
      CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100),
    ])
    #expect(Self.strokes(path, CGPoint(x: 104, y: -4)))
    #expect(!Self.strokes(path, CGPoint(x: 104, y: -4), join: .bevel))
  }

  @Test("a curve's stroke follows the curve: an oval's ring and not its centre")
  func ovalRing() {
    let ring = BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(Self.strokes(ring, CGPoint(x: 98, y: 50)))
    #expect(Self.strokes(ring, CGPoint(x: 50 + 52 * cos(1.0), y: 50 + 52 * sin(1.0))))
    #expect(!Self.strokes(ring, CGPoint(x: 50, y: 50)))
    #expect(!Self.strokes(ring, CGPoint(x: 50 + 56 * cos(1.0), y: 50 + 56 * sin(1.0))))
  }

  @Test("a bend tighter than the stroke is covered on its far side, as every normal sweeps it")
  func tightBend() {
    // A circle of radius 10 stroked 30 wide: every point within 15 pt of the circle is painted,
    // including the centre (Skia's offset outline leaves a hole there; Core Graphics' model does not).
    let circle = BezierPath(ovalIn: CGRect(x: 40, y: 40, width: 20, height: 20))
    #expect(Self.strokes(circle, CGPoint(x: 50, y: 50), width: 30))
    #expect(Self.strokes(circle, CGPoint(x: 52, y: 51), width: 30))
    #expect(!Self.strokes(circle, CGPoint(x: 76, y: 50), width: 30))
  }

  @Test("a zero, negative or non-finite width strokes nothing")
  func invalidWidths() throws {
    for width in [0, -4, CGFloat.nan, CGFloat.infinity] {
      #expect(!Self.line.strokeContains(CGPoint(x: 50, y: 0), width: width))
      #expect(
        try Self.line.copy(strokingWithWidth: width, lineCap: .round, lineJoin: .round, miterLimit: 10)
          .isEmpty)
    }
  }

  @Test("the convenience uses the path's own style")
  func ownStyle() throws {
    var path = Self.line
    #expect(!path.strokeContains(CGPoint(x: 50, y: 3)))
    path.lineWidth = 10
    path.lineCapStyle = .square
    #expect(path.strokeContains(CGPoint(x: 50, y: 3)))
    #expect(path.strokeContains(CGPoint(x: 104, y: 0)))
    #expect(try path.strokedOutline().contains(CGPoint(x: 104, y: 0), using: .winding))
  }

  @Test("a straight line's stroked copy is its rectangle")
  func lineOutline() throws {
    let outline = try Self.polyline([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0)])
      .copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
    #expect(outline.description == "M (0, 2) L (0, -2) L (10, -2) L (10, 2) Z")
  }
}
