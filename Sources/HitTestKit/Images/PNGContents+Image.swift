import Foundation

extension PNGContents {
  /// Decompresses, unfilters and converts the image data into an `Image`.
  ///
  /// The decompression buffer has exactly the size the header implies, so no stream can make the
  /// decoder allocate more; a header declaring more than the compressed data could ever expand to is
  /// rejected first (`PNGDecoder.maximumExpansionRatio`).
  func image(scale: CGFloat) throws(PNGError) -> Image {
    let expected = header.decompressedByteCount
    let (reachable, overflow) = compressed.count.multipliedReportingOverflow(
      by: PNGDecoder.maximumExpansionRatio)
    guard overflow || expected <= reachable + 258 else {
      throw .decompressionBomb(compressedBytes: compressed.count, declaredBytes: expected)
    }
    var raw = [UInt8](repeating: 0, count: expected)
    try compressed.withUnsafeBufferPointer { (compressed) throws(PNGError) in
      try raw.withUnsafeMutableBufferPointer { (raw) throws(PNGError) in
        try ZlibHeader.decompress(compressed, into: raw)
      }
    }
    let converter = PNGPixelConverter(header: header, paletteBytes: paletteBytes, transparency: transparency)
    var rgba = [UInt8](repeating: 0, count: header.width * header.height * 4)
    try raw.withUnsafeMutableBufferPointer { (raw) throws(PNGError) in
      try rgba.withUnsafeMutableBufferPointer { (rgba) throws(PNGError) in
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
    return Image(unchecked: header.width, height: header.height, scale: scale, rgba: rgba)
  }
}
