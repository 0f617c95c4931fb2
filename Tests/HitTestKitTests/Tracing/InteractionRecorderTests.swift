import Testing

@testable import HitTestKit

/// Each input call returns the entries it added; the recorder keeps them in runs and joins them when the whole
/// trace is read. Whatever the order of calls, notes and reads, the pieces must add up to the whole.
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

  @Test("a refused input call returns nothing and leaves the trace as it was")
  func refusedCall() throws {
    let (app, _) = scene()
    _ = try app.touchDown(1, at: CGPoint(x: 30, y: 30))
    let before = app.trace.lines
    #expect(throws: InputError.self) { try app.touchUp(2) }
    #expect(app.trace.lines == before)
  }
}
