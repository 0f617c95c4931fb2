import HitTestKit
import HitTestKitTesting
import Testing

/// A view that records the touch calls it handles, by name.
final class RecordingView: View {
  var calls: [String] = []
  var handlesBegan = true
  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    if handlesBegan {
      calls.append("began \(touches.count)")
    } else {
      super.touchesBegan(touches, with: event)
    }
  }
  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { calls.append("moved") }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { calls.append("ended") }
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { calls.append("cancelled") }
}

@Suite struct DispatchTests {
  let window = makeWindow()
  let app: Application
  let outer = RecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
  let inner = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))

  init() {
    app = Application(window: window)
    outer.name = "outer"
    inner.name = "inner"
    window.addSubview(outer)
    outer.addSubview(inner)
  }

  @Test("a view that does not override passes its touches up the responder chain")
  func forwardsUp() throws {
    let trace = try app.tap(at: CGPoint(x: 20, y: 20))
    #expect(outer.calls == ["began 1", "ended"])
    expectTrace(trace, contains: .forwarded(.began, from: "inner", to: "outer"))
    expectTrace(trace, contains: .handled(.began, by: "outer"))
  }

  @Test("overriding only touchesBegan without super lets the other phases go up alone")
  func splitPhases() throws {
    let half = HalfOverride(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
    half.name = "half"
    outer.addSubview(half)
    try app.tap(at: CGPoint(x: 110, y: 110))
    #expect(half.began == 1)
    #expect(outer.calls == ["ended"], "the superview sees touchesEnded without touchesBegan")
  }

  @Test("nobody handling a touch is traced as the end of the chain")
  func unhandled() throws {
    let lone = View(frame: CGRect(x: 250, y: 250, width: 20, height: 20))
    lone.name = "lone"
    window.addSubview(lone)
    let trace = try app.tap(at: CGPoint(x: 255, y: 255))
    expectTrace(trace, contains: .forwarded(.began, from: "window", to: "application"))
    expectTrace(trace, contains: .unhandled(.began))
  }

  @Test("a view controller sits between its root view and the superview")
  func viewControllerInChain() throws {
    let controller = ViewController(view: inner)
    #expect(inner.next === controller)
    #expect(controller.next === outer)
    let trace = try app.tap(at: CGPoint(x: 20, y: 20))
    expectTrace(trace, contains: .forwarded(.began, from: "inner", to: "ViewController"))
  }

  @Test("a touch keeps its view when the finger leaves it")
  func touchKeepsView() throws {
    try app.touchDown(1, at: CGPoint(x: 20, y: 20))
    try app.move(1, to: CGPoint(x: 300, y: 400))
    let touch = try #require(app.touchesDown[1])
    #expect(touch.view === inner)
    #expect(touch.location(in: inner) == CGPoint(x: 290, y: 390))
    #expect(touch.previousLocation(in: nil) == CGPoint(x: 20, y: 20))
    try app.touchUp(1)
    #expect(outer.calls == ["began 1", "moved", "ended"])
  }

  @Test("a view removed from the hierarchy mid-touch keeps receiving that touch")
  func removedViewKeepsTouch() throws {
    let card = RecordingView(frame: CGRect(x: 250, y: 250, width: 40, height: 40))
    card.name = "card"
    window.addSubview(card)
    try app.touchDown(1, at: CGPoint(x: 260, y: 260))
    card.removeFromSuperview()
    try app.move(1, to: CGPoint(x: 265, y: 265))
    try app.touchUp(1)
    #expect(card.calls == ["began 1", "moved", "ended"])
    #expect(card.window == nil)
  }

  @Test("a second finger on a view without multiple touch is not delivered to it")
  func multipleTouchDisabled() throws {
    let trace = try app.touchDown([1: CGPoint(x: 100, y: 100), 2: CGPoint(x: 120, y: 120)])
    #expect(outer.calls == ["began 1"])
    expectTrace(trace, contains: .notDelivered(because: .multipleTouchDisabled))
    outer.isMultipleTouchEnabled = true
    try app.touchUp([1, 2])
    try app.touchDown([1: CGPoint(x: 100, y: 100), 2: CGPoint(x: 120, y: 120)])
    #expect(outer.calls.last == "began 2")
  }

  @Test("an exclusive-touch view keeps others from receiving touches while it tracks one")
  func exclusiveTouch() throws {
    let exclusive = RecordingView(frame: CGRect(x: 250, y: 10, width: 50, height: 50))
    exclusive.name = "exclusive"
    exclusive.isExclusiveTouch = true
    window.addSubview(exclusive)
    try app.touchDown(1, at: CGPoint(x: 260, y: 20))
    try app.touchDown(2, at: CGPoint(x: 100, y: 100))
    #expect(exclusive.calls == ["began 1"])
    #expect(outer.calls.isEmpty)
  }

  @Test("tap counts go up within 0.35 s and 45 pt, on the virtual clock")
  func tapCount() throws {
    try app.tap(at: CGPoint(x: 100, y: 100))
    try app.wait(.milliseconds(100))
    try app.touchDown(1, at: CGPoint(x: 110, y: 100))
    #expect(app.touchesDown[1]?.tapCount == 2)
    try app.touchUp(1)
    try app.wait(.milliseconds(400))
    try app.touchDown(1, at: CGPoint(x: 110, y: 100))
    #expect(app.touchesDown[1]?.tapCount == 1)
  }

  @Test("cancelAllTouches cancels every live touch")
  func cancelAll() throws {
    try app.touchDown(1, at: CGPoint(x: 100, y: 100))
    app.cancelAllTouches()
    #expect(outer.calls == ["began 1", "cancelled"])
    #expect(app.touchesDown.isEmpty)
  }

  @Test("input typed into a handler is queued until the current event is delivered")
  func reentrantInput() throws {
    let reentrant = ReentrantView(frame: CGRect(x: 250, y: 250, width: 40, height: 40))
    reentrant.name = "reentrant"
    reentrant.app = app
    window.addSubview(reentrant)
    let trace = try app.touchDown(1, at: CGPoint(x: 260, y: 260))
    expectTrace(trace, contains: .queued())
    #expect(app.touchesDown.isEmpty, "the queued lift ran after the touch-down event")
  }

  @Test(
    "bad input throws a typed error and changes nothing",
    arguments: [CGPoint(x: CGFloat.nan, y: 0), CGPoint(x: 0, y: CGFloat.infinity)])
  func badLocations(point: CGPoint) {
    let error = #expect(throws: InputError.self) { try app.tap(at: point) }
    guard case .nonFiniteLocation = error else {
      Issue.record("expected nonFiniteLocation, got \(String(describing: error))")
      return
    }
    #expect(app.trace.entries.isEmpty)
  }

  @Test("moving or lifting a finger that is not down, or a finger down twice, is refused")
  func fingerMisuse() throws {
    #expect(throws: InputError.fingerNotDown(3)) { try app.move(3, to: CGPoint(x: 1, y: 1)) }
    #expect(throws: InputError.fingerNotDown(1)) { try app.touchUp(1) }
    try app.touchDown(1, at: CGPoint(x: 5, y: 5))
    let entries = app.trace.entries.count
    #expect(throws: InputError.fingerAlreadyDown(1)) { try app.touchDown(1, at: CGPoint(x: 5, y: 5)) }
    #expect(app.trace.entries.count == entries)
    #expect(throws: InputError.negativeDuration(.seconds(-1))) { try app.wait(.seconds(-1)) }
    #expect(throws: InputError.invalidStepCount(0)) {
      try app.drag(from: CGPoint(x: 1, y: 1), to: CGPoint(x: 2, y: 2), steps: 0)
    }
  }

  @Test("timers fire in order when virtual time advances")
  func clockOrder() throws {
    var fired: [String] = []
    app.clock.schedule(after: 0.2, name: "b") { fired.append("b") }
    app.clock.schedule(after: 0.1, name: "a") { fired.append("a") }
    app.clock.schedule(after: 0.2, name: "c") { fired.append("c") }
    try app.wait(.milliseconds(150))
    #expect(fired == ["a"])
    try app.wait(.milliseconds(100))
    #expect(fired == ["a", "b", "c"])
    #expect(abs(app.clock.now - 0.25) < 1e-12)
  }
}

final class HalfOverride: View {
  var began = 0
  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { began += 1 }
}

final class ReentrantView: View {
  weak var app: Application?
  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    _ = try? app?.touchUp(1)
  }
}
