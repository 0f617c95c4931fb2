public import Foundation

/// A shape made of straight and curved segments, with the stroke style UIKit's `UIBezierPath` carries.
///
/// `BezierPath` is a value type with mutating builders, like SwiftUI's `Path`, and UIKit's and Core
/// Graphics' names: `move(to:)`, `addLine(to:)`, `addCurve(to:controlPoint1:controlPoint2:)`,
/// `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`, `close()`. A copy never changes when the
/// original is edited, which removes the stale-copy bugs of UIKit's shared reference type.
///
/// Hit testing asks three questions of a path: is a point in its fill (`contains(_:)`), in its stroke
/// (`strokeContains(_:)`), and where are its bounds. Fill containment is exact for curves (it solves the
/// curve/ray intersections); stroke containment is computed from exact distances to the segments plus
/// the joins and caps, and agrees with the outline that `copy(strokingWithWidth:...)` builds.
///
/// Coordinates are validated at the builders: an element with a NaN or infinite coordinate is ignored,
/// as Core Graphics ignores "an invalid numeric value" and logs it. Every stored point is therefore
/// finite, and no query traps.
///
/// ```swift
/// var path = BezierPath()
/// path.move(to: CGPoint(x: 0, y: 0))
/// path.addLine(to: CGPoint(x: 10, y: 0))
/// path.addLine(to: CGPoint(x: 10, y: 10))
/// path.close()
/// print(path)                                   // M (0, 0) L (10, 0) L (10, 10) Z
/// path.contains(CGPoint(x: 8, y: 2))            // true
/// ```
public struct BezierPath: Hashable, Sendable {
  /// The drawing instructions in the order they were added.
  ///
  /// After a ``close()`` the next segment starts with an explicit `.moveTo` back to the closed
  /// subpath's first point (Core Graphics starts the new subpath there implicitly), so every subpath
  /// in this list begins with `.moveTo`.
  public internal(set) var elements: [Element] = []

  /// The width of the stroke in points; 1 by default, as `UIBezierPath.lineWidth`.
  ///
  /// A width that is zero, negative or not finite strokes nothing in this package (Core Graphics would
  /// draw a one-pixel hairline, which has no size in points to hit).
  public var lineWidth: CGFloat = 1

  /// The shape at the ends of open subpaths; ``LineCap/butt`` by default, as `UIBezierPath.lineCapStyle`.
  public var lineCapStyle: LineCap = .butt

  /// The shape at corners between segments; ``LineJoin/miter`` by default, as `UIBezierPath.lineJoinStyle`.
  public var lineJoinStyle: LineJoin = .miter

  /// The ratio of miter length to line width above which a miter join becomes a bevel; 10 by default.
  ///
  /// The default is Core Graphics' and UIKit's documented value. A corner with an angle θ between its
  /// segments has a miter ratio of `1 / sin(θ / 2)`: the default keeps miters down to about 11.5°.
  public var miterLimit: CGFloat = 10

  /// Whether ``contains(_:)`` uses the even-odd rule instead of nonzero winding; `false` by default.
  public var usesEvenOddFillRule: Bool = false

  /// The first point of the subpath being built, or `nil` before the first `move(to:)`.
  var subpathStart: CGPoint?

  /// Whether the last element closed a subpath, so the next segment must start a new one.
  var isSubpathClosed = false

  /// Creates an empty path with the default style.
  ///
  /// ```swift
  /// BezierPath().isEmpty  // true
  /// ```
  public init() {}

  /// Whether the path has no elements at all, as `UIBezierPath.isEmpty`.
  ///
  /// A path holding a single `move(to:)` is not empty, although it draws nothing.
  public var isEmpty: Bool { elements.isEmpty }

  /// The point where the next segment will start; `.zero` for an empty path, as `UIBezierPath.currentPoint`.
  ///
  /// After ``close()`` it is the closed subpath's first point.
  ///
  /// ```swift
  /// var path = BezierPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10))
  /// path.currentPoint  // (5, 5)
  /// ```
  public var currentPoint: CGPoint {
    guard let last = elements.last else { return .zero }
    return last.endPoint ?? subpathStart ?? .zero
  }

  /// Whether the path has a current point that a segment can start from.
  var hasCurrentPoint: Bool { subpathStart != nil }

  /// Appends a raw element, keeping the subpath bookkeeping; callers have validated the points.
  mutating func appendUnchecked(_ element: Element) {
    if case .moveTo(let point) = element {
      elements.append(element)
      subpathStart = point
      isSubpathClosed = false
      return
    }
    guard let start = subpathStart else { return }
    if isSubpathClosed {
      elements.append(.moveTo(start))
      isSubpathClosed = false
    }
    elements.append(element)
    if case .closeSubpath = element { isSubpathClosed = true }
  }
}
