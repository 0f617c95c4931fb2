extension PNGError {
  /// How deflate data (RFC 1951) inside a PNG's zlib stream was malformed.
  public enum DeflateFault: Hashable, Sendable, CustomStringConvertible {
    /// The data ends before the final block does.
    case unexpectedEndOfData
    /// A block header uses block type 3, which RFC 1951 reserves.
    case reservedBlockType
    /// A stored block's length and its one's complement disagree.
    case storedLengthMismatch(length: UInt16, complement: UInt16)
    /// A dynamic block's code lengths do not describe a valid prefix code; `reason` says how.
    case invalidCodeLengths(reason: String)
    /// The bits read match no code of the current Huffman table.
    case invalidCode
    /// A length symbol (286, 287) or distance symbol (30, 31) that RFC 1951 reserves.
    case reservedSymbol(Int)
    /// A back-reference reaches before the start of the output.
    case distanceTooFarBack(distance: Int, available: Int)

    /// A phrase saying what was wrong.
    public var description: String {
      switch self {
      case .unexpectedEndOfData: return "the data ends before its final block"
      case .reservedBlockType: return "a block uses the reserved block type 3"
      case .storedLengthMismatch(let length, let complement):
        return "a stored block's length \(length) does not match its complement \(complement)"
      case .invalidCodeLengths(let reason): return "a dynamic block's Huffman code is invalid (\(reason))"
      case .invalidCode: return "the bits match no Huffman code"
      case .reservedSymbol(let symbol): return "the reserved symbol \(symbol) appears"
      case .distanceTooFarBack(let distance, let available):
        return "a back-reference reaches \(distance) bytes back but only \(available) were written"
      }
    }
  }
}
