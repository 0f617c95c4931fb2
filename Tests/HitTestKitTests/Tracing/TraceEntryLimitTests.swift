import HitTestKit
import HitTestKitTesting
import Testing

/// Starts a 1 ms animation of `view` whose completion starts the next one, for ever (issue 32, row 16).
private final class EndlessAnimation {
  let view: View
  var steps = 0

  init(_ view: View) {
    self.view = view
  }

  func start() {
    steps += 1
    View.animate(
      withDuration: 0.001, animations: { self.view.center.x += 1 }, completion: { _ in self.start() })
  }
}

/// Issue 32, row 16: a trace keeps at most `Application.traceEntryLimit` entries, then says it was truncated.
@Suite struct TraceEntryLimitTests {
  /// An application running an endless chain of 1 ms animations, its trace limited to `limit` entries.
  private func endlessChain(limit: Int) -> (AnimationScene, EndlessAnimation) {
    let scene = AnimationScene()
    scene.app.traceEntryLimit = limit
    let chain = EndlessAnimation(scene.target)
    chain.start()
    return (scene, chain)
  }

  @Test("an endless chain of animations stops growing the trace at its entry limit, with one entry saying so")
  func traceStopsAtItsLimit() throws {
    let (scene, chain) = endlessChain(limit: 1_000)
    try scene.app.wait(.seconds(10))
    #expect(chain.steps > 5_000, "the animations go on; only the trace stops")
    let entries = scene.app.trace.entries
    #expect(entries.count == 1_001)
    #expect(scene.app.trace.entries(matching: .truncated(limit: 1_000)).count == 1)
    expectTrace(scene.app.trace, contains: .truncated(limit: 1_000))
    #expect(
      scene.app.trace.lines.last
        == "trace truncated after 1000 entries (Application.traceEntryLimit): later entries are not recorded")
    try scene.app.wait(.seconds(10))
    #expect(scene.app.trace.entries.count == 1_001, "nothing more once truncated")
  }

  @Test("an input call made after the truncation returns a trace that says the trace was truncated")
  func laterCallSaysTruncated() throws {
    let (scene, _) = endlessChain(limit: 10)
    try scene.app.wait(.seconds(1))
    let later = try scene.app.tap(at: CGPoint(x: 200, y: 200))
    #expect(later.entries.count == 1)
    expectTrace(later, contains: .truncated(limit: 10))
  }

  @Test("the truncation entry is written in the JSON export with its limit")
  func truncationInJSON() throws {
    let (scene, _) = endlessChain(limit: 10)
    try scene.app.wait(.seconds(1))
    let text = TraceDocument(scene.app.trace).text(indent: 0)
    #expect(text.contains(#""kind":"truncated","limit":10}"#))
  }

  @Test("a raised limit lets recording go on after the truncation entry; clearing the trace makes room again")
  func raisingTheLimitOrClearingRecordsAgain() throws {
    let (scene, _) = endlessChain(limit: 10)
    try scene.app.wait(.seconds(1))
    #expect(scene.app.trace.entries.count == 11)
    scene.app.traceEntryLimit = 20
    try scene.app.wait(.seconds(1))
    #expect(scene.app.trace.entries.count == 22, "ten more, then a second truncation entry")
    #expect(scene.app.trace.entries(matching: .truncated()).count == 2)
    scene.app.clearTrace()
    try scene.app.wait(.seconds(1))
    #expect(scene.app.trace.entries.count == 21)
    #expect(scene.app.trace.entries(matching: .truncated(limit: 20)).count == 1)
  }

  @Test("a negative limit is clamped to 0: the trace keeps only the truncation entry")
  func negativeLimitClampsToZero() throws {
    let scene = AnimationScene()
    scene.app.traceEntryLimit = -5
    #expect(scene.app.traceEntryLimit == 0)
    let tap = try scene.app.tap(at: CGPoint(x: 30, y: 30))
    #expect(tap.entries.count == 1)
    expectTrace(tap, contains: .truncated(limit: 0))
  }

  @Test("the default limit is 250,000 entries, and a scenario's trace is untouched by it")
  func defaultLimit() throws {
    let scene = AnimationScene()
    #expect(scene.app.traceEntryLimit == Application.defaultTraceEntryLimit)
    #expect(Application.defaultTraceEntryLimit == 250_000)
    let tap = try scene.app.tap(at: CGPoint(x: 30, y: 30))
    expectTrace(tap, lacks: .truncated())
  }
}
