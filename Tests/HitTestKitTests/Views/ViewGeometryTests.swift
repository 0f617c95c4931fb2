import HitTestKit
import Testing

@Suite struct ViewGeometryTests {
  @Test("with the identity transform the frame is center − size/2 by the bounds size")
  func identityFrame() {
    let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.center == CGPoint(x: 60, y: 45))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
  }

  @Test("the bounds origin does not move the frame")
  func boundsOriginKeepsFrame() {
    let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    view.bounds.origin = CGPoint(x: 30, y: -40)
    #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
  }

  @Test("a scale grows the frame about the center")
  func scaledFrame() {
    let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    view.transform = CGAffineTransform(scaleX: 2, y: 3)
    #expect(view.frame == CGRect(x: -40, y: -30, width: 200, height: 150))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50), "the transform leaves bounds alone")
    #expect(view.center == CGPoint(x: 60, y: 45), "the transform leaves the center alone")
  }

  @Test(
    "a rotated view's frame is the bounding box of its turned bounds",
    arguments: [
      // A quarter turn swaps width and height about the center (60, 45).
      (CGFloat.pi / 2, CGRect(x: 35, y: -5, width: 50, height: 100)),
      // 45°: each side of the box is (100 + 50)·cos 45°.
      (
        CGFloat.pi / 4,
        CGRect(
          x: 60 - 75 / 2.0.squareRoot(), y: 45 - 75 / 2.0.squareRoot(),
          width: 150 / 2.0.squareRoot(), height: 150 / 2.0.squareRoot())
      ),
      // A half turn gives back the same rectangle.
      (CGFloat.pi, CGRect(x: 10, y: 20, width: 100, height: 50)),
    ])
  func rotatedFrame(angle: CGFloat, expected: CGRect) {
    let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    view.transform = CGAffineTransform(rotationAngle: angle)
    expectApproximatelyEqual(view.frame, expected)
  }

  @Test("setting the frame with the identity transform sets center and size and keeps the bounds origin")
  func setFrameIdentity() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.bounds.origin = CGPoint(x: 5, y: 7)
    view.frame = CGRect(x: 100, y: 200, width: 40, height: 30)
    #expect(view.center == CGPoint(x: 120, y: 215))
    #expect(view.bounds == CGRect(x: 5, y: 7, width: 40, height: 30))
    #expect(view.frame == CGRect(x: 100, y: 200, width: 40, height: 30))
  }

  @Test("setting a frame with a negative size standardizes it")
  func setFrameNegativeSize() {
    let view = View()
    view.frame = CGRect(x: 100, y: 100, width: -40, height: -20)
    #expect(view.center == CGPoint(x: 80, y: 90))
    #expect(view.bounds.size == CGSize(width: 40, height: 20))
  }

  @Test(
    "setting the frame under a scale picks the bounds size that the scale turns into the frame size",
    arguments: [
      (CGAffineTransform(scaleX: 2, y: 4), CGSize(width: 50, height: 25)),
      (CGAffineTransform(scaleX: -2, y: 0.5), CGSize(width: 50, height: 200)),
    ])
  func setFrameScaled(transform: CGAffineTransform, expectedSize: CGSize) {
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.bounds.origin = CGPoint(x: 3, y: 4)
    view.transform = transform
    view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    #expect(view.center == CGPoint(x: 50, y: 50))
    #expect(view.bounds == CGRect(origin: CGPoint(x: 3, y: 4), size: expectedSize))
    #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
  }

  @Test(
    "setting the frame under a quarter or half turn swaps (or keeps) the axes of the size",
    arguments: [
      (
        "exact matrix", CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0),
        CGSize(width: 40, height: 100)
      ),
      ("rotationAngle(π/2)", CGAffineTransform(rotationAngle: .pi / 2), CGSize(width: 40, height: 100)),
      ("rotationAngle(−π/2)", CGAffineTransform(rotationAngle: -.pi / 2), CGSize(width: 40, height: 100)),
      ("rotationAngle(π)", CGAffineTransform(rotationAngle: .pi), CGSize(width: 100, height: 40)),
      (
        "turn and scale", CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 2),
        CGSize(width: 20, height: 50)
      ),
    ])
  func setFrameQuarterTurn(label: String, transform: CGAffineTransform, expectedSize: CGSize) {
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.transform = transform
    view.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
    #expect(view.center == CGPoint(x: 50, y: 20))
    expectApproximatelyEqual(view.bounds.size, expectedSize)
    expectApproximatelyEqual(view.frame, CGRect(x: 0, y: 0, width: 100, height: 40))
  }

  @Test("setting the frame under a 30° rotation moves the center and leaves the bounds size unchanged")
  func setFrameThirtyDegrees() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
    view.transform = CGAffineTransform(rotationAngle: .pi / 6)
    view.frame = CGRect(x: 100, y: 100, width: 10, height: 10)
    #expect(view.center == CGPoint(x: 105, y: 105))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 60, height: 20))
  }

  @Test("setting the frame under a singular transform moves the center and leaves the bounds size")
  func setFrameSingular() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
    view.transform = CGAffineTransform(scaleX: 0, y: 1)
    view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(view.center == CGPoint(x: 5, y: 5))
    #expect(view.bounds.size == CGSize(width: 60, height: 20))
  }

  @Test("setting the bounds size resizes the view about its center")
  func boundsSizeResizesAboutCenter() {
    let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    view.bounds.size = CGSize(width: 40, height: 10)
    #expect(view.center == CGPoint(x: 60, y: 45))
    #expect(view.frame == CGRect(x: 40, y: 40, width: 40, height: 10))
  }

  @Test("setting the bounds origin keeps the frame and moves the subviews on screen")
  func boundsOriginScrollsSubviews() {
    let window = makeWindow()
    let scroller = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "scroller", in: window)
    let item = makeView(CGRect(x: 0, y: 150, width: 100, height: 50), "item", in: scroller)
    scroller.bounds.origin = CGPoint(x: 0, y: 120)
    #expect(scroller.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(
      item.convert(CGRect(x: 0, y: 0, width: 100, height: 50), to: nil)
        == CGRect(x: 0, y: 30, width: 100, height: 50))
  }
}
