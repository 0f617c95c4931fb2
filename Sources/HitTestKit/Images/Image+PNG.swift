public import Foundation

extension Image {
  /// Decodes a PNG file's bytes, as UIKit's `UIImage(data:scale:)`.
  ///
  /// Uses `PNGDecoder` with its standard limits; create a decoder yourself for other limits.
  ///
  /// - Parameters:
  ///   - pngData: The bytes of a PNG file.
  ///   - scale: Pixels per point, as `UIImage.scale`; finite and positive, 1 by default.
  /// - Throws: a `PNGError` that says what was wrong with the data.
  public init(pngData: Data, scale: CGFloat = 1) throws(PNGError) {
    self = try PNGDecoder().decode(pngData, scale: scale)
  }

  /// Decodes a PNG file's bytes.
  ///
  /// - Parameters:
  ///   - pngBytes: The bytes of a PNG file.
  ///   - scale: Pixels per point, as `UIImage.scale`; finite and positive, 1 by default.
  /// - Throws: a `PNGError` that says what was wrong with the bytes.
  public init(pngBytes: [UInt8], scale: CGFloat = 1) throws(PNGError) {
    self = try PNGDecoder().decode(pngBytes, scale: scale)
  }

  /// Reads and decodes a PNG file, taking its scale from an `@2x`/`@3x` name suffix as UIKit's
  /// `UIImage(contentsOfFile:)` does (`arrow@2x.png` has scale 2; no suffix means scale 1).
  ///
  /// - Parameter path: The file's path; an `@2x` or `@3x` before the extension sets the scale.
  /// - Throws: `PNGError.unreadableFile` when the file cannot be read, otherwise what `decode` throws.
  public init(contentsOfFile path: String) throws(PNGError) {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw .unreadableFile(path: path, reason: error.localizedDescription)
    }
    try self.init(pngData: data, scale: Self.scale(fromFileName: path))
  }

  /// The scale a file name declares: N for a name ending in `@Nx` before its extension (N = 1…9),
  /// otherwise 1.
  static func scale(fromFileName path: String) -> CGFloat {
    let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    guard name.count >= 3, name.hasSuffix("x") else { return 1 }
    let characters = Array(name.suffix(3))
    guard characters[0] == "@", let digit = characters[1].wholeNumberValue, digit > 0 else { return 1 }
    return CGFloat(digit)
  }
}
