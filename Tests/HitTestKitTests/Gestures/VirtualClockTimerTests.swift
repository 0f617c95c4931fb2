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
