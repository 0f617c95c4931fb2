/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014): a small,
/// fast generator whose numbers depend only on its seed, so random tests, fuzzed sequences and benchmark
/// inputs replay exactly.
///
/// Each user makes its own from a seed it names: there is no shared generator and no global state. The
/// tests, the fuzzer and the benchmarks use this one; the examples keep their own copy so that each reads
/// on its own.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator whose numbers depend only on `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits (the published increment and mixing constants).
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in [0, 1): the top 53 bits of ``next()`` over 2⁵³ (every value a `Double` holds exactly).
  public mutating func unit() -> Double {
    Double(next() >> 11) / Double(1 << 53)
  }
}
