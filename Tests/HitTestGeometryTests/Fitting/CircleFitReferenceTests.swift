import Foundation
import HitTestGeometry
import Testing

/// One reference fit from Fixtures/circle-fits.json, written by Scripts/fixtures/make-circle-fixtures.py.
struct ReferenceCircleFit: Decodable, Sendable, CustomTestStringConvertible {
  let name: String
  let points: [[Double]]
  let center: [Double]
  let radius: Double

  var testDescription: String { name }

  /// Every fit in the fixture file.
  static func all() throws -> [ReferenceCircleFit] {
    struct Document: Decodable { let fits: [ReferenceCircleFit] }
    let url = try #require(
      Bundle.module.url(forResource: "circle-fits", withExtension: "json", subdirectory: "Fixtures"))
    return try JSONDecoder().decode(Document.self, from: Data(contentsOf: url)).fits
  }
}

@Suite struct CircleFitReferenceTests {
  @Test("the fixture file holds every kind of point set the script makes")
  func fixtureCount() throws {
    #expect(try ReferenceCircleFit.all().count == 14)
  }

  @Test(
    "fits agree with the published Taubin implementation to a millionth of the radius",
    arguments: try ReferenceCircleFit.all())
  func agreement(reference: ReferenceCircleFit) throws {
    let points = reference.points.map { CGPoint(x: $0[0], y: $0[1]) }
    let fit = try CircleFit(points: points)
    let center = CGPoint(x: reference.center[0], y: reference.center[1])
    #expect(relativeDeviation(of: fit, center: center, radius: reference.radius) < 1e-6)
  }
}
