import Testing

@testable import HitTestKit

/// The zlib stream is read in place from the IDAT chunks (`BitReader` segments): how it is split must not
/// change what decodes, nor which error a broken stream gives.
@Suite struct PNGImageDataSplitTests {
  typealias File = PNGTestFile

  /// The fixture `name`'s IHDR data and its zlib stream (every IDAT's data, concatenated).
  func parts(of name: String) throws -> (header: [UInt8], zlib: [UInt8]) {
    let bytes = try PNGFixtures.bytes(name)
    var header: [UInt8] = []
    var zlib: [UInt8] = []
    var offset = 8
    while offset + 12 <= bytes.count {
      let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      let data = Array(bytes[(offset + 8)..<(offset + 8 + length)])
      if type == "IHDR" { header = data }
      if type == "IDAT" { zlib += data }
      offset += 12 + length
    }
    return (header, zlib)
  }

  /// A file whose image data is `zlib` cut into chunks of `size` bytes, an empty chunk after every third.
  func file(header: [UInt8], zlib: [UInt8], chunkSize size: Int) -> [UInt8] {
    var chunks: [UInt8] = []
    for (index, start) in stride(from: 0, to: zlib.count, by: size).enumerated() {
      chunks += File.chunk("IDAT", Array(zlib[start..<min(zlib.count, start + size)]))
      if index % 3 == 2 { chunks += File.chunk("IDAT", []) }
    }
    return File.signature + File.chunk("IHDR", header) + chunks + File.chunk("IEND", [])
  }

  /// The outcome of decoding `bytes`: the pixels, or the error.
  func outcome(_ bytes: [UInt8]) -> Result<[UInt8], PNGError> {
    Result { () throws(PNGError) in try Image(pngBytes: bytes).rgba }
  }

  @Test(
    "stored, fixed and dynamic blocks decode the same in one chunk or cut into chunks of 1 to 9 or 1000 bytes",
    arguments: [
      "blocks-stored", "blocks-fixed", "blocks-dynamic", "rgba8", "filters-all-rgba8", "rgb8-adam7",
    ])
  func splitAnywhere(name: String) throws {
    let (header, zlib) = try parts(of: name)
    let whole = outcome(File.file(header: header, zlib: zlib))
    #expect(throws: Never.self) { try whole.get() }
    for size in Array(1...9) + [1000] {
      #expect(outcome(file(header: header, zlib: zlib, chunkSize: size)) == whole, "chunks of \(size) bytes")
    }
  }

  @Test("a stream cut short or corrupted gives the same error however it is split")
  func brokenStreamsSplitAnywhere() throws {
    for name in ["blocks-stored", "blocks-dynamic"] {
      let (header, zlib) = try parts(of: name)
      var broken = [Array(zlib.dropLast(1)), Array(zlib.dropLast(5)), Array(zlib.prefix(zlib.count / 2))]
      var flipped = zlib
      flipped[zlib.count / 3] ^= 0x10
      broken.append(flipped)
      for stream in broken {
        let whole = outcome(File.file(header: header, zlib: stream))
        #expect(throws: PNGError.self) { try whole.get() }
        for size in [1, 2, 7, 64] {
          #expect(outcome(file(header: header, zlib: stream, chunkSize: size)) == whole, "\(name), \(size)")
        }
      }
    }
  }
}
