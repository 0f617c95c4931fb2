import HitTestKit
import SeededRandomness

/// What the fuzzer draws from its seeded generator (``SplitMix64``), so every fuzzed sequence replays
/// exactly. Each sequence makes its own generator from its seed: there is no shared generator and no
/// global state.
extension SplitMix64 {
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
    var mixer = SplitMix64(seed: seed &+ UInt64(truncatingIfNeeded: index) &* 0x2545_F491_4F6C_DD1D)
    return mixer.next()
  }
}
