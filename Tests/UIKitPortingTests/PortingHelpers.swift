import Foundation
import Testing

@testable import UIKitPorting

/// Ports `text` alone and returns the ported text and the changes' descriptions.
func port(_ text: String, switchesImport: Bool = false) throws -> (text: String, changes: [String]) {
  let outcome = UIKitPorter(switchesImport: switchesImport).port([
    SourceFile(name: "File.swift", bytes: Array(text.utf8))
  ])
  let ported = try #require(outcome.first).get()
  return (String(decoding: ported.bytes, as: UTF8.self), ported.changes.map(\.description))
}

/// The fixture folder copied into the test bundle.
func fixturesFolder() throws -> URL {
  try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
}
