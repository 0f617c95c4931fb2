import ExampleScenarios
import Foundation
import HitTestKit
import Testing

/// The pictures examples and lessons draw.
///
/// The lessons that draw their scene: with `--svg <path>` each writes an SVG equal to its golden file
/// `Snapshots/<lesson>.svg` and prints the same text as without it.
///
/// Re-record with `RECORD_SNAPSHOTS=1`, then render the files (`rsvg-convert`) and look at them.
@Suite struct PictureTests {
  @Test(
    "a lesson given --svg <path> writes its picture and prints the same text",
    arguments: ["02-coordinates", "03-visibility-and-touchability", "10-fill-versus-outline"])
  func writesPicture(_ lesson: String) throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "\(lesson)-\(UUID().uuidString).svg")
    defer { try? FileManager.default.removeItem(at: file) }
    let output = try Executable.run(lesson, arguments: ["--svg", file.path])
    #expect(output.status == 0 && output.standardError.isEmpty, "\(output.standardError)")
    #expect(output.standardOutput == (try Executable.run(lesson).standardOutput))
    try expectGoldenSVG(try String(contentsOf: file, encoding: .utf8), named: lesson)
  }

  @Test("the shape-selection picture is the golden one")
  func shapeSelectionPicture() throws {
    try expectGoldenSVG(Scenario.shapeSelectionSVG(), named: "shape-selection")
  }

  /// Compares `svg` with `Snapshots/<name>.svg`, or records it (and fails) with `RECORD_SNAPSHOTS=1`.
  private func expectGoldenSVG(_ svg: String, named name: String) throws {
    let golden = Snapshot.directory.appendingPathComponent("\(name).svg")
    if Snapshot.isRecording {
      try svg.write(to: golden, atomically: true, encoding: .utf8)
      Issue.record("Recorded \(golden.path): render it and look at it, then run without RECORD_SNAPSHOTS.")
      return
    }
    #expect(
      svg == (try? String(contentsOf: golden, encoding: .utf8)), "\(name).svg differs from its golden file")
  }
}
