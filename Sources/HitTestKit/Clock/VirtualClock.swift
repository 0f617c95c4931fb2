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
