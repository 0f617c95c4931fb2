public import Foundation

extension BezierPath {
  /// Whether the path's fill contains `point`, as `UIBezierPath.contains(_:)`: closed subpaths only.
  ///
  /// UIKit's rule (its documentation): a point is contained when it lies in a part of a *closed*
  /// subpath that a fill would paint. Open subpaths enclose nothing here, unlike
  /// ``contains(_:using:)`` which closes them implicitly as Core Graphics' `CGPath.contains` does. The
  /// rule is nonzero winding, or even-odd when ``usesEvenOddFillRule`` is set. Curves are exact: the
  /// ray/curve intersections are solved as polynomial roots, not flattened. A point with a NaN or
  /// infinite coordinate is never contained. Points exactly on the boundary may go either way.
  ///
  /// ```swift
  /// var open = BezierPath()
  /// open.move(to: .zero)
  /// open.addLine(to: CGPoint(x: 10, y: 0))
  /// open.addLine(to: CGPoint(x: 10, y: 10))
  /// open.contains(CGPoint(x: 8, y: 2))                  // false: the subpath is open
  /// open.contains(CGPoint(x: 8, y: 2), using: .winding) // true: Core Graphics closes it
  /// ```
  ///
  /// - Parameter point: The point to test, in the path's coordinates.
  /// - Complexity: O(n) in the number of elements; no allocation.
  /// - Returns: `true` if a fill of the closed subpaths covers the point.
  public func contains(_ point: CGPoint) -> Bool {
    guard point.isFinite else { return false }
    let winding = windingNumber(at: PathVector(point), closingOpenSubpaths: false)
    return (usesEvenOddFillRule ? FillRule.evenOdd : .winding).isInside(windingNumber: winding)
  }

  /// Whether the path's fill under `rule` contains `point`, as Core Graphics' `CGPath.contains(_:using:)`.
  ///
  /// Every subpath counts: an open subpath is closed implicitly by a straight line back to its first
  /// point, exactly as a fill paints it. The `usesEvenOddFillRule` property is ignored; `rule` decides.
  /// Curves are exact; NaN or infinite points are never contained.
  ///
  /// ```swift
  /// let ring = BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
  ///   .appending(BezierPath(ovalIn: CGRect(x: 25, y: 25, width: 50, height: 50)))
  /// ring.contains(CGPoint(x: 50, y: 50), using: .winding)  // true: both ovals wind the same way
  /// ring.contains(CGPoint(x: 50, y: 50), using: .evenOdd)  // false
  /// ```
  ///
  /// - Parameters:
  ///   - point: The point to test, in the path's coordinates.
  ///   - rule: The fill rule that decides which regions are inside: nonzero or even-odd.
  /// - Complexity: O(n) in the number of elements; no allocation.
  /// - Returns: `true` if the fill covers the point.
  public func contains(_ point: CGPoint, using rule: FillRule) -> Bool {
    guard point.isFinite else { return false }
    return rule.isInside(windingNumber: windingNumber(at: PathVector(point), closingOpenSubpaths: true))
  }

  /// Returns the path with `other`'s elements appended; see ``append(_:)``.
  ///
  /// ```swift
  /// BezierPath(rect: a).appending(BezierPath(rect: b)).elements.count  // 10
  /// ```
  ///
  /// - Parameter other: The path whose elements are appended.
  /// - Returns: The combined path.
  public func appending(_ other: BezierPath) -> BezierPath {
    var copy = self
    copy.append(other)
    return copy
  }

  /// The winding number of the path around `p`, by a ray towards +x; open subpaths count only when
  /// `closingOpenSubpaths` (then closed by a line), otherwise they are skipped.
  func windingNumber(at p: PathVector, closingOpenSubpaths: Bool) -> Int {
    var total = 0
    var subpath = 0
    var start = PathVector.zero
    var current = PathVector.zero
    var hasSubpath = false
    func finishSubpath(closed: Bool) {
      guard hasSubpath else { return }
      if closed || closingOpenSubpaths {
        subpath += Crossings.line(current, start, p)
        total += subpath
      }
      subpath = 0
      hasSubpath = false
    }
    for element in elements {
      switch element {
      case .moveTo(let point):
        finishSubpath(closed: false)
        start = PathVector(point)
        current = start
        hasSubpath = true
      case .lineTo(let point):
        let next = PathVector(point)
        subpath += Crossings.line(current, next, p)
        current = next
      case .quadCurveTo(let point, let control):
        let next = PathVector(point)
        subpath += Crossings.segment(.quadratic(current, PathVector(control), next), p)
        current = next
      case .curveTo(let point, let control1, let control2):
        let next = PathVector(point)
        subpath += Crossings.segment(.cubic(current, PathVector(control1), PathVector(control2), next), p)
        current = next
      case .closeSubpath:
        finishSubpath(closed: true)
        current = start
      }
    }
    finishSubpath(closed: false)
    return total
  }
}
