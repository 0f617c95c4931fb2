import HitTestKit

/// A small, fast, seeded random number generator (SplitMix64), so random tests replay exactly.
///
/// Each test makes its own from a seed it names: there is no shared generator and no global state.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// Whether an event of probability `probability` happens.
  mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &self) < probability
  }

  /// A multiple of 0.5 in `range`: such numbers keep identity and translation arithmetic exact.
  mutating func half(in range: ClosedRange<Double>) -> CGFloat {
    CGFloat((Double.random(in: range, using: &self) * 2).rounded() / 2)
  }
}
