/// The Adler-32 checksum that ends every zlib stream (RFC 1950 §8), computed over the decompressed bytes.
///
/// Two sums modulo 65521 (the largest prime below 2^16): `a` = 1 + the sum of the bytes, `b` = the sum of
/// the successive `a` values; the checksum is `b << 16 | a`. The modulo is taken only every 5552 bytes,
/// the largest run for which `b` cannot overflow 32 bits (RFC 1950's reference code uses the same bound).
///
/// Runs of 16 bytes are summed in vector lanes: for bytes `x₀ … x₁₅` after `a`, `b` grows by
/// `16·a + 16·x₀ + 15·x₁ + … + 1·x₁₅` and `a` by their sum, so each lane keeps its bytes' sum and the sum
/// of those sums before each run, and the weights are applied once per run of 5552 bytes. The byte-serial
/// loop was 10% of a 1024² RGBA decode's instructions (issue 11).
package enum Adler32 {
  /// The modulus, the largest prime smaller than 65536 (RFC 1950 §2.2).
  static let modulus: UInt32 = 65521

  /// The longest run of bytes that can be summed before `b` could overflow a 32-bit integer.
  static let runLength = 5552

  /// The weight of each of 16 consecutive bytes in `b`: 16 for the first, 1 for the last.
  static let laneWeights = SIMD16<UInt32>(16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)

  /// The Adler-32 checksum of `bytes`.
  package static func checksum(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    var index = 0
    let count = bytes.count
    // 5552 = 347 × 16: whole vector runs.
    while count - index >= 16 {
      let chunks = min((count - index) / 16, runLength / 16)
      var sums = SIMD16<UInt32>(repeating: 0)
      var earlierSums = SIMD16<UInt32>(repeating: 0)
      let start = UnsafeRawPointer(bytes.baseAddress! + index)
      for chunk in 0..<chunks {
        earlierSums &+= sums
        let vector = start.loadUnaligned(fromByteOffset: chunk * 16, as: SIMD16<UInt8>.self)
        sums &+= SIMD16<UInt32>(truncatingIfNeeded: vector)
      }
      // b += 16·chunks·a + 16·Σ earlier sums + Σ weight·sum, all below 2^64; reduced before narrowing.
      let weighted =
        UInt64(16 * chunks) * UInt64(a) + 16 * UInt64(earlierSums.wrappedSum())
        + UInt64((sums &* laneWeights).wrappedSum())
      b = UInt32((UInt64(b) + weighted) % UInt64(modulus))
      a = UInt32((UInt64(a) + UInt64(sums.wrappedSum())) % UInt64(modulus))
      index += chunks * 16
    }
    while index < count {
      a &+= UInt32(bytes[index])
      b &+= a
      index += 1
    }
    return (b % modulus) << 16 | a % modulus
  }
}
