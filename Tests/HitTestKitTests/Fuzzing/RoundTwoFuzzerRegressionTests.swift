import HitTestKit
import Testing
import TouchSequenceFuzzing

/// The fuzzer as it was when the round-two faults were found (before animations): their seeds replay the same
/// sequences.
private var roundTwoFuzzer: TouchSequenceFuzzer {
  var fuzzer = TouchSequenceFuzzer()
  fuzzer.usesAnimationGenerators = false
  return fuzzer
}

/// Faults the round-two fuzzer found: recognizers disabled from inside a callback, replayed from their seeds.
@Suite struct DisabledFromCallbackRegressionTests {
  @Test(
    "a recognizer disabled from a callback stays possible: a requirement decided later does not fail it again",
    arguments: [
      (4_542_411_824_266_694_811, [3, 4, 5, 8, 9]) as (UInt64, [Int]?),
      (12_340_768_866_656_344_835, nil),
    ])
  func disabledRecognizerIsNotFailedAgain(seed: UInt64, steps: [Int]?) {
    let failure = roundTwoFuzzer.check(sequenceSeed: seed, keepingSteps: steps)
    #expect(failure == nil, "\(failure?.message ?? "")")
  }

  @Test("a recognizer that recognized and is disabled before its action is sent sends nothing")
  func disabledRecognizerSendsNoOwedAction() {
    let failure = roundTwoFuzzer.check(sequenceSeed: 10_708_341_243_600_959_369, keepingSteps: [0, 1])
    #expect(failure == nil, "\(failure?.message ?? "")")
  }
}

/// Faults the round-two fuzzer found: views moved to another application's window mid-gesture.
@Suite struct MovedBetweenApplicationsRegressionTests {
  @Test(
    "a view moved to another application's window while a recognizer holds its touch-up still gets it",
    arguments: [283_996_652_650_397_685, 7_010_321_122_835_485_643] as [UInt64])
  func heldEndIsDelivered(seed: UInt64) {
    let fuzzer = roundTwoFuzzer
    let failure = fuzzer.check(sequenceSeed: seed).map { fuzzer.minimise($0) }
    #expect(failure == nil, "\(failure?.message ?? "")\n\(failure?.trace ?? "")")
  }
}
