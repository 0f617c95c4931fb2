import Foundation
import HitTestKit
import Testing

/// `png-decode`, the program `Scripts/peers/png-peer.sh` times and measures against libpng: its report
/// line (which the script parses) and its refusals.
@Suite struct PNGDecodeProgramTests {
  /// A fixture of the HitTestKit tests: 8-bit RGBA with every filter type.
  static let fixture = Snapshot.packageRoot
    .appendingPathComponent("Tests/HitTestKitTests/Fixtures/PNG/filters-all-rgba8.png").path

  @Test("decodes a file REPETITIONS times and reports min, median and the checksum of the middle byte")
  func report() throws {
    let output = try Executable.run("png-decode", arguments: [Self.fixture, "3"])
    #expect(output.status == 0)
    #expect(output.standardError.isEmpty)
    let image = try Image(contentsOfFile: Self.fixture)
    let check = 3 * Int(image.rgba[image.rgba.count / 2])
    let line = output.standardOutput
    #expect(line.hasPrefix("decode \(Self.fixture): min "), "\(line)")
    #expect(line.hasSuffix(" ms (3 runs, check \(check))\n"), "\(line)")
    let times = line.split(separator: " ").compactMap { Double($0) }
    #expect(times.count == 2 && times[0] >= 0 && times[0] <= times[1], "\(line)")
    let format = try Regex("min [0-9]+\\.[0-9]{3} ms, median [0-9]+\\.[0-9]{3} ms")
    #expect(line.contains(format))
  }

  @Test(
    "a command-line mistake prints the usage on standard error and exits 64",
    arguments: [[], ["--bogus"], ["a.png", "0"], ["a.png", "many"], ["a.png", "1", "2"]])
  func mistakes(_ arguments: [String]) throws {
    let output = try Executable.run("png-decode", arguments: arguments)
    #expect(output.status == 64)
    #expect(output.standardOutput.isEmpty)
    #expect(output.standardError.hasSuffix("usage: png-decode FILE [REPETITIONS]\n"))
  }

  @Test("--help prints the usage and exits 0")
  func help() throws {
    let output = try Executable.run("png-decode", arguments: ["--help"])
    #expect(output.status == 0)
    #expect(output.standardOutput == "usage: png-decode FILE [REPETITIONS]\n")
  }

  @Test("a missing file or one that is not a PNG exits 1 and says why")
  func badFiles() throws {
    let missing = try Executable.run("png-decode", arguments: ["/nonexistent/file.png"])
    #expect(missing.status == 1)
    #expect(missing.standardError == "png-decode: cannot read /nonexistent/file.png\n")
    let notPNG = Snapshot.packageRoot.appendingPathComponent("Package.swift").path
    let output = try Executable.run("png-decode", arguments: [notPNG])
    #expect(output.status == 1)
    #expect(output.standardOutput.isEmpty)
    // The decoder's fault by name: png-decode links PNGDecoding alone, whose faults HitTestKit's PNGError
    // puts in sentences.
    #expect(output.standardError == "png-decode: \(notPNG) does not decode: badSignature\n")
  }
}
