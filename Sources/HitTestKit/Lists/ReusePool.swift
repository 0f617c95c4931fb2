import Foundation

/// The cells a list can hand out again, shared by ``TableView`` and ``CollectionView``.
///
/// It holds the makers registered by reuse identifier, and the cells that left the screen, queued under their
/// identifier.
struct ReusePool<Cell: View> {
  private var makers: [String: () -> Cell] = [:]
  private var queues: [String: [Cell]] = [:]

  /// Registers how to make a cell for `identifier`; `nil` unregisters it.
  mutating func register(_ maker: (() -> Cell)?, for identifier: String) {
    makers[identifier] = maker
  }

  /// A queued cell for `identifier` (after `prepare`, its `prepareForReuse`), else a new one from the registered
  /// maker, else `nil`.
  mutating func dequeue(_ identifier: String, prepare: (Cell) -> Void) -> Cell? {
    if let cell = queues[identifier]?.popLast() {
      prepare(cell)
      return cell
    }
    return makers[identifier].map { $0() }
  }

  /// Queues `cell` under `identifier` (a cell without one is let go).
  mutating func enqueue(_ cell: Cell, identifier: String?) {
    guard let identifier else { return }
    queues[identifier, default: []].append(cell)
  }
}
