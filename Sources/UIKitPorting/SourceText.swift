/// A file's bytes with its tokens and line numbers: what every rewrite reads.
struct SourceText {
  /// The file, unchanged.
  let bytes: [UInt8]
  /// Its tokens, covering every byte in order.
  let tokens: [SourceToken]
  /// Line numbers of its offsets.
  let lines: SourceLines

  /// Scans `bytes`.
  ///
  /// - Throws: ``PortError`` when a string literal, block comment or bracket never ends.
  init(bytes: [UInt8]) throws(PortError) {
    self.bytes = bytes
    tokens = try SourceScanner.tokens(of: bytes)
    lines = SourceLines(bytes: bytes)
    try checkBrackets()
  }

  /// The text of token `index`.
  func text(_ index: Int) -> String { text(of: tokens[index].range) }

  /// The text of a byte range.
  func text(of range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

  /// The line where token `index` starts.
  func line(_ index: Int) -> Int { lines.line(of: tokens[index].range.lowerBound) }

  /// Whether token `index` is code (not space, a line break or a comment) whose text is `text`.
  func isCode(_ index: Int, _ text: String) -> Bool {
    index >= 0 && index < tokens.count && tokens[index].isSignificant && self.text(index) == text
  }

  /// The first code token after `index`, if any.
  func nextCode(after index: Int) -> Int? {
    var next = index + 1
    while next < tokens.count {
      if tokens[next].isSignificant { return next }
      next += 1
    }
    return nil
  }

  /// The last code token before `index`, if any.
  func previousCode(before index: Int) -> Int? {
    var previous = index - 1
    while previous >= 0 {
      if tokens[previous].isSignificant { return previous }
      previous -= 1
    }
    return nil
  }

  /// The index of the bracket that closes the one at `index` (`(`, `[` or `{`).
  func closing(_ index: Int) -> Int? {
    var depth = 0
    for candidate in index..<tokens.count where tokens[candidate].kind == .punctuation {
      switch bytes[tokens[candidate].range.lowerBound] {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        depth -= 1
        if depth == 0 { return candidate }
      default: break
      }
    }
    return nil
  }

  /// The argument labels of the parenthesised list between `open` and `close`: for a declaration each
  /// parameter's first name (`_` included), for a call each argument's label or `_` when it has none.
  func argumentLabels(open: Int, close: Int, declaration: Bool) -> [String] {
    var labels: [String] = []
    var segment: [Int] = []
    var index = open + 1
    while index <= close {
      if index == close || isCode(index, ",") {
        if let first = segment.first {
          let labelled = declaration || (segment.count > 1 && isCode(segment[1], ":"))
          labels.append(labelled && tokens[first].kind == .identifier ? text(first) : "_")
        }
        segment = []
      } else if tokens[index].isSignificant {
        segment.append(index)
        if ["(", "[", "{"].contains(text(index)), let inner = closing(index) {
          index = inner + 1
          continue
        }
      }
      index += 1
    }
    return labels
  }

  /// `name(first:_:)`: a member's name with its argument labels, as Swift names a function.
  static func memberKey(_ name: String, labels: [String]?) -> String {
    guard let labels else { return name }
    return name + "(" + labels.map { "\($0):" }.joined() + ")"
  }

  /// The bytes from the end of token `index` over spaces and tabs: what removing a word also removes.
  func trailingSpaceEnd(after index: Int) -> Int {
    let next = index + 1
    return next < tokens.count && tokens[next].kind == .space
      ? tokens[next].range.upperBound : tokens[index].range.upperBound
  }

  /// The range to delete for the tokens `first...last` with the spaces after them, widened to the whole
  /// line (its indentation and line break) when nothing else is left on it.
  func removalRange(first: Int, last: Int) -> Range<Int> {
    let end = trailingSpaceEnd(after: last)
    var lineStart = first
    while lineStart > 0, tokens[lineStart - 1].kind == .space { lineStart -= 1 }
    let startsLine = lineStart == 0 || tokens[lineStart - 1].kind == .newline
    var afterEnd = last + 1
    if afterEnd < tokens.count, tokens[afterEnd].kind == .space { afterEnd += 1 }
    let endsLine = afterEnd == tokens.count || tokens[afterEnd].kind == .newline
    if startsLine, endsLine, afterEnd < tokens.count {
      return tokens[lineStart].range.lowerBound..<tokens[afterEnd].range.upperBound
    }
    return tokens[first].range.lowerBound..<end
  }

  /// Throws when a bracket is left open at the end of the file.
  private func checkBrackets() throws(PortError) {
    var open: [Int] = []
    for (index, token) in tokens.enumerated() where token.kind == .punctuation {
      switch bytes[token.range.lowerBound] {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): open.append(index)
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): _ = open.popLast()
      default: break
      }
    }
    if let unclosed = open.first { throw .unbalancedBracket(line: line(unclosed)) }
  }
}
