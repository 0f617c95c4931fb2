public import Foundation

extension Image {
  /// The pixel under `point`, given in the image's own points (origin at its top-left corner).
  ///
  /// The pixel is `(floor(x * scale), floor(y * scale))`; the image covers the half-open rectangle
  /// `0 ≤ x < size.width`, `0 ≤ y < size.height`, so a point on the right or bottom edge is outside.
  /// NaN or infinite coordinates give nil.
  ///
  /// - Parameter point: A point in the image's own points, origin at its top-left corner.
  /// - Returns: The pixel's column and row, or `nil` outside the image.
  public func pixel(at point: CGPoint) -> PixelPosition? {
    let column = point.x * scale
    let row = point.y * scale
    // Range checks come before the conversion to Int, which would trap on NaN or huge values.
    guard column >= 0, column < CGFloat(pixelWidth), row >= 0, row < CGFloat(pixelHeight) else { return nil }
    return PixelPosition(x: Int(column.rounded(.down)), y: Int(row.rounded(.down)))
  }

  /// The alpha under `point`, given in the image's own points; nil outside the image.
  ///
  /// - Parameter point: A point in the image's own points, origin at its top-left corner.
  /// - Returns: The pixel's alpha, 0 (transparent) to 255, or `nil` outside the image.
  public func alpha(at point: CGPoint) -> UInt8? {
    pixel(at: point).flatMap { alpha(atPixelX: $0.x, y: $0.y) }
  }

  /// The pixel under `point` of a view with `bounds` that draws this image with `contentMode`.
  ///
  /// The image covers `contentMode.imageRect(for: size, in: bounds)`, half-open: minimum edges inside,
  /// maximum edges outside. Inside, the column is `floor((x − rect.minX) * pixelWidth / rect.width)`
  /// (multiplying first, so points on pixel boundaries of integral layouts land exactly), clamped to
  /// the last column against rounding; rows likewise. Outside the rectangle, on NaN, or when the
  /// rectangle is empty, the answer is nil. For `scaleAspectFill` a point in the part of the image
  /// outside the bounds still maps to a pixel; whether it can be touched is the view's business.
  ///
  /// ```swift
  /// let image = try Image(width: 4, height: 2, alpha: [UInt8](repeating: 255, count: 8))
  /// image.pixel(at: CGPoint(x: 99, y: 10), in: CGRect(x: 0, y: 0, width: 100, height: 100),
  ///             contentMode: .scaleAspectFit)  // PixelPosition(x: 3, y: 0): the image spans y 25..<75
  /// ```
  ///
  /// - Parameters:
  ///   - point: A point in the view's bounds coordinates.
  ///   - bounds: The bounds of the view that draws the image.
  ///   - contentMode: How the view lays the image out, as `UIView.contentMode`.
  /// - Returns: The pixel's column and row, or `nil` where the image is not drawn.
  public func pixel(at point: CGPoint, in bounds: CGRect, contentMode: ContentMode) -> PixelPosition? {
    let rect = contentMode.imageRect(for: size, in: bounds)
    guard rect.halfOpenContains(point), rect.width > 0, rect.height > 0 else { return nil }
    let column = ((point.x - rect.minX) * CGFloat(pixelWidth) / rect.width).rounded(.down)
    let row = ((point.y - rect.minY) * CGFloat(pixelHeight) / rect.height).rounded(.down)
    guard column.isFinite, row.isFinite else { return nil }
    return PixelPosition(
      x: Int(min(max(column, 0), CGFloat(pixelWidth - 1))), y: Int(min(max(row, 0), CGFloat(pixelHeight - 1)))
    )
  }

  /// The alpha under `point` of a view with `bounds` that draws this image with `contentMode`; nil where
  /// the image is not drawn.
  ///
  /// An image view's alpha hit test is then one line:
  /// `(image.alpha(at: point, in: bounds, contentMode: contentMode) ?? 0) >= threshold`.
  ///
  /// - Parameters:
  ///   - point: A point in the view's bounds coordinates.
  ///   - bounds: The bounds of the view that draws the image.
  ///   - contentMode: How the view lays the image out, as `UIView.contentMode`.
  /// - Returns: The pixel's alpha, 0 (transparent) to 255, or `nil` where the image is not drawn.
  public func alpha(at point: CGPoint, in bounds: CGRect, contentMode: ContentMode) -> UInt8? {
    pixel(at: point, in: bounds, contentMode: contentMode).flatMap { alpha(atPixelX: $0.x, y: $0.y) }
  }
}
