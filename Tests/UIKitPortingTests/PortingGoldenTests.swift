import Foundation
import Testing

@testable import UIKitPorting

/// Realistic UIKit files (written for these tests in the style of swipe-cell and rating-control libraries)
/// ported together, against golden outputs made by `Scripts/port-fixtures.sh`.
@Suite struct PortingGoldenTests {
  @Test func portedFixturesMatchTheirGoldenFilesByteForByte() throws {
    let folder = try fixturesFolder()
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".swift.in")
    }.sorted()
    #expect(names.count >= 2)
    let files = try names.map { name in
      SourceFile(name: name, bytes: Array(try Data(contentsOf: folder.appendingPathComponent(name))))
    }
    var listing: [String] = []
    for outcome in UIKitPorter().port(files) {
      let ported = try outcome.get()
      let expectedName = ported.name.replacingOccurrences(of: ".swift.in", with: ".swift.expected")
      let expected = try Data(contentsOf: folder.appendingPathComponent(expectedName))
      #expect(ported.bytes == Array(expected), "\(ported.name) differs from \(expectedName)")
      listing += ported.changes.map { "\(ported.name):\($0)" }
    }
    let expectedListing = try String(
      contentsOf: folder.appendingPathComponent("changes.txt"), encoding: .utf8)
    #expect(listing.joined(separator: "\n") + "\n" == expectedListing)
  }

  @Test func everyLineTheRewritesDoNotNameIsKept() throws {
    let folder = try fixturesFolder()
    let original = try String(
      contentsOf: folder.appendingPathComponent("SwipeCell.swift.in"), encoding: .utf8)
    let ported = try String(
      contentsOf: folder.appendingPathComponent("SwipeCell.swift.expected"), encoding: .utf8)
    let untouched = original.split(separator: "\n", omittingEmptySubsequences: false).filter {
      !$0.contains("@") && !$0.contains("#selector") && !$0.contains("?(") && !$0.contains("Timer")
        && !$0.contains("timeInterval") && !$0.contains("override init")
    }
    let portedLines = Set(ported.split(separator: "\n", omittingEmptySubsequences: false))
    for line in untouched { #expect(portedLines.contains(line), "lost: \(line)") }
  }
}
