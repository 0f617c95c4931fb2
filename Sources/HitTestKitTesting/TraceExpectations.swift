public import HitTestKit
public import Testing

extension InteractionTrace {
  /// Whether an entry of the trace matches `pattern`.
  ///
  /// For `#expect(trace.contains(.handled(.ended, by: "card")))`; ``expectTrace(_:contains:sourceLocation:)-(InteractionTrace,TracePattern,_)``
  /// says more when it fails.
  public func contains(_ pattern: TracePattern) -> Bool {
    entries.contains(where: pattern.matches)
  }

  /// The entries that match `pattern`, in order.
  public func entries(matching pattern: TracePattern) -> [Entry] {
    entries.filter(pattern.matches)
  }
}

/// Expects an entry of `trace` to match `pattern` (its kind and the fields the pattern names).
///
/// On failure the issue states the entry expected and lists the trace's entries of that kind (those about
/// the same recognizer or view first), or, when it has none, the whole trace; the trace is attached with a
/// picture of the scene (SVG) when a finger went down:
///
/// ```
/// Expectation failed: expected a state change — tap: possible → ended (cause any)
/// the trace's state changes (tap's first):
///   #7 tap: possible → failed (moved 46 pt > allowableMovement 45 pt)
/// ```
///
/// - Parameters:
///   - trace: The trace of an input call, or `Application.trace`.
///   - pattern: The entry expected, such as `.stateChange(recognizer: "tap", from: .possible, to: .ended)`.
///   - sourceLocation: Where a failure is reported; the caller's line by default.
public func expectTrace(
  _ trace: InteractionTrace, contains pattern: TracePattern, sourceLocation: SourceLocation = #_sourceLocation
) {
  if trace.contains(pattern) { return }
  let rendered = RenderedTrace(trace)
  var message = "expected \(pattern.kind.withArticle) — \(pattern.description)\n"
  message += rendered.entriesLike(pattern)
  fail(message, trace, sourceLocation)
}

/// Expects an entry of the application's whole trace (`Application.trace`) to match `pattern`.
///
/// - Parameters:
///   - application: The application whose trace is searched.
///   - pattern: The entry expected.
///   - sourceLocation: Where a failure is reported; the caller's line by default.
public func expectTrace(
  _ application: Application, contains pattern: TracePattern,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  expectTrace(application.trace, contains: pattern, sourceLocation: sourceLocation)
}

/// Expects no entry of `trace` to match `pattern`.
///
/// On failure the issue quotes every entry that matched, with its number in the trace.
///
/// - Parameters:
///   - trace: The trace of an input call, or `Application.trace`.
///   - pattern: The entry that must not be there, such as `.stateChange(recognizer: "press", to: .failed)`.
///   - sourceLocation: Where a failure is reported; the caller's line by default.
public func expectTrace(
  _ trace: InteractionTrace, lacks pattern: TracePattern, sourceLocation: SourceLocation = #_sourceLocation
) {
  let matching = trace.entries.indices.filter { pattern.matches(trace.entries[$0]) }
  guard !matching.isEmpty else { return }
  let rendered = RenderedTrace(trace)
  var message = "expected no \(pattern.kind.rawValue) like — \(pattern.description)\nbut the trace has:\n"
  message += matching.map(rendered.line).joined(separator: "\n")
  fail(message, trace, sourceLocation)
}

/// Expects entries of `trace` to match `patterns` in this order, not necessarily one after the other.
///
/// Each pattern is matched by the first entry after the previous pattern's. On failure the issue lists the
/// patterns matched (with their entries' numbers), the first one not found after them, and the entries that
/// follow the last match.
///
/// - Parameters:
///   - trace: The trace of an input call, or `Application.trace`.
///   - patterns: The entries expected, in order.
///   - sourceLocation: Where a failure is reported; the caller's line by default.
public func expectTrace(
  _ trace: InteractionTrace, containsInOrder patterns: [TracePattern],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  var matched: [Int] = []
  var start = trace.entries.startIndex
  for pattern in patterns {
    guard let index = trace.entries[start...].firstIndex(where: pattern.matches) else { break }
    matched.append(index)
    start = index + 1
  }
  guard matched.count < patterns.count else { return }
  let rendered = RenderedTrace(trace)
  var message = "expected \(patterns.count) entries in order; found the first \(matched.count):\n"
  for (pattern, index) in zip(patterns, matched) { message += "  ✓ \(pattern.description) — #\(index)\n" }
  let missing = patterns[matched.count]
  let after = matched.last.map { "after #\($0)" } ?? "anywhere"
  message += "  ✗ \(missing.description) — no \(missing.kind.rawValue) like it \(after)\n"
  if trace.contains(missing) {
    let earlier = trace.entries.indices.filter { missing.matches(trace.entries[$0]) }
    message +=
      "it matches only earlier entries:\n" + earlier.map(rendered.line).joined(separator: "\n") + "\n"
  }
  message += rendered.entriesLike(missing, from: start)
  fail(message, trace, sourceLocation)
}

/// Records a failed trace expectation: the message, and the trace attached.
private func fail(_ message: String, _ trace: InteractionTrace, _ sourceLocation: SourceLocation) {
  Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  record(FailureAttachments(interaction: trace), sourceLocation)
}
