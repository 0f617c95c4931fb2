public import HitTestKit
public import Testing

/// Expects one of the trace's lines to be exactly `line` (compared without indentation).
///
/// The whole line must match, as the trace renders it; to match a decision whatever its wording, use a
/// ``TracePattern`` (``expectTrace(_:contains:sourceLocation:)-(InteractionTrace,TracePattern,_)``). On failure the
/// issue lists the lines closest in content (those sharing the most words with `line`, wherever the words are),
/// and attaches the whole trace with a picture of the scene (SVG) when a finger went down:
///
/// ```
/// the trace has no line "feed: touch-down stopped deceleration at (0, 120)"; the lines closest in content:
/// feed: touch-down stopped deceleration at (0, 118.5)
/// ```
///
/// - Parameters:
///   - trace: The trace of an input call, or `Application.trace`.
///   - line: The whole line expected, without its indentation.
///   - sourceLocation: Where a failure is reported; the caller's line by default.
public func expectTrace(
  _ trace: InteractionTrace, containsLine line: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let lines = trace.lines
  if lines.contains(line) { return }
  let near = closestLines(to: line, in: lines)
  var message = "the trace has no line \"\(line)\""
  if !near.isEmpty { message += "; the lines closest in content:\n" + near.joined(separator: "\n") }
  Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  record(FailureAttachments(interaction: trace), sourceLocation)
}

/// Expects one of the trace's lines to be exactly `line`: the former spelling of
/// ``expectTrace(_:containsLine:sourceLocation:)``, which says that the whole line must match.
///
/// - Parameters:
///   - trace: The trace of an input call, or `Application.trace`.
///   - line: The whole line expected, without its indentation.
///   - sourceLocation: Where a failure is reported; the caller's line by default.
@available(*, deprecated, renamed: "expectTrace(_:containsLine:sourceLocation:)")
public func expectTrace(
  _ trace: InteractionTrace, contains line: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  expectTrace(trace, containsLine: line, sourceLocation: sourceLocation)
}

/// The lines closest in content to `line`, best first (ties in trace order), at most five; none when no line
/// shares a word with it.
///
/// Each word of `line` that a candidate also has counts for it, the more the fewer lines have it (one over that
/// number): "deceleration" finds the line about deceleration whatever the line's first word, and words that every
/// line has ("finger", "1") decide little.
func closestLines(to line: String, in lines: [String]) -> [String] {
  let wanted = Set(words(of: line))
  let shared = lines.map { Set(words(of: $0)).intersection(wanted) }
  var linesWith: [Substring: Int] = [:]
  for words in shared {
    for word in words { linesWith[word, default: 0] += 1 }
  }
  let scores = shared.map { words in words.reduce(0.0) { $0 + 1 / Double(linesWith[$1] ?? 1) } }
  return lines.indices
    .filter { scores[$0] > 0 }
    .sorted { scores[$0] != scores[$1] ? scores[$0] > scores[$1] : $0 < $1 }
    .prefix(5)
    .map { lines[$0] }
}

/// The words of a line: runs of letters, digits and the characters that join a name (`.`, `_`, `-`, `#`).
private func words(of line: String) -> [Substring] {
  line.split { !($0.isLetter || $0.isNumber || "._-#".contains($0)) }
}
