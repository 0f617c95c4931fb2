#if !canImport(CoreGraphics)
  public import Foundation

  /// A two-dimensional vector, as Core Graphics' `CGVector` (Foundation on Linux lacks it).
  public struct CGVector: Hashable, Sendable {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// Creates a vector with the given components.
    ///
    /// - Parameters:
    ///   - dx: The x component.
    ///   - dy: The y component.
    public init(dx: CGFloat, dy: CGFloat) {
      self.dx = dx
      self.dy = dy
    }

    /// Creates the zero vector.
    public init() {
      self.init(dx: 0, dy: 0)
    }

    /// The zero vector.
    public static let zero = CGVector()
  }
#endif
