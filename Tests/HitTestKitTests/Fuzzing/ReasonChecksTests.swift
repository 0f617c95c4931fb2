import HitTestKitTesting
import Testing

@testable import HitTestKit
@testable import TouchSequenceFuzzing

/// The fuzzer's checks of the reasons a trace gives (issue 29, item 5).
@Suite struct ReasonChecksTests {
  let window = makeWindow()
  let card = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  let tap = TapGestureRecognizer()
  let app: Application

  init() {
    app = Application(window: window)
    card.name = "card"
    tap.name = "tap"
    card.addGestureRecognizer(tap)
    window.addSubview(card)
  }

  private func checks() -> ReasonChecks {
    ReasonChecks(applications: [app], views: [window], recognizers: [])
  }

  private func entries(_ kinds: InteractionTrace.Kind...) -> ArraySlice<InteractionTrace.Entry> {
    ArraySlice(kinds.map { InteractionTrace.Entry(time: 0, depth: 0, kind: $0) })
  }

  @Test("a real tap's trace, and a moved-away tap's failure, break no rule")
  func realTraces() throws {
    var checks = checks()
    var trace = try app.tap(at: CGPoint(x: 10, y: 10))
    try app.touchDown(1, at: CGPoint(x: 10, y: 10))
    trace.append(try app.move(1, to: CGPoint(x: 90, y: 90)))
    trace.append(try app.touchUp(1))
    expectTrace(trace, contains: .stateChange(recognizer: "tap", to: .failed, because: .movedBeyondLimit))
    #expect(checks.check(trace.entries[...]) == nil)
    #expect(checks.checkedTransitions == 1)
    #expect(checks.checkedObjects > 0)
  }

  @Test("a failure or cancellation without a cause, or with empty words, is reported", arguments: [nil, ""])
  func missingCause(words: String?) {
    let cause = words.map { InteractionTrace.GestureNote.Cause.described($0) } ?? .unspecified
    var checks = checks()
    let failed = entries(
      .gesture(recognizer: TracedObject(tap), .transition(from: .possible, to: .failed, cause: cause)))
    #expect(checks.check(failed) == "tap went from possible to failed without a cause")
    let cancelled = entries(
      .gesture(recognizer: TracedObject(tap), .transition(from: .began, to: .cancelled, cause: cause)))
    #expect(checks.check(cancelled) == "tap went from began to cancelled without a cause")
    let ended = entries(
      .gesture(recognizer: TracedObject(tap), .transition(from: .possible, to: .ended, cause: cause)))
    #expect(checks.check(ended) == nil, "only failures and cancellations must say why")
  }

  @Test("a cause, question or delivery that names an object outside the scene is reported")
  func foreignObjects() {
    let stranger = PanGestureRecognizer()
    stranger.name = "stranger"
    let outside = View()
    outside.name = "outside"
    var checks = checks()
    let excluded = entries(
      .gesture(
        recognizer: TracedObject(tap),
        .transition(from: .possible, to: .failed, cause: .excludedBy(TracedObject(stranger)))))
    #expect(checks.check(excluded)?.hasPrefix("a decision names stranger, which is not in the scene") == true)
    let asked = entries(
      .gesture(
        recognizer: TracedObject(tap),
        .asked(question: .shouldRecognizeSimultaneously(with: TracedObject(stranger)), answer: true)))
    #expect(checks.check(asked) != nil)
    let delivered = entries(.delivered(phase: .began, to: TracedObject(outside), fingers: [1]))
    #expect(checks.check(delivered) != nil)
    let handled = entries(.handled(phase: .began, by: TracedObject(app)))
    #expect(checks.check(handled) == nil, "the application is in its own scene")
  }
}
