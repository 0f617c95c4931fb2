/// The clock's pending timers: a binary min-heap of deadlines, and each live timer's payload by its number.
///
/// Timers come out in deadline order, then in the order they were scheduled (their numbers increase). Scheduling and
/// firing take O(log n); cancelling takes O(1): the payload (the timer's action, and whatever it captures) is released
/// at once, and the heap's entry stays behind as a tombstone, skipped when it reaches the top and dropped when
/// tombstones outnumber the live timers. A list searched and shifted at each cancel made N recognizers each cancelling
/// its timer quadratic in N (issue 32, row 5: a drag through N nested scroll views, each with a content-touch delay).
struct TimerQueue<Payload> {
  /// A heap entry: when, and which timer.
  private struct Entry {
    let deadline: Double
    let number: Int

    /// Earlier deadline first; the same deadline, earlier scheduled first.
    func precedes(_ other: Entry) -> Bool {
      deadline < other.deadline || (deadline == other.deadline && number < other.number)
    }
  }

  private var heap: [Entry] = []
  private var payloads: [Int: Payload] = [:]

  /// How many timers are pending.
  var count: Int { payloads.count }

  /// Whether the timer numbered `number` is pending.
  func contains(_ number: Int) -> Bool { payloads[number] != nil }

  /// Adds a timer; `number` must be larger than every number added before.
  mutating func insert(_ payload: Payload, number: Int, deadline: Double) {
    payloads[number] = payload
    heap.append(Entry(deadline: deadline, number: number))
    siftUp(from: heap.count - 1)
  }

  /// Removes the pending timer numbered `number`; returns whether there was one.
  @discardableResult
  mutating func remove(_ number: Int) -> Bool {
    guard payloads.removeValue(forKey: number) != nil else { return false }
    if heap.count > 2 * payloads.count + 16 { dropTombstones() }
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
    guard let first = heap.first, let payload = payloads.removeValue(forKey: first.number) else { return nil }
    removeTop()
    return (payload, first.deadline)
  }

  /// The pending timers in firing order, with their deadlines.
  var sorted: [(payload: Payload, deadline: Double)] {
    heap.filter { payloads[$0.number] != nil }
      .sorted { $0.precedes($1) }
      .compactMap { entry in payloads[entry.number].map { ($0, entry.deadline) } }
  }

  // MARK: The heap

  private mutating func skipTombstones() {
    while let first = heap.first, payloads[first.number] == nil { removeTop() }
  }

  private mutating func dropTombstones() {
    heap.removeAll { payloads[$0.number] == nil }
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
