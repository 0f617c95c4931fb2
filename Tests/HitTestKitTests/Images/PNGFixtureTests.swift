import Foundation
import HitTestKit
import Testing

@Suite struct PNGFixtureTests {
  @Test(
    "every fixture decodes to the size and alpha plane Pillow and pypng agree on",
    arguments: PNGFixtures.valid)
  func decodesLikeTheReference(fixture: PNGFixtures.Entry) throws {
    let image = try Image(pngBytes: try PNGFixtures.bytes(fixture.name))
    #expect(image.pixelWidth == fixture.width)
    #expect(image.pixelHeight == fixture.height)
    let expected = try PNGFixtures.bytes(fixture.name, "alpha")
    let actual = image.alphaPlane
    #expect(actual.count == expected.count)
    let firstDifference = zip(actual, expected).enumerated().first { $0.element.0 != $0.element.1 }
    #expect(firstDifference == nil, "first differing pixel: \(String(describing: firstDifference))")
  }

  @Test("the fixture table covers every color type, bit depth, Adam7 and block kind")
  func coverage() {
    let names = Set(PNGFixtures.valid.map(\.name))
    let required = [
      "gray1", "gray2", "gray4", "gray8", "gray16", "rgb8", "rgb16", "palette1", "palette2", "palette4",
      "palette8", "graya8", "graya16", "rgba8", "rgba16", "rgba16-adam7", "palette8-trns", "gray16-key",
      "rgb16-key", "blocks-stored", "blocks-fixed", "blocks-dynamic", "multiple-idat", "filters-all-rgba8",
    ]
    #expect(Set(required).subtracting(names).isEmpty)
  }
}
