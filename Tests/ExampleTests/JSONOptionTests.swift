import ExampleScenarios
import Foundation
import HitTestKit
import Testing

/// `--json <path>` on every example, lesson and the tour: valid JSON of the traces, the same printed text, and
/// a clear refusal when the file cannot be written.
@Suite struct JSONOptionTests {
  /// A fresh path in the temporary folder.
  private func temporaryFile(_ name: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString).json")
  }

  @Test(
    "--json writes a valid trace document and prints the same text as without it",
    arguments: CommandLineTests.everyExecutable)
  func writesJSON(_ name: String) throws {
    let file = temporaryFile(name)
    defer { try? FileManager.default.removeItem(at: file) }
    let output = try Executable.run(name, arguments: ["--json", file.path])
    #expect(output.status == 0, "\(name): \(output.standardError)")
    #expect(output.standardError.isEmpty)
    expectSnapshot(output.standardOutput, named: name)
    let data = try Data(contentsOf: file)
    let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(document["format"] as? String == TraceDocument.formatName)
    #expect(document["version"] as? Int == TraceDocument.version)
    let recordings = try #require(document["recordings"] as? [[String: Any]])
    #expect(!recordings.isEmpty, "\(name) recorded nothing")
    for recording in recordings {
      let type = recording["type"] as? String
      #expect(type == "interactions" || type == "hitTest")
      if type == "interactions" { #expect((recording["entries"] as? [Any])?.isEmpty == false, "\(name)") }
    }
  }

  @Test(
    "--json to a path that cannot be written says why, writes nothing and exits 73",
    arguments: CommandLineTests.everyExecutable)
  func unwritable(_ name: String) throws {
    let folder = "/nonexistent-\(UUID().uuidString)"
    let path = folder + "/trace.json"
    let output = try Executable.run(name, arguments: ["--json=\(path)"])
    #expect(output.status == 73)
    #expect(
      output.standardError.hasPrefix("\(name): cannot write the JSON trace to \(path): "),
      "\(output.standardError)")
    #expect(!FileManager.default.fileExists(atPath: folder))
  }

  @Test("--help lists --json <path>", arguments: CommandLineTests.everyExecutable)
  func helpListsJSON(_ name: String) throws {
    let output = try Executable.run(name, arguments: ["--help"])
    #expect(output.standardOutput.contains("[--json <path>]"))
    #expect(output.standardOutput.contains("\n  --json <path> "), "\(output.standardOutput)")
  }

  @Test("--json without a path is a usage error")
  func missingPath() throws {
    let output = try Executable.run("label-tap", arguments: ["--json"])
    #expect(output.status == 64 && output.standardOutput.isEmpty)
    #expect(output.standardError.hasPrefix("label-tap: --json needs a <path> after it\n"))
  }

  @Test("a scenario's document holds every trace it shows, in order, and is the same on every run")
  func scenarioDocument() {
    let first = Scenario.enlargedTouchArea.record()
    let second = Scenario.enlargedTouchArea.record()
    #expect(first.document.text() == second.document.text())
    #expect(first.output == Scenario.enlargedTouchArea.output)
    let shown = first.output.split(separator: "\n").filter { $0.hasPrefix("hit test at ") }.count
    #expect(first.document.recordings.count == shown)
  }

  @Test("an example's interactions carry the scene at each event")
  func exampleScenes() throws {
    let (_, document) = Scenario.labelTap.record()
    let text = document.text(indent: 0)
    #expect(text.contains(#""scene":{"time":0,"views":[{"id":"#))
    #expect(text.contains(#""class":"TapGestureRecognizer","state":"possible""#))
  }
}
