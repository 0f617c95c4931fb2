import HitTestKit
import HitTestKitTesting
import Testing
import TouchSequenceFuzzing

@Suite struct TouchSequenceFuzzerTests {
  @Test("2,000 random touch sequences on random hierarchies keep every dispatch invariant")
  func fixedSeed() {
    let fuzzer = TouchSequenceFuzzer()
    let report = fuzzer.run(sequences: 2_000, seed: 20_261_124, maximumFailures: 3)
    #expect(report.sequences == 2_000)
    #expect(report.causesChecked > 1_000, "failures and cancellations whose cause was checked")
    #expect(report.namedObjectsChecked > 10_000, "objects named by decisions, found in their scene")
    for failure in report.failures {
      Issue.record("\(fuzzer.minimise(failure))")
    }
  }
}

/// Faults the fuzzer found, each minimised to the steps that still break an invariant, and the same fault
/// written as a scenario.
@Suite struct FuzzerRegressionTests {
  /// The fuzzer as it was when these faults were found: their seeds replay the same sequences.
  static var firstGenerators: TouchSequenceFuzzer {
    var fuzzer = TouchSequenceFuzzer()
    fuzzer.usesRoundTwoGenerators = false
    return fuzzer
  }

  @Test("sequence 10942981070205726467: a button tracking one finger passes a second finger's end on")
  func controlPassesOtherTouchesOn() {
    // Finger 1 is tracked by button v1; finger 3, which began on v1 too, went up the chain to button v0, which
    // tracked it. Both lifted in one event: v1 ended finger 1 and kept finger 3 to itself, so v0 never saw it
    // end and held the touch (and through it the window) for ever.
    let failure = Self.firstGenerators.check(
      sequenceSeed: 10_942_981_070_205_726_467, keepingSteps: [9, 19])
    #expect(failure == nil, "\(failure?.message ?? "")")
  }

  @Test("sequence 17880668159832730433: a tap no longer waits forever for a long press that was reset")
  func waitForResetRecognizer() {
    let failure = Self.firstGenerators.check(
      sequenceSeed: 17_880_668_159_832_730_433, keepingSteps: [0, 3, 13, 18])
    #expect(failure == nil, "\(failure?.message ?? "")")
  }

  @Test("a recognizer does not wait for one that requires-to-fail but has no touches: it recognizes at once")
  func requirementWithoutTouches() throws {
    let window = makeWindow()
    let app = Application(window: window)
    let pad = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    pad.name = "pad"
    window.addSubview(pad)
    let other = makeView(CGRect(x: 150, y: 0, width: 100, height: 100), "other", in: window)
    var taps = 0
    let tap = TapGestureRecognizer { _ in taps += 1 }
    let press = LongPressGestureRecognizer()
    other.addGestureRecognizer(press)
    tap.require(toFail: press)
    pad.addGestureRecognizer(tap)
    let trace = try app.tap(at: CGPoint(x: 10, y: 10))
    #expect(taps == 1)
    expectTrace(trace, lacks: .waiting())
    #expect(pad.calls == ["began 1", "cancelled"])
  }

  @Test(
    "sequences whose recognizers require each other to fail no longer hold a view's touch forever",
    arguments: [[17_628_252_042_805_389_872, 1, 15], [6_287_427_362_803_089_716, 4, 6, 16]] as [[UInt64]])
  func circularRequirementSeeds(seedThenSteps: [UInt64]) {
    let failure = Self.firstGenerators.check(
      sequenceSeed: seedThenSteps[0], keepingSteps: seedThenSteps.dropFirst().map { Int($0) })
    #expect(failure == nil, "\(failure?.message ?? "")")
  }

  @Test("two taps that require each other to fail: the second to ask fails, the first recognizes")
  func circularRequirement() throws {
    let window = makeWindow()
    let app = Application(window: window)
    let pad = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    pad.name = "pad"
    window.addSubview(pad)
    var recognized: [String] = []
    let first = TapGestureRecognizer { _ in recognized.append("first") }
    let second = TapGestureRecognizer { _ in recognized.append("second") }
    first.name = "first"
    second.name = "second"
    first.require(toFail: second)
    second.require(toFail: first)
    pad.addGestureRecognizer(first)
    pad.addGestureRecognizer(second)
    let trace = try app.tap(at: CGPoint(x: 10, y: 10))
    #expect(recognized == ["first"])
    expectTrace(
      trace,
      contains: .stateChange(
        recognizer: "second", from: .possible, to: .failed,
        cause: .circularRequirement(TracedObject(first))))
    #expect(pad.calls == ["began 1", "cancelled"])
  }
}
