extension GestureRecognizer {
  /// Schedules `action` on the application's virtual clock, `delay` seconds from now; cancelled at reset.
  ///
  /// Subclasses use it for time limits (a tap's 0.35 s interval, a long press's 0.5 s). Returns `nil` when
  /// the recognizer has not received a touch from an application yet (there is no clock to use).
  ///
  /// The timer never outlives the recognizer: it is cancelled at reset, when the recognizer is freed, and
  /// when the application goes away (`GestureEnvironment.releaseTouches`, for every recognizer with timers:
  /// they are all active). So the built-in recognizers' timers refer to them without a weak reference (the
  /// clock's strong reference of `scheduleTimer(after:name:)`, or an action capturing `self` unowned): a weak
  /// reference would give the recognizer a side table, which makes every retain and release of it take the
  /// runtime's slow path (about 7% of an untraced tap's instructions).
  @discardableResult
  public func scheduleTimer(after delay: TimeInterval, name: String, _ action: @escaping () -> Void)
    -> VirtualClock.TimerToken?
  {
    addTimer(after: delay, name: name, .closure(action))
  }

  /// Schedules a timer that calls `timerFired(_:)` with its token, `delay` seconds from now; cancelled at
  /// reset. The built-in recognizers' timers: no closure is allocated for them (see
  /// ``scheduleTimer(after:name:_:)`` for why the timer never outlives the recognizer).
  @discardableResult
  func scheduleTimer(after delay: TimeInterval, name: String) -> VirtualClock.TimerToken? {
    addTimer(after: delay, name: name, .firing(self))
  }

  /// Schedules `action` on the environment's clock, named after this recognizer, and lists its token for reset.
  /// Inlined into both callers (on a tap's path): out of line it cost 0.3k instructions per traced tap.
  @inline(__always)
  private func addTimer(after delay: TimeInterval, name: String, _ action: consuming VirtualClock.Action)
    -> VirtualClock.TimerToken?
  {
    guard let environment, let clock = environment.clock else { return nil }
    let token = clock.schedule(
      after: delay, owner: timerOwner(isTraced: environment.isTracing), name: name, action)
    timers.append(token)
    return token
  }

  /// Cancels a timer scheduled with ``scheduleTimer(after:name:_:)``.
  public func cancelTimer(_ token: VirtualClock.TimerToken) {
    environment?.clock?.cancel(token)
    if let index = timers.firstIndex(of: token) { timers.remove(at: index) }  // tokens are unique
  }

  /// The current time on the application's virtual clock (0 before the recognizer received a touch).
  public var now: TimeInterval { environment?.clock?.now ?? 0 }

  func cancelTimers() {
    guard !timers.isEmpty else { return }  // most resets: nothing scheduled
    if let clock = environment?.clock {
      // By index: the tokens are plain values, so no copy of the list is held (and retained) for the loop.
      for index in timers.indices { clock.cancel(timers[index]) }
    }
    // Emptied keeping its buffer for the next gesture's timers, one by one: cheaper than
    // removeAll(keepingCapacity:), which goes through the generic replaceSubrange, for the one or two tokens.
    while timers.popLast() != nil {}
  }
}
