import Testing

@testable import HitTestKit

/// Who owns a finished hit-test log: `hitTestTrace(at:)`'s single-use recorder becomes its trace's log, while an
/// application's recorder, shared by its events, moves each recording into a log of its own and records again.
@Suite struct HitTestLogOwnershipTests {
  /// A window with a card holding a button, and the point of the button.
  private static func scene() -> (window: Window, button: Button, point: CGPoint) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    let card = View(frame: CGRect(x: 10, y: 10, width: 180, height: 100))
    card.name = "card"
    let button = Button(frame: CGRect(x: 20, y: 20, width: 60, height: 30))
    button.name = "button"
    card.addSubview(button)
    window.addSubview(View(frame: CGRect(x: 0, y: 150, width: 200, height: 100)))
    window.addSubview(card)
    return (window, button, CGPoint(x: 40, y: 40))
  }

  /// The trace of `point` in `window` recorded by `recorder` in a new event, as the dispatcher records one.
  private static func trace(
    of point: CGPoint, in window: Window, recordedBy recorder: HitTestRecorder
  ) -> HitTestTrace {
    let event = Event(hitTestRecorder: recorder)
    event.startHitTestRecording()
    recorder.beginVisit(window, at: point)
    let hit = window.hitTest(point, with: event)
    recorder.endVisit(window, returned: hit)
    return event.finishHitTestRecording(point: point, root: window, result: hit)
  }

  @Test("each hitTestTrace(at:) has a log of its own, which stays readable after the next trace")
  func singleUseTracesAreIndependent() {
    let (window, button, point) = Self.scene()
    let first = window.hitTestTrace(at: point)
    let second = window.hitTestTrace(at: CGPoint(x: 100, y: 200))
    #expect(first.log !== second.log)
    #expect(first.result === button && second.result !== button)
    let isRecording = first.log.isRecording
    #expect(!isRecording)
    #expect(first.description == window.hitTestTrace(at: point).description)
    #expect(first.log.invariantViolations().isEmpty && second.log.invariantViolations().isEmpty)
  }

  @Test(
    "a shared recorder hands each recording to a new log, is idle after it, and records the next one whole")
  func sharedRecorderMovesEachRecording() {
    let (window, button, point) = Self.scene()
    let recorder = HitTestRecorder()
    let first = Self.trace(of: point, in: window, recordedBy: recorder)
    let isRecording = recorder.isRecording
    let keepsMemory = recorder.storage.hasMemory
    #expect(!isRecording && !keepsMemory, "the recorder keeps nothing of the recording it handed over")
    let second = Self.trace(of: CGPoint(x: 100, y: 200), in: window, recordedBy: recorder)
    #expect(first.log !== recorder && second.log !== recorder && first.log !== second.log)
    #expect(first.result === button)
    // Each log reads back exactly as a single-use trace of the same point does.
    #expect(first.description == window.hitTestTrace(at: point).description)
    #expect(second.description == window.hitTestTrace(at: CGPoint(x: 100, y: 200)).description)
    #expect(first.visitedViewCount == first.visitedViews.count)
    #expect(first.log.invariantViolations().isEmpty && second.log.invariantViolations().isEmpty)
  }

  @Test("a view an override hit-tests directly, and lets go of, is kept alive by the trace that names it")
  func traceKeepsADirectlyVisitedView() throws {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let prober = ProbingView(frame: window.bounds)
    prober.name = "prober"
    window.addSubview(prober)
    let trace = window.hitTestTrace(at: CGPoint(x: 10, y: 10))
    // The probe is gone but for the trace: its visit's entry names it by identity only.
    let violations = trace.log.invariantViolations()
    try #require(violations.isEmpty, "\(violations)")
    #expect(trace.visitedViews.map(\.displayName) == ["window", "prober", "probe"])
    #expect(trace.result === window)
  }

  @Test("a shared recorder's log past its first capacity keeps every step in order, as a single-use one does")
  func sharedRecorderGrowsPastFirstCapacity() {
    // 100 plain subviews the point misses, then the one it hits: more entries than the recorder's first 64.
    let window = Window(frame: CGRect(x: 0, y: 0, width: 1000, height: 100))
    let target = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    target.name = "target"
    window.addSubview(target)
    for index in 0..<100 {
      let view = View(frame: CGRect(x: 20 + CGFloat(index) * 9, y: 0, width: 8, height: 8))
      view.name = "miss\(index)"
      window.addSubview(view)
    }
    let trace = Self.trace(of: CGPoint(x: 5, y: 5), in: window, recordedBy: HitTestRecorder())
    let entryCount = trace.log.entries.count
    #expect(entryCount > 64)
    #expect(trace.result === target)
    let visited = trace.visitedViews.map(\.displayName)
    #expect(visited == ["window"] + (0..<100).reversed().map { "miss\($0)" } + ["target"])
    #expect(trace.description == window.hitTestTrace(at: CGPoint(x: 5, y: 5)).description)
  }
}

/// Hit-tests a view made for the call, and let go after it, then answers `nil`: the probe's visit is opened by
/// the recorder itself (no superview's algorithm visits it).
private final class ProbingView: View {
  override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    let probe = View(frame: bounds)
    probe.name = "probe"
    _ = probe.hitTest(point, with: event)
    return nil
  }
}
