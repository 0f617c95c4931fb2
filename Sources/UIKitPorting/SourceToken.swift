/// One token of a Swift source file, as the porter sees it: its kind and where it lies in the file's bytes.
///
/// The porter never re-prints tokens; it edits byte ranges of the original text, so everything it does not
/// rewrite stays byte for byte. A token is enough to tell code from comments and string literals, which
/// is all a rewrite of `@objc`, `#selector` and the like needs.
struct SourceToken: Equatable {
  /// What a token is.
  enum Kind: Equatable {
    /// A name or keyword, backticked or not: `func`, `dynamic`, `handleTap`.
    case identifier
    /// An attribute's `@` and name, without its arguments: `@objc`, `@IBOutlet`.
    case attribute
    /// A `#` keyword: `#selector`, `#if`.
    case poundKeyword
    /// A number literal.
    case number
    /// A whole string literal, interpolations included, raw or multi-line.
    case string
    /// A `//` or `/* */` comment, nested block comments included.
    case comment
    /// Spaces and tabs.
    case space
    /// One line break (`\n`, or `\r\n` as one).
    case newline
    /// Any other single byte: punctuation and operators.
    case punctuation
  }

  /// The token's kind.
  let kind: Kind
  /// Its bytes in the file.
  let range: Range<Int>

  /// Whether the token is code a rewrite can look at: not a space, line break or comment.
  var isSignificant: Bool {
    switch kind {
    case .space, .newline, .comment: false
    default: true
    }
  }
}
