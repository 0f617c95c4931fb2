public import Foundation
import PNGDecoding

/// Decodes PNG files (PNG specification, third edition) into `Image` values, with no dependencies.
///
/// Every standard layout decodes: color types 0, 2, 3, 4, 6 at every legal bit depth, palettes with
/// `tRNS` alpha, gray and RGB color keys, Adam7 interlacing, image data split over many `IDAT` chunks,
/// and stored, fixed and dynamic deflate blocks. Each chunk's CRC and the zlib Adler-32 are checked;
/// unknown ancillary chunks are skipped and unknown critical ones rejected. Malformed input throws a
/// `PNGError` and never traps; memory stays within what the header declares, which `limits` caps.
///
/// ```swift
/// let image = try PNGDecoder().decode(bytes)
/// print(image.pixelWidth, image.alpha(atPixelX: 0, y: 0) ?? 0)  // 64 255
/// ```
public struct PNGDecoder: Sendable {
  /// Caps on what a file may ask the decoder to allocate.
  public struct Limits: Hashable, Sendable {
    /// The most pixels an image may have; larger headers throw `PNGError.imageTooLarge` before any
    /// image memory is allocated.
    ///
    /// The default, 2^26 (67,108,864, e.g. 8192 × 8192), allows any image a touch scenario plausibly uses
    /// while capping the decoded RGBA at 256 MB plus at most 512 MB of 16-bit RGBA decompressed data.
    public var maximumPixelCount: Int

    /// Creates limits; the default allows 2^26 pixels.
    ///
    /// - Parameter maximumPixelCount: The most pixels (width × height) a decoded image may have.
    public init(maximumPixelCount: Int = 1 << 26) {
      self.maximumPixelCount = maximumPixelCount
    }

    /// The default limits: 2^26 pixels.
    public static let standard = Limits()
  }

  /// The most bytes one compressed byte can expand to in deflate: a 258-byte match coded in 2 bits
  /// (a 1-bit length code and a 1-bit distance code, RFC 1951), so 4 × 258 = 1032 per byte.
  ///
  /// Headers declaring more data than the compressed bytes could ever produce are rejected as
  /// `PNGError.decompressionBomb` before the decompression buffer is allocated.
  public static let maximumExpansionRatio = Inflater.maximumExpansionRatio

  /// The caps this decoder enforces.
  public var limits: Limits

  /// Creates a decoder with the given caps.
  ///
  /// - Parameter limits: The caps on what a decoded file may cost; ``Limits/standard`` by default.
  public init(limits: Limits = .standard) {
    self.limits = limits
  }

  /// Decodes a PNG file's bytes into an image of the given scale.
  ///
  /// - Parameters:
  ///   - bytes: The bytes of a PNG file.
  ///   - scale: Pixels per point, as `UIImage.scale`; finite and positive, 1 by default.
  /// - Throws: a `PNGError` that says what was wrong with the file.
  /// - Returns: The decoded image.
  public func decode(_ bytes: [UInt8], scale: CGFloat = 1) throws(PNGError) -> Image {
    guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
    return try bytes.withUnsafeBufferPointer { (bytes) throws(PNGError) in try decode(bytes, scale: scale) }
  }

  /// Decodes a PNG file's bytes into an image of the given scale, reading `data` in place (no copy).
  ///
  /// - Parameters:
  ///   - data: The bytes of a PNG file.
  ///   - scale: Pixels per point, as `UIImage.scale`; finite and positive, 1 by default.
  /// - Throws: a `PNGError` that says what was wrong with the file.
  /// - Returns: The decoded image.
  public func decode(_ data: Data, scale: CGFloat = 1) throws(PNGError) -> Image {
    guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
    let result = data.withUnsafeBytes { bytes in
      Result { () throws(PNGError) in try decode(bytes.assumingMemoryBound(to: UInt8.self), scale: scale) }
    }
    return try result.get()
  }

  /// Decodes the file `bytes`, borrowed for the call, with the `PNGDecoding` module; the scale is already
  /// checked.
  private func decode(_ bytes: UnsafeBufferPointer<UInt8>, scale: CGFloat) throws(PNGError) -> Image {
    let pixels: PNGPixels
    do {
      pixels = try PNGPixels(decoding: bytes, maximumPixelCount: limits.maximumPixelCount)
    } catch {
      throw PNGError(error)
    }
    return Image(unchecked: pixels.width, height: pixels.height, scale: scale, rgba: pixels.rgba)
  }
}
