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

  /// A lift is judged against the cells after the layout that is due.
  ///
  /// A grid left its window while a finger rested on item 6, and its interrupted bounds animation jumped to its end:
  /// the list lays out before it judges the lift, and then item 6's cell is under the finger. The checker judged the
  /// lift against the cells before that layout, and reported a selection without a touch-up inside.
  @Test(
    "a lift in a list whose layout was due is judged against the cells that layout shows",
    arguments: [(2_086_499_807_956_393_224, [2, 7, 8, 11, 21]), (2_086_499_807_956_393_224, nil)]
      as [(UInt64, [Int]?)])
  func liftJudgedAfterTheDueLayout(seed: UInt64, steps: [Int]?) {
    let failure = TouchSequenceFuzzer().check(sequenceSeed: seed, keepingSteps: steps)
    #expect(failure == nil, "\(failure?.message ?? "")\n\(failure?.trace ?? "")")
  }
}
