import HitTestKit
import Testing

@Suite struct NonFiniteFrameTests {
  @Test("setting an infinite frame origin keeps the size; the view is then not hittable")
  func infiniteOriginKeepsSize() {
    let window = makeWindow()
    let box = makeView(CGRect(x: 10, y: 10, width: 80, height: 40), "box", in: window)
    box.frame.origin.x = .infinity
    #expect(box.bounds.size == CGSize(width: 80, height: 40))
    #expect(box.center.x == .infinity)
    #expect(window.hitTest(CGPoint(x: 20, y: 20), with: nil) === window)
    box.frame.origin.x = 10
    #expect(box.frame == CGRect(x: 10, y: 10, width: 80, height: 40))
    #expect(window.hitTest(CGPoint(x: 20, y: 20), with: nil) === box)
  }

  @Test("setting a NaN or negative-infinite frame origin keeps the size, as a NaN center does")
  func otherNonFiniteOrigins() {
    let box = View(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
    box.frame.origin.y = -.infinity
    #expect(box.bounds.size == CGSize(width: 30, height: 20))
    box.frame.origin = CGPoint(x: CGFloat.nan, y: 0)
    #expect(box.bounds.size == CGSize(width: 30, height: 20))
    #expect(box.center.x.isNaN)
  }

  @Test("a negative frame size is standardized, as before")
  func negativeSizeStandardized() {
    let box = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    box.frame = CGRect(x: 50, y: 50, width: -20, height: -10)
    #expect(box.frame == CGRect(x: 30, y: 40, width: 20, height: 10))
  }
}
