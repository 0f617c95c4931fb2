/// Splits Swift source bytes into ``SourceToken``s, telling code from comments and string literals.
///
/// It follows the lexical rules of The Swift Programming Language ("Lexical Structure") as far as a
/// rewrite needs them: line and nested block comments; string literals single-line and multi-line
/// (`"""`), raw (`#"…"#`, any number of `#`), with escapes and `\(…)` interpolations that may hold
/// strings of their own; backticked identifiers; attributes; `#` keywords. Operators are single bytes,
/// and regex literals are not recognised (a `/` is punctuation), which no rewrite here depends on.
struct SourceScanner {
  private let bytes: [UInt8]
  private var position = 0
  private var tokens: [SourceToken] = []

  private init(bytes: [UInt8]) { self.bytes = bytes }

  /// The tokens of `bytes`, in order, covering every byte.
  ///
  /// - Throws: ``PortError`` for a string literal or block comment that never ends.
  static func tokens(of bytes: [UInt8]) throws(PortError) -> [SourceToken] {
    var scanner = SourceScanner(bytes: bytes)
    try scanner.scan(until: nil)
    return scanner.tokens
  }

  /// Scans tokens until the end, or until the `)` that closes an interpolation when `closing` is given.
  private mutating func scan(until closing: UInt8?) throws(PortError) {
    var depth = 0
    while position < bytes.count {
      let byte = bytes[position]
      if let closing, byte == closing, depth == 0 { return }
      if byte == ASCII.openParen { depth += 1 }
      if byte == ASCII.closeParen { depth -= 1 }
      try scanToken()
    }
    if closing != nil { throw .unterminatedString(line: 0) }
  }

  private mutating func scanToken() throws(PortError) {
    let start = position
    let byte = bytes[position]
    let kind: SourceToken.Kind
    switch byte {
    case ASCII.space, ASCII.tab:
      while position < bytes.count, bytes[position] == ASCII.space || bytes[position] == ASCII.tab {
        position += 1
      }
      kind = .space
    case ASCII.newline:
      position += 1
      kind = .newline
    case ASCII.carriageReturn:
      position += 1
      if position < bytes.count, bytes[position] == ASCII.newline { position += 1 }
      kind = .newline
    case ASCII.slash where peek(1) == ASCII.slash:
      while position < bytes.count, bytes[position] != ASCII.newline, bytes[position] != ASCII.carriageReturn
      {
        position += 1
      }
      kind = .comment
    case ASCII.slash where peek(1) == ASCII.star:
      try skipBlockComment()
      kind = .comment
    case ASCII.quote:
      try skipString(hashes: 0)
      kind = .string
    case ASCII.hash:
      var hashes = 0
      while peek(hashes) == ASCII.hash { hashes += 1 }
      if peek(hashes) == ASCII.quote {
        position += hashes
        try skipString(hashes: hashes)
        kind = .string
      } else if let next = peek(1), ASCII.isIdentifierHead(next) {
        position += 1
        skipIdentifierBody()
        kind = .poundKeyword
      } else {
        position += 1
        kind = .punctuation
      }
    case ASCII.at where peek(1).map(ASCII.isIdentifierHead) == true:
      position += 1
      skipIdentifierBody()
      kind = .attribute
    case ASCII.backtick:
      position += 1
      while position < bytes.count, bytes[position] != ASCII.backtick, bytes[position] != ASCII.newline {
        position += 1
      }
      if position < bytes.count, bytes[position] == ASCII.backtick { position += 1 }
      kind = .identifier
    case _ where ASCII.isIdentifierHead(byte):
      skipIdentifierBody()
      kind = .identifier
    case _ where ASCII.isDigit(byte):
      while position < bytes.count, ASCII.isIdentifierBody(bytes[position]) { position += 1 }
      kind = .number
    default:
      position += 1
      kind = .punctuation
    }
    tokens.append(SourceToken(kind: kind, range: start..<position))
  }

  private func peek(_ offset: Int) -> UInt8? {
    position + offset < bytes.count ? bytes[position + offset] : nil
  }

  private mutating func skipIdentifierBody() {
    while position < bytes.count, ASCII.isIdentifierBody(bytes[position]) { position += 1 }
  }

  private mutating func skipBlockComment() throws(PortError) {
    let start = position
    var depth = 0
    while position < bytes.count {
      if bytes[position] == ASCII.slash, peek(1) == ASCII.star {
        depth += 1
        position += 2
      } else if bytes[position] == ASCII.star, peek(1) == ASCII.slash {
        depth -= 1
        position += 2
        if depth == 0 { return }
      } else {
        position += 1
      }
    }
    throw .unterminatedComment(line: SourceLines(bytes: bytes).line(of: start))
  }

  /// Skips a string literal whose opening quote is at `position`, `hashes` `#`s already passed.
  private mutating func skipString(hashes: Int) throws(PortError) {
    let start = position
    let multiLine = peek(1) == ASCII.quote && peek(2) == ASCII.quote
    position += multiLine ? 3 : 1
    while position < bytes.count {
      let byte = bytes[position]
      if byte == ASCII.quote, closes(multiLine: multiLine, hashes: hashes) {
        position += (multiLine ? 3 : 1) + hashes
        return
      }
      if !multiLine, byte == ASCII.newline || byte == ASCII.carriageReturn { break }
      if byte == ASCII.backslash, (0..<hashes).allSatisfy({ peek(1 + $0) == ASCII.hash }) {
        position += 1 + hashes
        if peek(0) == ASCII.openParen {
          position += 1
          let outerTokenCount = tokens.count
          defer { tokens.removeSubrange(outerTokenCount...) }
          do { try scan(until: ASCII.closeParen) } catch { break }
          guard position < bytes.count else { break }
        }
        position += 1
        continue
      }
      position += 1
    }
    throw .unterminatedString(line: SourceLines(bytes: bytes).line(of: start))
  }

  private func closes(multiLine: Bool, hashes: Int) -> Bool {
    let quotes = multiLine ? 3 : 1
    return (0..<quotes).allSatisfy { peek($0) == ASCII.quote }
      && (0..<hashes).allSatisfy { peek(quotes + $0) == ASCII.hash }
  }
}
