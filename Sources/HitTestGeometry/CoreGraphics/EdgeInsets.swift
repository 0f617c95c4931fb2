public import Foundation

/// Distances to inset a rectangle's edges by, as UIKit's `UIEdgeInsets`.
///
/// Positive values shrink a rectangle, negative values grow it: an enlarged touch area of 10 pt on every
/// side is `EdgeInsets(top: -10, left: -10, bottom: -10, right: -10)`.
public struct EdgeInsets: Hashable, Sendable {
  /// The inset of the top edge (the minimum y edge on a y-down screen).
  public var top: CGFloat
  /// The inset of the left edge (the minimum x edge).
  public var left: CGFloat
  /// The inset of the bottom edge (the maximum y edge).
  public var bottom: CGFloat
  /// The inset of the right edge (the maximum x edge).
  public var right: CGFloat

  /// Creates insets with a value for each edge.
  ///
  /// - Parameters:
  ///   - top: The inset of the top edge, in points.
  ///   - left: The inset of the left edge, in points.
  ///   - bottom: The inset of the bottom edge, in points.
  ///   - right: The inset of the right edge, in points.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Creates insets of the same amount on all four edges.
  ///
  /// - Parameter amount: The inset of every edge, in points.
  public init(all amount: CGFloat) {
    self.init(top: amount, left: amount, bottom: amount, right: amount)
  }

  /// No inset at all, as `UIEdgeInsets.zero`.
  public static let zero = EdgeInsets(all: 0)
}

extension CGRect {
  /// Returns the rectangle with each edge moved inwards by `insets`, as UIKit's `inset(by:)`.
  ///
  /// When the insets exceed the rectangle's size the result is the null rectangle, as Core Graphics'
  /// `insetBy(dx:dy:)` does for an inverted result.
  ///
  /// - Parameter insets: How far each edge moves inwards; negative values move it outwards.
  /// - Returns: The inset rectangle, or the null rectangle.
  public func inset(by insets: EdgeInsets) -> CGRect {
    let standard = standardized
    let width = standard.width - insets.left - insets.right
    let height = standard.height - insets.top - insets.bottom
    guard width >= 0, height >= 0 else { return .null }
    return CGRect(x: standard.minX + insets.left, y: standard.minY + insets.top, width: width, height: height)
  }
}
