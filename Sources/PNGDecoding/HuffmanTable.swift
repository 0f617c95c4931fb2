/// A canonical Huffman code (RFC 1951 §3.2.2) prepared for decoding deflate data.
///
/// A code is given by the bit length of each symbol's code (0 = unused). Codes of up to `fastBits` bits
/// decode with one lookup in `fast`, indexed by the next `fastBits` input bits; longer codes fall back to
/// walking the code lengths one bit at a time (`counts`, `symbols`), which is rare in practice because
/// frequent symbols get short codes. An over-subscribed code is rejected; an incomplete one is accepted,
/// and bits that match no code are reported when decoded, as RFC 1951 leaves incomplete codes undefined.
struct HuffmanTable {
  /// The number of bits resolved by a single lookup: 2^10 entries, 2 KB, cheap to rebuild for every block.
  static let fastBits = 10

  /// The number of entries of `fast`: 2^`fastBits`.
  static let fastEntries = 1 << fastBits

  /// The longest code deflate allows (RFC 1951 §3.2.7).
  static let maximumCodeLength = 15

  /// For each `fastBits`-bit input pattern (least significant bit first): `symbol << 4 | length`, or 0
  /// when the pattern starts a code longer than `fastBits`.
  let fast: [UInt16]
  /// The number of codes of each length, index 0 unused.
  let counts: [Int]
  /// The symbols ordered by code: by code length, then by symbol value (the canonical order).
  let symbols: [UInt16]

  /// Builds the code from each symbol's code length.
  ///
  /// - Throws: `PNGFault.invalidDeflateData(.invalidCodeLengths)` when the lengths over-subscribe the
  ///   code space (more codes than bit patterns) or a length exceeds 15.
  init<Lengths: Collection<UInt8>>(lengths: Lengths) throws(PNGFault) {
    var counts = [Int](repeating: 0, count: Self.maximumCodeLength + 1)
    for length in lengths {
      guard length <= Self.maximumCodeLength else {
        throw .invalidDeflateData(.invalidCodeLengths(reason: "code length \(length) above 15"))
      }
      counts[Int(length)] += 1
    }
    counts[0] = 0
    var unusedPatterns = 1
    for length in 1...Self.maximumCodeLength {
      unusedPatterns = unusedPatterns * 2 - counts[length]
      guard unusedPatterns >= 0 else {
        throw .invalidDeflateData(.invalidCodeLengths(reason: "over-subscribed code"))
      }
    }
    var offsets = [Int](repeating: 0, count: Self.maximumCodeLength + 2)
    for length in 1...Self.maximumCodeLength { offsets[length + 1] = offsets[length] + counts[length] }
    var symbols = [UInt16](repeating: 0, count: offsets[Self.maximumCodeLength + 1])
    for (symbol, length) in lengths.enumerated() where length != 0 {
      symbols[offsets[Int(length)]] = UInt16(symbol)
      offsets[Int(length)] += 1
    }
    var fast = [UInt16](repeating: 0, count: 1 << Self.fastBits)
    var code = 0
    var index = 0
    for length in 1...Self.fastBits {
      for _ in 0..<counts[length] {
        let entry = symbols[index] << 4 | UInt16(length)
        var pattern = Self.reversed(code, bits: length)
        while pattern < fast.count {
          fast[pattern] = entry
          pattern += 1 << length
        }
        code += 1
        index += 1
      }
      code <<= 1
    }
    self.fast = fast
    self.counts = counts
    self.symbols = symbols
  }

  /// Reverses the low `bits` bits of `code`: deflate packs Huffman codes most significant bit first into a
  /// stream read least significant bit first.
  static func reversed(_ code: Int, bits: Int) -> Int {
    var result = 0
    var code = code
    for _ in 0..<bits {
      result = result << 1 | code & 1
      code >>= 1
    }
    return result
  }

  /// Decodes a code longer than `fastBits` from `bits` (next input bits, least significant first), of
  /// which `available` are real input; returns the symbol and its code length.
  ///
  /// - Throws: `.unexpectedEndOfData` when the input ends inside the code, `.invalidCode` when the bits
  ///   match no code (an incomplete code's unused patterns).
  func decodeSlowly(_ bits: UInt64, available: Int) throws(PNGFault) -> (symbol: Int, length: Int) {
    var code = 0
    var first = 0
    var index = 0
    for length in 1...Self.maximumCodeLength {
      guard length <= available else { throw .invalidDeflateData(.unexpectedEndOfData) }
      code |= Int(truncatingIfNeeded: bits >> UInt64(length - 1)) & 1
      let count = counts[length]
      if code - first < count { return (Int(symbols[index + code - first]), length) }
      index += count
      first = (first + count) << 1
      code <<= 1
    }
    throw .invalidDeflateData(.invalidCode)
  }
}

extension HuffmanTable {
  /// The fixed literal/length code of RFC 1951 §3.2.6: 0–143 use 8 bits, 144–255 use 9, 256–279 use 7,
  /// 280–287 use 8.
  static let fixedLiteralLengths = try! HuffmanTable(
    lengths: [UInt8](repeating: 8, count: 144) + [UInt8](repeating: 9, count: 112)
      + [UInt8](repeating: 7, count: 24) + [UInt8](repeating: 8, count: 8))

  /// The fixed distance code of RFC 1951 §3.2.6: all 30 distance symbols (plus the two reserved) use 5 bits.
  static let fixedDistances = try! HuffmanTable(lengths: [UInt8](repeating: 5, count: 32))
}
