import Foundation

extension Application {
  /// Fingers to put down at window locations, in finger order: the first in place, any others in a list, so that
  /// a one-finger touch-down (almost every one) describes itself without allocating a list.
  struct Placements: Sequence {
    typealias Element = (key: Finger, value: CGPoint)

    private let first: Element?
    private let others: [Element]

    /// One finger at a location.
    init(_ finger: Finger, at location: CGPoint) {
      first = (finger, location)
      others = []
    }

    /// Fingers at locations, in finger order.
    init(_ placements: [Element]) {
      first = placements.first
      others = placements.count > 1 ? Array(placements.dropFirst()) : []
    }

    /// How many fingers go down.
    var count: Int { first == nil ? 0 : 1 + others.count }

    /// The placements in finger order.
    func makeIterator() -> FirstThenOthersIterator<Element> {
      FirstThenOthersIterator(first: first, others: others)
    }
  }
}
