/// Appends interaction-trace entries for one application, with the current nesting depth.
///
/// The entries are kept in runs (``InteractionTrace/Run``): each ``mark`` starts a new run, and the trace of one
/// input call (the entries since its mark) refers to that run itself, without copying a single entry. The whole
/// trace joins the runs into one list when it is read, and keeps that list for the next read.
final class InteractionRecorder {
  @exclusivity(unchecked) var isEnabled: Bool
  /// How deeply new entries are nested (an event's deliveries sit one level under the event).
  @exclusivity(unchecked) var depth = 0
  private let clock: VirtualClock

  /// Every entry of the runs joined by the last read of the whole trace, in order.
  @exclusivity(unchecked) private var joined: [InteractionTrace.Entry] = []
  /// The runs finished since, as a chain from the oldest (each run holds the next,
  /// ``InteractionTrace/Run/nextFinished``): finishing a run is a store, with no list to allocate, and letting them
  /// go a loop.
  @exclusivity(unchecked) private var oldestFinished: InteractionTrace.Run?
  /// The newest run of the chain, where the next finished one is linked (the chain keeps it alive).
  @exclusivity(unchecked) private var newestFinished: Unmanaged<InteractionTrace.Run>?
  /// How many entries ``joined`` and the finished runs hold together.
  @exclusivity(unchecked) private var finishedCount = 0
  /// The run being recorded: every entry since the last mark (`nil` until the first).
  @exclusivity(unchecked) private var currentRun: InteractionTrace.Run?

  init(clock: VirtualClock, isEnabled: Bool) {
    self.clock = clock
    self.isEnabled = isEnabled
  }

  deinit {
    releaseFinishedRuns()
  }

  /// Records an entry when tracing is on; `kind` is not evaluated otherwise.
  ///
  /// The first entry of a run makes room for `runCapacity` entries: an input call that makes an event records
  /// a dozen or so (the realistic screen's tap: 5 at touch-down, 16 at touch-up, 14 in the wait its timers
  /// fire in), and room for them from the start saves the moves of growing; a wait in which nothing happens
  /// records one. 15 entries of 64 bytes and the run's object and header (40 bytes) take 1,000, which glibc's
  /// allocator serves from its per-thread cache (blocks up to 1,032 bytes); 16 would take 1,064 and go to its
  /// slower bins, for every run (a run that outgrows 15 moves its entries once, without retaining them).
  func record(_ kind: @autoclosure () -> InteractionTrace.Kind, runCapacity: Int = 15) {
    guard isEnabled else { return }
    let entry = InteractionTrace.Entry(time: clock.now, depth: depth, kind: kind())
    if let run = currentRun, run.hasRoom {
      run.append(entry)
    } else {
      appendToNewRun(entry, runCapacity: runCapacity)
    }
  }

  /// Appends `entry` to a new run: the first of the run, with room for `runCapacity`, or the current run moved
  /// into one twice its size.
  @inline(never)
  private func appendToNewRun(_ entry: consuming InteractionTrace.Entry, runCapacity: Int) {
    let run = currentRun.map { $0.moved(toCapacity: 2 * $0.count) } ?? .make(capacity: runCapacity)
    run.append(entry)
    currentRun = run
  }

  /// Records the entry of an event of `touches` when tracing is on.
  ///
  /// An event in which a touch ends or is cancelled starts a run with room for 31 entries (2,024 bytes): each
  /// recognizer the touch was bound to then fails or recognizes, releases its held touches and is reset, and
  /// the view gets the phase (the realistic screen's touch-up records 16 entries). One block from the
  /// allocator's slower bins costs less than a run of 15 from its fast cache moved into a block of 30 once
  /// full. Other events start a run of 15, as ``record(_:runCapacity:)`` says.
  func recordEvent(number: Int, touches: Set<Touch>) {
    guard isEnabled else { return }
    let snapshots = InteractionTrace.TouchSnapshot.inFingerOrder(touches)
    let ends = snapshots.contains { $0.phase == .ended || $0.phase == .cancelled }
    record(.event(number: number, touches: snapshots), runCapacity: ends ? 31 : 15)
  }

  /// The last one-finger list handed out by ``fingers(of:)`` for a finger without a shared list.
  @exclusivity(unchecked) private var oneFingerList: [Finger] = []

  /// Lists of one finger for the fingers a hand has, 1 to 10 (index 0 unused), made once for the program (an
  /// immutable table) and shared by every entry that names one of them alone.
  private static let sharedOneFingerLists: [[Finger]] = (0...10).map { [Finger($0)] }

  /// The touches' fingers, for an entry. A list of one finger is shared by the entries that name the same
  /// finger: arrays are values, so each entry reads exactly the list it would have had alone, and recording
  /// it costs a retain rather than an allocation (and freeing the trace a release rather than a free). Fingers
  /// 1 to 10 get the program's lists, so that even an application's first entry allocates none.
  func fingers(of touches: [Touch]) -> [Finger] {
    guard touches.count == 1 else { return touches.map(\.finger) }
    let finger = touches[0].finger
    let shared = Self.sharedOneFingerLists
    if finger.number >= 1, finger.number < shared.count { return shared[finger.number] }
    if oneFingerList.first != finger { oneFingerList = [finger] }
    return oneFingerList
  }

  /// Runs `body` with entries nested one level deeper.
  func nested<T>(_ body: () throws -> T) rethrows -> T {
    depth += 1
    defer { depth -= 1 }
    return try body()
  }

  /// Everything recorded so far (the runs finished since the last read are joined to the list then made).
  var trace: InteractionTrace {
    var trace = InteractionTrace()
    trace.entries = allEntries()
    return trace
  }

  /// Drops every entry recorded so far.
  func clear() {
    joined = []
    releaseFinishedRuns()
    finishedCount = 0
    currentRun = nil
  }

  /// The number of entries so far.
  var count: Int { finishedCount + (currentRun?.count ?? 0) }

  /// The number of entries so far, as a mark to slice the trace from with ``trace(since:)``. Reading it starts
  /// a new run (use ``count`` to compare).
  var mark: Int {
    finishRun()
    return finishedCount
  }

  /// The entries recorded since `mark`: the current run as it is when `mark` started it, else a copy.
  func trace(since mark: Int) -> InteractionTrace {
    if mark == finishedCount {
      guard let run = currentRun else { return InteractionTrace() }
      finishRun()
      return InteractionTrace(run: run)
    }
    let entries = allEntries()
    var slice = InteractionTrace()
    slice.entries = Array(entries[min(max(mark, 0), entries.count)...])
    return slice
  }

  /// Moves the current run, if any, to the finished ones. Only its test is inlined: an untraced application's
  /// input calls, which have no run, pay for nothing else.
  @inline(__always)
  private func finishRun() {
    if currentRun != nil { finishCurrentRun() }
  }

  @inline(never)
  private func finishCurrentRun() {
    // Taken out of `currentRun` and moved into the chain: no retain or release of it.
    guard let run = currentRun.take() else { return }
    finishedCount += run.count
    let newest = Unmanaged.passUnretained(run)
    if let previous = newestFinished {
      previous.takeUnretainedValue().nextFinished = run
    } else {
      oldestFinished = run
    }
    newestFinished = newest
  }

  /// Lets go of the finished runs, unlinking each from the next.
  private func releaseFinishedRuns() {
    var next = oldestFinished.take()
    newestFinished = nil
    while let run = next { next = run.takeNextFinished() }
  }

  /// Every entry, in order: the runs finished since the last call are joined to the list it made, so that the
  /// next read copies only what was recorded since.
  @inline(never)
  private func allEntries() -> [InteractionTrace.Entry] {
    finishRun()
    guard oldestFinished != nil else { return joined }
    var next = oldestFinished.take()
    newestFinished = nil
    joined.reserveCapacity(finishedCount)
    while let run = next {
      run.appendEntries(to: &joined)
      next = run.takeNextFinished()
    }
    return joined
  }
}
