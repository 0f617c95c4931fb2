extension Application {
  /// The fingers that are down, with their touches, in the order they came down.
  struct LiveTouches: Sequence {
    /// One finger down and its touch.
    struct Entry {
      let finger: Finger
      let touch: Touch
    }

    private var entries: [Entry] = []

    /// How many fingers are down.
    var count: Int { entries.count }

    /// Whether no finger is down.
    var isEmpty: Bool { entries.isEmpty }

    /// The finger that came down first and its touch, if any finger is down.
    var earliest: Entry? { entries.first }

    /// The touch of `finger`, if it is down.
    subscript(finger: Finger) -> Touch? {
      entries.first { $0.finger == finger }?.touch
    }

    /// Makes `touch` the touch of `finger`, in place of the one it had, if any.
    mutating func set(_ touch: Touch, for finger: Finger) {
      if let index = entries.firstIndex(where: { $0.finger == finger }) {
        entries[index] = Entry(finger: finger, touch: touch)
      } else {
        entries.append(Entry(finger: finger, touch: touch))
      }
    }

    /// Forgets `finger`; the others keep their order.
    mutating func remove(_ finger: Finger) {
      entries.removeAll { $0.finger == finger }
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
