import HitTestKit
import Testing
import TouchSequenceFuzzing

@Suite struct TransitionFuzzerTests {
  @Test("300 random sequences with pushes, pops and sheets deliver no touch that began during a transition")
  func noTouchDuringTransitions() {
    var fuzzer = TouchSequenceFuzzer()
    fuzzer.transitionSequenceShare = 1
    let report = fuzzer.run(sequences: 300, seed: 20_261_129, maximumFailures: 3)
    #expect(report.transitionsBegun > 300, "transitions the navigation scenes began")
    for failure in report.failures {
      Issue.record("\(failure.message.prefix(600))")
    }
  }
}
