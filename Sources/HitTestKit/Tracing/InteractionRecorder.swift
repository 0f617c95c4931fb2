/// Appends interaction-trace entries for one application, with the current nesting depth.
///
/// The entries are kept in runs: each ``mark`` starts a new run, and the trace of one input call (the entries
/// since its mark) is that run's array, shared with the recorder rather than copied. The whole trace joins the
/// finished runs into one list when it is read, and keeps that list for the next read.
final class InteractionRecorder {
  /// Whether entries are recorded.
  var isEnabled: Bool
  /// How deeply new entries are nested (an event's deliveries sit one level under the event).
  var depth = 0
  private let clock: VirtualClock

  /// The entries so far, in runs.
  private var runs = Runs()

  init(clock: VirtualClock, isEnabled: Bool) {
    self.clock = clock
    self.isEnabled = isEnabled
  }

  /// Records an entry when tracing is on; `kind` is not evaluated otherwise.
  func record(_ kind: @autoclosure () -> InteractionTrace.Kind) {
    guard isEnabled else { return }
    runs.append(InteractionTrace.Entry(time: clock.now, depth: depth, kind: kind()))
  }

  /// Records the entry of an event of `touches` when tracing is on.
  func recordEvent(number: Int, touches: Set<Touch>) {
    guard isEnabled else { return }
    record(.event(number: number, touches: InteractionTrace.TouchSnapshot.inFingerOrder(touches)))
  }

  /// Lists of one finger for fingers 1 to 10 (index 0 unused), shared by every entry that names one of them
  /// alone: arrays are values, so each entry reads exactly the list it would have had alone.
  private static let oneFingerLists: [[Finger]] = (0...10).map { [Finger($0)] }

  /// The touches' fingers, in the order given, for an entry.
  func fingers(of touches: [Touch]) -> [Finger] {
    if touches.count == 1, touches[0].finger.number >= 1, touches[0].finger.number <= 10 {
      return Self.oneFingerLists[touches[0].finger.number]
    }
    return touches.map(\.finger)
  }

  /// Runs `body` with entries nested one level deeper.
  func nested<T>(_ body: () throws -> T) rethrows -> T {
    depth += 1
    defer { depth -= 1 }
    return try body()
  }

  /// Everything recorded so far (the runs finished since the last read are joined to the list then made).
  var trace: InteractionTrace {
    InteractionTrace(entries: runs.allEntries())
  }

  /// Drops every entry recorded so far.
  func clear() {
    runs.removeAll()
  }

  /// The number of entries so far.
  var count: Int { runs.count }

  /// The number of entries so far, as a mark to slice the trace from with ``trace(since:)``. Reading it starts
  /// a new run (use ``count`` to compare).
  var mark: Int { runs.finishRun() }

  /// The entries recorded since `mark`: the current run when `mark` started it, else a copy.
  func trace(since mark: Int) -> InteractionTrace {
    if let run = runs.finishRun(startedAt: mark) { return InteractionTrace(entries: run) }
    let entries = runs.allEntries()
    return InteractionTrace(entries: Array(entries[min(max(mark, 0), entries.count)...]))
  }
}

extension InteractionRecorder {
  /// The entries of an application's trace: one array per input call (a run), the finished runs joined into one
  /// list when the whole trace is read.
  struct Runs {
    /// Every entry of the runs joined by the last read of the whole trace, in order.
    private var joined: [InteractionTrace.Entry] = []
    /// The runs finished since, oldest first.
    private var finished: [[InteractionTrace.Entry]] = []
    /// How many entries ``joined`` and ``finished`` hold together.
    private var finishedCount = 0
    /// The run being recorded: every entry since the last mark.
    private var current: [InteractionTrace.Entry] = []

    /// The number of entries so far.
    var count: Int { finishedCount + current.count }

    /// Appends `entry` to the current run, which starts with room for 16 (an input call that makes an event
    /// records a dozen or so).
    mutating func append(_ entry: InteractionTrace.Entry) {
      if current.isEmpty { current.reserveCapacity(16) }
      current.append(entry)
    }

    /// Drops every entry.
    mutating func removeAll() {
      (joined, finished, finishedCount, current) = ([], [], 0, [])
    }

    /// Moves the current run, if it has entries, to the finished ones; returns the number of entries so far.
    @discardableResult
    mutating func finishRun() -> Int {
      if !current.isEmpty {
        finishedCount += current.count
        finished.append(current)
        current = []
      }
      return finishedCount
    }

    /// The current run, finished, when it started at `mark`; `nil` when an older mark asks for more.
    mutating func finishRun(startedAt mark: Int) -> [InteractionTrace.Entry]? {
      guard mark == finishedCount else { return nil }
      let run = current
      finishRun()
      return run
    }

    /// Every entry, in order: the runs finished since the last call are appended to the list it made.
    mutating func allEntries() -> [InteractionTrace.Entry] {
      finishRun()
      joined.reserveCapacity(finishedCount)
      for run in finished { joined += run }
      finished = []
      return joined
    }
  }
}
