import Foundation
import TouchSequenceFuzzing

/// Runs the touch-sequence fuzzer (`benchmarks fuzz --sequences N --seed S`; 10,000 sequences from seed 1 by
/// default) and prints sequences per second and the failures, minimised.
///
/// A long-run tool, not a timing comparison: it has no baseline. `FUZZ_STRICT=1` turns on the invariant kept off
/// while a known fault breaks it (``TouchSequenceFuzzer/checksRecognizersReturnToPossible``), to see whether it is
/// fixed.
func runFuzzSequences() {
  let arguments = CommandLine.arguments
  func value(after flag: String, default fallback: UInt64) -> UInt64 {
    guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return fallback }
    return UInt64(arguments[index + 1]) ?? fallback
  }
  let count = Int(value(after: "--sequences", default: 10_000))
  let seed = value(after: "--seed", default: 1)
  section("Touch-sequence fuzzer: \(count) sequences from seed \(seed)")
  var fuzzer = TouchSequenceFuzzer()
  if ProcessInfo.processInfo.environment["FUZZ_STRICT"] == "1" {
    fuzzer.checksRecognizersReturnToPossible = true
    print("strict: the invariant kept off for a known fault is on")
  }
  let clock = ContinuousClock()
  var outcome: TouchSequenceFuzzer.Report?
  let elapsed = clock.measure { outcome = fuzzer.run(sequences: count, seed: seed) }
  guard let result = outcome else { return }
  let seconds = Double(elapsed.nanoseconds) / 1e9
  report("sequences run", Double(result.sequences), "")
  report("sequences per second", Double(result.sequences) / seconds, "/s")
  report("failures", Double(result.failures.count), "")
  report("failures and cancellations checked for a cause", Double(result.causesChecked), "")
  report("objects named by decisions found in their scene", Double(result.namedObjectsChecked), "")
  for failure in result.failures.prefix(3) { print(fuzzer.minimise(failure)) }
}
