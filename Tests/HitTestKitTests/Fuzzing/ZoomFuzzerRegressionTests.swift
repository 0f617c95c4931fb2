import HitTestKit
import Testing
import TouchSequenceFuzzing

/// Faults the fuzzer found in zooming (issue 24), replayed from their seeds.
@Suite struct ZoomFuzzerRegressionTests {
  @Test(
    "an animated zoom whose view is removed still ends at its target scale, within the limits",
    arguments: [
      (3_064_708_473_673_237_805, [23]) as (UInt64, [Int]?),
      (10_257_613_431_346_069_727, [12, 22]) as (UInt64, [Int]?),
    ])
  func zoomedViewRemovedMidAnimation(seed: UInt64, steps: [Int]?) {
    let failure = TouchSequenceFuzzer().check(sequenceSeed: seed, keepingSteps: steps)
    #expect(failure == nil, "\(failure?.message ?? "")")
  }
}
