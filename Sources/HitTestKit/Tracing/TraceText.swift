/// Builds the strings trace entries store (causes, questions, names) from their parts.
///
/// The text is exactly the parts, one after the other, as interpolating them would give; `join` sizes the
/// string from the parts' byte counts and writes each part once.
enum TraceText {
  /// `a` then `b`.
  static func join(_ a: String, _ b: String) -> String {
    build(byteCount: a.utf8.count + b.utf8.count) { writer in
      writer.write(a)
      writer.write(b)
    }
  }

  /// `a`, `b` then `c`.
  static func join(_ a: String, _ b: String, _ c: String) -> String {
    build(byteCount: a.utf8.count + b.utf8.count + c.utf8.count) { writer in
      writer.write(a)
      writer.write(b)
      writer.write(c)
    }
  }

  /// `a`, `b`, `c` then `d`.
  static func join(_ a: String, _ b: String, _ c: String, _ d: String) -> String {
    build(byteCount: a.utf8.count + b.utf8.count + c.utf8.count + d.utf8.count) { writer in
      writer.write(a)
      writer.write(b)
      writer.write(c)
      writer.write(d)
    }
  }

  /// `a`, `b`, `c`, `d` then `e`.
  static func join(_ a: String, _ b: String, _ c: String, _ d: String, _ e: String) -> String {
    build(byteCount: a.utf8.count + b.utf8.count + c.utf8.count + d.utf8.count + e.utf8.count) { writer in
      writer.write(a)
      writer.write(b)
      writer.write(c)
      writer.write(d)
      writer.write(e)
    }
  }

  /// The integer in decimal, as `"\(value)"` writes it (`-12`, `0`, `42`).
  static func decimal(_ value: Int) -> String {
    var magnitude = value.magnitude
    var digitCount = 1
    while magnitude >= 10 {
      magnitude /= 10
      digitCount += 1
    }
    let byteCount = digitCount + (value < 0 ? 1 : 0)
    return String(unsafeUninitializedCapacity: byteCount) { buffer in
      var remaining = value.magnitude
      var index = byteCount
      repeat {
        index -= 1
        buffer[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: remaining % 10)
        remaining /= 10
      } while remaining > 0
      if value < 0 { buffer[0] = UInt8(ascii: "-") }
      return byteCount
    }
  }

  /// Writes parts into storage sized from their byte counts (by `build`, or by a caller counting them itself).
  struct Writer {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    /// How many bytes were written so far.
    private(set) var count = 0

    /// A writer filling `buffer` from its start; the parts written must fit.
    init(buffer: UnsafeMutableBufferPointer<UInt8>) {
      self.buffer = buffer
    }

    /// Appends the UTF-8 bytes of `part`.
    mutating func write(_ part: String) {
      // Native and inline strings lend their bytes in place; any other is made native first.
      let written: Void? = part.utf8.withContiguousStorageIfAvailable { bytes in write(bytes) }
      if written == nil {
        var native = part
        native.withUTF8 { bytes in write(bytes) }
      }
    }

    private mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
      guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
      // One comparison per part keeps a miscounted size from writing past the storage, in release too.
      precondition(bytes.count <= buffer.count - count, "TraceText: more bytes than the size counted")
      (buffer.baseAddress.unsafelyUnwrapped + count).initialize(from: source, count: bytes.count)
      count += bytes.count
    }
  }

  /// A string of `byteCount` UTF-8 bytes, all written by `body`.
  @inline(__always)
  private static func build(byteCount: Int, _ body: (inout Writer) -> Void) -> String {
    String(unsafeUninitializedCapacity: byteCount) { buffer in
      var writer = Writer(buffer: buffer)
      body(&writer)
      assert(writer.count == byteCount, "TraceText wrote \(writer.count) bytes of \(byteCount)")
      return writer.count
    }
  }
}
