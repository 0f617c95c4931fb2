import HitTestKit
import Testing

@Suite struct HitTestingTests {
  @Test("the front-most subview containing the point wins")
  func frontMostWins() {
    let window = makeWindow()
    let back = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "back", in: window)
    let front = makeView(CGRect(x: 50, y: 50, width: 100, height: 100), "front", in: window)
    #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === front)
    #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
    #expect(window.hitTest(CGPoint(x: 300, y: 400), with: nil) === window)
  }

  @Test("a deeper view in a front sibling beats a back sibling")
  func deeperInFront() {
    let window = makeWindow()
    _ = makeView(CGRect(x: 0, y: 0, width: 200, height: 200), "back", in: window)
    let card = makeView(CGRect(x: 0, y: 0, width: 200, height: 200), "card", in: window)
    let label = makeView(CGRect(x: 10, y: 10, width: 20, height: 20), "label", in: card)
    #expect(window.hitTest(CGPoint(x: 15, y: 15), with: nil) === label)
    #expect(window.hitTest(CGPoint(x: 100, y: 100), with: nil) === card)
  }

  @Test("hidden, interaction-disabled and alpha < 0.01 views are skipped with their subtree")
  func skipConditions() {
    let window = makeWindow()
    let parent = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "parent", in: window)
    let child = makeView(CGRect(x: 0, y: 0, width: 50, height: 50), "child", in: parent)
    let point = CGPoint(x: 10, y: 10)
    #expect(window.hitTest(point, with: nil) === child)
    parent.isHidden = true
    #expect(window.hitTest(point, with: nil) === window)
    parent.isHidden = false
    parent.isUserInteractionEnabled = false
    #expect(window.hitTest(point, with: nil) === window)
    parent.isUserInteractionEnabled = true
    parent.alpha = 0.009
    #expect(window.hitTest(point, with: nil) === window)
    parent.alpha = 0.01
    #expect(window.hitTest(point, with: nil) === child, "exactly 0.01 is hittable")
    parent.alpha = CGFloat.nan
    #expect(window.hitTest(point, with: nil) === window, "NaN alpha is not hittable")
  }

  @Test("ancestor alphas are not multiplied")
  func alphaNotMultiplied() {
    let window = makeWindow()
    let parent = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "parent", in: window)
    parent.alpha = 0.02
    let child = makeView(CGRect(x: 0, y: 0, width: 50, height: 50), "child", in: parent)
    child.alpha = 0.5
    #expect(window.hitTest(CGPoint(x: 1, y: 1), with: nil) === child)
  }

  @Test("a subview outside its superview's bounds is unreachable, clipsToBounds or not")
  func outOfBoundsSubview() {
    let window = makeWindow()
    let parent = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "parent", in: window)
    let sticking = makeView(CGRect(x: 80, y: 0, width: 50, height: 50), "sticking", in: parent)
    for clips in [false, true] {
      parent.clipsToBounds = clips
      #expect(window.hitTest(CGPoint(x: 90, y: 10), with: nil) === sticking)
      #expect(window.hitTest(CGPoint(x: 110, y: 10), with: nil) === window)
    }
  }

  @Test("containment is half-open: the maximum edges are outside")
  func halfOpenEdges() {
    let window = makeWindow()
    let box = makeView(CGRect(x: 10, y: 10, width: 100, height: 100), "box", in: window)
    #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === box)
    #expect(window.hitTest(CGPoint(x: 110, y: 50), with: nil) === window)
    #expect(window.hitTest(CGPoint(x: 50, y: 110), with: nil) === window)
  }

  @Test("the bounds origin shifts the subviews, as a scroll view scrolls")
  func boundsOrigin() {
    let window = makeWindow()
    let scroller = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "scroller", in: window)
    let item = makeView(CGRect(x: 0, y: 150, width: 100, height: 50), "item", in: scroller)
    #expect(window.hitTest(CGPoint(x: 50, y: 60), with: nil) === scroller)
    scroller.bounds.origin = CGPoint(x: 0, y: 120)
    #expect(window.hitTest(CGPoint(x: 50, y: 40), with: nil) === item)
  }

  @Test("a transform is applied about the center")
  func transformAboutCenter() {
    let window = makeWindow()
    let box = makeView(CGRect(x: 100, y: 100, width: 20, height: 20), "box", in: window)
    box.transform = CGAffineTransform(scaleX: 3, y: 3)
    #expect(box.frame == CGRect(x: 80, y: 80, width: 60, height: 60))
    #expect(window.hitTest(CGPoint(x: 85, y: 85), with: nil) === box)
    #expect(window.hitTest(CGPoint(x: 79, y: 85), with: nil) === window)
    box.transform = CGAffineTransform(rotationAngle: .pi / 4)
    // The corner region of the unrotated square is now outside the diamond.
    #expect(window.hitTest(CGPoint(x: 101, y: 101), with: nil) === window)
    #expect(window.hitTest(CGPoint(x: 110, y: 96), with: nil) === box)
  }

  @Test("a singular transform makes a view unhittable, and the trace says why")
  func singularTransform() {
    let window = makeWindow()
    let box = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "box", in: window)
    box.transform = CGAffineTransform(scaleX: 0, y: 1)
    #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === window)
    let trace = window.hitTestTrace(at: CGPoint(x: 50, y: 50))
    #expect(
      trace.description.contains(
        "box: not tried, it has a transform that cannot be inverted, [a 0, b 0, c 0, d 1, tx 0, ty 0]"))
    #expect(box.convert(CGPoint(x: 1, y: 1), from: window).x.isNaN)
  }

  @Test("NaN and infinite points hit nothing and never trap")
  func nonFinitePoints() {
    let window = makeWindow()
    _ = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "box", in: window)
    for point in [
      CGPoint(x: CGFloat.nan, y: 1), CGPoint(x: 1, y: CGFloat.infinity), CGPoint(x: -CGFloat.infinity, y: 0),
    ] {
      #expect(window.hitTest(point, with: nil) == nil)
      #expect(window.hitTestTrace(at: point).description.contains("is not finite"))
    }
  }

  @Test("NaN geometry makes a view unhittable without trapping")
  func nanGeometry() {
    let window = makeWindow()
    let box = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "box", in: window)
    box.center = CGPoint(x: CGFloat.nan, y: 0)
    #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === window)
    box.center = CGPoint(x: 50, y: 50)
    box.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 100)
    #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === window)
    box.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    box.transform = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === window)
  }

  @Test("zero and negative sizes have defined outcomes")
  func degenerateSizes() {
    let window = makeWindow()
    let zero = makeView(CGRect(x: 10, y: 10, width: 0, height: 0), "zero", in: window)
    let inside = makeView(CGRect(x: -5, y: -5, width: 20, height: 20), "inside", in: zero)
    #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === window, "an empty view contains nothing")
    _ = inside
    let negative = makeView(CGRect(x: 100, y: 100, width: 50, height: 50), "negative", in: window)
    negative.bounds.size = CGSize(width: -50, height: -50)
    #expect(window.hitTest(CGPoint(x: 110, y: 110), with: nil) === negative)
  }

  @Test("a 1,000-deep hierarchy hit-tests to its deepest view")
  func deepChain() {
    let window = makeWindow()
    var parent: View = window
    for index in 0..<1_000 {
      parent = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "level\(index)", in: parent)
    }
    #expect(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === parent)
    #expect(window.hitTestTrace(at: CGPoint(x: 5, y: 5)).visitedViews.count == 1_001)
  }
}
