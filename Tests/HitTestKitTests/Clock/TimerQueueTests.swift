import SeededRandomness
import Testing

@testable import HitTestKit

/// The clock's timer queue: deadline order, then scheduling order; a cancel releases the timer at once.
@Suite struct TimerQueueTests {
  @Test("timers come out by deadline, and timers with one deadline in the order they were scheduled")
  func order() {
    var queue = TimerQueue<String>()
    for (number, (payload, deadline)) in [("c", 0.3), ("a", 0.1), ("b1", 0.2), ("b2", 0.2), ("a2", 0.1)]
      .enumerated()
    {
      _ = queue.insert(payload, number: number + 1, deadline: deadline)
    }
    var out: [String] = []
    while let (payload, _) = queue.removeFirst() { out.append(payload) }
    #expect(out == ["a", "a2", "b1", "b2", "c"])
    let next = queue.nextDeadline()
    #expect(queue.count == 0 && next == nil)
  }

  @Test("a removed timer never comes out, is not pending, and removing it twice does nothing")
  func removal() {
    var queue = TimerQueue<String>()
    let firstSlot = queue.insert("first", number: 1, deadline: 1)
    let secondSlot = queue.insert("second", number: 2, deadline: 2)
    let removed = queue.remove(1, slot: firstSlot)
    let removedAgain = queue.remove(1, slot: firstSlot)
    #expect(removed && !removedAgain)
    #expect(!queue.contains(1, slot: firstSlot) && queue.contains(2, slot: secondSlot))
    // The emptied slot is reused by the next timer; the old number does not name it.
    let thirdSlot = queue.insert("third", number: 3, deadline: 3)
    #expect(
      thirdSlot == firstSlot && !queue.contains(1, slot: thirdSlot) && queue.contains(3, slot: thirdSlot))
    _ = queue.remove(3, slot: thirdSlot)
    let next = queue.nextDeadline()
    #expect(next == 2)
    #expect(queue.sorted.map(\.payload) == ["second"])
    let fired = queue.removeFirst()
    let none = queue.removeFirst()
    #expect(fired?.payload == "second" && none == nil)
  }

  @Test("against a sorted list, 20,000 random schedules, cancels and firings agree step by step")
  func agreesWithSortedList() {
    var random = SplitMix64(seed: 32_005)
    var queue = TimerQueue<Int>()
    var model: [(deadline: Double, number: Int, slot: Int)] = []
    var next = 0
    for _ in 0..<20_000 {
      switch random.next() % 4 {
      case 0, 1:
        next += 1
        // Few distinct deadlines, so that ties (scheduling order) are common.
        let deadline = Double(random.next() % 50)
        let slot = queue.insert(next, number: next, deadline: deadline)
        model.append((deadline, next, slot))
      case 2:
        guard !model.isEmpty else { continue }
        let index = Int(random.next() % UInt64(model.count))
        let removed = queue.remove(model[index].number, slot: model[index].slot)
        #expect(removed)
        model.remove(at: index)
      default:
        model.sort { ($0.deadline, $0.number) < ($1.deadline, $1.number) }
        let expected = model.first
        if !model.isEmpty { model.removeFirst() }
        let fired = queue.removeFirst()
        #expect(fired?.payload == expected?.number && fired?.deadline == expected?.deadline)
      }
      #expect(queue.count == model.count)
    }
    model.sort { ($0.deadline, $0.number) < ($1.deadline, $1.number) }
    #expect(queue.sorted.map(\.payload) == model.map(\.number))
  }

  @Test("cancelling a timer releases its action and what the action captured, at once")
  func cancelReleasesAction() throws {
    final class Captured {}
    let clock = VirtualClock()
    weak var weakCaptured: Captured?
    var tokens: [VirtualClock.TimerToken] = []
    do {
      let captured = Captured()
      weakCaptured = captured
      tokens.append(clock.schedule(after: 1, name: "holds") { _ = captured })
    }
    // Many cancelled timers behind a live one, so that the queue drops its tombstones meanwhile.
    for index in 0..<100 { tokens.append(clock.schedule(after: 2 + Double(index), name: "later") {}) }
    #expect(weakCaptured != nil)
    clock.cancel(tokens[0])
    #expect(weakCaptured == nil, "the cancelled timer's action is gone")
    for token in tokens.dropFirst(1).dropLast(1) { clock.cancel(token) }
    #expect(clock.pendingTimers.map(\.name) == ["later"])
    #expect(!clock.isScheduled(tokens[0]) && clock.isScheduled(tokens[100]))
    var fired = false
    clock.cancel(tokens[100])
    clock.schedule(after: 0.5, name: "last") { fired = true }
    try clock.advance(by: .seconds(200))
    #expect(fired && clock.pendingTimers.isEmpty)
  }
}
