public import Foundation

extension BezierPath {
  /// One drawing instruction of a path, as Core Graphics' `CGPathElement` and SwiftUI's `Path.Element`.
  ///
  /// Curves list their end point first and their control points after it, by label. Iterating
  /// ``BezierPath/elements`` gives them in the order the builders added them.
  ///
  /// ```swift
  /// var path = BezierPath()
  /// path.move(to: CGPoint(x: 0, y: 0))
  /// path.addLine(to: CGPoint(x: 10, y: 0))
  /// path.elements  // [.moveTo((0, 0)), .lineTo((10, 0))]
  /// ```
  public enum Element: Hashable, Sendable {
    /// Starts a new subpath at the point.
    case moveTo(CGPoint)
    /// A straight segment from the current point to the point.
    case lineTo(CGPoint)
    /// A quadratic Bézier segment from the current point to the point, bent towards `control`.
    case quadCurveTo(CGPoint, control: CGPoint)
    /// A cubic Bézier segment from the current point to the point, with two control points.
    case curveTo(CGPoint, control1: CGPoint, control2: CGPoint)
    /// A straight segment back to the subpath's first point, which also marks the subpath closed.
    case closeSubpath

    /// The element's end point, or `nil` for ``closeSubpath``.
    ///
    /// ```swift
    /// BezierPath.Element.lineTo(CGPoint(x: 3, y: 4)).endPoint  // (3, 4)
    /// ```
    public var endPoint: CGPoint? {
      switch self {
      case .moveTo(let point), .lineTo(let point), .quadCurveTo(let point, _), .curveTo(let point, _, _):
        return point
      case .closeSubpath:
        return nil
      }
    }

    /// Every point the element stores, control points first and the end point last.
    var points: [CGPoint] {
      switch self {
      case .moveTo(let point), .lineTo(let point): return [point]
      case .quadCurveTo(let point, let control): return [control, point]
      case .curveTo(let point, let control1, let control2): return [control1, control2, point]
      case .closeSubpath: return []
      }
    }

    /// The element with every point mapped through `transform`.
    func mapped(_ transform: (CGPoint) -> CGPoint) -> Element {
      switch self {
      case .moveTo(let point): return .moveTo(transform(point))
      case .lineTo(let point): return .lineTo(transform(point))
      case .quadCurveTo(let point, let control):
        return .quadCurveTo(transform(point), control: transform(control))
      case .curveTo(let point, let control1, let control2):
        return .curveTo(transform(point), control1: transform(control1), control2: transform(control2))
      case .closeSubpath: return .closeSubpath
      }
    }
  }
}
