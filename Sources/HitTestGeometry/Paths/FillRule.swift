/// How a fill decides which regions of a self-overlapping path are inside, as Core Graphics' `CGPathFillRule`.
///
/// Both rules cast a ray from the point to infinity and look at the path segments it crosses. Under
/// ``winding`` (nonzero) each crossing adds +1 or −1 by the segment's direction, and the point is inside
/// when the sum is not zero. Under ``evenOdd`` the point is inside when the number of crossings is odd.
/// The rules differ for self-intersecting shapes and nested subpaths drawn in the same direction: the
/// centre pentagon of a five-pointed star drawn in one stroke is inside under ``winding`` (winding
/// number 2) and outside under ``evenOdd``.
///
/// ```swift
/// star.contains(center, using: .winding)  // true
/// star.contains(center, using: .evenOdd)  // false
/// ```
public enum FillRule: Hashable, Sendable, CaseIterable {
  /// The nonzero winding rule, Core Graphics' default (`CGPathFillRule.winding`).
  case winding
  /// The even-odd rule (`CGPathFillRule.evenOdd`, UIKit's `usesEvenOddFillRule = true`).
  case evenOdd

  /// Whether a point with the given winding number is inside under this rule.
  func isInside(windingNumber: Int) -> Bool {
    switch self {
    case .winding: return windingNumber != 0
    case .evenOdd: return windingNumber & 1 != 0
    }
  }
}
