public import Foundation

extension BezierPath {
  /// The smallest rectangle containing every point of the path, control points included.
  ///
  /// This is `UIBezierPath.bounds` and `CGPath.boundingBox`: cheap, and a curve's control points may
  /// make it larger than the drawn shape (see ``boundingBoxOfPath`` for the tight box). Move points
  /// count too. An empty path has the null rectangle, as Core Graphics returns `CGRectNull`. The stroke
  /// width is not included.
  ///
  /// ```swift
  /// var arch = BezierPath()
  /// arch.move(to: CGPoint(x: 0, y: 0))
  /// arch.addQuadCurve(to: CGPoint(x: 10, y: 0), controlPoint: CGPoint(x: 5, y: -10))
  /// arch.bounds  // (x 0, y -10, w 10, h 10)
  /// ```
  public var bounds: CGRect {
    box(of: elements.flatMap(\.points))
  }

  /// The smallest rectangle containing the drawn path: curves contribute their extreme points.
  ///
  /// This is `CGPath.boundingBoxOfPath`: a curve's extremes are found by solving where its derivative is
  /// zero along x and along y. Move points count (a trailing move extends the box, as in Core
  /// Graphics). An empty path has the null rectangle.
  ///
  /// ```swift
  /// arch.boundingBoxOfPath  // (x 0, y -5, w 10, h 5): the curve's top is at y = -5
  /// ```
  public var boundingBoxOfPath: CGRect {
    var points: [CGPoint] = []
    var current = CGPoint.zero
    var start = CGPoint.zero
    for element in elements {
      switch element {
      case .moveTo(let p):
        start = p
        points.append(p)
      case .lineTo(let p):
        points.append(p)
      case .quadCurveTo(let p, let control):
        appendExtremes(of: .quadratic(PathVector(current), PathVector(control), PathVector(p)), to: &points)
      case .curveTo(let p, let c1, let c2):
        let cubic = PathSegment.cubic(PathVector(current), PathVector(c1), PathVector(c2), PathVector(p))
        appendExtremes(of: cubic, to: &points)
      case .closeSubpath:
        break
      }
      current = element.endPoint ?? start
    }
    return box(of: points)
  }

  private func appendExtremes(of segment: PathSegment, to points: inout [CGPoint]) {
    points.append(segment.end.cgPoint)
    guard case .cubic(let p0, let p1, let p2, let p3) = segment else { return }
    for axis in [\PathVector.x, \PathVector.y] {
      let d0 = p1[keyPath: axis] - p0[keyPath: axis]
      let d1 = p2[keyPath: axis] - p1[keyPath: axis]
      let d2 = p3[keyPath: axis] - p2[keyPath: axis]
      for t in PolynomialRoots.quadraticRootsInUnitInterval(d0 - 2 * d1 + d2, 2 * (d1 - d0), d0) {
        points.append(segment.point(at: t).cgPoint)
      }
    }
  }

  private func box(of points: [CGPoint]) -> CGRect {
    guard let first = points.first else { return .null }
    var minX = first.x
    var maxX = first.x
    var minY = first.y
    var maxY = first.y
    for point in points.dropFirst() {
      minX = min(minX, point.x)
      maxX = max(maxX, point.x)
      minY = min(minY, point.y)
      maxY = max(maxY, point.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
