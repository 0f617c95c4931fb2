extension Application {
  /// Whether each event records a snapshot of the scene (every view of every window, with its recognizers) for
  /// the JSON export; off by default.
  ///
  /// A snapshot visits every view, so it is opt-in: an application that only wants the trace pays one Boolean
  /// test per event. An application that records scenes also takes one after each clock advance, which explorer
  /// pages (``ExplorerPage``) draw the steps between events from; the JSON export writes only the events' ones. Turn it on before the input whose scenes you want; ``sceneSnapshots`` keeps them, and
  /// ``TraceDocument/append(_:)-(Application)`` writes each under its event.
  ///
  /// ```swift
  /// let app = Application(window: window)
  /// app.recordsScenes = true
  /// try app.tap(at: button)
  /// app.sceneSnapshots.count  // 2: the touch-down and the lift
  /// ```
  public var recordsScenes: Bool {
    get { dispatcher.recordsScenes }
    set { dispatcher.recordsScenes = newValue }
  }

  /// The scene snapshots recorded so far, oldest first (see ``recordsScenes``); ``clearTrace()`` forgets them with
  /// the trace.
  public var sceneSnapshots: [SceneSnapshot] { dispatcher.scenes.snapshots }

  /// The scene snapshots taken after each clock advance (see ``recordsScenes``), oldest first: explorer pages
  /// draw the steps between events from them.
  var sceneFrames: [SceneSnapshot] { dispatcher.scenes.frames }
}

extension Application {
  /// Creates an application that records a scene snapshot at each event (``recordsScenes``) from the start.
  ///
  /// - Parameters:
  ///   - window: A window to add, or `nil` (see ``init(window:isTracing:)``).
  ///   - isTracing: Whether to record the interaction trace (on by default).
  ///   - recordsScenes: Whether each event records a scene snapshot.
  public convenience init(window: Window? = nil, isTracing: Bool = true, recordsScenes: Bool) {
    self.init(window: window, isTracing: isTracing)
    self.recordsScenes = recordsScenes
  }
}
