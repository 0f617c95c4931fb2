import Foundation
import Testing

/// Runs the package's executables (examples, lessons, the tour) the way a user does, and captures stdout.
///
/// `swift test` builds every executable target of the package along with the tests, into the same
/// products directory as the test bundle (`.build/debug`). That directory is found from the running test
/// process: on Linux `Bundle.main` is the test runner in that directory; on macOS the runner is Xcode's
/// `xctest` tool, so the `.xctest` bundle's parent is used instead.
enum Executable {
  /// The directory holding the built products, or `nil` when it cannot be found.
  static let productsDirectory: URL? = {
    var candidates: [URL] = []
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        candidates.append(bundle.bundleURL.deletingLastPathComponent())
      }
    #endif
    candidates.append(Bundle.main.bundleURL)
    if let executable = Bundle.main.executableURL {
      candidates.append(executable.deletingLastPathComponent())
    }
    // Every candidate must hold the tour, which `swift test` always builds.
    return candidates.first {
      FileManager.default.isExecutableFile(atPath: $0.appendingPathComponent("tour").path)
    }
  }()

  /// What a run printed and how it ended.
  struct Output {
    /// Everything written to standard output.
    var standardOutput: String
    /// Everything written to standard error.
    var standardError: String
    /// The exit status (0 for success).
    var status: Int32
  }

  /// Runs the product called `name` with `arguments` and waits for it to exit; `environment` adds
  /// variables to the test process's own.
  static func run(
    _ name: String, arguments: [String] = [], environment: [String: String] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Output {
    let notFound =
      "Could not find the built executables next to the test bundle (\(Bundle.main.bundleURL.path)); "
      + "run the tests with `swift test`, which builds them."
    let directory = try #require(
      productsDirectory, Comment(rawValue: notFound), sourceLocation: sourceLocation)
    let url = directory.appendingPathComponent(name)
    let missing = "No executable \(name) in \(directory.path): is it declared in Package.swift?"
    try #require(
      FileManager.default.isExecutableFile(atPath: url.path), Comment(rawValue: missing),
      sourceLocation: sourceLocation)

    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    }
    let stdout = Pipe()
    process.standardOutput = stdout
    // Standard error goes to a file, so that neither pipe can fill up while the other is being read.
    let errorFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("ExampleTests-\(name)-\(UUID().uuidString).stderr")
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errorFile) }
    let errorHandle = try FileHandle(forWritingTo: errorFile)
    process.standardError = errorHandle

    try process.run()
    let data = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try stdout.fileHandleForReading.close()
    try errorHandle.close()
    // Read through a file handle, not `String(contentsOf:encoding:)`: that initializer leaks its read buffer
    // in this toolchain's FoundationEssentials (`readBytesFromFile`, 4 KB a call, seen by LeakSanitizer).
    let errorReader = try FileHandle(forReadingFrom: errorFile)
    let errorData = try errorReader.readToEnd() ?? Data()
    try errorReader.close()
    let errorText = String(decoding: errorData, as: UTF8.self)
    return Output(
      standardOutput: String(decoding: data, as: UTF8.self), standardError: errorText,
      status: process.terminationStatus)
  }
}
