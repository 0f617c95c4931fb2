import HitTestKit

/// A small, fast, seeded random number generator (SplitMix64), so every fuzzed sequence replays exactly.
///
/// Each sequence makes its own from its seed: there is no shared generator and no global state.
struct FuzzRandom: RandomNumberGenerator {
  private var state: UInt64

  /// Creates a generator whose numbers depend only on `seed`.
  init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits (SplitMix64's published mixing constants).
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

  /// A point in `rect`, snapped to half points, or (rarely) a little outside it.
  mutating func point(in rect: CGRect) -> CGPoint {
    let margin: CGFloat = chance(0.05) ? 20 : 0
    return CGPoint(
      x: ((CGFloat.random(in: rect.minX - margin...rect.maxX + margin, using: &self)) * 2).rounded() / 2,
      y: ((CGFloat.random(in: rect.minY - margin...rect.maxY + margin, using: &self)) * 2).rounded() / 2)
  }

  /// The seed of sequence number `index` of a run started from `seed`.
  static func sequenceSeed(_ seed: UInt64, index: Int) -> UInt64 {
    var mixer = FuzzRandom(seed: seed &+ UInt64(truncatingIfNeeded: index) &* 0x2545_F491_4F6C_DD1D)
    return mixer.next()
  }
}
