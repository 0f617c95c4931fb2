extension Application {
  /// The fingers that are down, with their touches, in the order they came down.
  ///
  /// The first is stored in place and the others in a list after it: a one-finger gesture (almost every one)
  /// allocates no storage and hashes no finger, where a dictionary allocated its storage and hashed the finger at
  /// each touch-down, lookup and removal. A few fingers are searched in order.
  struct LiveTouches: Sequence {
    /// One finger down and its touch.
    struct Entry {
      let finger: Finger
      let touch: Touch
    }

    private var first: Entry?
    private var others: [Entry] = []
    /// Where each finger of `others` is in it, once there are ``indexedCount`` of them or more (`nil` before): with
    /// thousands of fingers down, each lookup would otherwise search them all, and one event of N fingers would
    /// cost N² comparisons.
    private var positions: [Finger: Int]?

    /// How many other fingers make `others` worth indexing: a search of a few is cheaper than hashing.
    private static let indexedCount = 16

    /// How many fingers are down.
    var count: Int { first == nil ? 0 : 1 + others.count }

    /// Whether no finger is down.
    var isEmpty: Bool { first == nil }

    /// The finger that came down first and its touch, if any finger is down.
    var earliest: Entry? { first }

    /// The touch of `finger`, if it is down.
    subscript(finger: Finger) -> Touch? {
      if let first, first.finger == finger { return first.touch }
      return index(of: finger).map { others[$0].touch }
    }

    /// The index in `others` of `finger`'s entry.
    private func index(of finger: Finger) -> Int? {
      if let positions { return positions[finger] }
      return others.firstIndex { $0.finger == finger }
    }

    /// Rebuilds `positions` after `others` changed other than at its end.
    private mutating func reindex() {
      guard others.count >= Self.indexedCount else {
        positions = nil
        return
      }
      var positions = [Finger: Int](minimumCapacity: others.count)
      for (index, entry) in others.enumerated() { positions[entry.finger] = index }
      self.positions = positions
    }

    /// Makes `touch` the touch of `finger`, in place of the one it had, if any.
    mutating func set(_ touch: Touch, for finger: Finger) {
      guard let first else {
        first = Entry(finger: finger, touch: touch)
        return
      }
      if first.finger == finger {
        self.first = Entry(finger: finger, touch: touch)
      } else if let index = index(of: finger) {
        others[index] = Entry(finger: finger, touch: touch)
      } else {
        others.append(Entry(finger: finger, touch: touch))
        if positions != nil {
          positions?[finger] = others.count - 1
        } else if others.count == Self.indexedCount {
          reindex()
        }
      }
    }

    /// Forgets `finger`; the others keep their order.
    mutating func remove(_ finger: Finger) {
      if let first, first.finger == finger {
        self.first = others.isEmpty ? nil : others.removeFirst()
        if positions != nil { reindex() }
      } else if let index = index(of: finger) {
        others.remove(at: index)
        if positions != nil { reindex() }
      }
    }

    /// Forgets every finger whose entry satisfies `predicate`, in one pass; the others keep their order.
    mutating func removeAll(where predicate: (Entry) -> Bool) {
      var remaining = others
      if let first { remaining.insert(first, at: 0) }
      remaining.removeAll(where: predicate)
      first = remaining.first
      others = remaining.isEmpty ? [] : Array(remaining.dropFirst())
      reindex()
    }

    /// The fingers down and their touches, as a dictionary.
    var dictionary: [Finger: Touch] {
      guard let first else { return [:] }
      var dictionary = [first.finger: first.touch]
      for entry in others { dictionary[entry.finger] = entry.touch }
      return dictionary
    }

    /// The touches as a set.
    var touchSet: Set<Touch> {
      guard let first else { return [] }
      // Inserted one by one: a literal would go through an array of them.
      var touches = Set<Touch>(minimumCapacity: 1 + others.count)
      touches.insert(first.touch)
      for entry in others { touches.insert(entry.touch) }
      return touches
    }

    /// Whether a touch satisfies `predicate`, the first finger's first.
    func containsTouch(where predicate: (Touch) -> Bool) -> Bool {
      guard let first else { return false }
      return predicate(first.touch) || others.contains { predicate($0.touch) }
    }

    /// The entries in the order their fingers came down.
    func makeIterator() -> FirstThenOthersIterator<Entry> {
      FirstThenOthersIterator(first: first, others: others)
    }
  }
}
