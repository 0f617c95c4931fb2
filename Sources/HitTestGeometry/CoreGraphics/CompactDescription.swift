public import Foundation

/// A value that prints itself briefly and deterministically, for traces: `(12, 40.5)` rather than
/// Foundation's `CGPoint(x: 12.0, y: 40.5)`.
public protocol CompactDescribable {
  /// The short, stable text form used in traces.
  var compactDescription: String { get }
}

extension CGFloat: CompactDescribable {
  /// The number rounded to at most two decimals, without trailing zeros: `12`, `40.5`, `0.33`, `-3`.
  ///
  /// Non-finite values print as `nan`, `inf` and `-inf`; `-0` prints as `0`. The rounding is done on the
  /// number (not through a locale), so the text is the same on every machine.
  public var compactDescription: String {
    if isNaN { return "nan" }
    if isInfinite { return self < 0 ? "-inf" : "inf" }
    let hundredths = (Double(self) * 100).rounded()
    if Swift.abs(hundredths) >= 1e17 { return String(Double(self)) }
    let scaled = Int64(hundredths)
    let magnitude = scaled.magnitude
    let whole = magnitude / 100
    let fraction = magnitude % 100
    if fraction == 0 && whole == 0 { return "0" }
    // Written digit by digit into a string of the exact size (at most 15 bytes are stored inline): the sign,
    // the whole part, then `.` and one or two decimals unless they are zero (a trailing zero is dropped).
    let fractionDigits = fraction == 0 ? 0 : fraction % 10 == 0 ? 1 : 2
    var wholeDigits = 1
    var rest = whole
    while rest >= 10 {
      rest /= 10
      wholeDigits += 1
    }
    let signCount = scaled < 0 ? 1 : 0
    let byteCount = signCount + wholeDigits + (fractionDigits == 0 ? 0 : 1 + fractionDigits)
    return String(unsafeUninitializedCapacity: byteCount) { buffer in
      if signCount == 1 { buffer[0] = UInt8(ascii: "-") }
      var remaining = whole
      var index = signCount + wholeDigits
      repeat {
        index -= 1
        buffer[index] = Self.digit(remaining % 10)
        remaining /= 10
      } while remaining > 0
      index = signCount + wholeDigits
      if fractionDigits > 0 {
        buffer[index] = UInt8(ascii: ".")
        buffer[index + 1] = Self.digit(fraction / 10)
        if fractionDigits == 2 { buffer[index + 2] = Self.digit(fraction % 10) }
      }
      return byteCount
    }
  }

  private static func digit(_ value: UInt64) -> UInt8 {
    UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value)
  }
}

extension CGPoint: CompactDescribable {
  /// The point as `(x, y)`, for example `(12, 40.5)`.
  public var compactDescription: String { "(\(x.compactDescription), \(y.compactDescription))" }
}

extension CGSize: CompactDescribable {
  /// The size as `(w 44, h 44)`.
  public var compactDescription: String { "(w \(width.compactDescription), h \(height.compactDescription))" }
}

extension CGRect: CompactDescribable {
  /// The rectangle as `(x 0, y 0, w 44, h 44)`; the null rectangle prints as `(null)`.
  public var compactDescription: String {
    if isNull { return "(null)" }
    return "(x \(origin.x.compactDescription), y \(origin.y.compactDescription), "
      + "w \(size.width.compactDescription), h \(size.height.compactDescription))"
  }
}

extension CGAffineTransform: CompactDescribable {
  /// The transform as `identity`, or its labelled entries: `[a 0, b 0, c 0, d 1, tx 0, ty 0]`.
  public var compactDescription: String {
    if self == .identity { return "identity" }
    let entries = [("a", a), ("b", b), ("c", c), ("d", d), ("tx", tx), ("ty", ty)]
    return "[" + entries.map { "\($0.0) \($0.1.compactDescription)" }.joined(separator: ", ") + "]"
  }
}
