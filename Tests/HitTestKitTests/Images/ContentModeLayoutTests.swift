import HitTestKit
import Testing

@Suite struct ContentModeLayoutTests {
  let bounds = CGRect(x: 10, y: 20, width: 100, height: 50)
  /// Wider than the bounds' 2:1 aspect ratio (4:1), and taller (1:1), both smaller than the bounds.
  let wide = CGSize(width: 40, height: 10)
  let tall = CGSize(width: 20, height: 20)

  @Test(
    "every mode places a wider-than-bounds image as UIKit does",
    arguments: [
      (ContentMode.scaleToFill, CGRect(x: 10, y: 20, width: 100, height: 50)),
      (.redraw, CGRect(x: 10, y: 20, width: 100, height: 50)),
      (.scaleAspectFit, CGRect(x: 10, y: 32.5, width: 100, height: 25)),
      (.scaleAspectFill, CGRect(x: -40, y: 20, width: 200, height: 50)),
      (.center, CGRect(x: 40, y: 40, width: 40, height: 10)),
      (.top, CGRect(x: 40, y: 20, width: 40, height: 10)),
      (.bottom, CGRect(x: 40, y: 60, width: 40, height: 10)),
      (.left, CGRect(x: 10, y: 40, width: 40, height: 10)),
      (.right, CGRect(x: 70, y: 40, width: 40, height: 10)),
      (.topLeft, CGRect(x: 10, y: 20, width: 40, height: 10)),
      (.topRight, CGRect(x: 70, y: 20, width: 40, height: 10)),
      (.bottomLeft, CGRect(x: 10, y: 60, width: 40, height: 10)),
      (.bottomRight, CGRect(x: 70, y: 60, width: 40, height: 10)),
    ])
  func wideImage(mode: ContentMode, expected: CGRect) {
    #expect(mode.imageRect(for: wide, in: bounds) == expected)
  }

  @Test(
    "every mode places a taller-than-bounds image as UIKit does",
    arguments: [
      (ContentMode.scaleToFill, CGRect(x: 10, y: 20, width: 100, height: 50)),
      (.redraw, CGRect(x: 10, y: 20, width: 100, height: 50)),
      (.scaleAspectFit, CGRect(x: 35, y: 20, width: 50, height: 50)),
      (.scaleAspectFill, CGRect(x: 10, y: -5, width: 100, height: 100)),
      (.center, CGRect(x: 50, y: 35, width: 20, height: 20)),
      (.top, CGRect(x: 50, y: 20, width: 20, height: 20)),
      (.bottom, CGRect(x: 50, y: 50, width: 20, height: 20)),
      (.left, CGRect(x: 10, y: 35, width: 20, height: 20)),
      (.right, CGRect(x: 90, y: 35, width: 20, height: 20)),
      (.topLeft, CGRect(x: 10, y: 20, width: 20, height: 20)),
      (.topRight, CGRect(x: 90, y: 20, width: 20, height: 20)),
      (.bottomLeft, CGRect(x: 10, y: 50, width: 20, height: 20)),
      (.bottomRight, CGRect(x: 90, y: 50, width: 20, height: 20)),
    ])
  func tallImage(mode: ContentMode, expected: CGRect) {
    #expect(mode.imageRect(for: tall, in: bounds) == expected)
  }

  @Test("alignment modes keep the natural size even when the image is larger than the bounds")
  func largerThanBounds() {
    let big = CGSize(width: 300, height: 90)
    #expect(
      ContentMode.center.imageRect(for: big, in: bounds) == CGRect(x: -90, y: 0, width: 300, height: 90))
    #expect(
      ContentMode.bottomRight.imageRect(for: big, in: bounds)
        == CGRect(x: -190, y: -20, width: 300, height: 90))
  }

  @Test("the cases and raw values are UIKit's")
  func rawValues() {
    #expect(ContentMode.allCases.count == 13)
    #expect(ContentMode.allCases.map(\.rawValue) == Array(0...12))
    #expect(ContentMode(rawValue: 4) == .center && ContentMode(rawValue: 12) == .bottomRight)
  }

  @Test("negative-size bounds are standardized; zero-size bounds fit to a zero-size rectangle")
  func degenerateBounds() {
    let flipped = CGRect(x: 110, y: 70, width: -100, height: -50)
    #expect(
      ContentMode.scaleAspectFit.imageRect(for: tall, in: flipped)
        == CGRect(x: 35, y: 20, width: 50, height: 50))
    let empty = CGRect(x: 5, y: 5, width: 0, height: 0)
    #expect(
      ContentMode.scaleAspectFit.imageRect(for: tall, in: empty) == CGRect(x: 5, y: 5, width: 0, height: 0))
  }

  @Test("non-finite input and images with no area give the null rectangle")
  func nonFinite() {
    for mode in ContentMode.allCases {
      #expect(mode.imageRect(for: CGSize(width: CGFloat.nan, height: 1), in: bounds).isNull)
      #expect(mode.imageRect(for: CGSize(width: 0, height: 10), in: bounds).isNull)
      #expect(mode.imageRect(for: tall, in: CGRect(x: CGFloat.infinity, y: 0, width: 1, height: 1)).isNull)
    }
  }
}
