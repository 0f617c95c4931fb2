/// What a PNG's `tRNS` chunk says is transparent (PNG specification §11.3.2.1).
enum PNGTransparency {
  /// No `tRNS` chunk: every pixel of a color type without alpha is opaque.
  case none
  /// Alpha for the first palette entries; later entries are opaque.
  case paletteAlpha([UInt8])
  /// The gray sample value, at the image's bit depth, that is fully transparent.
  case grayKey(Int)
  /// The red, green and blue sample values, at the image's bit depth, that are fully transparent.
  case rgbKey(red: Int, green: Int, blue: Int)

  /// Parses a `tRNS` chunk for an image of `colorType`, given the palette size for indexed images.
  ///
  /// Keys are kept at full precision, so a 16-bit key matches only the exact 16-bit sample; a key above
  /// the bit depth's range never matches.
  ///
  /// - Throws: `invalidTransparency` when the chunk's length is wrong for the color type, it has more
  ///   entries than the palette, or the color type has an alpha channel (types 4 and 6 forbid `tRNS`).
  init(_ data: UnsafeBufferPointer<UInt8>, colorType: PNGColorType, paletteCount: Int) throws(PNGFault) {
    func sample(_ index: Int) -> Int { Int(data[2 * index]) << 8 | Int(data[2 * index + 1]) }
    switch colorType {
    case .gray:
      guard data.count == 2 else {
        throw .invalidTransparency(reason: "a gray key is 2 bytes, not \(data.count)")
      }
      self = .grayKey(sample(0))
    case .rgb:
      guard data.count == 6 else {
        throw .invalidTransparency(reason: "an RGB key is 6 bytes, not \(data.count)")
      }
      self = .rgbKey(red: sample(0), green: sample(1), blue: sample(2))
    case .indexed:
      guard data.count <= paletteCount else {
        throw .invalidTransparency(
          reason: "\(data.count) alpha values for a palette of \(paletteCount) entries")
      }
      self = .paletteAlpha(Array(data))
    case .grayAlpha, .rgba:
      throw .invalidTransparency(reason: "color type \(colorType.rawValue) already has an alpha channel")
    }
  }
}
