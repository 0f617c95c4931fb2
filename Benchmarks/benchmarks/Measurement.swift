import Foundation

/// Times `body` over enough repetitions to fill about `budget`, and returns nanoseconds per repetition.
///
/// Benchmarks are the one place that reads the wall clock: they measure this machine, not the simulation.
/// The best of five rounds is reported, which filters out scheduling noise on a shared machine.
func nanosecondsPerRun(budget: Duration = .milliseconds(200), _ body: () -> Void) -> Double {
  let clock = ContinuousClock()
  var repetitions = 1
  // Grow the repetition count until one round takes a tenth of the budget.
  while true {
    let elapsed = clock.measure { for _ in 0..<repetitions { body() } }
    if elapsed >= budget / 10 || repetitions >= 1 << 30 { break }
    repetitions *= 2
  }
  var best = Double.infinity
  for _ in 0..<5 {
    let elapsed = clock.measure { for _ in 0..<repetitions { body() } }
    best = min(best, elapsed.nanoseconds / Double(repetitions))
  }
  return best
}

extension Duration {
  /// The duration in nanoseconds, as a floating-point number.
  var nanoseconds: Double {
    Double(components.seconds) * 1e9 + Double(components.attoseconds) / 1e9
  }
}

/// Prints one benchmark figure as an aligned row: name, value, unit.
func report(_ name: String, _ value: Double, _ unit: String) {
  let padded = name.padding(toLength: 64, withPad: " ", startingAt: 0)
  print("\(padded) \(String(format: "%12.1f", value)) \(unit)")
}

/// Prints a section heading.
func section(_ title: String) {
  print("\n== \(title)")
}

/// Keeps a value alive and opaque to the optimizer, so measured work is not removed as dead code.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
