extension TraceText {
  /// Whether the two strings are the same UTF-8 bytes.
  ///
  /// Two strings with the same representation (the same immutable storage, or the same inline bytes: a
  /// literal, a name stored once, a short number) are the same bytes, found with one comparison; any others
  /// are compared byte by byte.
  static func sameBytes(_ a: String, _ b: String) -> Bool {
    // A string is two words on 64-bit platforms (a constant test: elsewhere only the bytes are compared).
    if MemoryLayout<String>.size == MemoryLayout<(UInt64, UInt64)>.size {
      let (aBits, bBits) = (
        unsafeBitCast(a, to: (UInt64, UInt64).self), unsafeBitCast(b, to: (UInt64, UInt64).self)
      )
      if aBits == bBits { return true }
    }
    return a.utf8.elementsEqual(b.utf8)
  }
}
