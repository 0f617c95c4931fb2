import Testing

@testable import HitTestKit

/// A recorded trace reads the same for ever: the names it shows are the ones the views had when it was recorded,
/// whatever happens to the hierarchy afterwards, and an unnamed view's default name costs the same however many
/// siblings it has.
@Suite struct TraceNamePermanenceTests {
  /// A view that takes touches, unnamed, so traces call it by its default name.
  final class Logger: View {
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {}
  }

  /// A 300 × 100 window holding three unnamed loggers side by side, 100 pt wide each.
  private func scene() -> (Application, [Logger]) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let loggers = (0..<3).map { index in
      Logger(frame: CGRect(x: CGFloat(index) * 100, y: 0, width: 100, height: 100))
    }
    for logger in loggers { window.addSubview(logger) }
    return (Application(window: window), loggers)
  }

  @Test("a tap's trace names its touch with one name, before and after another unnamed view is removed")
  func oneTouchOneName() throws {
    let (app, loggers) = scene()
    let trace = try app.tap(at: CGPoint(x: 250, y: 50))
    let before = trace.detailed.description
    loggers[0].removeFromSuperview()
    #expect(trace.detailed.description == before)
    let lines = trace.lines
    #expect(lines.contains("hit test for finger 1 → Logger#3 (2 views visited)"))
    #expect(lines.contains("finger 1 belongs to Logger#3; no gesture recognizers"))
    #expect(lines.contains("touchesBegan → Logger#3 [finger 1]"))
    #expect(!lines.contains { $0.contains("Logger#1") || $0.contains("Logger#2") })
    // A later tap on the same view still calls it Logger#3: the removal of a sibling renumbers nothing.
    let later = try app.tap(at: CGPoint(x: 250, y: 50))
    #expect(later.lines.contains("touchesBegan → Logger#3 [finger 1]"))
  }

  @Test("a kept hit-test trace renders the same after views are removed, reordered and moved")
  func keptHitTestTrace() throws {
    let (app, loggers) = scene()
    let window = try #require(app.windows.first)
    let trace = window.hitTestTrace(at: CGPoint(x: 150, y: 50))
    let before = trace.description
    #expect(before.contains("subviews front to back: Logger#3, Logger#2, Logger#1"))
    #expect(before.hasSuffix("→ hit: Logger#2\n"))
    loggers[0].removeFromSuperview()
    window.sendSubviewToBack(loggers[2])
    let holder = View()
    holder.addSubview(loggers[2])
    #expect(trace.description == before)
    #expect(trace.steps.map(\.viewName).contains("Logger#2"))
  }

  @Test("a traced hit test over 100,000 unnamed siblings completes, naming each one")
  func manyUnnamedSiblings() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    for _ in 0..<100_000 { window.addSubview(View(frame: CGRect(x: 200, y: 200, width: 1, height: 1))) }
    let trace = window.hitTestTrace(at: CGPoint(x: 50, y: 50))
    #expect(trace.result === window)
    let visits = trace.steps.filter { if case .visit = $0.kind { true } else { false } }
    #expect(visits.count == 100_001)
    #expect(visits.last?.viewName == "View#1", "the back-most sibling, added first, is tried last")
  }
}
