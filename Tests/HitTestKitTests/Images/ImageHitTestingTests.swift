import HitTestKit
import Testing

@Suite struct ImageHitTestingTests {
  /// 4 × 2 pixels; alpha = 10 * row + column, so every pixel is identifiable.
  let image = try! Image(width: 4, height: 2) { x, y in UInt8(10 * y + x) }
  let square = CGRect(x: 0, y: 0, width: 100, height: 100)

  @Test(
    "points in image points map to pixels by floor(point * scale), half-open",
    arguments: [
      (CGPoint(x: 0, y: 0), Image.PixelPosition(x: 0, y: 0)), (CGPoint(x: 0.99, y: 0.5), .init(x: 0, y: 0)),
      (CGPoint(x: 1, y: 1), .init(x: 1, y: 1)), (CGPoint(x: 3.999, y: 1.999), .init(x: 3, y: 1)),
    ])
  func imagePoints(point: CGPoint, expected: Image.PixelPosition) {
    #expect(image.pixel(at: point) == expected)
    #expect(image.alpha(at: point) == UInt8(10 * expected.y + expected.x))
  }

  @Test(
    "edges, NaN and huge values in image points give nil",
    arguments: [
      CGPoint(x: 4, y: 0), CGPoint(x: 0, y: 2), CGPoint(x: -0.001, y: 0), CGPoint(x: CGFloat.nan, y: 0),
      CGPoint(x: 0, y: CGFloat.infinity), CGPoint(x: 1e300, y: 0), CGPoint(x: -1e300, y: 1),
    ])
  func imagePointsOutside(point: CGPoint) {
    #expect(image.pixel(at: point) == nil)
    #expect(image.alpha(at: point) == nil)
  }

  @Test("a scale-2 image maps half-point steps to pixels")
  func scaled() throws {
    let retina = try Image(width: 4, height: 2, scale: 2) { x, y in UInt8(10 * y + x) }
    #expect(retina.pixel(at: CGPoint(x: 1.5, y: 0.5)) == Image.PixelPosition(x: 3, y: 1))
    #expect(retina.pixel(at: CGPoint(x: 2, y: 0)) == nil)
  }

  @Test(
    "aspect fit: the image spans y 25..<75, columns every 25 points, rows every 25 points",
    arguments: [
      (CGPoint(x: 0, y: 25), Image.PixelPosition(x: 0, y: 0)),
      (CGPoint(x: 24.999, y: 49.999), .init(x: 0, y: 0)),
      (CGPoint(x: 25, y: 50), .init(x: 1, y: 1)), (CGPoint(x: 99.999, y: 74.999), .init(x: 3, y: 1)),
      (CGPoint(x: 75, y: 25), .init(x: 3, y: 0)),
    ])
  func aspectFit(point: CGPoint, expected: Image.PixelPosition) {
    #expect(image.pixel(at: point, in: square, contentMode: .scaleAspectFit) == expected)
    #expect(
      image.alpha(at: point, in: square, contentMode: .scaleAspectFit) == UInt8(10 * expected.y + expected.x))
  }

  @Test(
    "aspect fit: the letterbox bars, the far edges and NaN map to nothing",
    arguments: [
      CGPoint(x: 50, y: 24.999), CGPoint(x: 50, y: 75), CGPoint(x: 100, y: 50), CGPoint(x: -0.001, y: 50),
      CGPoint(x: CGFloat.nan, y: 50), CGPoint(x: 50, y: CGFloat.nan), CGPoint(x: CGFloat.infinity, y: 50),
    ])
  func aspectFitOutside(point: CGPoint) {
    #expect(image.pixel(at: point, in: square, contentMode: .scaleAspectFit) == nil)
    #expect(image.alpha(at: point, in: square, contentMode: .scaleAspectFit) == nil)
  }

  @Test("aspect fill covers the bounds and maps points outside them too")
  func aspectFill() {
    // Fill: 200 x 100 centered, x from -50 to 150, pixels 50 points wide.
    #expect(
      image.pixel(at: CGPoint(x: 0, y: 0), in: square, contentMode: .scaleAspectFill) == .init(x: 1, y: 0))
    #expect(
      image.pixel(at: CGPoint(x: -50, y: 99), in: square, contentMode: .scaleAspectFill) == .init(x: 0, y: 1))
    #expect(image.pixel(at: CGPoint(x: 150, y: 0), in: square, contentMode: .scaleAspectFill) == nil)
  }

  @Test("alignment modes hit only the natural-size rectangle")
  func alignment() {
    // Natural size 4 x 2 points at the bottom right of the square: x 96..<100, y 98..<100.
    #expect(
      image.pixel(at: CGPoint(x: 96, y: 98), in: square, contentMode: .bottomRight) == .init(x: 0, y: 0))
    #expect(
      image.pixel(at: CGPoint(x: 99.5, y: 99.5), in: square, contentMode: .bottomRight) == .init(x: 3, y: 1))
    #expect(image.pixel(at: CGPoint(x: 95.9, y: 99), in: square, contentMode: .bottomRight) == nil)
    #expect(image.pixel(at: CGPoint(x: 50, y: 50), in: square, contentMode: .topLeft) == nil)
  }

  @Test("stretching maps thirds of pixels exactly on non-power-of-two sizes")
  func stretchedThirds() throws {
    let strip = try Image(width: 3, height: 1) { x, _ in UInt8(x) }
    let bounds = CGRect(x: 0, y: 0, width: 0.3, height: 1)
    #expect(
      strip.pixel(at: CGPoint(x: 0.1, y: 0), in: bounds, contentMode: .scaleToFill) == .init(x: 1, y: 0))
    #expect(
      strip.pixel(at: CGPoint(x: 0.2, y: 0), in: bounds, contentMode: .scaleToFill) == .init(x: 2, y: 0))
    #expect(
      strip.pixel(at: CGPoint(x: 0.29999999999999, y: 0), in: bounds, contentMode: .scaleToFill)
        == .init(x: 2, y: 0))
  }

  @Test("zero-size bounds hit nothing")
  func emptyBounds() {
    let empty = CGRect(x: 10, y: 10, width: 0, height: 0)
    for mode in ContentMode.allCases
    where ![.center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight].contains(
      mode)
    {
      #expect(image.pixel(at: CGPoint(x: 10, y: 10), in: empty, contentMode: mode) == nil)
    }
  }

  @Test("a decoded star is opaque at its center and transparent in its corners")
  func star() throws {
    let star = try Image(pngBytes: PNGFixtures.bytes("pillow-star"))
    let bounds = CGRect(x: 0, y: 0, width: 96, height: 96)
    #expect(star.alpha(at: CGPoint(x: 48, y: 48), in: bounds, contentMode: .scaleToFill) == 255)
    #expect(star.alpha(at: CGPoint(x: 2, y: 2), in: bounds, contentMode: .scaleToFill) == 0)
  }
}
