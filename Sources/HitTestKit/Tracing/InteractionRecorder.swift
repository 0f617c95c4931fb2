/// Appends interaction-trace entries for one application, with the current nesting depth.
final class InteractionRecorder {
  @exclusivity(unchecked) var isEnabled: Bool
  @exclusivity(unchecked) private(set) var trace = InteractionTrace()
  /// How deeply new entries are nested (an event's deliveries sit one level under the event).
  @exclusivity(unchecked) var depth = 0
  private let clock: VirtualClock

  init(clock: VirtualClock, isEnabled: Bool) {
    self.clock = clock
    self.isEnabled = isEnabled
    // A traced tap records a few dozen entries: room for them from the start saves the copies of growing.
    if isEnabled { trace.entries.reserveCapacity(64) }
  }

  /// Records an entry when tracing is on; `kind` is not evaluated otherwise.
  func record(_ kind: @autoclosure () -> InteractionTrace.Kind) {
    guard isEnabled else { return }
    trace.entries.append(InteractionTrace.Entry(time: clock.now, depth: depth, kind: kind()))
  }

  /// Runs `body` with entries nested one level deeper.
  func nested<T>(_ body: () throws -> T) rethrows -> T {
    depth += 1
    defer { depth -= 1 }
    return try body()
  }

  /// Drops every entry recorded so far.
  func clear() {
    trace.entries.removeAll()
  }

  /// The number of entries so far: a mark to slice the trace from.
  var mark: Int { trace.entries.count }

  /// The entries recorded since `mark`.
  func trace(since mark: Int) -> InteractionTrace {
    var slice = InteractionTrace()
    slice.entries = Array(trace.entries[min(mark, trace.entries.count)...])
    return slice
  }
}
