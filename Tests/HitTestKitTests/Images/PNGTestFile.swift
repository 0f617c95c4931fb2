@testable import HitTestKit
@testable import PNGDecoding

/// Builds small PNG files in tests, chunk by chunk, with correct CRCs unless told otherwise.
enum PNGTestFile {
  /// The PNG signature.
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// A chunk: length, type, data, CRC.
  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typeBytes = Array(type.utf8)
    let crc = (typeBytes + data).withUnsafeBufferPointer { CRC32.checksum($0) }
    return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(crc)
  }

  /// The 13 bytes of an IHDR chunk's data.
  static func header(
    width: UInt32, height: UInt32, depth: UInt8, colorType: UInt8, interlace: UInt8 = 0
  ) -> [UInt8] {
    bigEndian(width) + bigEndian(height) + [depth, colorType, 0, 0, interlace]
  }

  /// A zlib stream holding `raw` in stored deflate blocks (at most 65535 bytes each).
  static func storedZlib(_ raw: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let count = min(65535, raw.count - offset)
      let isFinal: UInt8 = offset + count == raw.count ? 1 : 0
      out += [
        isFinal, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF),
      ]
      out += raw[offset..<(offset + count)]
      offset += count
    } while offset < raw.count
    return out + bigEndian(raw.withUnsafeBufferPointer { Adler32.checksum($0) })
  }

  /// A whole file: signature, IHDR, the extra chunks, one IDAT of `zlib`, IEND.
  static func file(
    header: [UInt8], before: [[UInt8]] = [], zlib: [UInt8], after: [[UInt8]] = []
  ) -> [UInt8] {
    signature + chunk("IHDR", header) + before.joined() + chunk("IDAT", zlib) + after.joined()
      + chunk("IEND", [])
  }

  /// A whole file whose image data is `raw` (filter bytes included), stored uncompressed.
  static func file(header: [UInt8], before: [[UInt8]] = [], raw: [UInt8]) -> [UInt8] {
    file(header: header, before: before, zlib: storedZlib(raw))
  }

  /// `value` as 4 big-endian bytes.
  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
  }
}
