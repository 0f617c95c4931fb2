/// Edges of a rectangle, as UIKit's `UIRectEdge`: which window edges a ``ScreenEdgePanGestureRecognizer``
/// watches.
public struct RectEdge: OptionSet, Sendable, Hashable {
  /// The raw bits, with UIKit's values (top 1, left 2, bottom 4, right 8).
  public let rawValue: UInt

  /// Creates a set of edges from raw bits.
  ///
  /// - Parameter rawValue: The bits of the edges, as `UIRectEdge.rawValue`.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The top edge.
  public static let top = RectEdge(rawValue: 1 << 0)
  /// The left edge.
  public static let left = RectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = RectEdge(rawValue: 1 << 2)
  /// The right edge.
  public static let right = RectEdge(rawValue: 1 << 3)
  /// All four edges.
  public static let all: RectEdge = [.top, .left, .bottom, .right]
}
