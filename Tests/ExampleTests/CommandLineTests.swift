import ExampleScenarios
import Foundation
import Testing

/// The command lines of every example, lesson and the tour, run as a user types them: `--help`, a mistake,
/// and the `--svg` and `--trace` options.
@Suite struct CommandLineTests {
  static let everyExecutable = exampleExecutables + lessonExecutables + ["tour"]

  @Test(
    "--help prints the usage line, what the program shows and its options, and exits 0",
    arguments: everyExecutable)
  func help(_ name: String) throws {
    let output = try Executable.run(name, arguments: ["--help"])
    #expect(output.status == 0)
    #expect(output.standardError.isEmpty)
    #expect(output.standardOutput.hasPrefix("usage: \(name) "), "\(output.standardOutput)")
    #expect(output.standardOutput.contains("\n\noptions:\n"))
    #expect(output.standardOutput.contains("\n  -h, --help "))
    #expect(output.standardOutput.hasSuffix(" show this help and exit\n"))
  }

  @Test(
    "an unknown argument is refused on standard error with exit 64, before anything is printed",
    arguments: everyExecutable)
  func unknownArgument(_ name: String) throws {
    let output = try Executable.run(name, arguments: ["--bogus"])
    #expect(output.status == 64)
    #expect(output.standardOutput.isEmpty)
    let lines = output.standardError.split(separator: "\n")
    #expect(lines.first == "\(name): unknown argument '--bogus'")
    #expect(lines.dropFirst().first?.hasPrefix("usage: \(name) ") == true)
    #expect(lines.last == "Run `\(name) --help` for more.")
  }

  /// The examples and lessons that draw a picture with `--svg <path>`.
  static let drawingExecutables = [
    "shape-selection", "transparent-image-hit", "02-coordinates", "03-visibility-and-touchability",
    "10-fill-versus-outline",
  ]

  @Test("--svg without a path is a usage error", arguments: drawingExecutables)
  func svgWithoutPath(_ name: String) throws {
    for arguments in [["--svg"], ["--svg", "--bogus"], ["--svg="]] {
      let output = try Executable.run(name, arguments: arguments)
      #expect(output.status == 64, "\(arguments)")
      #expect(output.standardOutput.isEmpty)
      #expect(
        output.standardError.hasPrefix("\(name): --svg needs a <path> after it\n"), "\(output.standardError)")
    }
  }

  @Test(
    "--svg to a path that cannot be written says why and exits 73",
    arguments: drawingExecutables)
  func svgUnwritable(_ name: String) throws {
    let path = "/nonexistent-\(UUID().uuidString)/picture.svg"
    let output = try Executable.run(name, arguments: ["--svg", path])
    #expect(output.status == 73)
    #expect(output.standardOutput.isEmpty, "nothing is printed when the picture cannot be written")
    #expect(
      output.standardError.hasPrefix("\(name): cannot write the SVG to \(path): "), "\(output.standardError)")
  }

  @Test("--help lists --svg <path>", arguments: drawingExecutables)
  func helpListsSVG(_ name: String) throws {
    let output = try Executable.run(name, arguments: ["--help"])
    #expect(output.standardOutput.contains("[--svg <path>]"))
    #expect(output.standardOutput.contains("\n  --svg <path> "), "\(output.standardOutput)")
  }

  @Test("transparent-image-hit --svg writes the picture, prints the same text and says where")
  func transparentImageHitPicture() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("transparent-image-hit-\(UUID().uuidString).svg")
    defer { try? FileManager.default.removeItem(at: file) }
    let output = try Executable.run("transparent-image-hit", arguments: ["--svg=\(file.path)"])
    #expect(output.status == 0 && output.standardError.isEmpty)
    #expect(output.standardOutput == Scenario.transparentImageHit.output + "SVG written to \(file.path)\n")
    #expect(try String(contentsOf: file, encoding: .utf8) == TransparentImageHitPicture.svg())
  }

  @Test("circle-game --trace prints every event; the summary keeps every other line, in order")
  func circleGameTrace() throws {
    let full = try Executable.run("circle-game", arguments: ["--trace"])
    #expect(full.status == 0 && full.standardError.isEmpty)
    #expect(full.standardOutput == Scenario.circleGame.output(fullTraces: true))
    let summary = Scenario.circleGame.output
    #expect(summary.count * 5 < full.standardOutput.count, "the summary is far shorter")
    var rest = full.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)[...]
    for line in summary.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("[") && line.contains("…") && line.contains(" moves of ") { continue }
      let index = try #require(rest.firstIndex(of: line), "not in the full trace, or out of order: \(line)")
      rest = rest[rest.index(after: index)...]
    }
  }

  @Test("the tour takes --trace too, and prints circle-game in full with it")
  func tourTrace() throws {
    let output = try Executable.run("tour", arguments: ["--trace"])
    #expect(output.status == 0)
    #expect(output.standardOutput.contains(Scenario.circleGame.output(fullTraces: true)))
  }
}
