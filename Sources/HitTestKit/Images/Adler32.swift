/// The Adler-32 checksum that ends every zlib stream (RFC 1950 §8), computed over the decompressed bytes.
///
/// Two sums modulo 65521 (the largest prime below 2^16): `a` = 1 + the sum of the bytes, `b` = the sum of
/// the successive `a` values; the checksum is `b << 16 | a`. The modulo is taken only every 5552 bytes,
/// the largest run for which `b` cannot overflow 32 bits (RFC 1950's reference code uses the same bound).
enum Adler32 {
  /// The modulus, the largest prime smaller than 65536 (RFC 1950 §2.2).
  static let modulus: UInt32 = 65521

  /// The longest run of bytes that can be summed before `b` could overflow a 32-bit integer.
  static let runLength = 5552

  /// The Adler-32 checksum of `bytes`.
  static func checksum(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    var index = 0
    while index < bytes.count {
      let end = min(index + runLength, bytes.count)
      while index < end {
        a &+= UInt32(bytes[index])
        b &+= a
        index += 1
      }
      a %= modulus
      b %= modulus
    }
    return b << 16 | a
  }
}
