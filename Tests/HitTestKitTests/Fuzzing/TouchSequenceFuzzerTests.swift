import HitTestKit
import Testing
import TouchSequenceFuzzing

@Suite struct TouchSequenceFuzzerTests {
  @Test("2,000 random touch sequences on random hierarchies keep every dispatch invariant")
  func fixedSeed() {
    let fuzzer = TouchSequenceFuzzer()
    let report = fuzzer.run(sequences: 2_000, seed: 20_261_124, maximumFailures: 3)
    #expect(report.sequences == 2_000)
    for failure in report.failures {
      Issue.record("\(fuzzer.minimise(failure))")
    }
  }
}

