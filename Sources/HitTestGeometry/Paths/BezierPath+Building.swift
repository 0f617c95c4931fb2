public import Foundation

extension BezierPath {
  /// Starts a new subpath at `point`, as `UIBezierPath.move(to:)`.
  ///
  /// Two moves in a row keep both (the first draws nothing). A point with a NaN or infinite coordinate
  /// is ignored, as Core Graphics ignores invalid numeric values.
  ///
  /// ```swift
  /// var path = BezierPath()
  /// path.move(to: CGPoint(x: 3, y: 4))
  /// path.currentPoint  // (3, 4)
  /// ```
  ///
  /// - Parameter point: Where the new subpath starts.
  public mutating func move(to point: CGPoint) {
    guard point.isFinite else { return }
    appendUnchecked(.moveTo(point))
  }

  /// Adds a straight segment from the current point to `point`, as `UIBezierPath.addLine(to:)`.
  ///
  /// Without a current point (no `move(to:)` yet) the call is ignored, as Core Graphics ignores it
  /// with a "no current point" warning. After ``close()`` the segment starts a new subpath at the closed
  /// subpath's first point. Non-finite points are ignored.
  ///
  /// ```swift
  /// var path = BezierPath()
  /// path.move(to: .zero)
  /// path.addLine(to: CGPoint(x: 10, y: 0))
  /// print(path)  // M (0, 0) L (10, 0)
  /// ```
  ///
  /// - Parameter point: Where the segment ends; it becomes the current point.
  public mutating func addLine(to point: CGPoint) {
    guard point.isFinite else { return }
    appendUnchecked(.lineTo(point))
  }

  /// Adds a quadratic Bézier segment to `endPoint`, as `UIBezierPath.addQuadCurve(to:controlPoint:)`.
  ///
  /// The same rules as ``addLine(to:)`` apply: ignored without a current point or with a non-finite point.
  ///
  /// ```swift
  /// path.addQuadCurve(to: CGPoint(x: 20, y: 0), controlPoint: CGPoint(x: 10, y: 10))
  /// ```
  ///
  /// - Parameters:
  ///   - endPoint: Where the segment ends; it becomes the current point.
  ///   - controlPoint: The curve's control point.
  public mutating func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    guard endPoint.isFinite, controlPoint.isFinite else { return }
    appendUnchecked(.quadCurveTo(endPoint, control: controlPoint))
  }

  /// Adds a cubic Bézier segment to `endPoint`, as `UIBezierPath.addCurve(to:controlPoint1:controlPoint2:)`.
  ///
  /// The same rules as ``addLine(to:)`` apply: ignored without a current point or with a non-finite point.
  ///
  /// ```swift
  /// path.addCurve(to: CGPoint(x: 30, y: 0), controlPoint1: CGPoint(x: 10, y: 10), controlPoint2: CGPoint(x: 20, y: 10))
  /// ```
  ///
  /// - Parameters:
  ///   - endPoint: Where the segment ends; it becomes the current point.
  ///   - controlPoint1: The control point nearer the start.
  ///   - controlPoint2: The control point nearer the end.
  public mutating func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    guard endPoint.isFinite, controlPoint1.isFinite, controlPoint2.isFinite else { return }
    appendUnchecked(.curveTo(endPoint, control1: controlPoint1, control2: controlPoint2))
  }

  /// Closes the current subpath with a straight segment back to its first point, as `UIBezierPath.close()`.
  ///
  /// A closed subpath has a join at its first point instead of caps, and encloses an area for
  /// ``contains(_:)``. Closing twice, or with no subpath, changes nothing.
  ///
  /// ```swift
  /// var path = BezierPath()
  /// path.move(to: .zero)
  /// path.addLine(to: CGPoint(x: 10, y: 0))
  /// path.close()
  /// print(path)  // M (0, 0) L (10, 0) Z
  /// ```
  public mutating func close() {
    guard hasCurrentPoint, !isSubpathClosed else { return }
    appendUnchecked(.closeSubpath)
  }

  /// Appends every element of `other`, as `UIBezierPath.append(_:)`; this path's style is kept.
  ///
  /// ```swift
  /// var path = BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
  /// path.append(BezierPath(ovalIn: CGRect(x: 20, y: 0, width: 10, height: 10)))  // two subpaths
  /// ```
  ///
  /// - Parameter other: The path whose elements are appended.
  public mutating func append(_ other: BezierPath) {
    for element in other.elements {
      if case .moveTo = element { isSubpathClosed = false }
      appendUnchecked(element)
    }
  }

  /// Transforms every point of the path by `transform`, as `UIBezierPath.apply(_:)`.
  ///
  /// Line width and the other style properties are not scaled (UIKit does the same). A transform with
  /// a NaN or infinite entry, or one that would overflow a coordinate to infinity, leaves the path
  /// unchanged, so every stored coordinate stays finite.
  ///
  /// ```swift
  /// var path = BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
  /// path.apply(CGAffineTransform(scaleX: 2, y: 1))
  /// path.bounds  // (x 0, y 0, w 20, h 10)
  /// ```
  ///
  /// - Parameter transform: The transform applied to every point.
  public mutating func apply(_ transform: CGAffineTransform) {
    guard transform.isFinite else { return }
    let mapped = elements.map { $0.mapped { $0.applying(transform) } }
    guard mapped.allSatisfy({ $0.points.allSatisfy(\.isFinite) }) else { return }
    elements = mapped
    subpathStart = subpathStart?.applying(transform)
  }

  /// Returns a copy of the path transformed by `transform`; see ``apply(_:)``.
  ///
  /// ```swift
  /// let moved = BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
  ///   .applying(CGAffineTransform(translationX: 5, y: 0))
  /// moved.bounds  // (x 5, y 0, w 10, h 10)
  /// ```
  ///
  /// - Parameter transform: The transform applied to every point.
  /// - Returns: The transformed copy.
  public func applying(_ transform: CGAffineTransform) -> BezierPath {
    var copy = self
    copy.apply(transform)
    return copy
  }
}
