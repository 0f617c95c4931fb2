extension Image {
  /// The color of one pixel: 8-bit red, green, blue and alpha, not premultiplied.
  public struct Pixel: Hashable, Sendable {
    /// The red component, 0…255.
    public var red: UInt8
    /// The green component, 0…255.
    public var green: UInt8
    /// The blue component, 0…255.
    public var blue: UInt8
    /// The alpha component, 0 (transparent) … 255 (opaque).
    public var alpha: UInt8

    /// Creates a pixel from its four components.
    ///
    /// - Parameters:
    ///   - red: The red component, 0 to 255.
    ///   - green: The green component, 0 to 255.
    ///   - blue: The blue component, 0 to 255.
    ///   - alpha: The opacity, 0 (transparent) to 255 (opaque).
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
      self.red = red
      self.green = green
      self.blue = blue
      self.alpha = alpha
    }
  }

  /// A pixel's column and row in an image, counted from the top left.
  public struct PixelPosition: Hashable, Sendable {
    /// The column, 0 at the left edge.
    public var x: Int
    /// The row, 0 at the top edge.
    public var y: Int

    /// Creates a position from a column and a row.
    ///
    /// - Parameters:
    ///   - x: The column, counted from the left.
    ///   - y: The row, counted from the top.
    public init(x: Int, y: Int) {
      self.x = x
      self.y = y
    }
  }
}
