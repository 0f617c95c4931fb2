import Foundation
import Testing

/// Golden SVG files for the scene renderer: `Tests/HitTestKitTests/Pictures/Golden/<name>.svg`.
///
/// Re-record after an intended change, then look at the pictures, not only at the diff:
///
/// ```
/// RECORD_SVG=1 swift test --filter ScenePictureGoldenTests   # writes the files and fails on purpose
/// for f in Tests/HitTestKitTests/Pictures/Golden/*.svg; do rsvg-convert "$f" -o "${f%.svg}.png"; done
/// ```
enum GoldenSVG {
  /// The folder holding the golden files, found from this file's path.
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Golden")

  /// Compares `svg` with `Golden/<name>.svg`, or records it (and fails) when `RECORD_SVG=1`.
  static func expect(_ svg: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let url = directory.appendingPathComponent("\(name).svg")
    if ProcessInfo.processInfo.environment["RECORD_SVG"] == "1" {
      do {
        try svg.write(to: url, atomically: true, encoding: .utf8)
        Issue.record(
          "Recorded \(url.path): render it and look at it, then run without RECORD_SVG.",
          sourceLocation: sourceLocation)
      } catch {
        Issue.record("Could not write \(url.path): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record("No golden file \(url.path); record it with RECORD_SVG=1.", sourceLocation: sourceLocation)
      return
    }
    if expected != svg {
      let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
      let actualLines = svg.split(separator: "\n", omittingEmptySubsequences: false)
      let index =
        zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(expectedLines.count, actualLines.count)
      let show = { (lines: [Substring]) in index < lines.count ? String(lines[index].prefix(200)) : "(end)" }
      Issue.record(
        Comment(
          rawValue:
            "\(name).svg differs at line \(index + 1):\n  expected: \(show(expectedLines))\n    actual: "
            + "\(show(actualLines))\nRe-record with RECORD_SVG=1 if intended, and look at the picture."),
        sourceLocation: sourceLocation)
    }
  }
}
