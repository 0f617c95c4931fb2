extension Inflater {
  /// One lookup's worth of a block's decoding, for each `HuffmanTable.fastBits`-bit input pattern: bits
  /// 0–3 the code's length, 4–7 the number of extra bits after it, bit 8 set for a literal, bit 9 for the
  /// end of the block, bits 16–31 the literal byte, or the base match length or distance (RFC 1951
  /// §3.2.5).
  ///
  /// 0 means "take the general path": a code longer than `fastBits`, an unused pattern, or a reserved symbol,
  /// whose errors the general path reports.
  ///
  /// A match then costs two lookups and two shifts: the table walk, the symbol checks and the base and
  /// extra-bits lookups were half of a 1024² RGBA decode's instructions, whose matches average 4 bytes
  /// (issue 11).
  struct DecodeEntries {
    /// The entry flag of a literal.
    static let literalFlag: UInt32 = 1 << 8
    /// The entry flag of the end-of-block symbol.
    static let endFlag: UInt32 = 1 << 9

    /// `HuffmanTable.fastEntries` literal/length entries, then as many distance entries; owned, freed by
    /// `deallocate`.
    let entries: UnsafeMutablePointer<UInt32>

    /// Derives the entries of a block's two codes from their tables.
    init(literals: HuffmanTable, distances: HuffmanTable) {
      let count = HuffmanTable.fastEntries
      entries = .allocate(capacity: 2 * count)
      for pattern in 0..<count {
        let literal = Int(literals.fast[pattern])
        let (symbol, length) = (literal >> 4, UInt32(literal & 15))
        entries[pattern] =
          if length == 0 || symbol > 285 {
            0
          } else if symbol < 256 {
            UInt32(symbol) << 16 | Self.literalFlag | length
          } else if symbol == 256 {
            Self.endFlag | length
          } else {
            UInt32(Inflater.lengthBases[symbol - 257]) << 16 | UInt32(Inflater.lengthExtraBits[symbol - 257])
              << 4
              | length
          }
        let distance = Int(distances.fast[pattern])
        let (distanceSymbol, distanceLength) = (distance >> 4, UInt32(distance & 15))
        entries[count + pattern] =
          if distanceLength == 0 || distanceSymbol > 29 {
            0
          } else {
            UInt32(Inflater.distanceBases[distanceSymbol]) << 16
              | UInt32(Inflater.distanceExtraBits[distanceSymbol]) << 4 | distanceLength
          }
      }
    }

    /// Frees the entries.
    func deallocate() { entries.deallocate() }
  }
}
