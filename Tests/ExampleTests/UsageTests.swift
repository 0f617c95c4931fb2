import CommandLineUsage
import Testing

/// The argument parser shared by the examples, lessons and tour, without spawning a process.
@Suite struct UsageTests {
  let usage = Usage(
    program: "demo", summary: "Shows a demo.",
    options: [
      .flag("--trace", help: "print every event"), .value("--svg", named: "path", help: "write a picture"),
    ])

  @Test("no arguments, a flag, and a value given either way")
  func accepted() throws {
    #expect(try usage.parse([]) == .run(Usage.Arguments()))
    guard case .run(let parsed) = try usage.parse(["--trace", "--svg", "a.svg"]) else {
      Issue.record("expected run")
      return
    }
    #expect(parsed.contains("--trace") && parsed.value(of: "--svg") == "a.svg")
    guard case .run(let attached) = try usage.parse(["--svg=b.svg"]) else {
      Issue.record("expected run")
      return
    }
    #expect(!attached.contains("--trace") && attached.value(of: "--svg") == "b.svg")
  }

  @Test(
    "--help or -h anywhere asks for help, even after a mistake",
    arguments: [["--help"], ["-h"], ["--bogus", "--help"]])
  func helpWins(_ arguments: [String]) throws {
    #expect(try usage.parse(arguments) == .help)
  }

  @Test(
    "each mistake is reported with the argument at fault",
    arguments: [
      (["bogus"], UsageError.unknownArgument("bogus")),
      (["--svg"], .missingValue(option: "--svg", valueName: "path")),
      (["--svg", "--trace"], .missingValue(option: "--svg", valueName: "path")),
      (["--svg="], .missingValue(option: "--svg", valueName: "path")),
      (["--trace=yes"], .unexpectedValue(option: "--trace")), (["--trace", "-x"], .unknownArgument("-x")),
    ])
  func mistakes(_ arguments: [String], _ error: UsageError) {
    #expect(throws: error) { try usage.parse(arguments) }
  }

  @Test("the mistakes read as sentences")
  func descriptions() {
    #expect(UsageError.unknownArgument("-x").description == "unknown argument '-x'")
    #expect(
      UsageError.missingValue(option: "--svg", valueName: "path").description
        == "--svg needs a <path> after it")
    #expect(UsageError.unexpectedValue(option: "--trace").description == "--trace takes no value")
  }

  @Test("the help text: usage line, summary, aligned options")
  func helpText() {
    #expect(
      usage.help == """
        usage: demo [--trace] [--svg <path>] [--help]

        Shows a demo.

        options:
          --trace         print every event
          --svg <path>    write a picture
          -h, --help      show this help and exit

        """)
  }
}
