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

    /// How many fingers are down.
    var count: Int { first == nil ? 0 : 1 + others.count }

    /// Whether no finger is down.
    var isEmpty: Bool { first == nil }

    /// The finger that came down first and its touch, if any finger is down.
    var earliest: Entry? { first }

    /// The touch of `finger`, if it is down.
    subscript(finger: Finger) -> Touch? {
      if let first, first.finger == finger { return first.touch }
      return others.first { $0.finger == finger }?.touch
    }

    /// Makes `touch` the touch of `finger`, in place of the one it had, if any.
    mutating func set(_ touch: Touch, for finger: Finger) {
      guard let first else {
        first = Entry(finger: finger, touch: touch)
        return
      }
      if first.finger == finger {
        self.first = Entry(finger: finger, touch: touch)
      } else if let index = others.firstIndex(where: { $0.finger == finger }) {
        others[index] = Entry(finger: finger, touch: touch)
      } else {
        others.append(Entry(finger: finger, touch: touch))
      }
    }

    /// Forgets `finger`; the others keep their order.
    mutating func remove(_ finger: Finger) {
      if let first, first.finger == finger {
        self.first = others.isEmpty ? nil : others.removeFirst()
      } else if let index = others.firstIndex(where: { $0.finger == finger }) {
        others.remove(at: index)
      }
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
