import Testing

@testable import HitTestKit

/// Each input call returns the entries it added; the recorder keeps them in runs and joins them when the whole
/// trace is read.
///
/// Whatever the order of calls, notes and reads, the pieces must add up to the whole.
@Suite struct InteractionRecorderTests {
  private func scene() -> (Application, Button) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let button = Button(frame: CGRect(x: 20, y: 20, width: 100, height: 44), title: "OK")
    button.name = "ok"
    window.addSubview(button)
    return (Application(window: window), button)
  }

  private func lines(_ traces: [InteractionTrace]) -> [String] {
    traces.flatMap(\.lines)
  }

  @Test("the traces returned by input calls, notes between them included, add up to the application's trace")
  func piecesAddUp() throws {
    let (app, _) = scene()
    var pieces: [InteractionTrace] = []
    pieces.append(try app.touchDown(1, at: CGPoint(x: 30, y: 30)))
    app.note("between calls")
    let wholeSoFar = app.trace  // a read in the middle joins the runs
    #expect(wholeSoFar.lines.last == "note: between calls")
    pieces.append(try app.wait(.milliseconds(20)))
    pieces.append(try app.touchUp(1))
    pieces.append(try app.tap(at: CGPoint(x: 40, y: 40)))
    pieces.append(try app.wait(.milliseconds(400)))
    let whole = app.trace.lines
    #expect(!whole.isEmpty)
    #expect(whole.filter { $0 != "note: between calls" } == lines(pieces))
    #expect(whole.contains("note: between calls"))
    // A trace kept by the caller is a value: later input does not change it.
    let kept = pieces[0].lines
    _ = try app.tap(at: CGPoint(x: 50, y: 50))
    #expect(pieces[0].lines == kept)
  }

  @Test("a composite's trace is every entry its steps added, and clearing forgets everything")
  func compositeAndClear() throws {
    let (app, _) = scene()
    _ = try app.tap(at: CGPoint(x: 30, y: 30))
    let before = app.trace.entries.count
    let drag = try app.drag(
      from: CGPoint(x: 30, y: 30), to: CGPoint(x: 60, y: 40), duration: .milliseconds(100))
    #expect(app.trace.entries.count == before + drag.entries.count)
    #expect(Array(app.trace.lines.suffix(drag.lines.count)) == drag.lines)
    app.clearTrace()
    #expect(app.trace.entries.isEmpty)
    let after = try app.tap(at: CGPoint(x: 30, y: 30))
    #expect(app.trace.lines == after.lines)
  }

  @Test(
    "each of many taps returns its own entries, whether the whole trace was read between taps, during one, or not"
  )
  func compositesAmongManyRuns() throws {
    let (app, button) = scene()
    var readsDuringTap = 0
    button.addAction(for: .touchUpInside) { [weak app] _ in
      // Reading the whole trace inside a tap joins the runs recorded since the tap began.
      if readsDuringTap > 0, let app { _ = app.trace.entries.count }
      readsDuringTap -= 1
    }
    var pieces: [InteractionTrace] = []
    for index in 0..<60 {
      readsDuringTap = index % 5 == 1 ? 1 : 0
      let piece = try app.tap(at: CGPoint(x: 30 + index % 40, y: 30))
      #expect(!piece.entries.isEmpty)
      pieces.append(piece)
      if index % 7 == 3 { #expect(Array(app.trace.lines.suffix(piece.lines.count)) == piece.lines) }
    }
    #expect(app.trace.lines == lines(pieces))
  }

  @Test("a delivery names its one finger, whatever its number")
  func oneFingerDeliveries() throws {
    let (app, _) = scene()
    for number in [1, 10, 11, 3, 12, 1] {
      let finger = Finger(number)
      let down = try app.touchDown(finger, at: CGPoint(x: 30, y: 30))
      let up = try app.touchUp(finger)
      let delivered = (down.entries + up.entries).compactMap { entry -> [Finger]? in
        if case .delivered(_, _, let fingers) = entry.kind { fingers } else { nil }
      }
      #expect(delivered == [[finger], [finger]])
    }
  }

  @Test("a refused input call returns nothing and leaves the trace as it was")
  func refusedCall() throws {
    let (app, _) = scene()
    _ = try app.touchDown(1, at: CGPoint(x: 30, y: 30))
    let before = app.trace.lines
    #expect(throws: InputError.self) { try app.touchUp(2) }
    #expect(app.trace.lines == before)
  }
}

/// The recorder's runs (``InteractionTrace/Run``): entries stored in the run object, read as an array once, and
/// destroyed with the run.
@Suite struct InteractionTraceRunTests {
  @Test(
    "a run reads back the entries appended to it, in order, through every growth, and the same array twice")
  func runReadsBack() throws {
    let recorder = InteractionRecorder(clock: VirtualClock(), isEnabled: true)
    let texts = (0..<100).map { "note \($0) " + String(repeating: "x", count: $0) }
    let mark = recorder.mark
    for (index, text) in texts.enumerated() {
      recorder.record(.note(text))  // grows as an array does
      #expect(recorder.count == index + 1)
    }
    let trace = recorder.trace(since: mark)
    let notes = trace.entries.map { entry -> String? in
      if case .note(let text) = entry.kind { text } else { nil }
    }
    #expect(notes == texts)
    #expect(trace.entries.map(\.depth) == Array(repeating: 0, count: 100))
    #expect(recorder.trace.entries.count == 100)
    // A second read of the same trace is the array the first one made.
    let first = trace.entries
    let second = trace.entries
    first.withUnsafeBufferPointer { a in
      second.withUnsafeBufferPointer { b in #expect(a.baseAddress == b.baseAddress) }
    }
  }

  @Test("a trace set, appended to or sliced reads its own entries; the run it came from is unchanged")
  func setAppendAndSlice() throws {
    let recorder = InteractionRecorder(clock: VirtualClock(), isEnabled: true)
    recorder.record(.note("a"))
    let firstMark = recorder.mark
    recorder.record(.note("b"))
    recorder.record(.note("c"))
    var piece = recorder.trace(since: firstMark)
    let original = piece
    piece.append(recorder.trace(since: 0))
    #expect(piece.lines == ["note: b", "note: c", "note: a", "note: b", "note: c"])
    #expect(original.lines == ["note: b", "note: c"])
    #expect(recorder.trace(since: 2).lines == ["note: c"])  // an older mark: a copy of the end of the whole
    recorder.record(.note("d"))
    #expect(recorder.trace.lines == ["note: a", "note: b", "note: c", "note: d"])
    #expect(recorder.trace.lines == ["note: a", "note: b", "note: c", "note: d"])  // read again, joined once
    recorder.clear()
    #expect(recorder.count == 0 && recorder.trace.entries.isEmpty)
    #expect(original.lines == ["note: b", "note: c"])
  }

  @Test("an untraced application records nothing, and its input calls return empty traces")
  func untracedRecordsNothing() throws {
    let (window, _) = Self.windowWithButton()
    let app = Application(window: window, isTracing: false)
    let traces = [
      try app.touchDown(1, at: CGPoint(x: 30, y: 30)), try app.wait(.milliseconds(50)), try app.touchUp(1),
      try app.wait(.milliseconds(400)),
    ]
    #expect(traces.allSatisfy { $0.entries.isEmpty })
    #expect(app.trace.entries.isEmpty)
    #expect(app.recorder.count == 0 && app.recorder.depth == 0)
  }

  @Test("tracing turned on by a handler during an input call: the call's trace holds what was recorded after")
  func tracingTurnedOnDuringCall() throws {
    let (window, button) = Self.windowWithButton()
    let app = Application(window: window, isTracing: false)
    button.addAction(for: .touchUpInside) { _ in
      app.isTracing = true
      app.note("tracing on")
    }
    _ = try app.touchDown(1, at: CGPoint(x: 30, y: 30))
    let lift = try app.touchUp(1)
    #expect(lift.lines.first == "note: tracing on")
    #expect(lift.lines == app.trace.lines)
    #expect(app.recorder.depth == 0)
  }

  @Test("tracing turned off by a handler during an input call: its trace holds what was recorded before")
  func tracingTurnedOffDuringCall() throws {
    let (window, button) = Self.windowWithButton()
    let app = Application(window: window, isTracing: true)
    button.addAction(for: .touchUpInside) { _ in
      app.note("tracing off")
      app.isTracing = false
    }
    _ = try app.touchDown(1, at: CGPoint(x: 30, y: 30))
    let lift = try app.touchUp(1)
    #expect(lift.lines.last == "note: tracing off")
    #expect(app.recorder.depth == 0)
    #expect(try app.tap(at: CGPoint(x: 30, y: 30)).entries.isEmpty)
  }

  /// A 200 × 200 window holding one button at (20, 20), 100 × 44: a tap at (30, 30) lands on it.
  static func windowWithButton() -> (Window, Button) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let button = Button(frame: CGRect(x: 20, y: 20, width: 100, height: 44), title: "OK")
    window.addSubview(button)
    return (window, button)
  }

  @Test(
    "finished runs nobody read are freed with the application, and the views their hit tests name with them")
  func finishedRunsFreed() throws {
    weak var weakWindow: Window?
    weak var weakButton: Button?
    do {
      let (window, button) = Self.windowWithButton()
      (weakWindow, weakButton) = (window, button)
      let app = Application(window: window)
      for _ in 0..<3 { _ = try app.tap(at: CGPoint(x: 30, y: 30)) }  // runs finished, never read
      app.clearTrace()
      _ = try app.tap(at: CGPoint(x: 30, y: 30))
      #expect(app.trace.entries.count > 0)
      _ = try app.tap(at: CGPoint(x: 30, y: 30))  // finished again, unread
    }
    #expect(weakWindow == nil && weakButton == nil)
  }

  @Test(
    "finished runs are joined in the order they finished, and a long list of them is freed without recursing"
  )
  func chainOfFinishedRuns() {
    let clock = VirtualClock()
    let recorder = InteractionRecorder(clock: clock, isEnabled: true)
    func notes() -> [String] {
      recorder.trace.entries.map { if case .note(let text) = $0.kind { text } else { "?" } }
    }
    for index in 0..<5 {
      _ = recorder.mark  // each note in a run of its own
      recorder.record(.note(String(index)))
    }
    #expect(notes() == ["0", "1", "2", "3", "4"])
    _ = recorder.mark
    recorder.record(.note("5"))
    #expect(notes() == ["0", "1", "2", "3", "4", "5"])  // joined to what the first read joined
    recorder.clear()
    #expect(recorder.count == 0 && notes().isEmpty)
    // 200,000 finished runs, freed with the recorder (a chain of runs, each releasing the next, would recurse).
    var longRecorder: InteractionRecorder? = InteractionRecorder(clock: clock, isEnabled: true)
    for index in 0..<200_000 {
      _ = longRecorder?.mark
      longRecorder?.record(.note(String(index)))
    }
    _ = longRecorder?.mark
    #expect(longRecorder?.count == 200_000)
    longRecorder = nil
    #expect(longRecorder == nil)
  }

  @Test("the views a traced tap's entries name are freed with the last trace that holds them, not before")
  func entriesFreedWithTrace() throws {
    weak var weakWindow: Window?
    weak var weakButton: Button?
    var kept: InteractionTrace?
    do {
      let (window, button) = Self.windowWithButton()
      (weakWindow, weakButton) = (window, button)
      let app = Application(window: window)
      kept = try app.touchDown(1, at: CGPoint(x: 30, y: 30))
      _ = try app.touchUp(1)
      _ = app.trace  // joined into the recorder's own list as well
    }
    // The kept trace's hit test keeps the window (its root) and the button (its result) alive.
    #expect(weakWindow != nil && weakButton != nil)
    let hitButton =
      kept?.entries.contains {
        if case .hitTest(_, let trace) = $0.kind {
          trace.result != nil && trace.result === weakButton
        } else {
          false
        }
      } ?? false
    #expect(hitButton)
    kept = nil
    #expect(weakWindow == nil && weakButton == nil)
  }
}
