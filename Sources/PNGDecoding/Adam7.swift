/// The seven passes of Adam7 interlacing (PNG specification §8.2).
///
/// Pass `p` holds the pixels whose column is `xStart + k * xStep` and row `yStart + j * yStep`; each pass
/// is stored as its own small image with its own filtered scanlines. A pass with no columns or no rows
/// stores nothing at all, not even filter bytes.
enum Adam7 {
  /// One pass: where its first pixel is and how far apart its pixels are.
  struct Pass {
    /// The column of the pass's first pixel.
    let xStart: Int
    /// The row of the pass's first pixel.
    let yStart: Int
    /// The distance between the pass's pixels in a row.
    let xStep: Int
    /// The distance between the pass's rows.
    let yStep: Int

    /// The pass's width and height for an image of `width` × `height` pixels.
    func size(width: Int, height: Int) -> (width: Int, height: Int) {
      let columns = width > xStart ? (width - xStart + xStep - 1) / xStep : 0
      let rows = height > yStart ? (height - yStart + yStep - 1) / yStep : 0
      return (columns, rows)
    }
  }

  /// The passes in the order they are stored (PNG specification §8.2, figure 8.4).
  static let passes: [Pass] = [
    Pass(xStart: 0, yStart: 0, xStep: 8, yStep: 8), Pass(xStart: 4, yStart: 0, xStep: 8, yStep: 8),
    Pass(xStart: 0, yStart: 4, xStep: 4, yStep: 8), Pass(xStart: 2, yStart: 0, xStep: 4, yStep: 4),
    Pass(xStart: 0, yStart: 2, xStep: 2, yStep: 4), Pass(xStart: 1, yStart: 0, xStep: 2, yStep: 2),
    Pass(xStart: 0, yStart: 1, xStep: 1, yStep: 2),
  ]
}
