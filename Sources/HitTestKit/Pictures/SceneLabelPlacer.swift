/// Places text labels so that none covers another label or a marker: the first free candidate wins.
///
/// Text width is estimated, not measured (a picture has no font metrics): 0.6 em per character, a little
/// wider than the average sans-serif glyph, so estimates err on the side of more room. Occupied
/// rectangles are kept in a grid of 64-point cells, so placing a label checks only its neighbours and a
/// picture of thousands of views is placed in about linear time.
struct SceneLabelPlacer {
  /// The font size of labels, in points.
  static let fontSize: CGFloat = 11
  /// The estimated advance of one character.
  static let characterWidth: CGFloat = 0.6 * fontSize
  /// The height a line of text takes, with room for its halo.
  static let lineHeight: CGFloat = 14
  /// The side of a grid cell.
  private static let cellSize: CGFloat = 64
  /// A cell holding this many rectangles counts as full: in a crowd no place is free anyway, and the
  /// check stays constant-time (a 5,000-deep hierarchy would otherwise cost millions of comparisons).
  private static let crowdedCellCount = 48

  private var occupied: [CGRect] = []
  private var grid: [Cell: [Int]] = [:]

  private struct Cell: Hashable {
    let column: Int
    let row: Int
  }

  /// The estimated width of `text` as a label.
  static func width(of text: String) -> CGFloat {
    CGFloat(text.count) * characterWidth
  }

  /// The rectangle `text` covers when its baseline starts at `origin`.
  static func box(of text: String, at origin: CGPoint) -> CGRect {
    CGRect(x: origin.x - 1, y: origin.y - fontSize, width: width(of: text) + 2, height: lineHeight)
  }

  /// Marks `rect` as taken (a marker, or a label placed elsewhere).
  mutating func occupy(_ rect: CGRect) {
    guard rect.isFinite else { return }
    let index = occupied.count
    occupied.append(rect)
    for cell in cells(of: rect) { grid[cell, default: []].append(index) }
  }

  /// The first of `candidates` (baseline origins) where `text` covers nothing taken, or the first
  /// candidate when every one collides; the chosen place is then taken.
  mutating func place(_ text: String, candidates: [CGPoint]) -> CGPoint {
    let chosen = candidates.first { isFree(Self.box(of: text, at: $0)) } ?? candidates[0]
    occupy(Self.box(of: text, at: chosen))
    return chosen
  }

  private func isFree(_ rect: CGRect) -> Bool {
    for cell in cells(of: rect) {
      let indices = grid[cell] ?? []
      if indices.count >= Self.crowdedCellCount { return false }
      for index in indices where occupied[index].intersects(rect) { return false }
    }
    return true
  }

  private func cells(of rect: CGRect) -> [Cell] {
    // Far-away geometry (beyond a trillion points) is not indexed: it cannot collide with anything seen.
    let limit: CGFloat = 1e12
    guard rect.minX > -limit, rect.maxX < limit, rect.minY > -limit, rect.maxY < limit else { return [] }
    let columns =
      Int((rect.minX / Self.cellSize).rounded(.down))...Int((rect.maxX / Self.cellSize).rounded(.down))
    let rows =
      Int((rect.minY / Self.cellSize).rounded(.down))...Int((rect.maxY / Self.cellSize).rounded(.down))
    return columns.flatMap { column in rows.map { Cell(column: column, row: $0) } }
  }
}
