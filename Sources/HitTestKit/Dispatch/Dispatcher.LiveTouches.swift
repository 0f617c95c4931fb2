extension Dispatcher {
  /// The fingers that are down, with their touches, in the order they came down.
  ///
  /// Looking a finger up is a dictionary read, so an event of N new fingers costs time linear in N.
  struct LiveTouches: Sequence {
    /// One finger down and its touch.
    struct Entry {
      let finger: Finger
      let touch: Touch
    }

    private var entries: [Entry] = []
    /// Where each finger's entry is in `entries`.
    private var positions: [Finger: Int] = [:]

    /// How many fingers are down.
    var count: Int { entries.count }

    /// Whether no finger is down.
    var isEmpty: Bool { entries.isEmpty }

    /// The finger that came down first and its touch, if any finger is down.
    var earliest: Entry? { entries.first }

    /// The touch of `finger`, if it is down.
    subscript(finger: Finger) -> Touch? {
      positions[finger].map { entries[$0].touch }
    }

    /// Makes `touch` the touch of `finger`, in place of the one it had, if any.
    mutating func set(_ touch: Touch, for finger: Finger) {
      if let index = positions[finger] {
        entries[index] = Entry(finger: finger, touch: touch)
      } else {
        positions[finger] = entries.count
        entries.append(Entry(finger: finger, touch: touch))
      }
    }

    /// Forgets `finger`; the others keep their order.
    mutating func remove(_ finger: Finger) {
      removeAll { $0.finger == finger }
    }

    /// Forgets every finger whose entry satisfies `predicate`, in one pass; the others keep their order.
    mutating func removeAll(where predicate: (Entry) -> Bool) {
      entries.removeAll(where: predicate)
      positions.removeAll(keepingCapacity: true)
      for (index, entry) in entries.enumerated() { positions[entry.finger] = index }
    }

    /// The fingers down and their touches, as a dictionary.
    var dictionary: [Finger: Touch] {
      Dictionary(uniqueKeysWithValues: entries.map { ($0.finger, $0.touch) })
    }

    /// Whether a touch satisfies `predicate`, the first finger's first.
    func containsTouch(where predicate: (Touch) -> Bool) -> Bool {
      entries.contains { predicate($0.touch) }
    }

    /// The entries in the order their fingers came down.
    func makeIterator() -> IndexingIterator<[Entry]> {
      entries.makeIterator()
    }
  }
}
