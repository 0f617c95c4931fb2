import HitTestKit
import Testing

@Suite struct ClockLimitTests {
  @Test("the clock is bounded: a wait past VirtualClock.maximumTime throws and changes nothing")
  func waitPastTheBound() throws {
    let app = Application(window: makeWindow())
    for duration in [Duration.seconds(Int64.max), .seconds(Int64.max) * 4, .seconds(1_000_000_001)] {
      #expect(throws: InputError.durationBeyondClockLimit(duration)) { try app.wait(duration) }
      #expect(app.clock.now == 0)
    }
    try app.wait(.seconds(999_999_999))
    // Rendering any trace near the bound works, in milliseconds.
    try app.tap(at: CGPoint(x: 10, y: 10))
    #expect(app.trace.description.contains("[999999999.050]"))
    try app.wait(.seconds(1) - .milliseconds(50))
    #expect(app.clock.now == VirtualClock.maximumTime)
    #expect(throws: InputError.durationBeyondClockLimit(.milliseconds(1))) { try app.wait(.milliseconds(1)) }
    #expect(throws: InputError.durationBeyondClockLimit(.milliseconds(50))) {
      try app.tap(at: CGPoint(x: 1, y: 1))
    }
    #expect(app.touchesDown.isEmpty, "the refused tap put no finger down")
    try app.wait(.zero)
  }

  @Test("the clock is bounded: advancing a clock directly past the bound throws too")
  func advancePastTheBound() {
    let clock = VirtualClock()
    #expect(throws: InputError.durationBeyondClockLimit(.seconds(Int64.max))) {
      try clock.advance(by: .seconds(Int64.max))
    }
    #expect(clock.now == 0)
  }

  @Test("Duration.seconds never traps, even beyond Int64.max seconds")
  func durationSecondsBeyondInt64() {
    #expect((Duration.seconds(Int64.max) * 4).seconds == Double(Int64.max) * 4)
    #expect(Duration.seconds(Int64.max).seconds == Double(Int64.max))
    #expect((Duration.seconds(Int64.min) * 2).seconds == Double(Int64.min) * 2)
    #expect(Duration.milliseconds(1_500).seconds == 1.5)
  }

  @Test("a wait is bounded in work: a timer rescheduling itself with no delay makes wait(.zero) throw")
  func runawayTimer() throws {
    let app = Application(window: makeWindow(), isTracing: false)
    final class Loop {
      var count = 0
      func start(on clock: VirtualClock) {
        clock.schedule(after: 0, name: "loop") { [unowned self, unowned clock] in
          self.count += 1
          self.start(on: clock)
        }
      }
    }
    let loop = Loop()
    loop.start(on: app.clock)
    #expect(throws: InputError.tooManyTimers(fired: VirtualClock.maximumTimersPerAdvance)) {
      try app.wait(.zero)
    }
    #expect(loop.count == VirtualClock.maximumTimersPerAdvance)
    #expect(app.clock.now == 0)
    #expect(app.clock.pendingTimers.count == 1, "the next round waits")
  }

  @Test("the clock is bounded: a queued wait counts the waits queued before it")
  func queuedWaitsCountTowardTheBound() throws {
    let window = makeWindow()
    let app = Application(window: window)
    final class Probe: View {
      var results: [Result<Void, InputError>] = []
      weak var app: Application?
      override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        guard let app else { return }
        for duration in [Duration.seconds(600_000_000), .seconds(600_000_000)] {
          do throws(InputError) {
            try app.wait(duration)
            results.append(.success(()))
          } catch {
            results.append(.failure(error))
          }
        }
      }
    }
    let probe = Probe(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    probe.app = app
    window.addSubview(probe)
    try app.touchDown(at: CGPoint(x: 10, y: 10))
    #expect(probe.results.count == 2)
    if case .failure = probe.results[0] { Issue.record("the first wait fits") }
    #expect(throws: InputError.durationBeyondClockLimit(.seconds(600_000_000))) { try probe.results[1].get() }
    #expect(app.clock.now == 600_000_000)
    try app.touchUp()
  }
}
