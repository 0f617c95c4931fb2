/// Why a file could not be ported: it is not Swift source the scanner can read to its end.
///
/// The porter refuses such a file whole and writes nothing for it, rather than rewrite text whose
/// code and strings it cannot tell apart.
public enum PortError: Error, Equatable, CustomStringConvertible {
  /// A string literal that starts on `line` and never ends.
  case unterminatedString(line: Int)
  /// A block comment that starts on `line` and never ends.
  case unterminatedComment(line: Int)
  /// A `#selector(` or other bracket that starts on `line` and is never closed.
  case unbalancedBracket(line: Int)

  /// The message `uikit-port` prints: what is wrong and on which line.
  public var description: String {
    switch self {
    case .unterminatedString(let line): "line \(line): a string literal starts here and never ends"
    case .unterminatedComment(let line): "line \(line): a block comment starts here and never ends"
    case .unbalancedBracket(let line): "line \(line): a bracket opens here and is never closed"
    }
  }
}
