import Foundation
import Testing

/// `uikit-port` run as a user runs it: copies written, originals untouched, each mistake with its status.
@Suite struct UIKitPortCommandTests {
  /// A fresh folder with `files` written into it.
  private func folder(_ files: [String: String]) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-port-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    for (name, text) in files { try Data(text.utf8).write(to: url.appendingPathComponent(name)) }
    return url
  }

  @Test func portedCopiesAreWrittenAndTheOriginalsLeftAsTheyWere() throws {
    let source =
      "class A {\n  @objc func tap() {}\n  func go() { b.addTarget(self, action: #selector(tap), for: .touchUpInside) }\n}\n"
    let input = try folder(["A.swift": source])
    let output = input.appendingPathComponent("ported")
    defer { try? FileManager.default.removeItem(at: input) }
    let run = try Executable.run(
      "uikit-port", arguments: ["--output", output.path, input.appendingPathComponent("A.swift").path])
    #expect(run.status == 0)
    #expect(
      run.standardOutput.hasPrefix(
        "A.swift:2: removed @objc\nA.swift:3: #selector(tap) -> Selector(Self.tap)\nuikit-port: 1 file(s), 2 change(s), 0 to check"
      ))
    let ported = try String(contentsOf: output.appendingPathComponent("A.swift"), encoding: .utf8)
    #expect(
      ported
        == "class A {\n  func tap() {}\n  func go() { b.addTarget(self, action: Selector(Self.tap), for: .touchUpInside) }\n}\n"
    )
    #expect(try String(contentsOf: input.appendingPathComponent("A.swift"), encoding: .utf8) == source)
  }

  @Test(
    "command-line mistakes exit 64 before writing anything",
    arguments: [
      [], ["A.swift"], ["--output"], ["--output", "out"], ["--bogus", "--output", "out", "A.swift"],
    ])
  func mistakesExitWithUsageStatus(_ arguments: [String]) throws {
    let run = try Executable.run("uikit-port", arguments: arguments)
    #expect(run.status == 64)
    #expect(run.standardError.contains("usage: uikit-port --output DIR"))
  }

  @Test func writingIntoAnOriginalsFolderIsRefused() throws {
    let input = try folder(["A.swift": "@objc class A {}\n"])
    defer { try? FileManager.default.removeItem(at: input) }
    let run = try Executable.run(
      "uikit-port", arguments: ["--output", input.path, input.appendingPathComponent("A.swift").path])
    #expect(run.status == 64)
    #expect(run.standardError.contains("the originals are never overwritten"))
    #expect(
      try String(contentsOf: input.appendingPathComponent("A.swift"), encoding: .utf8) == "@objc class A {}\n"
    )
  }

  @Test func anUnreadableFileExits66AndAMalformedOne65WhileTheOthersArePorted() throws {
    let input = try folder(["Good.swift": "@objc class A {}\n", "Bad.swift": "let s = \"open\n"])
    let output = input.appendingPathComponent("out")
    defer { try? FileManager.default.removeItem(at: input) }
    let missing = try Executable.run(
      "uikit-port", arguments: ["--output", output.path, input.appendingPathComponent("None.swift").path])
    #expect(missing.status == 66)
    let malformed = try Executable.run(
      "uikit-port",
      arguments: [
        "--output", output.path, input.appendingPathComponent("Good.swift").path,
        input.appendingPathComponent("Bad.swift").path,
      ])
    #expect(malformed.status == 65)
    #expect(
      malformed.standardError.contains(
        "not ported: Bad.swift: line 1: a string literal starts here and never ends"))
    #expect(
      try String(contentsOf: output.appendingPathComponent("Good.swift"), encoding: .utf8) == "class A {}\n")
    #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("Bad.swift").path))
  }

  @Test func helpExplainsTheRewritesAndExitsZero() throws {
    let run = try Executable.run("uikit-port", arguments: ["--help"])
    #expect(run.status == 0)
    #expect(run.standardOutput.contains("--switch-import"))
  }
}
