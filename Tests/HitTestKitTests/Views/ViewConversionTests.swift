import HitTestKit
import Testing

// Expected values are worked out by hand with the reference's one-level rule (§1.17), child → parent:
// `p − bounds.origin − size/2`, then the transform's linear part, then `+ center`.

@Suite struct ViewConversionTests {
  @Test("a point converts between siblings through their common superview")
  func siblings() {
    let window = makeWindow()
    let a = makeView(CGRect(x: 10, y: 20, width: 100, height: 50), "a", in: window)
    let b = makeView(CGRect(x: 200, y: 100, width: 40, height: 40), "b", in: window)
    // (5, 5) in a is (15, 25) in the window, which is (15 − 200, 25 − 100) in b.
    #expect(a.convert(CGPoint(x: 5, y: 5), to: b) == CGPoint(x: -185, y: -75))
    #expect(b.convert(CGPoint(x: 5, y: 5), from: a) == CGPoint(x: -185, y: -75))
    #expect(b.convert(CGPoint(x: -185, y: -75), to: a) == CGPoint(x: 5, y: 5))
  }

  @Test("a superview's bounds origin shifts where its subviews sit")
  func boundsOriginOfAncestor() {
    let window = makeWindow()
    let scroller = makeView(CGRect(x: 0, y: 0, width: 200, height: 200), "scroller", in: window)
    scroller.bounds.origin = CGPoint(x: 0, y: 50)
    let item = makeView(CGRect(x: 10, y: 60, width: 20, height: 20), "item", in: scroller)
    // item: (0, 0) − (10, 10) + center (20, 70) = (10, 60) in scroller;
    // scroller: (10, 60) − (0, 50) − (100, 100) + center (100, 100) = (10, 10) in the window.
    #expect(item.convert(CGPoint.zero, to: window) == CGPoint(x: 10, y: 10))
    #expect(item.convert(CGPoint.zero, to: scroller) == CGPoint(x: 10, y: 60))
    #expect(window.convert(CGPoint(x: 10, y: 10), to: item) == CGPoint.zero)
    #expect(scroller.convert(CGPoint(x: 10, y: 10), from: window) == CGPoint(x: 10, y: 60))
  }

  @Test("the view's own bounds origin is subtracted on the way out")
  func ownBoundsOrigin() {
    let window = makeWindow()
    let view = makeView(CGRect(x: 100, y: 100, width: 50, height: 50), "view", in: window)
    view.bounds.origin = CGPoint(x: -20, y: 30)
    // (−20, 30) is the top-left corner now: (−20, 30) − (−20, 30) − (25, 25) + (125, 125) = (100, 100).
    #expect(view.convert(CGPoint(x: -20, y: 30), to: nil) == CGPoint(x: 100, y: 100))
    #expect(view.convert(CGPoint(x: 100, y: 100), from: nil) == CGPoint(x: -20, y: 30))
  }

  @Test(
    "a transform is applied about the center, between the bounds and the center",
    arguments: [
      // center (120, 110), half size (20, 10); scale (2, 3): (−20, −10) → (−40, −30) → (80, 80).
      (CGAffineTransform(scaleX: 2, y: 3), CGPoint.zero, CGPoint(x: 80, y: 80)),
      (CGAffineTransform(scaleX: 2, y: 3), CGPoint(x: 40, y: 20), CGPoint(x: 160, y: 140)),
      (CGAffineTransform(scaleX: 2, y: 3), CGPoint(x: 20, y: 10), CGPoint(x: 120, y: 110)),
      // A quarter turn maps (x, y) to (−y, x): (−20, −10) → (10, −20) → (130, 90).
      (CGAffineTransform(rotationAngle: .pi / 2), CGPoint.zero, CGPoint(x: 130, y: 90)),
      (CGAffineTransform(rotationAngle: .pi / 2), CGPoint(x: 40, y: 0), CGPoint(x: 130, y: 130)),
      // A translation moves the whole view: (−20, −10) + (5, −7) + (120, 110).
      (CGAffineTransform(translationX: 5, y: -7), CGPoint.zero, CGPoint(x: 105, y: 93)),
    ])
  func transformAboutCenter(transform: CGAffineTransform, local: CGPoint, inWindow: CGPoint) {
    let window = makeWindow()
    let view = makeView(CGRect(x: 100, y: 100, width: 40, height: 20), "view", in: window)
    view.transform = transform
    expectApproximatelyEqual(view.convert(local, to: window), inWindow)
    expectApproximatelyEqual(view.convert(inWindow, from: window), local)
  }

  @Test("cousins convert up to their common ancestor and down again")
  func cousins() {
    let window = makeWindow()
    let left = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "left", in: window)
    let leftChild = makeView(CGRect(x: 10, y: 10, width: 20, height: 20), "leftChild", in: left)
    let right = makeView(CGRect(x: 100, y: 0, width: 100, height: 100), "right", in: window)
    right.bounds.origin = CGPoint(x: 0, y: -10)
    right.transform = CGAffineTransform(scaleX: 2, y: 2)
    let rightChild = makeView(CGRect(x: 0, y: 0, width: 10, height: 10), "rightChild", in: right)
    // (1, 1) in leftChild is (11, 11) in left and in the window. Into right: (11, 11) − center (150, 50)
    // = (−139, −39), halved (−69.5, −19.5), + half size (50, 50) + origin (0, −10) = (−19.5, 20.5).
    // Into rightChild (center (5, 5), half size (5, 5)): unchanged.
    #expect(leftChild.convert(CGPoint(x: 1, y: 1), to: rightChild) == CGPoint(x: -19.5, y: 20.5))
    #expect(rightChild.convert(CGPoint(x: -19.5, y: 20.5), to: leftChild) == CGPoint(x: 1, y: 1))
    #expect(right.convert(CGPoint(x: -19.5, y: 20.5), from: rightChild) == CGPoint(x: -19.5, y: 20.5))
  }

  @Test("converting to an ancestor or a descendant goes along the chain between them only")
  func ancestorsAndDescendants() {
    let window = makeWindow()
    let outer = makeView(CGRect(x: 50, y: 50, width: 200, height: 200), "outer", in: window)
    outer.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    let inner = makeView(CGRect(x: 20, y: 30, width: 100, height: 100), "inner", in: outer)
    let leaf = makeView(CGRect(x: 5, y: 5, width: 10, height: 10), "leaf", in: inner)
    // leaf (0, 0) is (5, 5) in inner and (25, 35) in outer; outer's scale does not matter below it.
    #expect(leaf.convert(CGPoint.zero, to: outer) == CGPoint(x: 25, y: 35))
    #expect(outer.convert(CGPoint(x: 25, y: 35), to: leaf) == CGPoint.zero)
    #expect(inner.convert(CGPoint(x: 25, y: 35), from: outer) == CGPoint(x: 5, y: 5))
    // In the window: (25, 35) − (100, 100) = (−75, −65), halved, + (150, 150) = (112.5, 117.5).
    #expect(leaf.convert(CGPoint.zero, to: window) == CGPoint(x: 112.5, y: 117.5))
    #expect(leaf.convert(CGPoint(x: 3, y: 4), to: leaf) == CGPoint(x: 3, y: 4))
  }

  @Test("nil means window coordinates, or the root's coordinates outside a window")
  func nilMeansWindow() {
    let window = makeWindow()
    window.bounds.origin = CGPoint(x: 0, y: 0)
    let card = makeView(CGRect(x: 30, y: 40, width: 100, height: 100), "card", in: window)
    card.transform = CGAffineTransform(rotationAngle: .pi / 6)
    let point = CGPoint(x: 12, y: 34)
    #expect(card.convert(point, to: nil) == card.convert(point, to: window))
    #expect(card.convert(point, from: nil) == card.convert(point, from: window))

    let root = makeView(CGRect(x: 500, y: 500, width: 100, height: 100), "root")
    root.bounds.origin = CGPoint(x: 7, y: 9)
    let child = makeView(CGRect(x: 10, y: 10, width: 20, height: 20), "child", in: root)
    #expect(child.window == nil)
    // The root's own center does not count: (0, 0) in child is (10, 10) in root's bounds coordinates.
    #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 10))
    #expect(child.convert(CGPoint(x: 10, y: 10), from: nil) == CGPoint.zero)
  }

  @Test("views in separate hierarchies convert as if their roots shared one coordinate space")
  func separateHierarchies() {
    let first = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "first")
    let firstChild = makeView(CGRect(x: 10, y: 10, width: 20, height: 20), "firstChild", in: first)
    let second = makeView(CGRect(x: 300, y: 300, width: 100, height: 100), "second")
    let secondChild = makeView(CGRect(x: 30, y: 30, width: 20, height: 20), "secondChild", in: second)
    #expect(firstChild.convert(CGPoint.zero, to: secondChild) == CGPoint(x: -20, y: -20))
    #expect(secondChild.convert(CGPoint(x: -20, y: -20), to: firstChild) == CGPoint.zero)
    #expect(first.convert(CGPoint(x: 5, y: 6), to: second) == CGPoint(x: 5, y: 6))
  }

  @Test(
    "points make the round trip between any two views",
    arguments: [CGPoint(x: 0, y: 0), CGPoint(x: 13.25, y: -7.5), CGPoint(x: 1e3, y: 2e3)])
  func roundTrips(point: CGPoint) {
    let window = makeWindow()
    let a = makeView(CGRect(x: 10, y: 20, width: 100, height: 50), "a", in: window)
    a.transform = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 1.5, y: 0.25)
    a.bounds.origin = CGPoint(x: 3, y: -4)
    let a1 = makeView(CGRect(x: 5, y: 5, width: 30, height: 30), "a1", in: a)
    a1.transform = CGAffineTransform(translationX: 4, y: 2).rotated(by: -1.1)
    let b = makeView(CGRect(x: 150, y: 200, width: 60, height: 80), "b", in: window)
    b.transform = CGAffineTransform(a: 1, b: 0.5, c: -0.3, d: 2, tx: 7, ty: -9)
    let views: [View] = [window, a, a1, b]
    for source in views {
      for target in views {
        let there = source.convert(point, to: target)
        expectApproximatelyEqual(target.convert(there, to: source), point, tolerance: 1e-9)
        expectApproximatelyEqual(target.convert(point, from: source), there, tolerance: 1e-9)
      }
    }
  }

  @Test("converting into a view with a singular transform has no answer: NaN")
  func singularDown() {
    let window = makeWindow()
    let flat = makeView(CGRect(x: 100, y: 100, width: 40, height: 20), "flat", in: window)
    flat.transform = CGAffineTransform(scaleX: 0, y: 1)
    let inside = makeView(CGRect(x: 0, y: 0, width: 10, height: 10), "inside", in: flat)
    let from = window.convert(CGPoint(x: 120, y: 110), to: flat)
    #expect(from.x.isNaN && from.y.isNaN)
    let below = inside.convert(CGPoint(x: 120, y: 110), from: nil)
    #expect(below.x.isNaN && below.y.isNaN)
    // Going up through it is defined: every x collapses onto the center line x = 120.
    #expect(inside.convert(CGPoint(x: 3, y: 4), to: window) == CGPoint(x: 120, y: 104))
  }

  @Test("a singular transform above the common ancestor does not matter")
  func singularAboveCommonAncestor() {
    let window = makeWindow()
    let flat = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "flat", in: window)
    flat.transform = CGAffineTransform(scaleX: 1, y: 0)
    let a = makeView(CGRect(x: 0, y: 0, width: 10, height: 10), "a", in: flat)
    let b = makeView(CGRect(x: 50, y: 50, width: 10, height: 10), "b", in: flat)
    #expect(a.convert(CGPoint(x: 1, y: 2), to: b) == CGPoint(x: -49, y: -48))
  }

  @Test("a rectangle converts to the bounding box of its converted corners")
  func rectangles() {
    let window = makeWindow()
    let a = makeView(CGRect(x: 10, y: 20, width: 100, height: 50), "a", in: window)
    let b = makeView(CGRect(x: 90, y: 90, width: 20, height: 20), "b", in: window)
    #expect(
      a.convert(CGRect(x: 5, y: 5, width: 10, height: 20), to: b)
        == CGRect(x: -75, y: -65, width: 10, height: 20))
    #expect(
      b.convert(CGRect(x: -75, y: -65, width: 10, height: 20), to: a)
        == CGRect(x: 5, y: 5, width: 10, height: 20))
    b.transform = CGAffineTransform(rotationAngle: .pi / 4)
    // b's bounds turned by 45° about (100, 100): a square of side 20·√2 standing on a corner.
    let half = 10 * 2.0.squareRoot()
    expectApproximatelyEqual(
      b.convert(b.bounds, to: nil), CGRect(x: 100 - half, y: 100 - half, width: 2 * half, height: 2 * half))
    expectApproximatelyEqual(
      window.convert(b.bounds, from: b),
      CGRect(x: 100 - half, y: 100 - half, width: 2 * half, height: 2 * half))
    // Bounding boxes grow: the round trip of a rotated rectangle is larger than the rectangle.
    let back = b.convert(b.convert(b.bounds, to: nil), from: nil)
    expectApproximatelyEqual(back, CGRect(x: -10, y: -10, width: 40, height: 40))
  }

  @Test("the null rectangle stays null, and a singular transform on the way down gives null")
  func nullRectangles() {
    let window = makeWindow()
    let a = makeView(CGRect(x: 10, y: 20, width: 100, height: 50), "a", in: window)
    #expect(a.convert(CGRect.null, to: window).isNull)
    #expect(a.convert(CGRect.null, from: nil).isNull)
    a.transform = CGAffineTransform(scaleX: 0, y: 1)
    #expect(a.convert(CGRect(x: 0, y: 0, width: 10, height: 10), from: window).isNull)
    // Up through it: all x collapse onto the center line x = 60; y = 20 + 5 … 20 + 15.
    #expect(
      a.convert(CGRect(x: 0, y: 5, width: 10, height: 10), to: window)
        == CGRect(x: 60, y: 25, width: 0, height: 10))
  }
}
