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

// The application's clock and trace, for a subclass (the built-in scroll view and its recognizers use only these):
// they name the application whose touches the recognizer receives, which still answers once the recognizer's view
// has left its window mid-gesture.
extension GestureRecognizer {
  /// The virtual clock of the application whose touches the recognizer receives; `nil` before its first touch.
  ///
  /// A HitTestKit addition: a view driven by the recognizer (a scroll view's deceleration) schedules its frames on
  /// it, even after it has left its window.
  public var applicationClock: VirtualClock? { gestureEnvironment?.clock }

  /// The trace recorder of the application whose touches the recognizer receives; `nil` before its first touch.
  var applicationRecorder: InteractionRecorder? { gestureEnvironment?.recorder }

  /// Records a note about this recognizer in its application's trace (`note` is only made when tracing is on).
  ///
  /// A HitTestKit addition, as ``setState(_:because:)`` records its cause: a subclass records what it asked and
  /// was told, for example `.asked(question:answer:)`. Before the recognizer's first touch there is no trace, and
  /// nothing is recorded.
  ///
  /// - Parameter note: What to record, worded by the trace's renderer.
  public func record(_ note: @autoclosure () -> InteractionTrace.GestureNote) {
    gestureEnvironment?.record(self, note())
  }

  /// Adds an entry to the trace of the application whose touches the recognizer receives (`entry` is only made
  /// when tracing is on): how a view that the recognizer drives records its decisions once it has left its window
  /// (``Application/record(_:)`` records them while it is in one).
  ///
  /// A HitTestKit addition. Before the recognizer's first touch there is no trace, and nothing is recorded.
  ///
  /// - Parameter entry: What to record, worded by the trace's renderer.
  public func recordInTrace(_ entry: @autoclosure () -> InteractionTrace.Kind) {
    gestureEnvironment?.recorder.record(entry())
  }
}
