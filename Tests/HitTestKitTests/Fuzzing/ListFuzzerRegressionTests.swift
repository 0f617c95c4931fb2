import HitTestKit
import Testing
import TouchSequenceFuzzing

/// Faults the fuzzer found in lists' selection (issue 33), replayed from their seeds.
@Suite struct ListFuzzerRegressionTests {
  /// A finger rested on item 0 while another scrolled the grid 278 pt; the grid left its window before the layout
  /// pass that would have sent item 0's cell to the reuse queue, and the lift selected item 0.
  @Test(
    "an item scrolled off the screen under a resting finger is not selected when the finger lifts",
    arguments: [
      (18_243_457_193_288_895_506, [2, 3, 4, 9, 10, 12, 19]), (18_243_457_193_288_895_506, nil),
    ] as [(UInt64, [Int]?)])
  func itemScrolledAwayIsNotSelected(seed: UInt64, steps: [Int]?) {
    let failure = TouchSequenceFuzzer().check(sequenceSeed: seed, keepingSteps: steps)
    #expect(failure == nil, "\(failure?.message ?? "")\n\(failure?.trace ?? "")")
  }
}
