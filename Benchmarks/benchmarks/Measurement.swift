import Foundation

// Benchmarks are the one place that reads the wall clock: they measure this machine, not the simulation.
//
// Figures are measured interleaved: every round times each subject once, in turn (the order reversed
// every other round), so a slow spell on a shared machine lands on a subject and on its baseline alike.
// Each figure is reported as the minimum and the median over the rounds, and each ratio is paired: the
// ratio of the two figures within every round, then the minimum and the median of those ratios.

/// Nanoseconds per repetition of one subject, one figure per round.
struct Samples {
  /// The figure of each round, in round order.
  let perRound: [Double]

  /// The smallest figure: the least disturbed round.
  var min: Double { perRound.min() ?? .nan }

  /// The median figure (the mean of the two middle ones for an even count).
  var median: Double {
    let sorted = perRound.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// The figures divided by `divisor` (per query, per event, to microseconds).
  func scaled(by divisor: Double) -> Samples {
    Samples(perRound: perRound.map { $0 / divisor })
  }

  /// The paired ratio to `baseline`: this round's figure over the baseline's figure of the same round.
  func ratio(to baseline: Samples) -> Samples {
    Samples(perRound: zip(perRound, baseline.perRound).map { $0 / $1 })
  }
}

/// Times each body interleaved over `rounds` rounds; returns the nanoseconds per repetition of each body.
///
/// Each body runs once unmeasured, then gets a repetition count that fills about `roundBudget`; then every
/// round runs each body that many times, the bodies in turn (forwards in even rounds, backwards in odd ones).
func measureInterleaved(
  rounds: Int = 15, roundBudget: Duration = .milliseconds(10), _ bodies: [() -> Void]
) -> [Samples] {
  let clock = ContinuousClock()
  let fixed = fixedRepetitions
  let repetitions = bodies.map { body in
    body()  // a first run outside the clock: lazy initialisation and cold caches are not measured
    if let fixed { return fixed }
    var count = 1
    // Grow the repetition count until one run of them fills the round budget.
    while true {
      let elapsed = clock.measure { for _ in 0..<count { body() } }
      if elapsed >= roundBudget || count >= 1 << 30 { return count }
      count *= 2
    }
  }
  var figures = [[Double]](repeating: [], count: bodies.count)
  for round in 0..<(fixed == nil ? rounds : 1) {
    let order = round % 2 == 0 ? Array(bodies.indices) : bodies.indices.reversed()
    for index in order {
      let body = bodies[index]
      let count = repetitions[index]
      let elapsed = clock.measure { for _ in 0..<count { body() } }
      figures[index].append(elapsed.nanoseconds / Double(count))
    }
  }
  return figures.map(Samples.init(perRound:))
}

/// The repetition count set by the environment variable `BENCHMARK_REPETITIONS`, if any.
///
/// With it, each body of ``measureInterleaved(rounds:roundBudget:_:)`` runs once, then exactly that many
/// times in a single round: a fixed amount of work for counting instructions, where timing is meaningless
/// (`BENCHMARK_REPETITIONS=20 valgrind --tool=callgrind --toggle-collect='*Clock*measure*' …`: the
/// inclusive cost of a body's function divided by the count, since its first run is not collected).
private let fixedRepetitions: Int? = ProcessInfo.processInfo.environment["BENCHMARK_REPETITIONS"].flatMap {
  Int($0)
}.flatMap { $0 > 0 ? $0 : nil }

/// Times `body` over enough repetitions to fill about `budget`, and returns nanoseconds per repetition.
///
/// The best of five rounds is reported. Prefer ``measureInterleaved(rounds:roundBudget:_:)``, which times
/// a figure together with its baseline; this one remains for sections not converted yet.
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

/// Prints a figure measured over several rounds as an aligned row: name, minimum, median, unit.
func report(_ name: String, _ samples: Samples, _ unit: String) {
  let padded = name.padding(toLength: 64, withPad: " ", startingAt: 0)
  let format = unit == "×" || unit == "x" ? "%10.2f" : "%10.1f"
  let figures = "min \(String(format: format, samples.min))  median \(String(format: format, samples.median))"
  print("\(padded) \(figures) \(unit)")
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
