import PNGDecoding

/// Writes an ``Image`` as a PNG file, for pictures that embed images (``ScenePicture``).
///
/// The file is the simplest valid PNG (PNG specification §11): an `IHDR` for 8-bit RGBA (colour type 6),
/// one `IDAT` holding a zlib stream (RFC 1950) of *stored* deflate blocks (RFC 1951 §3.2.4, at most
/// 65,535 bytes each, no compression), every row with filter type 0, and `IEND`. It is about as large as
/// the raw pixels, which is fine for the small images pictures embed, and it is deterministic: the same
/// image always gives the same bytes. The checksums are the decoder's own `CRC32` and `Adler32` (PNGDecoding).
enum PNGEncoder {
  /// The PNG file for `image`, pixels as they are (not premultiplied), scale not recorded.
  static func encode(_ image: Image) -> [UInt8] {
    let rowLength = image.pixelWidth * 4
    var raw: [UInt8] = []
    raw.reserveCapacity(image.pixelHeight * (1 + rowLength))
    for row in 0..<image.pixelHeight {
      raw.append(0)  // filter type 0: the row as it is
      raw += image.rgba[(row * rowLength)..<((row + 1) * rowLength)]
    }
    var header = bigEndian(UInt32(image.pixelWidth)) + bigEndian(UInt32(image.pixelHeight))
    header += [8, 6, 0, 0, 0]  // bit depth 8, RGBA, deflate, adaptive filtering, no interlace
    var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    file += chunk("IHDR", header)
    file += chunk("IDAT", zlibStored(raw))
    file += chunk("IEND", [])
    return file
  }

  /// The largest payload of one stored deflate block (its length field is 16 bits).
  private static let storedBlockLimit = 65535

  /// A zlib stream of stored deflate blocks carrying `bytes`, ending with their Adler-32.
  private static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
    var stream: [UInt8] = [0x78, 0x01]  // deflate with a 32 KiB window; 0x7801 is a multiple of 31
    var start = 0
    repeat {
      let end = min(start + storedBlockLimit, bytes.count)
      let length = UInt16(end - start)
      stream.append(end == bytes.count ? 1 : 0)  // BFINAL on the last block, BTYPE 00 (stored)
      stream += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
      stream += bytes[start..<end]
      start = end
    } while start < bytes.count
    return stream + bigEndian(bytes.withUnsafeBufferPointer { Adler32.checksum($0) })
  }

  /// A chunk: the data's length, the type, the data, and the CRC-32 of type and data.
  private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typeAndData = Array(type.utf8) + data
    let crc = typeAndData.withUnsafeBufferPointer { CRC32.checksum($0) }
    return bigEndian(UInt32(data.count)) + typeAndData + bigEndian(crc)
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
  }
}
