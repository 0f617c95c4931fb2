/// Appends interaction-trace entries for one application, with the current nesting depth.
///
/// The entries are kept in runs (``InteractionTrace/Run``): each ``mark`` starts a new run, and the trace of one
/// input call (the entries since its mark) refers to that run itself. The finished runs wait in an array; the whole
/// trace joins them into one list when it is read, and keeps that list for the next read.
///
/// Tracing that is off costs no call into this file: callers test ``isEnabled`` before recording, raise ``depth``
/// themselves, and read ``count`` (all stored fields) to mark where an untraced input call starts.
final class InteractionRecorder {
  var isEnabled: Bool
  /// How deeply new entries are nested (an event's deliveries sit one level under the event); callers raise it
  /// around the work whose entries nest, traced or not.
  var depth = 0
  /// The number of entries so far.
  private(set) var count = 0
  private let clock: VirtualClock

  /// Every entry of the runs joined by the last read of the whole trace, in order.
  private var joined: [InteractionTrace.Entry] = []
  /// The runs finished since, oldest first.
  private var finishedRuns: [InteractionTrace.Run] = []
  /// How many entries ``joined`` and the finished runs hold together.
  private var finishedCount = 0
  /// The run being recorded: every entry since the last mark (`nil` until the first).
  private var currentRun: InteractionTrace.Run?
  /// The most entries the trace keeps (``Application/traceEntryLimit``); one more says it was truncated.
  var entryLimit = InteractionRecorder.defaultEntryLimit {
    didSet {
      room += entryLimit - oldValue
      if room > 0 { isTruncated = false }  // a raised limit: the next truncation is recorded again
    }
  }
  /// How many more entries fit under ``entryLimit``: the append path's one check.
  private var room = InteractionRecorder.defaultEntryLimit
  /// Whether the entry that says the trace was truncated has been recorded (since the last ``clear()``).
  private var isTruncated = false
  /// The delegate classes and methods whose protocol defaults have been checked (``noteDefault(_:answeredFor:asker:)``).
  var checkedDelegateDefaults: Set<DelegateDefaultCheck> = []

  /// The room a run is made with: 16 entries, what a touch-down or a lift on a screen of a few recognizers records.
  ///
  /// The realistic screen's traced tap records 5, 1, 16 and 14 entries in its four input calls, so that most runs
  /// never move. Growing from one entry moved that tap's runs 13 times: 4.5k instructions, 2.6% of the traced tap,
  /// when the traced ÷ untraced tap ratio sat at its goal of 1.5 (`Documentation/Performance.md`).
  static let firstRunCapacity = 16

  /// The room the list of finished runs is made with: 4, the input calls of a tap (down, wait, up, wait), which
  /// otherwise grew it from one run to two, then four: 0.4k instructions of the traced tap (97,860 → 97,485).
  static let finishedRunsCapacity = 4

  /// The default of ``entryLimit``: see ``Application/defaultTraceEntryLimit``.
  static let defaultEntryLimit = Application.defaultTraceEntryLimit

  init(clock: VirtualClock, isEnabled: Bool) {
    self.clock = clock
    self.isEnabled = isEnabled
  }

  /// Records an entry when tracing is on; `kind` is not evaluated otherwise.
  func record(_ kind: @autoclosure () -> InteractionTrace.Kind) {
    guard isEnabled else { return }
    store(.kind(kind()))
  }

  /// Records that `phase` was delivered to `view` for `touches` (``InteractionTrace/Kind/delivered(phase:to:fingers:)``).
  func recordDelivery(of phase: Touch.Phase, to view: View, touches: [Touch]) {
    guard isEnabled else { return }
    if touches.count == 1 {
      store(.deliveredToOneFinger(phase: phase, view: TracedObject(view), finger: touches[0].finger))
    } else {
      store(.kind(.delivered(phase: phase, to: TracedObject(view), fingers: fingers(of: touches))))
    }
  }

  /// Records that `recognizer` released `touches` (``InteractionTrace/GestureNote/released(fingers:)``).
  func recordRelease(of touches: [Touch], by recognizer: GestureRecognizer) {
    guard isEnabled else { return }
    if touches.count == 1 {
      store(.releasedOneFinger(recognizer: TracedObject(recognizer), finger: touches[0].finger))
    } else {
      store(.kind(.gesture(recognizer: TracedObject(recognizer), .released(fingers: fingers(of: touches)))))
    }
  }

  /// Stores `record` at the current time and depth, or the truncation entry once the trace is full.
  private func store(_ record: consuming InteractionTrace.Record) {
    guard room > 0 else { return recordTruncation() }
    room &-= 1
    count &+= 1
    let entry = InteractionTrace.Entry(time: clock.now, depth: depth, record: record)
    if let run = currentRun, run.hasRoom {
      run.append(entry)
    } else {
      appendToNewRun(entry)
    }
  }

  /// Appends `entry` to a new run: the first of the run, or the current run moved into one twice its size (an
  /// array's growth).
  @inline(never)
  private func appendToNewRun(_ entry: consuming InteractionTrace.Entry) {
    let run =
      currentRun.map { $0.moved(toCapacity: 2 * $0.count) }
      ?? .make(capacity: InteractionRecorder.firstRunCapacity)
    run.append(entry)
    currentRun = run
  }

  /// Records, once, that the trace reached ``entryLimit``: later entries are dropped (issue 32, row 16).
  @inline(never)
  private func recordTruncation() {
    guard !isTruncated else { return }
    isTruncated = true
    count &+= 1
    appendToNewRun(InteractionTrace.Entry(time: clock.now, depth: 0, kind: .truncated(limit: entryLimit)))
  }

  /// Records the entry of an event of `touches` when tracing is on.
  func recordEvent(number: Int, touches: Set<Touch>) {
    guard isEnabled else { return }
    // One touch (the usual event), read by the set's iterator: `first` finds the start index, then checks it.
    if touches.count == 1 {
      for touch in touches {
        return store(.eventOfOneTouch(number: number, InteractionTrace.TouchSnapshot(touch)))
      }
    }
    store(.kind(.event(number: number, touches: InteractionTrace.TouchSnapshot.inFingerOrder(touches))))
  }

  /// The touches' fingers, in the order given, for an entry.
  func fingers(of touches: [Touch]) -> [Finger] {
    touches.map(\.finger)
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
    finishedRuns = []
    finishedCount = 0
    currentRun = nil
    count = 0
    room = entryLimit
    isTruncated = false
  }

  /// The number of entries so far, as a mark to slice the trace from with ``trace(since:)``.
  ///
  /// Reading it starts a new run (use ``count`` to compare, or as the mark of an untraced call: see
  /// ``trace(since:)``).
  var mark: Int {
    finishRun()
    return finishedCount
  }

  /// The entries recorded since `mark`: the current run as it is when `mark` started it, else a copy.
  ///
  /// The copy is made from the runs recorded since `mark` (an input call made of several, such as a tap), so it
  /// costs what was recorded since, however long the whole trace is. A caller whose tracing is off, and that
  /// recorded nothing since `mark`, need not call this: the trace is empty.
  func trace(since mark: Int) -> InteractionTrace {
    if mark == finishedCount {
      // Nothing recorded since: after a truncation, the call's trace says so.
      guard let run = currentRun else { return isTruncated ? truncationNotice : InteractionTrace() }
      finishRun()
      return InteractionTrace(run: run)
    }
    finishRun()
    // The finished runs that hold the entries since `mark`, found from the newest back.
    var first = finishedRuns.count
    var firstEntry = finishedCount
    while first > 0, firstEntry > mark {
      first -= 1
      firstEntry -= finishedRuns[first].count
    }
    var slice = InteractionTrace()
    guard firstEntry <= mark else {
      // `mark` is older than the runs: the entries since it start in the joined list.
      let entries = allEntries()
      slice.entries = Array(entries[min(max(mark, 0), entries.count)...])
      return slice
    }
    var entries: [InteractionTrace.Entry] = []
    for run in finishedRuns[first...] { run.appendEntries(to: &entries) }
    entries.removeFirst(min(mark - firstEntry, entries.count))
    slice.entries = entries
    return slice
  }

  /// A trace of one entry saying that the trace was truncated, for an input call that recorded nothing after it.
  private var truncationNotice: InteractionTrace {
    var notice = InteractionTrace()
    notice.entries = [InteractionTrace.Entry(time: clock.now, depth: 0, kind: .truncated(limit: entryLimit))]
    return notice
  }

  /// Moves the current run, if any, to the finished ones.
  ///
  /// Only its test is inlined: an untraced application's input calls, which have no run, pay for nothing
  /// else.
  @inline(__always)
  private func finishRun() {
    if currentRun != nil { finishCurrentRun() }
  }

  @inline(never)
  private func finishCurrentRun() {
    guard let run = currentRun.take() else { return }
    finishedCount += run.count
    if finishedRuns.capacity == 0 { finishedRuns.reserveCapacity(InteractionRecorder.finishedRunsCapacity) }
    finishedRuns.append(run)
  }

  /// Every entry, in order: the runs finished since the last call are joined to the list it made, so that the
  /// next read copies only what was recorded since.
  @inline(never)
  private func allEntries() -> [InteractionTrace.Entry] {
    finishRun()
    guard !finishedRuns.isEmpty else { return joined }
    for run in finishedRuns { run.appendEntries(to: &joined) }
    finishedRuns = []
    return joined
  }
}
