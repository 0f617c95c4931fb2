public import Foundation

extension CGRect {
  /// Whether `point` lies in the rectangle by `CGRectContainsPoint`'s half-open rule, without ever trapping.
  ///
  /// The minimum edges are inside and the maximum edges outside: `minX <= x < maxX` and
  /// `minY <= y < maxY`, so a 100 pt wide view at x 0 does not contain x = 100. A rectangle with a
  /// negative size is standardized first. An empty, null or infinite-sized rectangle follows the same
  /// arithmetic (empty contains nothing). NaN anywhere, in the point or in the rectangle, means "not
  /// contained". Foundation's own `contains(_:)` on Linux traps on a NaN rectangle; hit testing always
  /// uses this method instead, so no geometry a user sets can crash a run.
  ///
  /// ```swift
  /// CGRect(x: 0, y: 0, width: 100, height: 50).halfOpenContains(CGPoint(x: 0, y: 49.9))  // true
  /// CGRect(x: 0, y: 0, width: 100, height: 50).halfOpenContains(CGPoint(x: 100, y: 0))   // false
  /// ```
  ///
  /// - Parameter point: The point to test, in the rectangle's coordinate space.
  /// - Returns: `true` if the point is inside by the half-open rule.
  @inlinable  // the default hit test calls it once per visited view (Documentation/Performance.md)
  public func halfOpenContains(_ point: CGPoint) -> Bool {
    let (minX, maxX) = size.width < 0 ? (origin.x + size.width, origin.x) : (origin.x, origin.x + size.width)
    let (minY, maxY) =
      size.height < 0 ? (origin.y + size.height, origin.y) : (origin.y, origin.y + size.height)
    // Every comparison with NaN is false, so NaN in the point or the rectangle falls out here.
    return minX <= point.x && point.x < maxX && minY <= point.y && point.y < maxY
  }

  /// Whether origin and size are all finite (no NaN, no infinity).
  public var isFinite: Bool {
    origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
  }
}

extension CGPoint {
  /// Whether both coordinates are finite (no NaN, no infinity).
  @inlinable  // the default hit test asks it once or twice per visited view
  public var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGSize {
  /// Whether both dimensions are finite (no NaN, no infinity).
  public var isFinite: Bool { width.isFinite && height.isFinite }
}
