/// Appends interaction-trace entries for one application, with the current nesting depth.
///
/// The entries are kept in runs: each ``mark`` starts a new run, and the trace of one input call (the entries
/// since its mark) is that run's array, shared with the recorder rather than copied. The whole trace joins the
/// finished runs into one list when it is read, and keeps that list for the next read.
final class InteractionRecorder {
  var isEnabled: Bool
  /// How deeply new entries are nested (an event's deliveries sit one level under the event).
  var depth = 0
  private let clock: VirtualClock

  /// Every entry of the runs joined by the last read of the whole trace, in order.
  private var joined: [InteractionTrace.Entry] = []
  /// The runs finished since, oldest first.
  private var finishedRuns: [[InteractionTrace.Entry]] = []
  /// How many entries ``joined`` and ``finishedRuns`` hold together.
  private var finishedCount = 0
  /// The run being recorded: every entry since the last mark.
  private var currentRun: [InteractionTrace.Entry] = []

  init(clock: VirtualClock, isEnabled: Bool) {
    self.clock = clock
    self.isEnabled = isEnabled
  }

  /// Records an entry when tracing is on; `kind` is not evaluated otherwise.
  func record(_ kind: @autoclosure () -> InteractionTrace.Kind) {
    guard isEnabled else { return }
    currentRun.append(InteractionTrace.Entry(time: clock.now, depth: depth, kind: kind()))
  }

  /// Records the entry of an event of `touches` when tracing is on.
  func recordEvent(number: Int, touches: Set<Touch>) {
    guard isEnabled else { return }
    record(.event(number: number, touches: InteractionTrace.TouchSnapshot.inFingerOrder(touches)))
  }

  /// The touches' fingers, in the order given, for an entry.
  func fingers(of touches: [Touch]) -> [Finger] {
    touches.map(\.finger)
  }

  /// Runs `body` with entries nested one level deeper.
  func nested<T>(_ body: () throws -> T) rethrows -> T {
    depth += 1
    defer { depth -= 1 }
    return try body()
  }

  /// Everything recorded so far (the runs finished since the last read are joined to the list then made).
  var trace: InteractionTrace {
    finishRun()
    joined.reserveCapacity(finishedCount)
    for run in finishedRuns { joined += run }
    finishedRuns = []
    return InteractionTrace(entries: joined)
  }

  /// Drops every entry recorded so far.
  func clear() {
    (joined, finishedRuns, finishedCount, currentRun) = ([], [], 0, [])
  }

  /// The number of entries so far.
  var count: Int { finishedCount + currentRun.count }

  /// The number of entries so far, as a mark to slice the trace from with ``trace(since:)``. Reading it starts
  /// a new run (use ``count`` to compare).
  var mark: Int {
    finishRun()
    return finishedCount
  }

  /// The entries recorded since `mark`: the current run when `mark` started it, else a copy.
  func trace(since mark: Int) -> InteractionTrace {
    if mark == finishedCount {
      let run = currentRun
      finishRun()
      return InteractionTrace(entries: run)
    }
    let entries = trace.entries
    return InteractionTrace(entries: Array(entries[min(max(mark, 0), entries.count)...]))
  }

  /// Moves the current run, if it has entries, to the finished ones.
  private func finishRun() {
    guard !currentRun.isEmpty else { return }
    finishedCount += currentRun.count
    finishedRuns.append(currentRun)
    currentRun = []
  }
}
