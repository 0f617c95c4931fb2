/// The chunks of a PNG file that decoding needs, gathered and checked against the ordering rules.
///
/// Rules enforced (PNG specification §5.6): `IHDR` first and once; `PLTE` at most once, before the image
/// data, required for indexed images and forbidden for gray ones; `tRNS` at most once, after `PLTE` and
/// before the image data; `IDAT` chunks consecutive; `IEND` ends the file (anything after it is ignored,
/// as libpng does). Unknown critical chunks are rejected; unknown ancillary chunks are skipped.
struct PNGContents {
  /// The validated header.
  let header: PNGHeader
  /// The `PLTE` data, empty when there is none.
  let paletteBytes: [UInt8]
  /// What `tRNS` says is transparent.
  let transparency: PNGTransparency
  /// Where the data of each `IDAT` chunk lies in the file, in order: together, one zlib stream, read in
  /// place (`BitReader`).
  let imageData: [BitReader.Segment]
  /// The length of the zlib stream: the sum of the `IDAT` chunks' lengths.
  let imageDataCount: Int

  /// The 8 bytes every PNG file starts with (PNG specification §5.2).
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Reads every chunk of the file `bytes`.
  init(_ bytes: UnsafeBufferPointer<UInt8>, maximumPixelCount: Int) throws(PNGFault) {
    guard bytes.count >= 8, zip(bytes, Self.signature).allSatisfy({ $0 == $1 }) else {
      throw .badSignature
    }
    let first = try PNGChunk.read(from: bytes, at: 8)
    guard first.type == PNGChunk.header else { throw .missingChunk("IHDR") }
    let header = try PNGHeader(
      UnsafeBufferPointer(rebasing: bytes[first.data]), maximumPixelCount: maximumPixelCount)
    var paletteBytes: [UInt8]?
    var transparency: PNGTransparency?
    var imageData: [BitReader.Segment] = []
    var imageDataCount = 0
    var imageDataState = 0  // 0 none yet, 1 in the IDAT run, 2 after it
    var offset = first.data.upperBound + 4
    while true {
      guard offset < bytes.count else { throw .missingChunk("IEND") }
      let chunk = try PNGChunk.read(from: bytes, at: offset)
      offset = chunk.data.upperBound + 4
      let data = UnsafeBufferPointer(rebasing: bytes[chunk.data])
      if imageDataState == 1 && chunk.type != PNGChunk.imageData { imageDataState = 2 }
      switch chunk.type {
      case PNGChunk.header:
        throw .misplacedChunk("IHDR", rule: "a file has exactly one IHDR, first")
      case PNGChunk.palette:
        guard paletteBytes == nil else { throw .misplacedChunk("PLTE", rule: "a file has at most one PLTE") }
        guard imageDataState == 0 else { throw .misplacedChunk("PLTE", rule: "PLTE must precede IDAT") }
        guard transparency == nil else { throw .misplacedChunk("PLTE", rule: "PLTE must precede tRNS") }
        paletteBytes = try Self.checkedPalette(data, header: header)
      case PNGChunk.transparency:
        guard transparency == nil else { throw .misplacedChunk("tRNS", rule: "a file has at most one tRNS") }
        guard imageDataState == 0 else { throw .misplacedChunk("tRNS", rule: "tRNS must precede IDAT") }
        if header.colorType == .indexed && paletteBytes == nil {
          throw .misplacedChunk("tRNS", rule: "tRNS must follow PLTE")
        }
        transparency = try PNGTransparency(
          data, colorType: header.colorType, paletteCount: (paletteBytes?.count ?? 0) / 3)
      case PNGChunk.imageData:
        guard imageDataState != 2 else {
          throw .misplacedChunk("IDAT", rule: "IDAT chunks must be consecutive")
        }
        if header.colorType == .indexed && paletteBytes == nil { throw .missingChunk("PLTE") }
        imageDataState = 1
        imageData.append(BitReader.Segment(start: chunk.data.lowerBound, end: chunk.data.upperBound))
        imageDataCount += chunk.data.count
      case PNGChunk.end:
        guard imageDataState != 0 else { throw .missingChunk("IDAT") }
        self.header = header
        self.paletteBytes = paletteBytes ?? []
        self.transparency = transparency ?? .none
        self.imageData = imageData
        self.imageDataCount = imageDataCount
        return
      default:
        guard !chunk.isCritical else { throw .unknownCriticalChunk(chunk.name) }
      }
    }
  }

  /// Checks a `PLTE` chunk's data against the header (PNG specification §11.2.3) and returns it.
  ///
  /// - Throws: `invalidPalette` when its length is not a multiple of 3, it is empty, it has more than
  ///   256 entries (or more than the bit depth can index), or the image is gray.
  static func checkedPalette(_ data: UnsafeBufferPointer<UInt8>, header: PNGHeader) throws(PNGFault)
    -> [UInt8]
  {
    guard header.colorType != .gray && header.colorType != .grayAlpha else {
      throw .invalidPalette(reason: "gray images (color type \(header.colorType.rawValue)) have no palette")
    }
    guard data.count % 3 == 0 else {
      throw .invalidPalette(reason: "its length \(data.count) is not a multiple of 3")
    }
    let entries = data.count / 3
    let maximum = header.colorType == .indexed ? 1 << header.bitDepth : 256
    guard (1...maximum).contains(entries) else {
      throw .invalidPalette(reason: "it has \(entries) entries; 1 to \(maximum) are allowed")
    }
    return Array(data)
  }
}
