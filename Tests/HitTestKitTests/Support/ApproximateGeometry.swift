import HitTestKit
import Testing

// Geometry is compared with an explicit tolerance, never through `==`, wherever a rotation or an
// inverse makes the last bits depend on the order of operations (STYLE practice 22).

/// The default tolerance for geometry computed through sines, cosines or inverses.
let geometryTolerance: CGFloat = 1e-9

/// Whether two numbers differ by at most `tolerance` (two NaNs count as equal).
func isApproximatelyEqual(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = geometryTolerance) -> Bool {
  if a.isNaN || b.isNaN { return a.isNaN && b.isNaN }
  return a == b || abs(a - b) <= tolerance
}

/// Expects two points to agree within `tolerance` on each coordinate.
func expectApproximatelyEqual(
  _ actual: CGPoint, _ expected: CGPoint, tolerance: CGFloat = geometryTolerance,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let close =
    isApproximatelyEqual(actual.x, expected.x, tolerance: tolerance)
    && isApproximatelyEqual(actual.y, expected.y, tolerance: tolerance)
  #expect(close, "\(actual) is not within \(tolerance) of \(expected)", sourceLocation: sourceLocation)
}

/// Expects two sizes to agree within `tolerance` on each dimension.
func expectApproximatelyEqual(
  _ actual: CGSize, _ expected: CGSize, tolerance: CGFloat = geometryTolerance,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let close =
    isApproximatelyEqual(actual.width, expected.width, tolerance: tolerance)
    && isApproximatelyEqual(actual.height, expected.height, tolerance: tolerance)
  #expect(close, "\(actual) is not within \(tolerance) of \(expected)", sourceLocation: sourceLocation)
}

/// Expects two rectangles to agree within `tolerance` on origin and size.
func expectApproximatelyEqual(
  _ actual: CGRect, _ expected: CGRect, tolerance: CGFloat = geometryTolerance,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let close =
    isApproximatelyEqual(actual.origin.x, expected.origin.x, tolerance: tolerance)
    && isApproximatelyEqual(actual.origin.y, expected.origin.y, tolerance: tolerance)
    && isApproximatelyEqual(actual.size.width, expected.size.width, tolerance: tolerance)
    && isApproximatelyEqual(actual.size.height, expected.size.height, tolerance: tolerance)
  #expect(close, "\(actual) is not within \(tolerance) of \(expected)", sourceLocation: sourceLocation)
}
