/// One recording of a ``TraceDocument`` as an explorer page shows it: its entries cut into steps (one per entry
/// at depth 0: an event, a timer, a clock advance, a scroll or animation decision), each step's scene, hit test
/// and touches, and the text of every entry.
///
/// Everything the page shows in words is worded here, in Swift, by the trace's renderers; the page's script only
/// picks what to show for the selection.
struct ExplorerRecording {
  /// The entries of the recording (none for a lone hit test).
  let entries: [InteractionTrace.Entry]
  /// The scene snapshots of its events.
  let scenes: [SceneSnapshot]
  /// The scene snapshots taken after clock advances during the recording (``Application/sceneFrames``).
  let frames: [SceneSnapshot]
  /// The hit tests, in order, with the index of their entry (`nil` for a lone hit test).
  let hitTests: [(entry: Int?, trace: HitTestTrace)]
  /// The view every scene is drawn from and every miss is explained from (the first hit test's root).
  let root: View?

  /// One step of the timeline.
  struct Step {
    /// The entries of the step: `first..<end`.
    var first: Int
    var end: Int
    /// The entry kind (or touch phase) the step is named after: `touch-down`, `timer: …`.
    var label: String
    var time: TimeInterval
    /// Whether the step is a touch event.
    var isEvent = false
    /// The number of the latest touch event at or before the step.
    var eventNumber: Int?
    /// The touches of that event.
    var touches: [InteractionTrace.TouchSnapshot] = []
    /// The latest hit test at or before the step (an index into ``hitTests``), and whether the step made it.
    var hit: Int?
    var hitIsOwn = false
  }

  /// The recording's parts, read from the document's recording.
  init(_ recording: TraceDocument.Recording) {
    var hitTests: [(entry: Int?, trace: HitTestTrace)] = []
    switch recording {
    case .interactions(let trace, let scenes):
      (entries, self.scenes) = (trace.entries, scenes)
      let (start, end) = (trace.entries.first?.time ?? 0, trace.entries.last?.time ?? 0)
      frames = (Self.application(of: trace.entries)?.sceneFrames ?? []).filter {
        start <= $0.time && $0.time <= end
      }
    case .application(let application):
      (entries, self.scenes, frames) = (
        application.trace.entries, application.sceneSnapshots, application.sceneFrames
      )
    case .hitTest(let trace):
      entries = []
      scenes = [SceneSnapshot(eventNumber: 0, time: 0, roots: [trace.root])]
      frames = []
      hitTests = [(nil, trace)]
    }
    for (index, entry) in entries.enumerated() {
      if case .hitTest(_, let trace) = entry.kind { hitTests.append((index, trace)) }
    }
    self.hitTests = hitTests
    root = hitTests.first?.trace.root ?? (scenes.first ?? frames.first)?.views.first?.view.object as? View
  }

  /// The application whose windows hold the first view the entries name (a hit test's root, an animated or
  /// scrolling view), or `nil`.
  private static func application(of entries: [InteractionTrace.Entry]) -> Application? {
    for entry in entries {
      let view: View?
      switch entry.kind {
      case .hitTest(_, let trace): view = trace.root
      case .animation(let views, _): view = views.first?.object as? View
      case .scroll(let scrollView, _): view = scrollView.object as? View
      default: continue
      }
      if let view, let application = (view.window ?? (view as? Window))?.application { return application }
    }
    return nil
  }

  /// The steps of the timeline, in order.
  func steps(using encoder: inout TraceJSONEncoder) -> [Step] {
    guard !entries.isEmpty else {
      // A lone hit test is one step; an empty trace, one empty step.
      guard let hitTest = hitTests.first?.trace else {
        return [Step(first: 0, end: 0, label: "empty", time: 0)]
      }
      let touch = InteractionTrace.TouchSnapshot(finger: 1, phase: .began, location: hitTest.point)
      return [Step(first: 0, end: 0, label: "hit test", time: 0, touches: [touch], hit: 0, hitIsOwn: true)]
    }
    var steps: [Step] = []
    var hitCount = 0
    for (index, entry) in entries.enumerated() {
      if entry.depth == 0 || steps.isEmpty {
        var step = Step(
          first: index, end: index, label: Self.label(of: entry, using: &encoder), time: entry.time)
        if let last = steps.last {
          (step.eventNumber, step.touches, step.hit) = (last.eventNumber, last.touches, last.hit)
        }
        steps.append(step)
      }
      steps[steps.count - 1].end = index + 1
      switch entry.kind {
      case .event(let number, let touches):
        (steps[steps.count - 1].eventNumber, steps[steps.count - 1].touches) = (number, touches)
        steps[steps.count - 1].isEvent = steps[steps.count - 1].first == index
      case .hitTest:
        if !steps[steps.count - 1].hitIsOwn {
          (steps[steps.count - 1].hit, steps[steps.count - 1].hitIsOwn) = (hitCount, true)
        }
        hitCount += 1
      default: break
      }
    }
    return steps
  }

  /// What a step starting with `entry` is called: the phase of a touch event, a timer's name, or the entry's kind as
  /// the JSON export names it (with its decision's kind), so that an entry kind added later is named too.
  private static func label(of entry: InteractionTrace.Entry, using encoder: inout TraceJSONEncoder) -> String
  {
    switch entry.kind {
    case .event(_, let touches):
      let phases = Set(touches.map(\.phase))
      if phases == [.began] { return "touch-down" }
      if phases == [.ended] { return "touch-up" }
      if phases.isSubset(of: [.moved, .stationary]) { return "move" }
      if phases == [.cancelled] { return "cancel" }
      return "touches"
    case .timerFired(let name): return "timer: \(name)"
    case .clockAdvanced(let from, let to): return "time +\(CGFloat(to - from).compactDescription) s"
    default:
      let fields = encoder.fields(of: entry.kind)
      var label = "entry"
      if case .string(let kind)? = fields.first(where: { $0.0 == "kind" })?.1 { label = kind }
      for (_, value) in fields.dropFirst() {
        if case .string(let inner)? = value["kind"] { return "\(label): \(inner)" }
      }
      return label
    }
  }

  /// The text of each entry, as the trace prints it (indented; several lines for some entries).
  var lines: [String] {
    guard !entries.isEmpty else { return hitTests.map { $0.trace.description } }
    return entries.map { entry in
      var text = ""
      InteractionTraceRenderer.write(entry, showsHitTestDetails: false, to: &text)
      if text.hasSuffix("\n") { text.removeLast() }
      return text
    }
  }
}
