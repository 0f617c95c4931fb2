/// The clock's pending timers: a binary min-heap of deadlines over numbered slots that hold the timers.
///
/// Timers come out in deadline order, then in the order they were scheduled (their numbers increase). Scheduling and
/// firing take O(log n); cancelling takes O(1), with no hashing: a timer's token names its slot, so a cancel empties
/// the slot (releasing the timer's action, and whatever it captures, at once) and leaves the heap's entry behind as a
/// tombstone, skipped when it reaches the top and dropped when tombstones outnumber the live timers. Emptied slots
/// are reused. A list searched and shifted at each cancel made N recognizers each cancelling its timer quadratic in N
/// (issue 32, row 5: a drag through N nested scroll views, each with a content-touch delay).
struct TimerQueue<Payload> {
  /// A heap entry: when, which timer, and where it is kept.
  private struct Entry {
    let deadline: Double
    let number: Int
    let slot: Int

    /// Earlier deadline first; the same deadline, earlier scheduled first.
    func precedes(_ other: Entry) -> Bool {
      deadline < other.deadline || (deadline == other.deadline && number < other.number)
    }
  }

  /// A slot: a live timer and its number, or an empty slot in the chain of empty ones.
  private struct Slot {
    /// The timer's number (positive) while the slot holds one; once empty, `-2 - next`, where `next` is the next
    /// empty slot (-1 for none), so that the empty slots need no list of their own.
    var number: Int
    var payload: Payload?
  }

  private var heap: [Entry] = []
  private var slots: [Slot] = []
  /// The first empty slot, or -1.
  private var firstEmptySlot = -1
  private(set) var count = 0

  /// Whether the timer numbered `number`, kept in `slot`, is pending.
  func contains(_ number: Int, slot: Int) -> Bool {
    slot >= 0 && slot < slots.count && slots[slot].number == number
  }

  /// Adds a timer and returns the slot that keeps it; `number` must be positive and larger than every number added
  /// before.
  mutating func insert(_ payload: consuming Payload, number: Int, deadline: Double) -> Int {
    let slot: Int
    if firstEmptySlot >= 0 {
      slot = firstEmptySlot
      firstEmptySlot = -2 - slots[slot].number
      slots[slot] = Slot(number: number, payload: payload)
    } else {
      // A gesture schedules a few timers (a tap on the benchmark screen: four): room for them from the first.
      if slots.capacity == 0 {
        slots.reserveCapacity(8)
        heap.reserveCapacity(8)
      }
      slot = slots.count
      slots.append(Slot(number: number, payload: payload))
    }
    count += 1
    heap.append(Entry(deadline: deadline, number: number, slot: slot))
    siftUp(from: heap.count - 1)
    return slot
  }

  /// Removes the pending timer numbered `number` in `slot`; returns whether there was one.
  @discardableResult
  mutating func remove(_ number: Int, slot: Int) -> Bool {
    guard contains(number, slot: slot) else { return false }
    _ = take(slot)
    if heap.count > 2 * count + 16 { dropTombstones() }
    return true
  }

  /// The deadline of the timer that fires first, or `nil` with none pending.
  mutating func nextDeadline() -> Double? {
    skipTombstones()
    return heap.first?.deadline
  }

  /// Removes and returns the timer that fires first, with its deadline.
  mutating func removeFirst() -> (payload: Payload, deadline: Double)? {
    skipTombstones()
    guard let first = heap.first, let payload = take(first.slot) else { return nil }
    removeTop()
    return (payload, first.deadline)
  }

  /// The pending timers in firing order, with their deadlines.
  var sorted: [(payload: Payload, deadline: Double)] {
    heap.filter(isLive).sorted { $0.precedes($1) }.compactMap { entry in
      slots[entry.slot].payload.map { ($0, entry.deadline) }
    }
  }

  // MARK: Slots and heap

  private func isLive(_ entry: Entry) -> Bool {
    slots[entry.slot].number == entry.number
  }

  /// Empties `slot` and returns its timer, moved out (not copied).
  private mutating func take(_ slot: Int) -> Payload? {
    var payload: Payload?
    swap(&payload, &slots[slot].payload)
    slots[slot].number = -2 - firstEmptySlot
    firstEmptySlot = slot
    count -= 1
    return payload
  }

  private mutating func skipTombstones() {
    while let first = heap.first, !isLive(first) { removeTop() }
  }

  private mutating func dropTombstones() {
    let slots = slots
    heap.removeAll { slots[$0.slot].number != $0.number }
    // Floyd's construction: sift down every parent, last first.
    var index = heap.count / 2
    while index > 0 {
      index -= 1
      siftDown(from: index)
    }
  }

  private mutating func removeTop() {
    let last = heap.removeLast()
    guard !heap.isEmpty else { return }
    heap[0] = last
    siftDown(from: 0)
  }

  private mutating func siftUp(from start: Int) {
    var child = start
    let entry = heap[child]
    while child > 0 {
      let parent = (child - 1) / 2
      guard entry.precedes(heap[parent]) else { break }
      heap[child] = heap[parent]
      child = parent
    }
    heap[child] = entry
  }

  private mutating func siftDown(from start: Int) {
    var parent = start
    let entry = heap[parent]
    while true {
      var child = 2 * parent + 1
      guard child < heap.count else { break }
      if child + 1 < heap.count && heap[child + 1].precedes(heap[child]) { child += 1 }
      guard heap[child].precedes(entry) else { break }
      heap[parent] = heap[child]
      parent = child
    }
    heap[parent] = entry
  }
}
