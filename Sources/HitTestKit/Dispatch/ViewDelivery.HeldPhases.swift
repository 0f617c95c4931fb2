extension ViewDelivery {
  /// The phases held back from a touch's view, in order: the first 21 packed three bits each into one word, any
  /// after them in a list.
  ///
  /// A hold is usually one or two phases (a touch-down held by a scroll view, a lift-off held by a tap waiting
  /// for a double tap): holding them allocates nothing, where an array allocated at each first hold.
  struct HeldPhases: Sequence, ExpressibleByArrayLiteral {
    /// The phases that fit in the word, the first in the lowest bits.
    private var packed: UInt64 = 0
    private var packedCount = 0
    /// The phases after the first `packedCapacity`.
    private var overflow: [Touch.Phase] = []

    /// How many phases fit in the word: three bits each.
    private static let packedCapacity = 21

    /// Holds `elements`, in order.
    init(arrayLiteral elements: Touch.Phase...) {
      for phase in elements { append(phase) }
    }

    /// Whether no phase is held.
    var isEmpty: Bool { packedCount == 0 }

    /// Holds `phase` after the others.
    mutating func append(_ phase: Touch.Phase) {
      if packedCount < Self.packedCapacity {
        packed |= UInt64(Self.code(of: phase)) << (3 * packedCount)
        packedCount += 1
      } else {
        overflow.append(phase)
      }
    }

    /// Iterates the held phases in the order they were held.
    func makeIterator() -> Iterator {
      Iterator(packed: packed, packedLeft: packedCount, overflow: overflow.makeIterator())
    }

    /// The held phases in order: the packed ones, then the list.
    struct Iterator: IteratorProtocol {
      fileprivate var packed: UInt64
      fileprivate var packedLeft: Int
      fileprivate var overflow: IndexingIterator<[Touch.Phase]>

      mutating func next() -> Touch.Phase? {
        guard packedLeft > 0 else { return overflow.next() }
        let phase = HeldPhases.phase(coded: Int(packed & 0b111))
        packed >>= 3
        packedLeft -= 1
        return phase
      }
    }

    private static func code(of phase: Touch.Phase) -> Int {
      switch phase {
      case .began: 0
      case .moved: 1
      case .stationary: 2
      case .ended: 3
      case .cancelled: 4
      }
    }

    fileprivate static func phase(coded code: Int) -> Touch.Phase {
      switch code {
      case 0: .began
      case 1: .moved
      case 2: .stationary
      case 3: .ended
      default: .cancelled
      }
    }
  }
}
