import Foundation

/// One subpath in working form: its segments in order, and whether it was closed.
///
/// A closed contour includes its closing line (omitted when the last point already is the first).
struct PathContour {
  var start: PathVector
  var segments: [PathSegment] = []
  var isClosed = false
  /// Whether the subpath has any drawing element after its move (a segment or a close).
  var draws = false
}

extension BezierPath {
  /// The path split into contours; `closingOpen` also closes open subpaths (as a fill does).
  func contours(closingOpen: Bool = false) -> [PathContour] {
    var result: [PathContour] = []
    var current: PathContour?
    var point = PathVector.zero
    func finish() {
      guard var contour = current else { return }
      if (contour.isClosed || closingOpen) && point != contour.start {
        contour.segments.append(.line(point, contour.start))
      }
      if closingOpen { contour.isClosed = true }
      result.append(contour)
      current = nil
    }
    for element in elements {
      switch element {
      case .moveTo(let p):
        finish()
        point = PathVector(p)
        current = PathContour(start: point)
      case .lineTo(let p):
        let next = PathVector(p)
        current?.segments.append(.line(point, next))
        current?.draws = true
        point = next
      case .quadCurveTo(let p, let control):
        let next = PathVector(p)
        current?.segments.append(.quadratic(point, PathVector(control), next))
        current?.draws = true
        point = next
      case .curveTo(let p, let control1, let control2):
        let next = PathVector(p)
        current?.segments.append(.cubic(point, PathVector(control1), PathVector(control2), next))
        current?.draws = true
        point = next
      case .closeSubpath:
        current?.isClosed = true
        current?.draws = true
        finish()
        if let start = result.last?.start { point = start }
      }
    }
    finish()
    return result
  }
}
