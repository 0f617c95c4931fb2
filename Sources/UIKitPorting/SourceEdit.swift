/// A replacement of a byte range of the original file, and applying a set of them.
struct SourceEdit {
  /// The bytes replaced.
  let range: Range<Int>
  /// What goes in their place.
  let replacement: String

  /// `bytes` with `edits` applied; edits must not overlap (``SourceEdits`` guarantees it).
  static func apply(_ edits: [SourceEdit], to bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var copied = 0
    for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
      result.append(contentsOf: bytes[copied..<edit.range.lowerBound])
      result.append(contentsOf: edit.replacement.utf8)
      copied = edit.range.upperBound
    }
    result.append(contentsOf: bytes[copied...])
    return result
  }
}

/// The edits and changes of one file so far, refusing an edit that overlaps one already made.
struct SourceEdits {
  private(set) var edits: [SourceEdit] = []
  private(set) var changes: [PortChange] = []

  /// Whether byte range `range` is untouched so far.
  func isFree(_ range: Range<Int>) -> Bool {
    !edits.contains { $0.range.overlaps(range) || ($0.range.isEmpty && range.contains($0.range.lowerBound)) }
  }

  /// Records `edit` with its `change`; returns false, recording nothing, when it overlaps an earlier edit.
  @discardableResult
  mutating func record(_ edit: SourceEdit, _ change: PortChange) -> Bool {
    guard isFree(edit.range) else { return false }
    edits.append(edit)
    changes.append(change)
    return true
  }

  /// Widens the removals that together empty a line to the whole line, its indentation and line break
  /// included, so `@objc optional` alone on a line leaves no blank line behind.
  mutating func removeEmptiedLines(in source: SourceText) {
    var lineStart = 0
    for (index, token) in source.tokens.enumerated()
    where token.kind == .newline || index == source.tokens.count - 1 {
      let lineEnd = token.kind == .newline ? index : index + 1
      defer { lineStart = index + 1 }
      let content = (lineStart..<lineEnd).filter { source.tokens[$0].kind != .space }
      guard !content.isEmpty, token.kind == .newline else { continue }
      let lineRange = source.tokens[lineStart].range.lowerBound..<token.range.upperBound
      let touching = edits.indices.filter {
        edits[$0].range.overlaps(lineRange)
          || (edits[$0].range.isEmpty && lineRange.contains(edits[$0].range.lowerBound))
      }
      guard
        touching.allSatisfy({
          edits[$0].replacement.isEmpty && lineRange.lowerBound <= edits[$0].range.lowerBound
            && edits[$0].range.upperBound <= lineRange.upperBound
        }),
        content.allSatisfy({ item in
          touching.contains { edits[$0].range.contains(source.tokens[item].range.lowerBound) }
        })
      else { continue }
      for position in touching.reversed() { edits.remove(at: position) }
      edits.append(SourceEdit(range: lineRange, replacement: ""))
    }
  }

  /// Records a change that edits nothing: a spot left for a person.
  mutating func note(_ change: PortChange) { changes.append(change) }
}
