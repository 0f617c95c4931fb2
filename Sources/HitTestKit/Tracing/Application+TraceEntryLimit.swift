extension Application {
  /// The most entries an application's trace keeps by default: 250,000.
  ///
  /// A HitTestKit decision (issue 32, row 16): tracing is on by default, and an endless source of entries (a chain
  /// of 1 ms animations, each completion starting the next) grew a trace without bound, 681 MB after 900 s of
  /// virtual time. An entry takes 80 bytes in the trace plus what its payload holds (a hit test's record, an
  /// animation's views and values). Measured on Linux (process memory, debug build): 250,000 entries of that
  /// animation chain took 66 MB, 250,000 entries of traced taps on 20 views (hit tests included) 114 MB. A
  /// scenario test records tens of entries per input call and never comes near the limit.
  public static let defaultTraceEntryLimit = 250_000

  /// The most entries the trace keeps; the next one is replaced by one entry saying the trace was truncated.
  ///
  /// Once the trace holds this many entries, it records one more, ``InteractionTrace/Kind/truncated(limit:)``
  /// (worded "trace truncated after 250000 entries (Application.traceEntryLimit): later entries are not
  /// recorded", and written as `{"kind": "truncated", "limit": 250000}` in the JSON export), and nothing after it:
  /// an input call made then returns a trace of that one entry. ``clearTrace()`` makes room again; raising the
  /// limit lets recording go on after the truncation entry. Checking it costs the append path one comparison.
  ///
  /// ```swift
  /// app.traceEntryLimit = 5_000_000  // a long traced session
  /// ```
  ///
  /// Default: ``defaultTraceEntryLimit``. A negative value is clamped to 0 (only the truncation entry is kept).
  public var traceEntryLimit: Int {
    get { recorder.entryLimit }
    set { recorder.entryLimit = max(0, newValue) }
  }
}
