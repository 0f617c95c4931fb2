/// Undoing PNG's per-scanline filters (PNG specification §9).
///
/// Each scanline starts with a filter-type byte, then bytes stored as differences from a prediction made
/// from already decoded neighbours: `a` the same byte of the pixel to the left, `b` the byte above, `c`
/// the byte above-left (all 0 outside the image or sub-image). 0 None, 1 Sub (`a`), 2 Up (`b`),
/// 3 Average (`(a + b) / 2`), 4 Paeth (whichever of `a`, `b`, `c` is closest to `a + b − c`).
enum PNGFilter {
  /// Unfilters the `rows` scanlines at `data` (each a filter byte then `rowBytes` bytes), in place.
  ///
  /// - Parameters:
  ///   - data: The filtered scanlines, each a filter byte then `rowBytes` bytes; unfiltered in place.
  ///   - rows: The number of scanlines.
  ///   - rowBytes: The bytes of one scanline after its filter byte.
  ///   - distance: How many bytes back the pixel to the left starts: the bytes per pixel, at least 1.
  ///   - firstRow: the number reported for the first scanline in errors.
  /// - Throws: `invalidFilterType` for a filter byte above 4.
  static func unfilter(
    _ data: UnsafeMutablePointer<UInt8>, rows: Int, rowBytes: Int, distance: Int, firstRow: Int = 0
  ) throws(PNGFault) {
    let zeros = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
    defer { zeros.deallocate() }
    zeros.initialize(repeating: 0, count: rowBytes)
    var previous = UnsafePointer(zeros)
    for row in 0..<rows {
      let line = data + row * (rowBytes + 1) + 1
      try unfilterRow(
        line[-1], UnsafePointer(line), into: line, previous: previous, rowBytes: rowBytes, distance: distance,
        row: firstRow + row)
      previous = UnsafePointer(line)
    }
  }

  /// Unfilters one scanline of `rowBytes` bytes filtered with `filter`: reads `source`, writes `line`
  /// (which may be `source` itself), predicting from `previous`, the unfiltered scanline above (zeros
  /// for the first).
  ///
  /// - Parameters:
  ///   - filter: The scanline's filter-type byte, 0 to 4.
  ///   - source: The filtered bytes.
  ///   - line: Where the unfiltered bytes go; may be `source` itself.
  ///   - previous: The unfiltered scanline above (zeros for the first).
  ///   - rowBytes: The bytes of the scanline.
  ///   - distance: How many bytes back the pixel to the left starts: the bytes per pixel, at least 1.
  ///   - row: the number reported in errors.
  /// - Throws: `invalidFilterType` for a filter byte above 4.
  @inline(__always)
  static func unfilterRow(
    _ filter: UInt8, _ source: UnsafePointer<UInt8>, into line: UnsafeMutablePointer<UInt8>,
    previous: UnsafePointer<UInt8>, rowBytes: Int, distance: Int, row: Int
  ) throws(PNGFault) {
    let head = min(distance, rowBytes)
    switch filter {
    case 0:
      if source != UnsafePointer(line) { line.update(from: source, count: rowBytes) }
    case 1:
      for index in 0..<head { line[index] = source[index] }
      for index in distance..<max(distance, rowBytes) {
        line[index] = source[index] &+ line[index - distance]
      }
    case 2:
      for index in 0..<rowBytes { line[index] = source[index] &+ previous[index] }
    case 3 where distance == 4:
      unfilterAverageFourBytes(source, into: line, previous: previous, rowBytes: rowBytes)
    case 3 where distance == 3:
      unfilterAverageThreeBytes(source, into: line, previous: previous, rowBytes: rowBytes)
    case 3 where distance == 1:
      unfilterAverageOneByte(source, into: line, previous: previous, rowBytes: rowBytes)
    case 4 where distance == 4:
      unfilterPaethFourBytes(source, into: line, previous: previous, rowBytes: rowBytes)
    case 3:
      for index in 0..<head { line[index] = source[index] &+ previous[index] >> 1 }
      for index in distance..<max(distance, rowBytes) {
        line[index] =
          source[index] &+ UInt8((UInt16(line[index - distance]) + UInt16(previous[index])) >> 1)
      }
    case 4:
      for index in 0..<head { line[index] = source[index] &+ previous[index] }
      for index in distance..<max(distance, rowBytes) {
        line[index] =
          source[index] &+ paeth(line[index - distance], previous[index], previous[index - distance])
      }
    default:
      throw .invalidFilterType(filter, row: row)
    }
  }

  /// Average (filter 3) for 4-byte pixels (8-bit RGBA, 16-bit gray + alpha), a pixel at a time in vector
  /// lanes, the left pixel kept in a register: the generic loop reloads the byte it stored 4 bytes earlier,
  /// a store-to-load round trip per byte that was most of the unfiltering time of 8-bit RGBA, and the
  /// byte-per-lane loop still had four dependency chains of scalar instructions (issue 11).
  @inline(never)
  static func unfilterAverageFourBytes(
    _ source: UnsafePointer<UInt8>, into line: UnsafeMutablePointer<UInt8>, previous: UnsafePointer<UInt8>,
    rowBytes: Int
  ) {
    let (source, previous, line) = (
      UnsafeRawPointer(source), UnsafeRawPointer(previous), UnsafeMutableRawPointer(line)
    )
    var left = SIMD4<UInt16>(repeating: 0)
    var index = 0
    while index + 4 <= rowBytes {
      let above = SIMD4<UInt16>(
        truncatingIfNeeded: previous.loadUnaligned(fromByteOffset: index, as: SIMD4<UInt8>.self))
      let difference = SIMD4<UInt16>(
        truncatingIfNeeded: source.loadUnaligned(fromByteOffset: index, as: SIMD4<UInt8>.self))
      left = (difference &+ (left &+ above) &>> 1) & 0xFF
      line.storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: left), toByteOffset: index, as: SIMD4<UInt8>.self)
      index += 4
    }
  }

  /// Average (filter 3) for 3-byte pixels (8-bit RGB), the left pixel kept in registers: the generic
  /// loop reloads the byte it stored 3 bytes earlier, a store-to-load round trip per byte (issue 11).
  @inline(never)
  static func unfilterAverageThreeBytes(
    _ source: UnsafePointer<UInt8>, into line: UnsafeMutablePointer<UInt8>, previous: UnsafePointer<UInt8>,
    rowBytes: Int
  ) {
    var left: (UInt8, UInt8, UInt8) = (0, 0, 0)
    @inline(__always)
    func average(_ left: inout UInt8, _ index: Int) {
      left = source[index] &+ UInt8((UInt16(left) &+ UInt16(previous[index])) &>> 1)
      line[index] = left
    }
    var index = 0
    while index + 3 <= rowBytes {
      average(&left.0, index)
      average(&left.1, index + 1)
      average(&left.2, index + 2)
      index += 3
    }
  }

  /// Average (filter 3) for 1-byte pixels (8-bit gray and palette, and every depth below 8), the left
  /// byte kept in a register (see `unfilterAverageThreeBytes`).
  @inline(never)
  static func unfilterAverageOneByte(
    _ source: UnsafePointer<UInt8>, into line: UnsafeMutablePointer<UInt8>, previous: UnsafePointer<UInt8>,
    rowBytes: Int
  ) {
    var left: UInt8 = 0
    for index in 0..<rowBytes {
      left = source[index] &+ UInt8((UInt16(left) &+ UInt16(previous[index])) &>> 1)
      line[index] = left
    }
  }

  /// Paeth (filter 4) for 4-byte pixels, the left pixel kept in registers (see
  /// `unfilterAverageFourBytes`).
  @inline(never)
  static func unfilterPaethFourBytes(
    _ source: UnsafePointer<UInt8>, into line: UnsafeMutablePointer<UInt8>, previous: UnsafePointer<UInt8>,
    rowBytes: Int
  ) {
    var left: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
    var upperLeft: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
    @inline(__always)
    func predict(_ left: inout UInt8, _ upperLeft: inout UInt8, _ index: Int) {
      let above = previous[index]
      left = source[index] &+ paeth(left, above, upperLeft)
      upperLeft = above
      line[index] = left
    }
    var index = 0
    while index + 4 <= rowBytes {
      predict(&left.0, &upperLeft.0, index)
      predict(&left.1, &upperLeft.1, index + 1)
      predict(&left.2, &upperLeft.2, index + 2)
      predict(&left.3, &upperLeft.3, index + 3)
      index += 4
    }
  }

  /// The Paeth predictor (PNG specification §9.4): of left, above and upper-left, the one closest to
  /// `left + above − upperLeft`, ties broken in that order.
  @inline(__always)
  static func paeth(_ left: UInt8, _ above: UInt8, _ upperLeft: UInt8) -> UInt8 {
    let a = Int(left)
    let b = Int(above)
    let c = Int(upperLeft)
    let distanceA = abs(b - c)
    let distanceB = abs(a - c)
    let distanceC = abs(a + b - 2 * c)
    if distanceA <= distanceB && distanceA <= distanceC { return left }
    return distanceB <= distanceC ? above : upperLeft
  }
}
