import ExampleScenarios
import Foundation
import HitTestKit
import Testing

/// The transparent-image-hit picture: its embedded PNGs are valid (our decoder checks every CRC and the
/// Adler-32).
///
/// CommandLineTests checks that `--svg <path>` writes it and that a bad path is refused.
@Suite struct TransparentImageHitPictureTests {
  @Test("every embedded image is a PNG the decoder accepts, with transparent and opaque pixels")
  func embeddedPNGsDecode() throws {
    let svg = TransparentImageHitPicture.svg()
    let uris = svg.components(separatedBy: "data:image/png;base64,").dropFirst()
    #expect(uris.count == 6, "three pictures in each of the two panels")
    for uri in uris {
      let base64 = String(uri.prefix { $0 != "\"" })
      let data = try #require(Data(base64Encoded: base64))
      let image = try Image(pngData: data)
      #expect(image.alphaPlane.contains(0))
      #expect(image.alphaPlane.contains(255))
    }
  }
}
