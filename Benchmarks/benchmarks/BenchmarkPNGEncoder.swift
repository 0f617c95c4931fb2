/// A minimal PNG encoder that exists only to give the decode benchmark realistic input, made in-process.
///
/// Two outputs from the same pixels: "compressed" rows use the Paeth filter and greedy LZ77 matching
/// (one hash-chain candidate, 32 KB window) coded with deflate's fixed Huffman codes — a real, typical
/// deflate workload of literals and back-references; "stored" rows use filter 0 inside stored deflate
/// blocks, so decoding it costs copying and checksums only. The ratio of the two decode times isolates
/// the cost of inflate and unfiltering.
enum BenchmarkPNGEncoder {
  /// Encodes 8-bit RGBA pixels as a PNG file.
  static func encode(width: Int, height: Int, rgba: [UInt8], compressed: Bool) -> [UInt8] {
    let stride = width * 4
    var raw: [UInt8] = []
    raw.reserveCapacity(height * (stride + 1))
    for y in 0..<height {
      raw.append(compressed ? 4 : 0)
      for index in 0..<stride {
        let value = rgba[y * stride + index]
        guard compressed else {
          raw.append(value)
          continue
        }
        let left = index >= 4 ? Int(rgba[y * stride + index - 4]) : 0
        let above = y > 0 ? Int(rgba[(y - 1) * stride + index]) : 0
        let upperLeft = y > 0 && index >= 4 ? Int(rgba[(y - 1) * stride + index - 4]) : 0
        let (a, b, c) = (abs(above - upperLeft), abs(left - upperLeft), abs(left + above - 2 * upperLeft))
        let prediction = a <= b && a <= c ? left : (b <= c ? above : upperLeft)
        raw.append(value &- UInt8(prediction))
      }
    }
    var zlib: [UInt8] = [0x78, 0x01]
    zlib += compressed ? fixedHuffmanDeflate(raw) : storedDeflate(raw)
    zlib += bigEndian(adler32(raw))
    let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0]
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlib)
      + chunk("IEND", [])
  }

  /// Raw data in stored blocks of at most 65,535 bytes.
  static func storedDeflate(_ raw: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
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
    return out
  }

  /// One fixed-Huffman block with greedy LZ77 matches.
  static func fixedHuffmanDeflate(_ raw: [UInt8]) -> [UInt8] {
    let lengthBases = [
      3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195,
      227, 258,
    ]
    let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    let distanceBases = [
      1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
      4097,
      6145, 8193, 12289, 16385, 24577,
    ]
    let distanceExtra = [
      0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]
    var writer = BitWriter()
    writer.write(0b011, bits: 3)  // final block, fixed codes
    var head = [Int](repeating: -1, count: 1 << 15)
    var index = 0
    while index < raw.count {
      var bestLength = 0
      var bestDistance = 0
      if index + 3 <= raw.count {
        let hash = (Int(raw[index]) << 10 ^ Int(raw[index + 1]) << 5 ^ Int(raw[index + 2])) & 0x7FFF
        let candidate = head[hash]
        head[hash] = index
        if candidate >= 0 && index - candidate <= 32768 {
          var length = 0
          while length < 258 && index + length < raw.count && raw[candidate + length] == raw[index + length] {
            length += 1
          }
          if length >= 3 { (bestLength, bestDistance) = (length, index - candidate) }
        }
      }
      if bestLength == 0 {
        writer.writeFixedSymbol(Int(raw[index]))
        index += 1
        continue
      }
      let lengthCode = lengthBases.lastIndex { $0 <= bestLength }!
      writer.writeFixedSymbol(257 + lengthCode)
      writer.write(bestLength - lengthBases[lengthCode], bits: lengthExtra[lengthCode])
      let distanceCode = distanceBases.lastIndex { $0 <= bestDistance }!
      writer.writeCode(distanceCode, length: 5)
      writer.write(bestDistance - distanceBases[distanceCode], bits: distanceExtra[distanceCode])
      index += bestLength
    }
    writer.writeFixedSymbol(256)
    return writer.finish()
  }

  /// Packs bits least significant first, as deflate requires.
  struct BitWriter {
    var bytes: [UInt8] = []
    var buffer: UInt64 = 0
    var count = 0

    mutating func write(_ value: Int, bits: Int) {
      buffer |= UInt64(value) << UInt64(count)
      count += bits
      while count >= 8 {
        bytes.append(UInt8(truncatingIfNeeded: buffer))
        buffer >>= 8
        count -= 8
      }
    }

    /// Writes a Huffman code, most significant bit first.
    mutating func writeCode(_ code: Int, length: Int) {
      var reversed = 0
      for bit in 0..<length { reversed |= (code >> bit & 1) << (length - 1 - bit) }
      write(reversed, bits: length)
    }

    /// Writes a literal/length symbol with the fixed code of RFC 1951 §3.2.6.
    mutating func writeFixedSymbol(_ symbol: Int) {
      switch symbol {
      case 0..<144: writeCode(0x30 + symbol, length: 8)
      case 144..<256: writeCode(0x190 + symbol - 144, length: 9)
      case 256..<280: writeCode(symbol - 256, length: 7)
      default: writeCode(0xC0 + symbol - 280, length: 8)
      }
    }

    mutating func finish() -> [UInt8] {
      if count > 0 { bytes.append(UInt8(truncatingIfNeeded: buffer)) }
      return bytes
    }
  }

  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in body {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
    return bigEndian(UInt32(data.count)) + body + bigEndian(~crc)
  }

  static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var (a, b): (UInt32, UInt32) = (1, 0)
    for byte in bytes {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    return b << 16 | a
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
  }
}
