extension Usage {
  /// An option a program accepts: a flag (`--trace`) or an option with a value (`--svg <path>`).
  public struct Option: Equatable, Sendable {
    /// The option as typed, with its dashes: `--svg`.
    public let name: String
    /// The placeholder for its value (`path`), or `nil` for a flag.
    public let valueName: String?
    /// What the option does, for `--help`.
    public let help: String

    /// A flag: present or not.
    public static func flag(_ name: String, help: String) -> Option {
      Option(name: name, valueName: nil, help: help)
    }

    /// An option followed by a value, as `--name <valueName>` or `--name=<valueName>`.
    public static func value(_ name: String, named valueName: String, help: String) -> Option {
      Option(name: name, valueName: valueName, help: help)
    }

    /// `--trace` or `--svg <path>`, as in the usage line.
    var synopsis: String {
      valueName.map { "\(name) <\($0)>" } ?? name
    }
  }

  /// The options given on a command line, once parsed.
  public struct Arguments: Equatable, Sendable {
    /// The flags present.
    var flags: Set<String> = []
    /// The value of each option given with one.
    var values: [String: String] = [:]

    /// No options.
    public init() {}

    /// Whether the flag `name` (`--trace`) was given.
    public func contains(_ name: String) -> Bool { flags.contains(name) }

    /// The value given to the option `name` (`--svg`), or `nil` if it was not given.
    public func value(of name: String) -> String? { values[name] }
  }
}

/// A command-line mistake, described for the person who typed it.
public enum UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// An argument that is no option of the program.
  case unknownArgument(String)
  /// An option that takes a value was given none (`--svg` at the end, or before another option).
  case missingValue(option: String, valueName: String)
  /// A flag was given a value (`--trace=yes`).
  case unexpectedValue(option: String)

  /// One sentence: the mistake and the argument at fault.
  public var description: String {
    switch self {
    case .unknownArgument(let argument): "unknown argument '\(argument)'"
    case .missingValue(let option, let valueName): "\(option) needs a <\(valueName)> after it"
    case .unexpectedValue(let option): "\(option) takes no value"
    }
  }
}
