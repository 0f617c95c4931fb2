import PNGDecoding

extension PNGError {
  /// The public error for what the `PNGDecoding` module found wrong: the case of the same name, with the
  /// same values.
  init(_ fault: PNGFault) {
    switch fault {
    case .badSignature: self = .badSignature
    case .truncatedChunk(let type, let offset): self = .truncatedChunk(type: type, offset: offset)
    case .chunkTooLong(let type, let length): self = .chunkTooLong(type: type, length: length)
    case .invalidChunkType(let offset): self = .invalidChunkType(offset: offset)
    case .badCRC(let type, let stored, let computed):
      self = .badCRC(type: type, stored: stored, computed: computed)
    case .missingChunk(let type): self = .missingChunk(type)
    case .misplacedChunk(let type, let rule): self = .misplacedChunk(type, rule: rule)
    case .unknownCriticalChunk(let type): self = .unknownCriticalChunk(type)
    case .invalidHeaderLength(let length): self = .invalidHeaderLength(length)
    case .invalidDimensions(let width, let height): self = .invalidDimensions(width: width, height: height)
    case .invalidColorType(let type): self = .invalidColorType(type)
    case .invalidBitDepth(let depth, let colorType): self = .invalidBitDepth(depth, colorType: colorType)
    case .invalidCompressionMethod(let method): self = .invalidCompressionMethod(method)
    case .invalidFilterMethod(let method): self = .invalidFilterMethod(method)
    case .invalidInterlaceMethod(let method): self = .invalidInterlaceMethod(method)
    case .imageTooLarge(let width, let height, let limit):
      self = .imageTooLarge(width: width, height: height, maximumPixelCount: limit)
    case .invalidPalette(let reason): self = .invalidPalette(reason: reason)
    case .invalidTransparency(let reason): self = .invalidTransparency(reason: reason)
    case .paletteIndexOutOfRange(let index, let count):
      self = .paletteIndexOutOfRange(index: index, paletteCount: count)
    case .invalidZlibHeader(let cmf, let flg): self = .invalidZlibHeader(cmf: cmf, flg: flg)
    case .invalidDeflateData(let fault): self = .invalidDeflateData(DeflateFault(fault))
    case .adlerMismatch(let stored, let computed): self = .adlerMismatch(stored: stored, computed: computed)
    case .notEnoughImageData(let expected, let actual):
      self = .notEnoughImageData(expected: expected, actual: actual)
    case .tooMuchImageData(let expected): self = .tooMuchImageData(expected: expected)
    case .invalidFilterType(let type, let row): self = .invalidFilterType(type, row: row)
    case .decompressionBomb(let compressed, let declared):
      self = .decompressionBomb(compressedBytes: compressed, declaredBytes: declared)
    }
  }
}

extension PNGError.DeflateFault {
  /// The public fault for what the `PNGDecoding` module found wrong in deflate data: the case of the same
  /// name, with the same values.
  init(_ fault: PNGFault.DeflateFault) {
    switch fault {
    case .unexpectedEndOfData: self = .unexpectedEndOfData
    case .reservedBlockType: self = .reservedBlockType
    case .storedLengthMismatch(let length, let complement):
      self = .storedLengthMismatch(length: length, complement: complement)
    case .invalidCodeLengths(let reason): self = .invalidCodeLengths(reason: reason)
    case .invalidCode: self = .invalidCode
    case .reservedSymbol(let symbol): self = .reservedSymbol(symbol)
    case .distanceTooFarBack(let distance, let available):
      self = .distanceTooFarBack(distance: distance, available: available)
    }
  }
}
