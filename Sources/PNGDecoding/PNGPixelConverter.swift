/// Turns unfiltered PNG scanlines into 8-bit RGBA pixels.
///
/// The reduction rules, chosen to match Pillow's `convert("RGBA")`, a common reference:
/// - 16-bit samples keep their high byte (`v >> 8`), as Pillow does.
/// - 1-, 2- and 4-bit gray scale to 0…255 by replication (`v * 255 / (2^depth − 1)`: 1 → 255,
///   2-bit 1 → 85, 4-bit 1 → 17), the exact scaling PNG §13.12 recommends.
/// - Without an alpha channel, alpha is 255, except 0 for pixels whose samples equal the `tRNS` key at
///   full bit depth, and the `tRNS` value for palette entries it covers.
struct PNGPixelConverter {
  /// The image's header.
  let header: PNGHeader
  /// What `tRNS` says is transparent.
  let transparency: PNGTransparency
  /// The palette as 256 RGBA entries (entries past `paletteCount` are zero and never read).
  let palette: [UInt8]
  /// The number of palette entries the file defines.
  let paletteCount: Int

  /// Prepares conversion; `paletteBytes` is the `PLTE` data (empty if none).
  init(header: PNGHeader, paletteBytes: [UInt8], transparency: PNGTransparency) {
    self.header = header
    self.transparency = transparency
    paletteCount = paletteBytes.count / 3
    var palette = [UInt8](repeating: 0, count: 256 * 4)
    for entry in 0..<min(paletteCount, 256) {
      palette[4 * entry] = paletteBytes[3 * entry]
      palette[4 * entry + 1] = paletteBytes[3 * entry + 1]
      palette[4 * entry + 2] = paletteBytes[3 * entry + 2]
      palette[4 * entry + 3] = 255
    }
    if case .paletteAlpha(let alphas) = transparency {
      for (entry, alpha) in alphas.enumerated() where entry < 256 { palette[4 * entry + 3] = alpha }
    }
    self.palette = palette
  }

  /// Converts one scanline of `count` pixels, writing pixel `k` at `destination + 4 * k * step`.
  ///
  /// - Throws: `paletteIndexOutOfRange` for an index past the palette.
  func convert(
    _ line: UnsafePointer<UInt8>, count: Int, into destination: UnsafeMutablePointer<UInt8>, step: Int
  ) throws(PNGFault) {
    let depth = header.bitDepth
    switch (header.colorType, depth, transparency) {
    case (.rgba, 8, _) where step == 1:
      destination.update(from: line, count: 4 * count)
    case (.rgb, 8, .none):
      Self.convertRGB8(line, count: count, into: destination, step: step)
    case (.gray, 8, .none):
      Self.convertGray8(line, count: count, into: destination, step: step)
    case (.grayAlpha, 8, _):
      Self.convertGrayAlpha8(line, count: count, into: destination, step: step)
    case (.indexed, _, _):
      try palette.withUnsafeBufferPointer { (palette) throws(PNGFault) in
        for pixel in 0..<count {
          let index = Self.sample(line, pixel, depth: depth)
          guard index < paletteCount else {
            throw .paletteIndexOutOfRange(index: index, paletteCount: paletteCount)
          }
          (destination + 4 * pixel * step).update(from: palette.baseAddress! + 4 * index, count: 4)
        }
      }
    default:
      convertGenerically(line, count: count, into: destination, step: step)
    }
  }

  /// 8-bit RGB, no color key: the three samples, then alpha 255.
  ///
  /// Each pixel but the last is read as one 4-byte word (its samples and the next pixel's red), whose
  /// top byte becomes alpha: a load, an or and a store instead of three loads and shifts (the byte-wise
  /// loop was 16 instructions a pixel, issue 11). The last is read byte by byte, as its word would end
  /// past the scanline.
  @inline(never)
  static func convertRGB8(
    _ line: UnsafePointer<UInt8>, count: Int, into destination: UnsafeMutablePointer<UInt8>, step: Int
  ) {
    guard count > 0 else { return }
    let source = UnsafeRawPointer(line)
    let target = UnsafeMutableRawPointer(destination)
    let stride = 4 * step
    var offset = 0
    for pixel in 0..<(count - 1) {
      let word = UInt32(littleEndian: source.loadUnaligned(fromByteOffset: 3 * pixel, as: UInt32.self))
      target.storeBytes(of: (word | 0xFF00_0000).littleEndian, toByteOffset: offset, as: UInt32.self)
      offset &+= stride
    }
    let last = 3 * (count - 1)
    let value = UInt32(line[last]) | UInt32(line[last + 1]) << 8 | UInt32(line[last + 2]) << 16 | 0xFF00_0000
    target.storeBytes(of: value.littleEndian, toByteOffset: offset, as: UInt32.self)
  }

  /// 8-bit gray, no color key: the sample three times, then alpha 255.
  ///
  /// Consecutive pixels (`step` 1) go 16 at a time through vector lanes: widened to 32 bits, multiplied
  /// by 0x01_0101 and or-ed with the alpha, one 64-byte store (the pixel-by-pixel loop was 13
  /// instructions a pixel, a quarter of a 4096² gray decode, issue 11).
  @inline(never)
  static func convertGray8(
    _ line: UnsafePointer<UInt8>, count: Int, into destination: UnsafeMutablePointer<UInt8>, step: Int
  ) {
    let source = UnsafeRawPointer(line)
    let target = UnsafeMutableRawPointer(destination)
    var pixel = 0
    #if _endian(little)
      if step == 1 {
        while pixel + 16 <= count {
          let gray = SIMD16<UInt32>(
            truncatingIfNeeded: source.loadUnaligned(fromByteOffset: pixel, as: SIMD16<UInt8>.self))
          target.storeBytes(
            of: gray &* 0x01_0101 | 0xFF00_0000, toByteOffset: 4 * pixel, as: SIMD16<UInt32>.self)
          pixel += 16
        }
      }
    #endif
    while pixel < count {
      let value = UInt32(line[pixel]) &* 0x01_0101 | 0xFF00_0000
      target.storeBytes(of: value.littleEndian, toByteOffset: 4 * pixel * step, as: UInt32.self)
      pixel += 1
    }
  }

  /// 8-bit gray with alpha: the gray sample three times, then the alpha sample.
  @inline(never)
  static func convertGrayAlpha8(
    _ line: UnsafePointer<UInt8>, count: Int, into destination: UnsafeMutablePointer<UInt8>, step: Int
  ) {
    let target = UnsafeMutableRawPointer(destination)
    for pixel in 0..<count {
      let value = UInt32(line[2 * pixel]) &* 0x01_0101 | UInt32(line[2 * pixel + 1]) << 24
      target.storeBytes(of: value.littleEndian, toByteOffset: 4 * pixel * step, as: UInt32.self)
    }
  }

  /// Converts any non-indexed layout sample by sample; slower, used for the less common layouts.
  private func convertGenerically(
    _ line: UnsafePointer<UInt8>, count: Int, into destination: UnsafeMutablePointer<UInt8>, step: Int
  ) {
    let depth = header.bitDepth
    let channels = header.colorType.channels
    for pixel in 0..<count {
      let target = destination + 4 * pixel * step
      let first = pixel * channels
      func eight(_ channel: Int) -> UInt8 {
        Self.eightBit(Self.sample(line, first + channel, depth: depth), depth)
      }
      switch header.colorType {
      case .gray:
        let gray = Self.sample(line, first, depth: depth)
        let value = Self.eightBit(gray, depth)
        (target[0], target[1], target[2]) = (value, value, value)
        if case .grayKey(let key) = transparency, key == gray { target[3] = 0 } else { target[3] = 255 }
      case .grayAlpha:
        let value = eight(0)
        (target[0], target[1], target[2], target[3]) = (value, value, value, eight(1))
      case .rgb:
        (target[0], target[1], target[2], target[3]) = (eight(0), eight(1), eight(2), 255)
        if case .rgbKey(let red, let green, let blue) = transparency,
          red == Self.sample(line, first, depth: depth), green == Self.sample(line, first + 1, depth: depth),
          blue == Self.sample(line, first + 2, depth: depth)
        {
          target[3] = 0
        }
      case .rgba, .indexed:
        (target[0], target[1], target[2], target[3]) = (eight(0), eight(1), eight(2), eight(3))
      }
    }
  }

  /// Sample number `index` of a scanline, at `depth` bits per sample (big-endian, packed from the
  /// most significant bit for depths below 8).
  @inline(__always)
  static func sample(_ line: UnsafePointer<UInt8>, _ index: Int, depth: Int) -> Int {
    switch depth {
    case 8: return Int(line[index])
    case 16: return Int(line[2 * index]) << 8 | Int(line[2 * index + 1])
    default:
      let bit = index * depth
      return Int(line[bit >> 3] >> UInt8(8 - depth - (bit & 7))) & ((1 << depth) - 1)
    }
  }

  /// A sample reduced or scaled to 8 bits by the rules in the type's documentation.
  @inline(__always)
  static func eightBit(_ value: Int, _ depth: Int) -> UInt8 {
    switch depth {
    case 16: return UInt8(truncatingIfNeeded: value >> 8)
    case 8: return UInt8(truncatingIfNeeded: value)
    default: return UInt8(truncatingIfNeeded: value * 255 / ((1 << depth) - 1))
    }
  }
}
