import HitTestKit
import Testing

/// Regression: a timer reached exactly by several waits must fire (the clock sums doubles).
@Suite struct VirtualClockTimerTests {
  @Test("a deadline reached exactly through several advances fires, and the clock never goes back")
  func exactDeadlineFires() throws {
    let clock = VirtualClock()
    for step in [50, 100, 50, 1000, 50] { try clock.advance(by: .milliseconds(step)) }
    var fired = false
    clock.schedule(after: 0.35, name: "interval") { fired = true }
    try clock.advance(by: .milliseconds(349))
    #expect(!fired)
    let before = clock.now
    try clock.advance(by: .milliseconds(1))
    #expect(fired)
    #expect(clock.now >= before)
  }
}

/// `Duration.seconds` splits the duration as `components` does.
@Suite struct DurationSecondsTests {
  @Test(
    "seconds is the whole seconds plus the attoseconds ÷ 10¹⁸ of components",
    arguments: [
      Duration.zero, .milliseconds(50), .milliseconds(400), .nanoseconds(1), .seconds(3) + .milliseconds(7),
      .seconds(86_400 * 365), .milliseconds(-1250),
      Duration(secondsComponent: 12, attosecondsComponent: 999_999_999_999_999_999),
    ])
  func matchesComponents(duration: Duration) {
    let (seconds, attoseconds) = duration.components
    #expect(duration.seconds == TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18)
  }
}

/// A recognizer's timer is named after it whether or not the gesture is traced (untraced, the class name is only
/// worked out when the name is read).
@Suite struct RecognizerTimerNameTests {
  @Test(
    "a pending recognizer timer is named after the recognizer's class or name, traced or not",
    arguments: [false, true])
  func namedAfterOwner(isTracing: Bool) throws {
    do {
      let window = makeWindow()
      let named = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let press = LongPressGestureRecognizer()
      named.addGestureRecognizer(press)
      let card = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
      let namedPress = LongPressGestureRecognizer()
      namedPress.name = "hold"
      card.addGestureRecognizer(namedPress)
      window.addSubview(named)
      named.addSubview(card)
      let app = Application(window: window, isTracing: isTracing)
      try app.touchDown(1, at: CGPoint(x: 20, y: 20))
      #expect(
        app.clock.pendingTimers.map(\.name)
          == ["hold: minimumPressDuration", "LongPressGestureRecognizer: minimumPressDuration"],
        "tracing \(isTracing)")
      namedPress.name = "renamed"  // a name set later: the timer keeps the one it was scheduled with
      #expect(app.clock.pendingTimers.first?.name == "hold: minimumPressDuration")
    }
  }
}
