import HitTestKit
import Testing

/// A view that records a note through its event's trace hook at each phase it is told to, counting how often the
/// note is made (the hook makes it only when the event is traced).
private final class NotingView: View {
  var notedPhases: Set<Touch.Phase> = [.ended]
  var notesMade = 0
  var onMoved: (NotingView) -> Void = { _ in }
  /// The events of the last touchesEnded, kept to test a late call (UIKit says not to keep one).
  var lastEvent: Event?

  private func note(_ phase: Touch.Phase, _ event: Event?) {
    guard notedPhases.contains(phase) else { return }
    event?.record(makeNote(phase))
  }

  private func makeNote(_ phase: Touch.Phase) -> InteractionTrace.Kind {
    notesMade += 1
    return .note("\(name ?? "view") \(phase)")
  }

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { note(.began, event) }
  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    onMoved(self)
    note(.moved, event)
  }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    lastEvent = event
    note(.ended, event)
  }
}

/// A view that refuses touches like a disabled control, noting its skip through the hit-test hook.
private final class RefusingView: View {
  override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    event?.recordSkippedHitTest(of: self, at: point, because: .userInteractionDisabled)
    return nil
  }
}

/// `Event.record(_:)` and `Event.recordSkippedHitTest(of:at:because:)`: the hooks a view's overrides have for the
/// trace (the built-in lists and controls use only these, and `Application.record(_:)` without an event).
@Suite struct EventRecordingHookTests {
  private func scene(tracing: Bool = true) -> (Window, NotingView, Application) {
    let window = makeWindow()
    let card = NotingView(frame: CGRect(x: 20, y: 20, width: 200, height: 200))
    card.name = "card"
    window.addSubview(card)
    return (window, card, Application(window: window, isTracing: tracing))
  }

  @Test("a traced event records exactly the view's entry, once, nested under the delivery that made it")
  func tracedEventRecordsTheEntry() throws {
    let (_, card, app) = scene()
    try app.tap(at: CGPoint(x: 100, y: 100))
    let notes = app.trace.entries.filter {
      if case .note = $0.kind { true } else { false }
    }
    #expect(notes.count == 1 && card.notesMade == 1)
    guard case .note(let text)? = notes.first?.kind else { return }
    #expect(text == "card ended")
    let lines = app.trace.description.split(separator: "\n")
    let delivery = try #require(lines.firstIndex { $0.contains("touchesEnded → card") })
    #expect(lines[delivery + 1] == "    note: card ended", "one level under its delivery")
    #expect(lines[delivery + 2] == "    touchesEnded handled by card")
  }

  @Test("an untraced event records nothing and never makes the entry")
  func untracedEventRecordsNothing() throws {
    let (_, card, app) = scene(tracing: false)
    card.notedPhases = [.began, .ended]
    try app.tap(at: CGPoint(x: 100, y: 100))
    #expect(card.notesMade == 0)
    #expect(app.trace.entries.isEmpty)
    app.isTracing = true
    try app.tap(at: CGPoint(x: 100, y: 100))
    #expect(card.notesMade == 2)
    #expect(app.trace.lines.filter { $0.hasPrefix("note:") } == ["note: card began", "note: card ended"])
  }

  @Test("an event records in the trace of the application that dispatched it, not another application's")
  func eventOfAnotherApplication() throws {
    let (_, card, app) = scene()
    let (_, otherCard, other) = scene()
    otherCard.name = "other"
    try other.tap(at: CGPoint(x: 100, y: 100))
    try app.tap(at: CGPoint(x: 100, y: 100))
    #expect(app.trace.lines.filter { $0.hasPrefix("note:") } == ["note: card ended"])
    #expect(other.trace.lines.filter { $0.hasPrefix("note:") } == ["note: other ended"])
    // A kept event of the other application still records in that application's trace.
    let kept = try #require(otherCard.lastEvent)
    kept.record(.note("late"))
    #expect(other.trace.lines.last == "note: late")
    #expect(!app.trace.lines.contains("note: late"))
    withExtendedLifetime(card) {}
  }

  @Test("after the view left its window, its event still records in its application's trace")
  func afterLeavingTheWindow() throws {
    let (_, card, app) = scene()
    card.notedPhases = [.moved, .ended]
    card.onMoved = { $0.removeFromSuperview() }
    try app.touchDown(1, at: CGPoint(x: 100, y: 100))
    try app.move(1, to: CGPoint(x: 110, y: 100))
    #expect(card.window == nil)
    try app.touchUp(1)
    #expect(app.trace.lines.filter { $0.hasPrefix("note:") } == ["note: card moved", "note: card ended"])
  }

  @Test("a hit test skip is recorded in a traced hit test only, as the default algorithm's skip")
  func skippedHitTest() throws {
    let window = makeWindow()
    let refusing = RefusingView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
    refusing.name = "refusing"
    window.addSubview(refusing)
    let trace = window.hitTestTrace(at: CGPoint(x: 50, y: 50))
    #expect(trace.result === window)
    #expect(trace.description.contains("refusing (30, 30): skipped, it "))
    #expect(refusing.hitTest(CGPoint(x: 30, y: 30), with: nil) == nil, "no event: nothing to record")
    let app = Application(window: window, isTracing: false)
    try app.tap(at: CGPoint(x: 50, y: 50))
    #expect(app.trace.entries.isEmpty)
  }

  @Test("a hit test skip noted outside a hit test records nothing, and the next hit test is not disturbed")
  func skippedHitTestOutsideAHitTest() throws {
    let (window, card, app) = scene()
    final class Misuser: View {
      override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        event?.recordSkippedHitTest(of: self, at: .zero, because: .hidden)
      }
    }
    let misuser = Misuser(frame: CGRect(x: 240, y: 20, width: 60, height: 60))
    misuser.name = "misuser"
    window.addSubview(misuser)
    try app.tap(at: CGPoint(x: 260, y: 40))
    try app.tap(at: CGPoint(x: 100, y: 100))
    let hitTests = app.trace.entries.compactMap {
      if case .hitTest(_, let trace) = $0.kind { trace } else { nil }
    }
    #expect(hitTests.map { $0.result?.name } == ["misuser", "card"])
    #expect(hitTests.allSatisfy { !$0.description.contains("skipped") }, "no skip entered the recorder")
    withExtendedLifetime(card) {}
  }
}
