import ExampleScenarios
import Foundation
import HitTestKit
import Testing

/// The `--explore <path>` option of every example, lesson and the tour.
///
/// It writes an explorer page of the traces, prints the same text, and refuses clearly when the file cannot be
/// written. Scripts/browser-tests.sh loads the pages in a browser.
@Suite struct ExploreOptionTests {
  @Test(
    "--explore writes a self-contained page of the traces and prints the same text as without it",
    arguments: CommandLineTests.everyExecutable)
  func writesPage(_ name: String) throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "\(name)-\(UUID().uuidString).html")
    defer { try? FileManager.default.removeItem(at: file) }
    let output = try Executable.run(name, arguments: ["--explore", file.path])
    #expect(output.status == 0, "\(name): \(output.standardError)")
    #expect(output.standardError.isEmpty)
    expectSnapshot(output.standardOutput, named: name)
    let html = try String(contentsOf: file, encoding: .utf8)
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(
      html.contains("<script type=\"application/json\" id=\"trace-json\">{\"format\":\"HitTestKit trace\""))
  }

  @Test(
    "--explore to a path that cannot be written says why, writes nothing and exits 73",
    arguments: ["label-tap", "04-touch-phases", "tour"])
  func unwritable(_ name: String) throws {
    let folder = "/nonexistent-\(UUID().uuidString)"
    let path = folder + "/page.html"
    let output = try Executable.run(name, arguments: ["--explore=\(path)"])
    #expect(output.status == 73)
    #expect(
      output.standardError.hasPrefix("\(name): cannot write the explorer page to \(path): "),
      "\(output.standardError)")
    #expect(!FileManager.default.fileExists(atPath: folder))
  }

  @Test("--help lists --explore <path>", arguments: CommandLineTests.everyExecutable)
  func helpListsExplore(_ name: String) throws {
    let output = try Executable.run(name, arguments: ["--help"])
    #expect(output.standardOutput.contains("[--explore <path>]"))
    #expect(output.standardOutput.contains("\n  --explore <path> "), "\(output.standardOutput)")
  }
}
