extension Usage.Option {
  /// `--json <path>`: every example and lesson writes the interactions it runs there, as the versioned JSON
  /// document described in `Documentation/TraceFormat.md`.
  public static let json = Usage.Option.value(
    "--json", named: "path", help: "also write the traces shown as JSON (Documentation/TraceFormat.md)")
}

extension Usage.Arguments {
  /// The path given to `--json`, or `nil` when the option was not given.
  public var jsonPath: String? { value(of: Usage.Option.json.name) }
}

extension Usage {
  /// Calls `write` with `path` when one was given; when it throws, prints `program: error` on standard error and
  /// exits with ``cannotCreateStatus`` (the error says what could not be written, and why).
  ///
  /// ```swift
  /// usage.writeOrExit(toFile: arguments.jsonPath) { try document.write(toFile: $0) }
  /// // json-demo: cannot write the JSON trace to /missing/a.json: … (give a path in a folder that exists …)
  /// ```
  ///
  /// - Parameters:
  ///   - path: The file to write, or `nil` to do nothing.
  ///   - write: Writes the file at the path it is given; whatever it throws is printed.
  public func writeOrExit(toFile path: String?, _ write: (String) throws -> Void) {
    guard let path else { return }
    do {
      try write(path)
    } catch {
      fail("\(program): \(error)", status: Self.cannotCreateStatus)
    }
  }
}

extension Usage.Option {
  /// `--explore <path>`: every example and lesson writes the interactions it runs there as an explorer page, one
  /// self-contained HTML file to open in a browser (the "Exploring an interaction" article).
  public static let explore = Usage.Option.value(
    "--explore", named: "path",
    help: "also write the traces shown as a web page to step through (open it in a browser)")
}

extension Usage.Arguments {
  /// The path given to `--explore`, or `nil` when the option was not given.
  public var explorePath: String? { value(of: Usage.Option.explore.name) }
}
