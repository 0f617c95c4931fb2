/// One chunk of a PNG file (PNG specification §5.3): a 4-letter type and the range of its data.
///
/// On disk a chunk is a 4-byte big-endian length, the type, the data and a CRC-32 of type and data.
/// `PNGChunk.read(from:at:)` checks all of it, so code that receives a chunk may trust its range.
struct PNGChunk {
  /// The type as four ASCII letters packed big-endian, for example `0x4948_4452` for IHDR.
  let type: UInt32
  /// Where the data lies in the file's bytes.
  let data: Range<Int>
  /// Where the chunk (its length field) starts in the file.
  let offset: Int

  /// The header chunk, first in every file.
  static let header: UInt32 = 0x4948_4452  // IHDR
  /// The palette chunk.
  static let palette: UInt32 = 0x504C_5445  // PLTE
  /// An image data chunk; consecutive ones concatenate into one zlib stream.
  static let imageData: UInt32 = 0x4944_4154  // IDAT
  /// The end chunk, last in every file.
  static let end: UInt32 = 0x4945_4E44  // IEND
  /// The transparency chunk.
  static let transparency: UInt32 = 0x7452_4E53  // tRNS

  /// The largest chunk length the specification allows (§5.3): 2^31 − 1.
  static let maximumLength = Int(Int32.max)

  /// The type as text, for example "IHDR".
  var name: String { Self.name(of: type) }

  /// Whether the chunk is critical: its first letter is uppercase (bit 5 clear), so a decoder that does
  /// not know it must stop (PNG specification §5.4).
  var isCritical: Bool { type & 0x2000_0000 == 0 }

  /// The text of a packed type; non-letters print as `?`.
  static func name(of type: UInt32) -> String {
    let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: type >> UInt32($0)) }
    return String(decoding: bytes.map { isLetter($0) ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
  }

  /// Whether `byte` is an ASCII letter, the only bytes a chunk type may contain.
  static func isLetter(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  /// Reads and checks the chunk that starts at `offset`.
  ///
  /// - Throws: `truncatedChunk` when the file ends inside it, `chunkTooLong`, `invalidChunkType`, or
  ///   `badCRC` when the stored CRC differs from the computed one.
  static func read(from bytes: UnsafeBufferPointer<UInt8>, at offset: Int) throws(PNGFault) -> PNGChunk {
    guard bytes.count - offset >= 8 else { throw .truncatedChunk(type: nil, offset: offset) }
    let length = bigEndianUInt32(bytes, at: offset)
    let type = UInt32(bigEndianUInt32(bytes, at: offset + 4))
    guard (0..<4).allSatisfy({ isLetter(bytes[offset + 4 + $0]) }) else {
      throw .invalidChunkType(offset: offset)
    }
    guard length <= maximumLength else { throw .chunkTooLong(type: name(of: type), length: UInt32(length)) }
    guard bytes.count - offset - 12 >= length else {
      throw .truncatedChunk(type: name(of: type), offset: offset)
    }
    let data = (offset + 8)..<(offset + 8 + length)
    let stored = UInt32(bigEndianUInt32(bytes, at: data.upperBound))
    let computed = CRC32.checksum(UnsafeBufferPointer(rebasing: bytes[(offset + 4)..<data.upperBound]))
    guard stored == computed else { throw .badCRC(type: name(of: type), stored: stored, computed: computed) }
    return PNGChunk(type: type, data: data, offset: offset)
  }

  /// The 4-byte big-endian number at `offset`, which the caller has checked is in bounds.
  static func bigEndianUInt32(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int {
    Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
      | Int(bytes[offset + 3])
  }
}
