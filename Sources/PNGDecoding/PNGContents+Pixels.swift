extension PNGContents {
  /// Decompresses, unfilters and converts the image data of the file `bytes` (the file these contents were
  /// read from) into 8-bit RGBA, row by row from the top, 4 × width × height bytes.
  ///
  /// The decompression buffer has exactly the size the header implies, so no stream can make the
  /// decoder allocate more; a header declaring more than the compressed data could ever expand to is
  /// rejected first (`Inflater.maximumExpansionRatio`). Errors come in the same order on every path:
  /// decompression (and Adler-32), then filter types, then palette indices (for Adam7, pass by pass).
  func rgbaPixels(from bytes: UnsafeBufferPointer<UInt8>) throws(PNGFault) -> [UInt8] {
    let expected = header.decompressedByteCount
    let (reachable, overflow) = imageDataCount.multipliedReportingOverflow(
      by: Inflater.maximumExpansionRatio)
    guard overflow || expected <= reachable + 258 else {
      throw .decompressionBomb(compressedBytes: imageDataCount, declaredBytes: expected)
    }
    let converter = PNGPixelConverter(header: header, paletteBytes: paletteBytes, transparency: transparency)
    let rowBytes = header.rowByteCount(width: header.width)
    if !header.isInterlaced && rowBytes <= 4 * header.width {
      return try decodedInPlace(from: bytes, expected: expected, rowBytes: rowBytes, converter: converter)
    }
    var raw = [UInt8](repeating: 0, count: expected)
    try raw.withUnsafeMutableBufferPointer { (raw) throws(PNGFault) in try decompress(from: bytes, into: raw)
    }
    var rgba = [UInt8](repeating: 0, count: header.width * header.height * 4)
    try raw.withUnsafeMutableBufferPointer { (raw) throws(PNGFault) in
      try rgba.withUnsafeMutableBufferPointer { (rgba) throws(PNGFault) in
        var rowNumber = 0
        for subImage in header.subImages {
          let start = raw.baseAddress! + subImage.offset
          try PNGFilter.unfilter(
            start, rows: subImage.height, rowBytes: subImage.rowBytes, distance: header.filterDistance,
            firstRow: rowNumber)
          let pass = subImage.pass
          for row in 0..<subImage.height {
            let line = UnsafePointer(start + row * (subImage.rowBytes + 1) + 1)
            let y = pass.yStart + row * pass.yStep
            let destination = rgba.baseAddress! + 4 * (y * header.width + pass.xStart)
            try converter.convert(line, count: subImage.width, into: destination, step: pass.xStep)
          }
          rowNumber += subImage.height
        }
      }
    }
    return rgba
  }

  /// Decodes a non-interlaced image whose scanlines are no longer than its RGBA rows (every layout but
  /// 16-bit RGB and RGBA) with no buffer the size of the image besides the pixels themselves.
  ///
  /// The filtered data is inflated into the tail of the pixel buffer (`max(expected, 4 × pixels)` bytes);
  /// then each scanline is unfiltered into a small row buffer and converted into its RGBA row. RGBA row `r`
  /// ends at or before the start of scanline `r + 1` (a scanline plus its filter byte is at most 4 × width
  /// + 1 bytes), so writing a row never overwrites data still to be read. This halves the fresh memory a
  /// decode touches (page faults were 14–35% of decode time, issue 11) and the peak.
  private func decodedInPlace(
    from bytes: UnsafeBufferPointer<UInt8>, expected: Int, rowBytes: Int, converter: PNGPixelConverter
  ) throws(PNGFault) -> [UInt8] {
    let (width, height) = (header.width, header.height)
    let pixelBytes = width * height * 4
    let capacity = max(expected, pixelBytes)
    var failure: PNGFault?
    let rgba = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initializedCount in
      initializedCount = 0
      let raw = UnsafeMutableBufferPointer(rebasing: buffer[(capacity - expected)..<capacity])
      let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * rowBytes)
      defer { rows.deallocate() }
      rows.initialize(repeating: 0, count: 2 * rowBytes)
      do throws(PNGFault) {
        try decompress(from: bytes, into: raw)
        for row in 0..<height where raw[row * (rowBytes + 1)] > 4 {
          throw .invalidFilterType(raw[row * (rowBytes + 1)], row: row)
        }
        var (current, previous) = (rows, rows + rowBytes)
        for row in 0..<height {
          let scanline = raw.baseAddress! + row * (rowBytes + 1)
          try PNGFilter.unfilterRow(
            scanline[0], UnsafePointer(scanline + 1), into: current, previous: UnsafePointer(previous),
            rowBytes: rowBytes, distance: header.filterDistance, row: row)
          try converter.convert(
            UnsafePointer(current), count: width, into: buffer.baseAddress! + 4 * width * row, step: 1)
          swap(&current, &previous)
        }
        initializedCount = pixelBytes
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
    return rgba
  }

  /// Decompresses the image data, read in place from the IDAT chunks of the file `bytes`, into `output`.
  private func decompress(
    from bytes: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>
  ) throws(PNGFault) {
    try imageData.withUnsafeBufferPointer { (segments) throws(PNGFault) in
      try ZlibHeader.decompress(BitReader(input: bytes, segments: segments), into: output)
    }
  }
}
