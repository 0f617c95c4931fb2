/// The fields of a PNG's `IHDR` chunk (PNG specification §11.2.2), validated, and the data layout they imply.
struct PNGHeader {
  /// Width in pixels, 1 to 2^31 − 1.
  let width: Int
  /// Height in pixels, 1 to 2^31 − 1.
  let height: Int
  /// Bits per sample (per palette index for indexed images).
  let bitDepth: Int
  /// Which samples make a pixel.
  let colorType: PNGColorType
  /// Whether the data is stored in the seven Adam7 passes rather than row by row.
  let isInterlaced: Bool

  /// The largest width or height the specification allows: 2^31 − 1.
  static let maximumDimension = Int(Int32.max)

  /// Parses and validates the 13 bytes of an `IHDR` chunk.
  ///
  /// - Throws: `invalidHeaderLength`, `invalidDimensions`, `invalidColorType`, `invalidBitDepth`,
  ///   `invalidCompressionMethod`, `invalidFilterMethod`, `invalidInterlaceMethod`, then
  ///   `imageTooLarge` when the pixel count exceeds `maximumPixelCount`.
  init(_ data: UnsafeBufferPointer<UInt8>, maximumPixelCount: Int) throws(PNGFault) {
    guard data.count == 13 else { throw .invalidHeaderLength(data.count) }
    let width = PNGChunk.bigEndianUInt32(data, at: 0)
    let height = PNGChunk.bigEndianUInt32(data, at: 4)
    guard (1...Self.maximumDimension).contains(width), (1...Self.maximumDimension).contains(height) else {
      throw .invalidDimensions(width: UInt32(width), height: UInt32(height))
    }
    guard let colorType = PNGColorType(rawValue: data[9]) else { throw .invalidColorType(data[9]) }
    guard colorType.allows(bitDepth: data[8]) else {
      throw .invalidBitDepth(data[8], colorType: data[9])
    }
    guard data[10] == 0 else { throw .invalidCompressionMethod(data[10]) }
    guard data[11] == 0 else { throw .invalidFilterMethod(data[11]) }
    guard data[12] <= 1 else { throw .invalidInterlaceMethod(data[12]) }
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    guard !overflow, pixels <= maximumPixelCount else {
      throw .imageTooLarge(width: width, height: height, maximumPixelCount: maximumPixelCount)
    }
    self.width = width
    self.height = height
    self.bitDepth = Int(data[8])
    self.colorType = colorType
    self.isInterlaced = data[12] == 1
  }

  /// Bits per pixel: bit depth times samples per pixel.
  var bitsPerPixel: Int { bitDepth * colorType.channels }

  /// The byte distance filters look back to reach "the same byte of the previous pixel": bytes per
  /// pixel rounded up to at least 1 (PNG specification §9.2).
  var filterDistance: Int { max(1, bitsPerPixel / 8) }

  /// The bytes of one scanline of `width` pixels, not counting its filter-type byte.
  func rowByteCount(width: Int) -> Int { (width * bitsPerPixel + 7) / 8 }

  /// One stored sub-image: the whole image, or one non-empty Adam7 pass.
  struct SubImage {
    /// Where its pixels go: first pixel and spacing, in the full image.
    let pass: Adam7.Pass
    /// Its width in pixels.
    let width: Int
    /// Its height in pixels.
    let height: Int
    /// Where its first filter-type byte is in the decompressed data.
    let offset: Int
    /// The bytes of one of its scanlines, without the filter-type byte.
    let rowBytes: Int
  }

  /// The sub-images in storage order; one for a non-interlaced image, up to seven for Adam7.
  var subImages: [SubImage] {
    let passes = isInterlaced ? Adam7.passes : [Adam7.Pass(xStart: 0, yStart: 0, xStep: 1, yStep: 1)]
    var offset = 0
    var result: [SubImage] = []
    for pass in passes {
      let (columns, rows) = pass.size(width: width, height: height)
      guard columns > 0, rows > 0 else { continue }
      let rowBytes = rowByteCount(width: columns)
      result.append(SubImage(pass: pass, width: columns, height: rows, offset: offset, rowBytes: rowBytes))
      offset += rows * (rowBytes + 1)
    }
    return result
  }

  /// The exact number of bytes the decompressed image data must have: every scanline of every
  /// sub-image, each with its filter-type byte.
  var decompressedByteCount: Int {
    subImages.reduce(0) { $0 + $1.height * ($1.rowBytes + 1) }
  }
}
