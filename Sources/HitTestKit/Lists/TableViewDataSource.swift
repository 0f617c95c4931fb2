import Foundation

/// What a ``TableView`` shows, as UIKit's `UITableViewDataSource`: how many sections and rows, and the cell of each
/// row.
///
/// `numberOfSections(in:)` defaults to 1. The table view asks again at ``TableView/reloadData()``, and asks for the
/// cells of the rows it shows at each layout pass (every scroll lays it out).
public protocol TableViewDataSource: AnyObject {
  /// The number of sections; 1 unless implemented.
  ///
  /// - Parameter tableView: The table view asking.
  /// - Returns: The number of sections (a negative answer counts as 0).
  func numberOfSections(in tableView: TableView) -> Int

  /// The number of rows in `section`.
  ///
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - section: The section's index.
  /// - Returns: The number of rows (a negative answer counts as 0).
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int

  /// The cell of the row at `indexPath`, usually from ``TableView/dequeueReusableCell(withIdentifier:for:)``.
  ///
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row's index path.
  /// - Returns: The configured cell.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
}

extension TableViewDataSource {
  /// One section, as in UIKit when the data source does not implement the method.
  public func numberOfSections(in tableView: TableView) -> Int { 1 }
}
