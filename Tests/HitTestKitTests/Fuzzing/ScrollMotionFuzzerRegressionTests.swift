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
}
