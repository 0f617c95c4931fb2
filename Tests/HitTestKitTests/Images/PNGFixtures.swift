import Foundation
import HitTestKit

/// The PNG fixtures written by `Scripts/fixtures/make-png-fixtures.py`, read from the test bundle.
enum PNGFixtures {
  /// One valid fixture: its name and size as the manifest records them.
  struct Entry: Decodable, Sendable, CustomStringConvertible {
    var description: String { name }

    let name: String
    let width: Int
    let height: Int
  }

  /// The folder holding the fixtures.
  static let directory: URL = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/PNG")

  /// Every valid fixture listed in `manifest.json`.
  static let valid: [Entry] = {
    let data = try! Data(contentsOf: directory.appendingPathComponent("manifest.json"))
    return try! JSONDecoder().decode([Entry].self, from: data)
  }()

  /// The bytes of fixture `name` (without extension) with extension `ext`.
  static func bytes(_ name: String, _ ext: String = "png") throws -> [UInt8] {
    [UInt8](try Data(contentsOf: directory.appendingPathComponent("\(name).\(ext)")))
  }

  /// The path of fixture `name`.png.
  static func path(_ name: String) -> String {
    directory.appendingPathComponent("\(name).png").path
  }
}
