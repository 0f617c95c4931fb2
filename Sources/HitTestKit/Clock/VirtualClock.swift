/// The simulation's clock: virtual time that moves only when the simulation advances it.
///
/// Timestamps of touches and events come from here, and timers (a tap recognizer's 0.35 s interval, a
/// long press's 0.5 s, a scroll view's 0.15 s content-touch delay) fire when ``advance(by:)`` passes
/// their deadline — in deadline order, then in the order they were scheduled. Nothing reads the wall
/// clock and nothing sleeps, so every run is instant and repeatable.
public final class VirtualClock {
  /// The current time, in seconds since the clock was made.
  public private(set) var now: TimeInterval {
    get { storedNow }
    set { storedNow = newValue }
  }
  /// The time, stored private so that the compiler sees every access and checks none at run time (a public stored
  /// property of a class is checked at each access).
  private var storedNow: TimeInterval = 0

  /// The pending timers, by deadline (see ``TimerQueue``).
  private var timers = TimerQueue<Timer>()
  private var nextTimerID = 0

  /// Runs each due timer's action, given whether the timer is traced and its name (built only if the trace records
  /// it); `nil` for a plain clock, which runs the action itself.
  ///
  /// An application sets it to trace the timer and settle its effects, and clears it first thing as it goes away,
  /// so a clock that outlives its application runs as a plain clock.
  var timerRunner: ((_ isTraced: Bool, _ name: () -> String, _ action: () -> Void) -> Void)?

  /// Creates a clock at time zero.
  public init() {}

  /// A scheduled timer; cancel it with ``VirtualClock/cancel(_:)``.
  public struct TimerToken: Hashable, Sendable {
    let id: Int
    /// Where the clock keeps the timer (see ``TimerQueue``): a cancel finds it without a search.
    let slot: Int
  }

  private struct Timer {
    /// Who scheduled it (a recognizer), if anyone: the name is joined when read, since most timers are
    /// cancelled before anyone reads it.
    let owner: Owner?
    let baseName: String
    let action: () -> Void
    let isTraced: Bool

    /// The name as shown in traces: `owner: baseName`, or the base name alone.
    var name: String {
      guard let owner = owner?.name else { return baseName }
      return "\(owner): \(baseName)"
    }
  }

  /// Who scheduled a timer, named in the timer's name: a name, or a type (a recognizer with no name whose class
  /// name was not worked out yet, in an untraced gesture), named only if the timer's name is read
  /// (`String(describing:)` of a type searches the runtime's metadata).
  enum Owner {
    case named(String)
    case type(any Any.Type)

    /// The owner's name: the display name, which for a recognizer with no name is its class name.
    var name: String {
      switch self {
      case .named(let name): name
      case .type(let type): String(describing: type)
      }
    }
  }

  /// Schedules `action` to run when the clock reaches `now + delay`.
  ///
  /// - Parameters:
  ///   - delay: Seconds from now; negative or NaN delays count as zero.
  ///   - name: What the timer is for, as shown in traces.
  ///   - isTraced: Whether its firing appears in the trace (animation frames are not).
  ///   - action: What to run when the timer fires.
  /// - Returns: A token that cancels the timer (the result may be ignored).
  @discardableResult
  public func schedule(
    after delay: TimeInterval, name: String, isTraced: Bool = true, _ action: @escaping () -> Void
  ) -> TimerToken {
    insertTimer(after: delay, owner: nil, name: name, isTraced: isTraced, action)
  }

  /// Schedules a traced timer named `owner: name` that runs `action` (see ``schedule(after:name:isTraced:_:)``).
  func schedule(after delay: TimeInterval, owner: Owner, name: String, _ action: @escaping () -> Void)
    -> TimerToken
  {
    insertTimer(after: delay, owner: owner, name: name, isTraced: true, action)
  }

  private func insertTimer(
    after delay: TimeInterval, owner: Owner?, name: String, isTraced: Bool, _ action: @escaping () -> Void
  ) -> TimerToken {
    nextTimerID += 1
    let number = nextTimerID
    let safeDelay = delay > 0 ? delay : 0
    let deadline = now + safeDelay
    // Moved out, given the timer, and moved back, as `changeTimers` does: the timer is made in place and moved into
    // the queue, where capturing it in a closure copied it (its name, owner and action retained and released).
    var queue = TimerQueue<Timer>()
    swap(&queue, &timers)
    let slot = queue.insert(
      Timer(owner: owner, baseName: name, action: action, isTraced: isTraced), number: number,
      deadline: deadline)
    swap(&queue, &timers)
    return TimerToken(id: number, slot: slot)
  }

  /// Cancels a timer that has not fired yet; does nothing for one that has.
  ///
  /// - Parameter token: The token ``schedule(after:name:isTraced:_:)`` returned for the timer.
  public func cancel(_ token: TimerToken) {
    // Tokens are unique: at most one timer has it.
    if timers.contains(token.id, slot: token.slot) { changeTimers { $0.remove(token.id, slot: token.slot) } }
  }

  /// Changes the pending timers: moves the list out, changes it and moves it back, so that no access to the stored
  /// list spans a call or a release and none is checked at run time.
  @discardableResult
  private func changeTimers<Result>(_ change: (inout TimerQueue<Timer>) -> Result) -> Result {
    var list = TimerQueue<Timer>()
    swap(&list, &timers)
    defer { swap(&list, &timers) }
    return change(&list)
  }

  /// Whether a timer is still waiting to fire.
  ///
  /// - Parameter token: The token ``schedule(after:name:isTraced:_:)`` returned for the timer.
  /// - Returns: `true` until the timer fires or is cancelled.
  public func isScheduled(_ token: TimerToken) -> Bool {
    timers.contains(token.id, slot: token.slot)
  }

  /// The names and deadlines of the timers still waiting, earliest first.
  public var pendingTimers: [(name: String, deadline: TimeInterval)] {
    timers.sorted.map { ($0.payload.name, $0.deadline) }
  }

  /// The latest time the clock can reach: 1,000,000,000 s (about 31.7 years).
  ///
  /// A HitTestKit decision: far beyond any scenario, and small enough that every time the clock can show is
  /// exact to well under a microsecond and renders as milliseconds in a trace. A wait that would pass it is
  /// refused (``InputError/durationBeyondClockLimit(_:)``) and the clock does not move.
  public static let maximumTime: TimeInterval = 1_000_000_000

  /// The most timers one ``advance(by:)`` (one `wait`) may fire: 1,000,000.
  ///
  /// A HitTestKit decision that stops a runaway timer (one that reschedules itself with no delay would
  /// otherwise keep a zero wait busy for ever); a scroll view settling frame by frame fires about 60 a second,
  /// so the bound is hours of animation.
  public static let maximumTimersPerAdvance = 1_000_000

  /// Moves time forward by `duration`, firing every timer whose deadline falls within it, in order.
  ///
  /// A timer scheduled by another timer's action fires in the same call if its deadline is also reached.
  /// The clock reads each timer's deadline while its action runs.
  ///
  /// - Parameter duration: How far time moves forward; not negative.
  /// - Throws: ``InputError/negativeDuration(_:)`` for a negative duration (time does not go back), and
  ///   ``InputError/durationBeyondClockLimit(_:)`` for one that would take the clock past ``maximumTime``;
  ///   in both cases nothing changes. ``InputError/tooManyTimers(fired:)`` once the call has fired
  ///   ``maximumTimersPerAdvance`` timers: the timers fired so far keep their effects, the clock stays at the
  ///   last one's time, and the remaining timers wait.
  public func advance(by duration: Duration) throws(InputError) {
    guard duration >= .zero else { throw .negativeDuration(duration) }
    guard Self.isWithinLimit(duration, from: now) else { throw .durationBeyondClockLimit(duration) }
    let target = now + duration.seconds
    var fired = 0
    // Times are sums of doubles, so a deadline reached exactly (lift-off at 1.25 s + 0.35 s, clock advanced
    // to 1.6 s in steps) can differ from the clock by a rounding error; within `tolerance` it is due.
    while let deadline = changeTimers({ $0.nextDeadline() }), deadline <= target + Self.tolerance {
      guard fired < Self.maximumTimersPerAdvance else { throw .tooManyTimers(fired: fired) }
      fired += 1
      guard let (timer, deadline) = changeTimers({ $0.removeFirst() }) else { break }
      now = max(now, deadline)
      if let timerRunner {
        timerRunner(timer.isTraced, { timer.name }, timer.action)
      } else {
        timer.action()
      }
    }
    now = max(now, target)
  }

  /// How long the clock may still advance from `time` before it reaches ``maximumTime``.
  static func remainingDuration(from time: TimeInterval) -> Duration {
    .seconds(max(0, maximumTime - time))
  }

  /// Whether the clock may advance by `duration` from `time` (``remainingDuration(from:)``).
  ///
  /// A wait of up to half of ``maximumTime`` from a time in its first half (every wait of every scenario) is answered
  /// by comparing integers: making the remaining `Duration` from a double cost about a tenth of a wait.
  static func isWithinLimit(_ duration: Duration, from time: TimeInterval) -> Bool {
    if time <= maximumTime / 2, duration <= halfOfMaximumTime { return true }
    return duration <= remainingDuration(from: time)
  }

  /// Half of ``maximumTime``, as a duration.
  private static let halfOfMaximumTime: Duration = .seconds(maximumTime / 2)

  /// How close to the clock a deadline counts as reached: 1 ns, far below any interval a gesture uses and
  /// far above the rounding error of adding a few hundred doubles of a few seconds.
  static let tolerance: TimeInterval = 1e-9
}

extension Duration {
  /// The duration in seconds, as a floating-point number; never traps, whatever the duration.
  ///
  /// Durations beyond `Int64.max` seconds (a product such as `.seconds(Int64.max) * 4`) are converted too, to
  /// the nearest double.
  public var seconds: TimeInterval {
    #if compiler(>=6.2) && os(Linux)
      // The same split as `components`, in one native 128-bit division (`components` divides through the
      // standard library's generic 128-bit arithmetic, about as long as the rest of a wait).
      let (seconds, attoseconds) = attoseconds.quotientAndRemainder(dividingBy: 1_000_000_000_000_000_000)
      // The remainder always fits; the quotient does unless the duration is beyond `Int64.max` seconds.
      guard let whole = Int64(exactly: seconds) else { return TimeInterval(seconds) }
      return TimeInterval(whole) + TimeInterval(Int64(attoseconds)) / 1e18
    #else
      let (seconds, attoseconds) = components  // read once: each read divides a 128-bit count
      return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    #endif
  }
}

/// The clock's pending timers: a binary min-heap of deadlines over numbered slots that hold the timers.
///
/// Timers come out in deadline order, then in the order they were scheduled (their numbers increase). Scheduling and
/// firing take O(log n); cancelling takes O(1), with no hashing: a timer's token names its slot, so a cancel empties
/// the slot (releasing the timer's action, and whatever it captures, at once) and leaves the heap's entry behind as a
/// tombstone, skipped when it reaches the top and dropped when tombstones outnumber the live timers. Emptied slots
/// are reused. A list searched and shifted at each cancel made N recognizers each cancelling its timer quadratic in N
/// (issue 32, row 5: a drag through N nested scroll views, each with a content-touch delay).
struct TimerQueue<Payload> {
  /// A heap entry: when, which timer, and where it is kept.
  private struct Entry {
    let deadline: Double
    let number: Int
    let slot: Int

    /// Earlier deadline first; the same deadline, earlier scheduled first.
    func precedes(_ other: Entry) -> Bool {
      deadline < other.deadline || (deadline == other.deadline && number < other.number)
    }
  }

  /// A slot: a live timer and its number, or an empty slot in the chain of empty ones.
  private struct Slot {
    /// The timer's number (positive) while the slot holds one; once empty, `-2 - next`, where `next` is the next
    /// empty slot (-1 for none), so that the empty slots need no list of their own.
    var number: Int
    var payload: Payload?
  }

  private var heap: [Entry] = []
  private var slots: [Slot] = []
  /// The first empty slot, or -1.
  private var firstEmptySlot = -1
  private(set) var count = 0

  /// Whether the timer numbered `number`, kept in `slot`, is pending.
  func contains(_ number: Int, slot: Int) -> Bool {
    slot >= 0 && slot < slots.count && slots[slot].number == number
  }

  /// Adds a timer and returns the slot that keeps it; `number` must be positive and larger than every number added
  /// before.
  mutating func insert(_ payload: consuming Payload, number: Int, deadline: Double) -> Int {
    let slot: Int
    if firstEmptySlot >= 0 {
      slot = firstEmptySlot
      firstEmptySlot = -2 - slots[slot].number
      slots[slot] = Slot(number: number, payload: payload)
    } else {
      // A gesture schedules a few timers (a tap on the benchmark screen: four): room for them from the first.
      if slots.capacity == 0 {
        slots.reserveCapacity(8)
        heap.reserveCapacity(8)
      }
      slot = slots.count
      slots.append(Slot(number: number, payload: payload))
    }
    count += 1
    heap.append(Entry(deadline: deadline, number: number, slot: slot))
    siftUp(from: heap.count - 1)
    return slot
  }

  /// Removes the pending timer numbered `number` in `slot`; returns whether there was one.
  @discardableResult
  mutating func remove(_ number: Int, slot: Int) -> Bool {
    guard contains(number, slot: slot) else { return false }
    _ = take(slot)
    if heap.count > 2 * count + 16 { dropTombstones() }
    return true
  }

  /// The deadline of the timer that fires first, or `nil` with none pending.
  mutating func nextDeadline() -> Double? {
    skipTombstones()
    return heap.first?.deadline
  }

  /// Removes and returns the timer that fires first, with its deadline.
  mutating func removeFirst() -> (payload: Payload, deadline: Double)? {
    skipTombstones()
    guard let first = heap.first, let payload = take(first.slot) else { return nil }
    removeTop()
    return (payload, first.deadline)
  }

  /// The pending timers in firing order, with their deadlines.
  var sorted: [(payload: Payload, deadline: Double)] {
    heap.filter(isLive).sorted { $0.precedes($1) }.compactMap { entry in
      slots[entry.slot].payload.map { ($0, entry.deadline) }
    }
  }

  // MARK: Slots and heap

  private func isLive(_ entry: Entry) -> Bool {
    slots[entry.slot].number == entry.number
  }

  /// Empties `slot` and returns its timer, moved out (not copied).
  private mutating func take(_ slot: Int) -> Payload? {
    var payload: Payload?
    swap(&payload, &slots[slot].payload)
    slots[slot].number = -2 - firstEmptySlot
    firstEmptySlot = slot
    count -= 1
    return payload
  }

  private mutating func skipTombstones() {
    while let first = heap.first, !isLive(first) { removeTop() }
  }

  private mutating func dropTombstones() {
    let slots = slots
    heap.removeAll { slots[$0.slot].number != $0.number }
    // Floyd's construction: sift down every parent, last first.
    var index = heap.count / 2
    while index > 0 {
      index -= 1
      siftDown(from: index)
    }
  }

  private mutating func removeTop() {
    let last = heap.removeLast()
    guard !heap.isEmpty else { return }
    heap[0] = last
    siftDown(from: 0)
  }

  private mutating func siftUp(from start: Int) {
    var child = start
    let entry = heap[child]
    while child > 0 {
      let parent = (child - 1) / 2
      guard entry.precedes(heap[parent]) else { break }
      heap[child] = heap[parent]
      child = parent
    }
    heap[child] = entry
  }

  private mutating func siftDown(from start: Int) {
    var parent = start
    let entry = heap[parent]
    while true {
      var child = 2 * parent + 1
      guard child < heap.count else { break }
      if child + 1 < heap.count && heap[child + 1].precedes(heap[child]) { child += 1 }
      guard heap[child].precedes(entry) else { break }
      heap[parent] = heap[child]
      parent = child
    }
    heap[parent] = entry
  }
}
