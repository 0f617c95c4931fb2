/// The CRC-32 checksum that guards every PNG chunk (ISO 3309 / ITU-T V.42, polynomial 0xEDB88320 reflected).
///
/// PNG specification §5.5: the CRC covers the chunk type and data, not the length, starts from all ones
/// and is inverted at the end. The table-driven form below processes eight bytes per step ("slicing by 8"):
/// eight 256-entry tables derived from the polynomial, so a chunk of compressed image data costs about a
/// nanosecond per byte instead of several.
package struct CRC32 {
  /// The running register, kept inverted as the algorithm requires; `value` undoes the inversion.
  private var register: UInt32 = 0xFFFF_FFFF

  /// The eight lookup tables, 256 entries each, flattened: table `k` starts at `k * 256`.
  private static let tables: [UInt32] = {
    var tables = [UInt32](repeating: 0, count: 8 * 256)
    for byte in 0..<256 {
      var crc = UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
      tables[byte] = crc
    }
    for byte in 0..<256 {
      for k in 1..<8 {
        let previous = tables[(k - 1) * 256 + byte]
        tables[k * 256 + byte] = (previous >> 8) ^ tables[Int(previous & 0xFF)]
      }
    }
    return tables
  }()

  /// The checksum of everything fed so far.
  var value: UInt32 { register ^ 0xFFFF_FFFF }

  /// Feeds `bytes` into the checksum.
  mutating func update(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress else { return }
    var crc = register
    var index = 0
    let count = bytes.count
    CRC32.tables.withUnsafeBufferPointer { table in
      while index + 8 <= count {
        let low =
          crc
          ^ (UInt32(base[index]) | UInt32(base[index + 1]) << 8 | UInt32(base[index + 2]) << 16
            | UInt32(base[index + 3]) << 24)
        crc =
          table[7 * 256 + Int(low & 0xFF)] ^ table[6 * 256 + Int((low >> 8) & 0xFF)]
          ^ table[5 * 256 + Int((low >> 16) & 0xFF)] ^ table[4 * 256 + Int(low >> 24)]
          ^ table[3 * 256 + Int(base[index + 4])] ^ table[2 * 256 + Int(base[index + 5])]
          ^ table[1 * 256 + Int(base[index + 6])] ^ table[Int(base[index + 7])]
        index += 8
      }
      while index < count {
        crc = (crc >> 8) ^ table[Int((crc ^ UInt32(base[index])) & 0xFF)]
        index += 1
      }
    }
    register = crc
  }

  /// The checksum of `bytes` alone.
  package static func checksum(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    var crc = CRC32()
    crc.update(bytes)
    return crc.value
  }
}
