import Foundation

/// The command line of an example or lesson: `--help`, the options it declares, and nothing else.
///
/// Every example, lesson and the tour starts by parsing its arguments with one of these, so they all answer
/// alike: `--help` (or `-h`) prints the usage line, what the program shows and its options, and exits 0; an
/// argument the program does not know prints the mistake and the usage line to standard error and exits
/// with ``usageErrorStatus`` (64, `EX_USAGE` from BSD's sysexits.h, as swift-argument-parser does),
/// before the program prints anything else.
///
/// ```swift
/// let usage = Usage(summary: "Lesson 1: how UIKit finds the view under a finger.")
/// usage.parseOrExit()
/// // `01-hit-testing --help` prints:
/// // usage: 01-hit-testing [--help]
/// //
/// // Lesson 1: how UIKit finds the view under a finger.
/// //
/// // options:
/// //   -h, --help     show this help and exit
/// ```
public struct Usage: Sendable {
  /// The exit status for a command-line mistake: 64, `EX_USAGE` in sysexits.h.
  public static let usageErrorStatus: Int32 = 64
  /// The exit status when an output file cannot be written: 73, `EX_CANTCREAT` in sysexits.h.
  public static let cannotCreateStatus: Int32 = 73

  /// The executable's name, as in `swift run <program>`.
  public let program: String
  /// One line saying what the program shows.
  public let summary: String
  /// The options the program accepts besides `--help`.
  public let options: [Option]

  /// A command line for `program` (by default the running executable's file name) showing `summary`.
  public init(program: String? = nil, summary: String, options: [Option] = []) {
    self.program = program ?? Self.runningProgramName
    self.summary = summary
    self.options = options
  }

  /// The running executable's file name, from the first command-line argument.
  static var runningProgramName: String {
    URL(fileURLWithPath: CommandLine.arguments.first ?? "program").lastPathComponent
  }

  /// `usage: circle-game [--trace] [--help]`.
  public var usageLine: String {
    (["usage: \(program)"] + options.map { "[\($0.synopsis)]" } + ["[--help]"]).joined(separator: " ")
  }

  /// The text `--help` prints: the usage line, the summary and one line per option.
  public var help: String {
    let rows = options.map { ($0.synopsis, $0.help) } + [("-h, --help", "show this help and exit")]
    let width = rows.map(\.0.count).max() ?? 0
    let lines = rows.map { synopsis, help in
      "  " + synopsis + String(repeating: " ", count: width - synopsis.count + 4) + help
    }
    return "\(usageLine)\n\n\(summary)\n\noptions:\n" + lines.joined(separator: "\n") + "\n"
  }

  /// What the arguments ask for.
  public enum Request: Equatable, Sendable {
    /// Run the program with these options.
    case run(Arguments)
    /// Print the help and stop.
    case help
  }

  /// Reads `arguments` (without the program name): `--help` anywhere asks for help; every other argument
  /// must be a declared option, followed by its value if it takes one (`--svg out.svg` or `--svg=out.svg`).
  ///
  /// - Throws: ``UsageError`` for the first argument that is not understood.
  public func parse(_ arguments: [String]) throws(UsageError) -> Request {
    if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) { return .help }
    var parsed = Arguments()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      let (name, attached) = Self.split(argument)
      guard let option = options.first(where: { $0.name == name }) else {
        throw .unknownArgument(argument)
      }
      guard let valueName = option.valueName else {
        guard attached == nil else { throw .unexpectedValue(option: name) }
        parsed.flags.insert(name)
        continue
      }
      if let attached, !attached.isEmpty {
        parsed.values[name] = attached
      } else if attached == nil, let next = remaining.first, !next.hasPrefix("-") {
        parsed.values[name] = remaining.removeFirst()
      } else {
        throw .missingValue(option: name, valueName: valueName)
      }
    }
    return .run(parsed)
  }

  /// `--name=value` as (`--name`, `value`); any other argument as (argument, nil).
  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  /// Parses the process's arguments; prints the help and exits 0 when asked, or prints the mistake and
  /// the usage line to standard error and exits with ``usageErrorStatus``.
  @discardableResult
  public func parseOrExit(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Arguments {
    do {
      switch try parse(arguments) {
      case .run(let parsed): return parsed
      case .help:
        print(help, terminator: "")
        exit(0)
      }
    } catch {
      fail(
        "\(program): \(error)\n\(usageLine)\nRun `\(program) --help` for more.", status: Self.usageErrorStatus
      )
    }
  }

  /// Writes `text` to the file at `path`, or says why it could not (naming `what` and the path) on
  /// standard error and exits with ``cannotCreateStatus``.
  public func writeOrExit(_ text: String, toFile path: String, what: String) {
    do {
      try text.write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
      let reason = (error as NSError).localizedDescription
      fail("\(program): cannot write \(what) to \(path): \(reason)", status: Self.cannotCreateStatus)
    }
  }

  /// Prints `message` to standard error and exits with `status`.
  func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
  }
}
