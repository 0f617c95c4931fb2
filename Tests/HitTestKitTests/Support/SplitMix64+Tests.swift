import HitTestKit
import SeededRandomness

/// What the random tests draw from their seeded generator (``SplitMix64``), so they replay exactly. Each
/// test makes its own from a seed it names: there is no shared generator and no global state.
extension SplitMix64 {
  /// Whether an event of probability `probability` happens.
  mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &self) < probability
  }

  /// A multiple of 0.5 in `range`: such numbers keep identity and translation arithmetic exact.
  mutating func half(in range: ClosedRange<Double>) -> CGFloat {
    CGFloat((Double.random(in: range, using: &self) * 2).rounded() / 2)
  }
}
