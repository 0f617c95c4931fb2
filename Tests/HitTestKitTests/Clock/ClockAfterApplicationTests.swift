import HitTestKit
import Testing

/// Issue 10, fault 3: a clock kept after its application is gone keeps working as a plain clock.
@Suite struct ClockAfterApplicationTests {
  final class Fired {
    var names: [String] = []
  }

  /// Makes an application with a long press pending (its 0.5 s timer scheduled) and a timer of our own, and
  /// lets the application go; returns its clock.
  private func clockOfVanishedApplication(_ fired: Fired) throws -> (
    VirtualClock, weakApplication: () -> Application?
  ) {
    let window = makeWindow()
    var app: Application? = Application(window: window)
    weak let weakApplication = app
    let view = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "pad", in: window)
    view.addGestureRecognizer(LongPressGestureRecognizer { _ in fired.names.append("long press") })
    try app?.touchDown(1, at: CGPoint(x: 10, y: 10))
    let clock = try #require(app?.clock)
    clock.schedule(after: 0.2, name: "mine") { fired.names.append("mine") }
    app = nil
    return (clock, { weakApplication })
  }

  @Test("advancing a clock whose application is gone fires its own timers, not the application's")
  func clockOutlivesApplication() throws {
    let fired = Fired()
    let (clock, weakApplication) = try clockOfVanishedApplication(fired)
    #expect(weakApplication() == nil, "the application went away")
    try clock.advance(by: .seconds(1))
    #expect(fired.names == ["mine"], "the recognizer's timer was cancelled with its application")
    #expect(clock.pendingTimers.isEmpty)
    #expect(abs(clock.now - 1) < 1e-12)
  }

  @Test("a timer scheduled on the clock after its application is gone runs as on a plain clock")
  func scheduleAfterApplicationGone() throws {
    let fired = Fired()
    let (clock, _) = try clockOfVanishedApplication(fired)
    clock.schedule(after: 0.1, name: "later") { fired.names.append("later") }
    try clock.advance(by: .milliseconds(150))
    #expect(fired.names == ["later"])
  }
}
