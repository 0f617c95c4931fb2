import Foundation
import Testing

/// Golden files: the checked-in expected output of every example, lesson and the tour.
///
/// They live in `Tests/ExampleTests/Snapshots/<name>.txt`, found from this file's path, so the tests read
/// the files in the source tree, whatever the working directory. To re-record after an intended change:
///
/// ```
/// RECORD_SNAPSHOTS=1 swift test --filter ExampleTests   # writes the files and fails on purpose
/// git diff Tests/ExampleTests/Snapshots                 # review what changed
/// swift test                                            # passes
/// ```
enum Snapshot {
  /// The folder holding the golden files.
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // ExampleTests
    .appendingPathComponent("Snapshots")

  /// The package's root folder (where `Package.swift` and `README.md` are).
  static let packageRoot =
    directory
    .deletingLastPathComponent()  // ExampleTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// Whether this run records golden files instead of comparing (`RECORD_SNAPSHOTS=1`).
  static var isRecording: Bool {
    ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
  }

  /// The path of the golden file called `name`.
  static func url(named name: String) -> URL {
    directory.appendingPathComponent("\(name).txt")
  }
}

/// Checks that `actual` equals the golden file `Snapshots/<name>.txt`, or records it when
/// `RECORD_SNAPSHOTS=1` is set (and then fails, so that a recording run is never mistaken for a pass).
///
/// A mismatch reports the first line that differs, with its number, both versions and the line counts.
func expectSnapshot(
  _ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let url = Snapshot.url(named: name)
  if Snapshot.isRecording {
    do {
      try actual.write(to: url, atomically: true, encoding: .utf8)
      let message =
        "Recorded \(url.path). Review the change with `git diff`, then run the tests without "
        + "RECORD_SNAPSHOTS."
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    } catch {
      Issue.record("Could not write \(url.path): \(error)", sourceLocation: sourceLocation)
    }
    return
  }
  guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
    Issue.record(
      "No golden file at \(url.path). Record it with RECORD_SNAPSHOTS=1 swift test, then review it.",
      sourceLocation: sourceLocation)
    return
  }
  if let difference = firstDifference(expected: expected, actual: actual) {
    let message =
      "\(name) differs from Snapshots/\(name).txt\n\(difference)\nIf the change is intended, re-record "
      + "with RECORD_SNAPSHOTS=1 swift test and review the diff."
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
}

/// Describes the first line where two texts differ, or returns `nil` when they are equal.
func firstDifference(expected: String, actual: String) -> String? {
  guard expected != actual else { return nil }
  let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
  var index = 0
  while index < expectedLines.count, index < actualLines.count, expectedLines[index] == actualLines[index] {
    index += 1
  }
  func line(_ lines: [Substring]) -> String {
    index < lines.count ? "\"\(lines[index])\"" : "(end of text)"
  }
  return """
    first difference at line \(index + 1):
      expected: \(line(expectedLines))
        actual: \(line(actualLines))
    (expected \(expectedLines.count) lines, got \(actualLines.count))
    """
}
