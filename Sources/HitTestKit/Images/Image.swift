public import Foundation

/// A bitmap image with a scale, as UIKit's `UIImage`: 8-bit RGBA pixels, and a size in points.
///
/// Pixels are stored row-major, top row first, 4 bytes each (red, green, blue, alpha, not premultiplied).
/// The size in points is the size in pixels divided by `scale`: a 60 × 40 pixel image at scale 2 is
/// 30 × 20 points, as a `@2x` asset in UIKit. Alpha hit testing reads the alpha byte; `alpha(atPixelX:y:)`
/// answers nil outside the image rather than trapping.
///
/// ```swift
/// let dot = try Image(width: 2, height: 1, scale: 2, alpha: [0, 255])
/// print(dot.size, dot.alpha(atPixelX: 1, y: 0) ?? 0)  // (1.0, 0.5) 255
/// ```
public struct Image: Hashable, Sendable {
  /// The width in pixels, at least 1.
  public let pixelWidth: Int
  /// The height in pixels, at least 1.
  public let pixelHeight: Int
  /// Pixels per point, finite and greater than 0 (1 by default, 2 or 3 for `@2x` and `@3x` assets).
  public let scale: CGFloat
  /// The pixels, 4 bytes each (red, green, blue, alpha), row-major, top row first.
  public let rgba: [UInt8]

  /// Creates an image from trusted values; decoders use it after checking everything themselves.
  init(unchecked width: Int, height: Int, scale: CGFloat, rgba: [UInt8]) {
    assert(width > 0 && height > 0 && rgba.count == width * height * 4 && scale.isFinite && scale > 0)
    self.pixelWidth = width
    self.pixelHeight = height
    self.scale = scale
    self.rgba = rgba
  }

  /// Creates an image from RGBA pixels: 4 bytes per pixel, row-major, top row first.
  ///
  /// - Parameters:
  ///   - width: The number of pixel columns; positive.
  ///   - height: The number of pixel rows; positive.
  ///   - scale: Pixels per point, as `UIImage.scale`; finite and positive, 1 by default.
  ///   - rgba: The pixels' red, green, blue and alpha bytes, row-major, top row first.
  /// - Throws: `ImageError.invalidSize` when a dimension is not positive or the pixel count overflows,
  ///   `.invalidScale`, or `.sampleCountMismatch` when `rgba` does not have `width * height * 4` bytes.
  public init(width: Int, height: Int, scale: CGFloat = 1, rgba: [UInt8]) throws(ImageError) {
    let byteCount = try Self.validatedByteCount(width: width, height: height, scale: scale, bytesPerPixel: 4)
    guard rgba.count == byteCount else { throw .sampleCountMismatch(expected: byteCount, actual: rgba.count) }
    self.init(unchecked: width, height: height, scale: scale, rgba: rgba)
  }

  /// Creates a black image whose alpha comes from `alpha`, one byte per pixel, row-major, top row first.
  ///
  /// - Parameters:
  ///   - width: The number of pixel columns; positive.
  ///   - height: The number of pixel rows; positive.
  ///   - scale: Pixels per point, as `UIImage.scale`; finite and positive, 1 by default.
  ///   - alpha: One alpha byte per pixel, row-major, top row first.
  /// - Throws: `ImageError.invalidSize`, `.invalidScale`, or `.sampleCountMismatch` when `alpha` does
  ///   not have `width * height` bytes.
  public init(width: Int, height: Int, scale: CGFloat = 1, alpha: [UInt8]) throws(ImageError) {
    let count = try Self.validatedByteCount(width: width, height: height, scale: scale, bytesPerPixel: 1)
    guard alpha.count == count else { throw .sampleCountMismatch(expected: count, actual: alpha.count) }
    var rgba = [UInt8](repeating: 0, count: count * 4)
    for index in 0..<count { rgba[4 * index + 3] = alpha[index] }
    self.init(unchecked: width, height: height, scale: scale, rgba: rgba)
  }

  /// Creates a black image whose alpha at each pixel is what `alpha` returns for its column and row.
  ///
  /// ```swift
  /// let disc = try Image(width: 8, height: 8) { x, y in (x - 4) * (x - 4) + (y - 4) * (y - 4) < 16 ? 255 : 0 }
  /// ```
  ///
  /// - Parameters:
  ///   - width: The number of pixel columns; positive.
  ///   - height: The number of pixel rows; positive.
  ///   - scale: Pixels per point, as `UIImage.scale`; finite and positive, 1 by default.
  ///   - alpha: Returns the alpha of the pixel at a column and a row, counted from the top left.
  /// - Throws: `ImageError.invalidSize` or `.invalidScale`.
  public init(width: Int, height: Int, scale: CGFloat = 1, alpha: (_ x: Int, _ y: Int) -> UInt8)
    throws(ImageError)
  {
    let count = try Self.validatedByteCount(width: width, height: height, scale: scale, bytesPerPixel: 1)
    var rgba = [UInt8](repeating: 0, count: count * 4)
    for y in 0..<height {
      for x in 0..<width { rgba[4 * (y * width + x) + 3] = alpha(x, y) }
    }
    self.init(unchecked: width, height: height, scale: scale, rgba: rgba)
  }

  /// Checks dimensions and scale; returns the number of bytes of the pixel data.
  private static func validatedByteCount(
    width: Int, height: Int, scale: CGFloat, bytesPerPixel: Int
  ) throws(ImageError) -> Int {
    guard width > 0, height > 0 else { throw .invalidSize(width: width, height: height) }
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    guard !overflow, pixels <= Int.max / 4 else { throw .invalidSize(width: width, height: height) }
    guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
    return pixels * bytesPerPixel
  }

  /// The size in points: pixels divided by `scale`.
  public var size: CGSize {
    CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
  }

  /// The alpha of pixel (`x`, `y`), column and row counted from the top left; nil outside the image.
  ///
  /// - Parameters:
  ///   - x: The column, counted from the left.
  ///   - y: The row, counted from the top.
  /// - Returns: The pixel's alpha, or `nil` outside the image.
  public func alpha(atPixelX x: Int, y: Int) -> UInt8? {
    guard (0..<pixelWidth).contains(x), (0..<pixelHeight).contains(y) else { return nil }
    return rgba[4 * (y * pixelWidth + x) + 3]
  }

  /// The color of pixel (`x`, `y`), column and row counted from the top left; nil outside the image.
  ///
  /// - Parameters:
  ///   - x: The column, counted from the left.
  ///   - y: The row, counted from the top.
  /// - Returns: The pixel, or `nil` outside the image.
  public func pixel(atX x: Int, y: Int) -> Pixel? {
    guard (0..<pixelWidth).contains(x), (0..<pixelHeight).contains(y) else { return nil }
    let offset = 4 * (y * pixelWidth + x)
    return Pixel(red: rgba[offset], green: rgba[offset + 1], blue: rgba[offset + 2], alpha: rgba[offset + 3])
  }

  /// The alpha plane: one byte per pixel, row-major, top row first.
  public var alphaPlane: [UInt8] {
    (0..<(pixelWidth * pixelHeight)).map { rgba[4 * $0 + 3] }
  }
}
