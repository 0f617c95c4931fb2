import HitTestKit
import Testing
import TouchSequenceFuzzing

/// Faults the fuzzer found in scroll views' motions this round (issue 32), replayed from their seeds.
@Suite struct ScrollMotionFuzzerRegressionTests {
  @Test(
    "a pinch begun while a zoom animation completes keeps its zoom, and its release ends within the limits",
    arguments: [(2_148_610_185_629_893_519, [5, 6, 8]) as (UInt64, [Int]?)])
  func pinchBegunInsideZoomCompletionKeepsItsZoom(seed: UInt64, steps: [Int]?) {
    let failure = TouchSequenceFuzzer().check(sequenceSeed: seed, keepingSteps: steps)
    #expect(failure == nil, "\(failure?.message ?? "")\n\(failure?.trace ?? "")")
  }

  /// A zero-length animation's timer, due within the clock's tolerance, moved the clock by 5 × 10⁻³²⁴ s; a drag
  /// whose move came then had an infinite velocity, and its fling's NaN offsets never came to rest (found with the
  /// joining-finger rule, which changed these sequences' paths; it plays no part in the minimised steps).
  @Test(
    "a drag moved an instant after its touch-down comes to rest",
    arguments: [
      (9_524_633_358_486_970_694, [7, 16, 17, 23]), (9_524_633_358_486_970_694, nil),
      (8_604_077_611_908_412_634, [2, 6, 9, 12, 14, 23]), (8_604_077_611_908_412_634, nil),
    ] as [(UInt64, [Int]?)])
  func dragMovedAnInstantAfterTouchDownRests(seed: UInt64, steps: [Int]?) {
    let failure = TouchSequenceFuzzer().check(sequenceSeed: seed, keepingSteps: steps)
    #expect(failure == nil, "\(failure?.message ?? "")\n\(failure?.trace ?? "")")
  }
}
