extension Animator {
  /// The end times of the running animations that end, earliest first (then the lowest number): a binary heap, so
  /// that starting and ending each of *n* animations costs O(log *n*), and the clock holds one end timer, not *n*.
  ///
  /// Entries of animations that ended early (interrupted) stay until they reach the top, where the animator
  /// drops them.
  struct EndQueue {
    /// One animation's end.
    struct Entry {
      let time: TimeInterval
      let number: Int

      func isBefore(_ other: Entry) -> Bool { (time, number) < (other.time, other.number) }
    }

    private var heap: [Entry] = []

    /// The earliest end, if any.
    var first: Entry? { heap.first }

    /// Whether no end is waiting.
    var isEmpty: Bool { heap.isEmpty }

    /// Adds an end.
    mutating func insert(_ entry: Entry) {
      heap.append(entry)
      var child = heap.count - 1
      while child > 0 {
        let parent = (child - 1) / 2
        guard heap[child].isBefore(heap[parent]) else { break }
        heap.swapAt(child, parent)
        child = parent
      }
    }

    /// Removes and returns the earliest end.
    @discardableResult
    mutating func removeFirst() -> Entry? {
      guard !heap.isEmpty else { return nil }
      heap.swapAt(0, heap.count - 1)
      let first = heap.removeLast()
      var parent = 0
      while true {
        let left = 2 * parent + 1
        let right = left + 1
        var smallest = parent
        if left < heap.count, heap[left].isBefore(heap[smallest]) { smallest = left }
        if right < heap.count, heap[right].isBefore(heap[smallest]) { smallest = right }
        guard smallest != parent else { break }
        heap.swapAt(parent, smallest)
        parent = smallest
      }
      return first
    }

    /// Forgets every end.
    mutating func removeAll() { heap.removeAll() }
  }
}
