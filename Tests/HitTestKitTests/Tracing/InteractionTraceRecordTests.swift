import Testing

@testable import HitTestKit

/// An entry's stored form (``InteractionTrace/Record``): the one-finger decisions stored without their array read
/// as the same kind as the general form, so the renderers and the JSON export cannot tell them apart.
@Suite struct InteractionTraceRecordTests {
  private func entry(_ record: InteractionTrace.Record) -> InteractionTrace.Entry {
    InteractionTrace.Entry(time: 0.25, depth: 1, record: record)
  }

  private func trace(_ entries: [InteractionTrace.Entry]) -> InteractionTrace {
    var trace = InteractionTrace()
    trace.entries = entries
    return trace
  }

  private func lines(_ entries: [InteractionTrace.Entry]) -> [String] {
    trace(entries).lines
  }

  private func json(_ entries: [InteractionTrace.Entry]) -> String {
    var encoder = TraceJSONEncoder()
    return encoder.encode(trace(entries), scenes: []).text()
  }

  @Test("a one-finger record reads as the kind with a one-element list, worded and exported as that kind is")
  func compactRecordsReadAsTheirKind() throws {
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.name = "card"
    let recognizer = TapGestureRecognizer()
    recognizer.name = "tap"
    let touch = InteractionTrace.TouchSnapshot(finger: 2, phase: .began, location: CGPoint(x: 3, y: 4))
    let pairs: [(InteractionTrace.Record, InteractionTrace.Kind)] = [
      (.eventOfOneTouch(number: 7, touch), .event(number: 7, touches: [touch])),
      (
        .deliveredToOneFinger(phase: .ended, view: TracedObject(view), finger: 2),
        .delivered(phase: .ended, to: TracedObject(view), fingers: [2])
      ),
      (
        .releasedOneFinger(recognizer: TracedObject(recognizer), finger: 2),
        .gesture(recognizer: TracedObject(recognizer), .released(fingers: [2]))
      ),
    ]
    for (record, kind) in pairs {
      let compact = entry(record)
      let general = entry(.kind(kind))
      #expect(lines([compact]) == lines([general]))
      #expect(!lines([compact]).isEmpty)
      #expect(json([compact]) == json([general]))
    }
    if case .delivered(let phase, let to, let fingers) = entry(pairs[1].0).kind {
      #expect(phase == .ended && to.object === view && fingers == [2])
    } else {
      Issue.record("a one-finger delivery reads as another kind")
    }
  }

  @Test("a traced one-finger tap stores its events and deliveries without lists; two fingers use lists")
  func tapStoresCompactRecords() throws {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let button = Button(frame: CGRect(x: 20, y: 20, width: 100, height: 44), title: "OK")
    window.addSubview(button)
    let app = Application(window: window)
    let trace = try app.tap(at: CGPoint(x: 30, y: 30))
    let compact = trace.entries.filter {
      if case .kind = $0.record { false } else { true }
    }
    #expect(compact.count == 4)  // two events, two deliveries
    #expect(trace.lines.contains("[0.000] event 1: finger 1 began at (30, 30)"))
    #expect(trace.lines.contains("touchesEnded → OK [finger 1]"))

    let both = try app.touchDown([1: CGPoint(x: 30, y: 30), 2: CGPoint(x: 40, y: 30)])
    let event = try #require(both.entries.first)
    if case .kind(.event(_, let touches)) = event.record {
      #expect(touches.map(\.finger) == [1, 2])
    } else {
      Issue.record("a two-finger event is stored without its list")
    }
  }
}
