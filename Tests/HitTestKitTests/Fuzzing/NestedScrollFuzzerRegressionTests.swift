import HitTestKit
import Testing
import TouchSequenceFuzzing

/// Faults the fuzzer found once its scenes held nested scroll views (issue 24), replayed from their seeds.
@Suite struct NestedScrollFuzzerRegressionTests {
  /// A recognizer decided inside a delegate's answer was failed again when the answer returned.
  ///
  /// It waited for another to fail and asked a delegate about a third; the delegate disabled the one it waited
  /// for, so it tried again and failed inside the question, then failed a second time when the question
  /// returned ("g0 changed from failed to failed"). Found in 1,000,000 sequences from seed 1.
  @Test("a recognizer decided while a delegate answers a question about it is not failed a second time")
  func notFailedTwice() {
    let fuzzer = TouchSequenceFuzzer()
    let failure = fuzzer.check(sequenceSeed: 4_815_626_230_609_349_461, keepingSteps: [3, 6])
    #expect(failure == nil, "\(failure?.message ?? "")\n\(failure?.trace ?? "")")
    #expect(fuzzer.check(sequenceSeed: 4_815_626_230_609_349_461) == nil, "the whole sequence too")
  }
}
