extension GestureRecognizer {
  /// Schedules `action` on the application's virtual clock, `delay` seconds from now; cancelled at reset.
  ///
  /// Subclasses use it for time limits (a tap's 0.35 s interval, a long press's 0.5 s). The timer is named
  /// `recognizer: name` in traces. It is cancelled at reset, when the recognizer goes away and when the
  /// application goes away, so `action` may capture `self` unowned (it never runs after the recognizer is
  /// gone).
  ///
  /// - Parameters:
  ///   - delay: Seconds from now; negative or NaN delays count as zero.
  ///   - name: What the timer is for, as shown in traces.
  ///   - action: What to run when the timer fires.
  /// - Returns: The timer's token, or `nil` when the recognizer has not received a touch from an
  ///   application yet (there is no clock to use).
  @discardableResult
  public func scheduleTimer(after delay: TimeInterval, name: String, _ action: @escaping () -> Void)
    -> VirtualClock.TimerToken?
  {
    gestureEnvironment?.scheduleTimer(for: self, after: delay, name: name, action)
  }

  /// Cancels a timer scheduled with ``scheduleTimer(after:name:_:)``; does nothing for one that fired.
  ///
  /// - Parameter token: The timer's token.
  public func cancelTimer(_ token: VirtualClock.TimerToken) {
    gestureEnvironment?.cancelTimer(token, of: self)
  }

  /// The current time on the application's virtual clock (0 before the recognizer received a touch).
  public var now: TimeInterval { gestureEnvironment?.clock?.now ?? 0 }
}

// The entry points of the built-in views that own recognizers (a scroll view and its content-touch recognizer), so
// that they need not reach into the gesture environment's bookkeeping.
extension GestureRecognizer {
  /// The virtual clock of the application whose touches the recognizer receives; `nil` before its first touch.
  var applicationClock: VirtualClock? { gestureEnvironment?.clock }

  /// The trace recorder of the application whose touches the recognizer receives; `nil` before its first touch.
  var applicationRecorder: InteractionRecorder? { gestureEnvironment?.recorder }

  /// Records a note about this recognizer in its application's trace; `note` is only built when tracing is on.
  func record(_ note: @autoclosure () -> InteractionTrace.GestureNote) {
    gestureEnvironment?.record(self, note())
  }
}
