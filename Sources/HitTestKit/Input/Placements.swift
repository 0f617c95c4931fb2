import Foundation

/// Fingers to put down at window locations, in finger order.
struct Placements: Sequence {
  typealias Element = (key: Finger, value: CGPoint)

  private let placements: [Element]

  /// One finger at a location.
  init(_ finger: Finger, at location: CGPoint) {
    placements = [(finger, location)]
  }

  /// Fingers at locations, in finger order.
  init(_ placements: [Element]) {
    self.placements = placements
  }

  /// How many fingers go down.
  var count: Int { placements.count }

  /// The placements in finger order.
  func makeIterator() -> IndexingIterator<[Element]> {
    placements.makeIterator()
  }
}
