extension View {
  /// A view's subviews, back to front, kept so that adding or removing one at either end takes constant time
  /// (amortized), as with UIKit's mutable array, while reading them as one array costs nothing extra once
  /// they are joined.
  ///
  /// Two arrays make the list: `head`, the backmost subviews in reverse order (the backmost is its last
  /// element), then `tail`, the rest in order. Both ends of the list are then ends of an array. Removing the
  /// backmost subview pops the head. When the head is empty, half of a long tail moves into it first, so n
  /// removals from the back move about n subviews in all, where one array would close the gap each time, n²/2
  /// moves. The other end works the same way. ``joined()`` puts everything back into the tail: ``View/subviews``
  /// calls it when the head is not empty, and after that it costs nothing again until the next change at the
  /// back.
  struct SubviewList {
    /// The backmost subviews, in reverse order.
    private var head: [View] = []
    /// The other subviews, in order: every subview once the list is joined.
    private var tail: [View] = []

    /// Below this many subviews in the array being emptied, the arrays are not rebalanced: moving that many
    /// references costs less than a new array.
    private static let rebalancingThreshold = 32

    /// An empty list.
    init() {}

    /// A list of `views`, back to front.
    init(_ views: [View]) {
      tail = views
    }

    /// The number of subviews.
    var count: Int { head.count + tail.count }

    /// Whether there are no subviews.
    var isEmpty: Bool { head.isEmpty && tail.isEmpty }

    /// The subviews as one array when no joining is needed (the head is empty), else `nil`.
    var joinedIfReady: [View]? {
      @inline(__always) get { head.isEmpty ? tail : nil }
    }

    /// Whether the list is held as one array (the head is empty), so that ``joinedSubview(at:)`` reads it.
    var isJoined: Bool {
      @inline(__always) get { head.isEmpty }
    }

    /// The number of subviews of a joined list (see ``isJoined``).
    var joinedCount: Int {
      @inline(__always) get { tail.count }
    }

    /// The subview at `index` (0 is the back) of a joined list (see ``isJoined``): one read of the array, which
    /// is neither copied nor retained.
    @inline(__always)
    func joinedSubview(at index: Int) -> View { tail[index] }

    /// Moves every subview into the tail and returns them, back to front.
    mutating func joined() -> [View] {
      guard !head.isEmpty else { return tail }
      var all: [View] = []
      all.reserveCapacity(count)
      all.append(contentsOf: head.reversed())
      all.append(contentsOf: tail)
      (head, tail) = ([], all)
      return all
    }

    /// The subview at `index` (0 is the back).
    subscript(index: Int) -> View {
      index < head.count ? head[head.count - 1 - index] : tail[index - head.count]
    }

    /// The index of `view`, searched from both ends at once (a view appears once), so a view near either end
    /// is found at once; `nil` when it is not in the list.
    func index(of view: View) -> Int? {
      var low = 0
      var high = count - 1
      while low <= high {
        if self[high] === view { return high }
        if self[low] === view { return low }
        low += 1
        high -= 1
      }
      return nil
    }

    /// Inserts `view` at `index`, which must be in `0...count`.
    mutating func insert(_ view: View, at index: Int) {
      precondition(index >= 0 && index <= count, "SubviewList index \(index) out of range 0...\(count)")
      if index < head.count || (index == 0 && tail.count >= Self.rebalancingThreshold) {
        head.insert(view, at: head.count - index)
      } else {
        tail.insert(view, at: index - head.count)
      }
    }

    /// Removes and returns the subview at `index`, which must be in `0..<count`.
    @discardableResult
    mutating func remove(at index: Int) -> View {
      precondition(index >= 0 && index < count, "SubviewList index \(index) out of range 0..<\(count)")
      if head.isEmpty, tail.count >= Self.rebalancingThreshold, index < tail.count / 2 {
        // Near the back, with nothing in the head: the back half of the tail becomes the head.
        let half = (tail.count + 1) / 2
        head = tail[..<half].reversed()
        tail.removeFirst(half)
      } else if tail.isEmpty, head.count >= Self.rebalancingThreshold, index >= (head.count + 1) / 2 {
        // Near the front, with nothing in the tail: the front half of the head becomes the tail.
        let half = (head.count + 1) / 2
        tail = head[..<half].reversed()
        head.removeFirst(half)
      }
      if index < head.count { return head.remove(at: head.count - 1 - index) }
      return tail.remove(at: index - head.count)
    }
  }
}
