import Foundation

extension IndexPath {
  /// An index path of a table view's row, as UIKit's `IndexPath(row:section:)`: the two indexes `[section, row]`.
  ///
  /// - Parameters:
  ///   - row: The row's index within its section.
  ///   - section: The section's index.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// An index path of a collection view's item, as UIKit's `IndexPath(item:section:)`: `[section, item]`.
  ///
  /// - Parameters:
  ///   - item: The item's index within its section.
  ///   - section: The section's index.
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The section: the first index, as UIKit's `section` (0 for an empty path).
  public var section: Int {
    get { isEmpty ? 0 : self[0] }
    set {
      if isEmpty { self = IndexPath(indexes: [newValue, 0]) } else { self[0] = newValue }
    }
  }

  /// The row within the section: the second index, as UIKit's `row` (0 for a path of fewer than two indexes).
  public var row: Int {
    get { count < 2 ? 0 : self[1] }
    set {
      if count < 2 { self = IndexPath(indexes: [section, newValue]) } else { self[1] = newValue }
    }
  }

  /// The item within the section: the same index as ``row``, as UIKit's `item`.
  public var item: Int {
    get { row }
    set { row = newValue }
  }
}
