extension TraceText {
  /// The last text one recording site joined, with the parts it was joined from: when the site joins the
  /// same parts again (the same recognizer failing the same way at every tap), it gets that string back, a
  /// retain instead of an allocation, a write and a free.
  ///
  /// Parts are compared byte for byte (not by `==`, which also matches canonically equivalent text written
  /// with other bytes), so the text handed back is exactly the one `TraceText.join` would build now.
  struct Memo {
    private var parts: (String, String, String) = ("", "", "")
    private var partCount = 0
    private var text: String?

    /// An empty memo: the first join builds its text.
    init() {}

    /// `a` then `b`, as ``TraceText/join(_:_:)`` writes them.
    mutating func join(_ a: String, _ b: String) -> String {
      if let text, partCount == 2, TraceText.sameBytes(a, parts.0), TraceText.sameBytes(b, parts.1) {
        return text
      }
      return remember(TraceText.join(a, b), parts: (a, b, ""), count: 2)
    }

    /// `a`, `b` then `c`, as ``TraceText/join(_:_:_:)`` writes them.
    mutating func join(_ a: String, _ b: String, _ c: String) -> String {
      if let text, partCount == 3, TraceText.sameBytes(a, parts.0), TraceText.sameBytes(b, parts.1),
        TraceText.sameBytes(c, parts.2)
      {
        return text
      }
      return remember(TraceText.join(a, b, c), parts: (a, b, c), count: 3)
    }

    private mutating func remember(
      _ built: String, parts: (String, String, String), count: Int
    ) -> String {
      (self.parts, partCount, text) = (parts, count, built)
      return built
    }
  }

  /// The last text a recording site built from plain values (counts, durations), with those values: the text
  /// is built again only when they change. Equal keys must build the same text, so floating-point values are
  /// keyed by their bit patterns.
  struct KeyedMemo<Key: Equatable> {
    private var last: (key: Key, text: String)?

    /// An empty memo: the first request builds its text.
    init() {}

    /// The text `build` makes for `key`: the one built last when `key` is the same.
    mutating func text(for key: Key, _ build: () -> String) -> String {
      if let last, last.key == key { return last.text }
      let text = build()
      last = (key, text)
      return text
    }
  }

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
