import HitTestKit
import Testing

/// A view that keeps every event it is given.
private final class EventKeepingView: View {
  var kept: [(phase: String, timestamp: TimeInterval, touches: Set<Touch>, event: Event)] = []
  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { keep("began", event) }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { keep("ended", event) }
  private func keep(_ phase: String, _ event: Event?) {
    guard let event else { return }
    kept.append((phase, event.timestamp, event.allTouches ?? [], event))
  }
}

/// Each event is an object of its own: what a handler keeps stays as it was, and every event carries its own
/// timestamp, touches and deliveries.
@Suite struct EventLifetimeTests {
  @Test("an event a handler keeps stays as it was: later events are other objects", arguments: [false, true])
  func keptEventUnchanged(isTracing: Bool) throws {
    let window = makeWindow()
    let view = EventKeepingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    let app = Application(window: window, isTracing: isTracing)
    // The kept events refer to the trace, which keeps the view that keeps them: a cycle, broken at the end.
    defer { view.kept = [] }
    try app.touchDown(1, at: CGPoint(x: 10, y: 10))
    let touch = try #require(app.touchesDown[1])
    try app.wait(.milliseconds(50))
    try app.touchUp(1)
    try app.touchDown(2, at: CGPoint(x: 20, y: 20))
    #expect(view.kept.map(\.phase) == ["began", "ended", "began"])
    for entry in view.kept {
      #expect(entry.event.timestamp == entry.timestamp)
      #expect(entry.event.allTouches == entry.touches)
    }
    #expect(view.kept[0].timestamp == 0 && view.kept[1].timestamp == 0.05)
    #expect(view.kept[0].touches == [touch] && view.kept[1].touches == [touch])
    #expect(view.kept[0].event !== view.kept[1].event && view.kept[1].event !== view.kept[2].event)
  }

  @Test("each event is fresh: its timestamp, touches and recognizers are its own")
  func eachEventIsFresh() throws {
    let window = makeWindow()
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let tap = TapGestureRecognizer()
    tap.cancelsTouchesInView = false  // the view gets its touch-up
    view.addGestureRecognizer(tap)
    window.addSubview(view)
    var seen: [(timestamp: TimeInterval, count: Int, forTap: Int)] = []
    let probe = ProbeView(frame: view.bounds) { event in
      seen.append((event.timestamp, event.allTouches?.count ?? 0, (event.touches(for: tap) ?? []).count))
    }
    view.addSubview(probe)
    let app = Application(window: window, isTracing: false)
    try app.touchDown(1, at: CGPoint(x: 10, y: 10))
    try app.wait(.milliseconds(20))
    try app.touchUp(1)
    try app.wait(.milliseconds(500))
    try app.touchDown(1, at: CGPoint(x: 10, y: 10))
    #expect(seen.map(\.timestamp) == [0, 0.02, 0.52])
    #expect(seen.map(\.count) == [1, 1, 1])
    #expect(seen.map(\.forTap) == [1, 1, 1])
  }
}

/// The lists and sets of a one-finger gesture are reused, never kept past the touch.
@Suite struct OneTouchListTests {
  @Test(
    "a lift-off held back and replayed reaches its view with a set of just its touch, freed once delivered")
  func heldTouchReplayedThenFreed() throws {
    let window = makeWindow()
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let doubleTap = TapGestureRecognizer()
    doubleTap.numberOfTapsRequired = 2  // holds the lift-off until its interval runs out
    view.addGestureRecognizer(doubleTap)
    window.addSubview(view)
    var seen: [(phase: String, touches: Int, time: TimeInterval)] = []
    let probe = ProbeView(frame: view.bounds) { phase, touches, event in
      seen.append((phase, touches.count, event.timestamp))
    }
    view.addSubview(probe)
    let app = Application(window: window, isTracing: false)
    try app.touchDown(1, at: CGPoint(x: 10, y: 10))
    weak let touch = app.touchesDown[1]
    #expect(touch != nil)
    try app.wait(.milliseconds(50))
    try app.touchUp(1)
    #expect(seen.map(\.phase) == ["began"], "the lift-off is held")
    try app.wait(.milliseconds(400))
    #expect(seen.map(\.phase) == ["began", "ended"])
    #expect(seen.map(\.touches) == [1, 1])
    #expect(seen.map(\.time) == [0, 0.05 + TapGestureRecognizer.maximumTapInterval])
    #expect(touch == nil, "nothing keeps the touch once its view got everything")
  }

  @Test(
    "a touch-down and lift-off both held and replayed after the timer share one set of the touch, freed after"
  )
  func heldDownAndLiftReplayedWithOneSet() throws {
    let window = makeWindow()
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let doubleTap = TapGestureRecognizer()
    doubleTap.numberOfTapsRequired = 2
    doubleTap.delaysTouchesBegan = true  // holds the touch-down too, until the recognizer fails
    view.addGestureRecognizer(doubleTap)
    window.addSubview(view)
    var seen: [(phase: String, touches: Set<Touch>, eventTouches: Int)] = []
    let probe = ProbeView(frame: view.bounds) { phase, touches, event in
      seen.append((phase, touches, event.allTouches?.count ?? -1))
    }
    view.addSubview(probe)
    let app = Application(window: window, isTracing: false)
    try app.touchDown(1, at: CGPoint(x: 10, y: 10))
    weak let touch = app.touchesDown[1]
    try app.wait(.milliseconds(50))
    try app.touchUp(1)
    #expect(seen.isEmpty, "both phases are held")
    try app.wait(.milliseconds(400))
    #expect(seen.map(\.phase) == ["began", "ended"])
    #expect(seen.map(\.touches.count) == [1, 1])
    #expect(seen.count == 2 && seen[0].touches == seen[1].touches)
    #expect(seen.map(\.eventTouches) == [0, 0], "replayed after the lift: the event has no live touch")
    seen = []  // the sets refer to the touch
    #expect(touch == nil, "nothing keeps the touch once its view got everything")
  }
}

/// A view that hands every event it is given to `body`, without keeping it.
private final class ProbeView: View {
  let body: (_ phase: String, _ touches: Set<Touch>, Event) -> Void
  init(frame: CGRect, body: @escaping (_ phase: String, _ touches: Set<Touch>, Event) -> Void) {
    self.body = body
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used: this view is made in code")
  }
  convenience init(frame: CGRect, body: @escaping (Event) -> Void) {
    self.init(frame: frame) { _, _, event in body(event) }
  }
  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    if let event { body("began", touches, event) }
  }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    if let event { body("ended", touches, event) }
  }
}
