import HitTestKit
import Testing

/// The default hit test reads a view's subviews in place and keeps the list as it was only when an override
/// changes it during the search (`Documentation/Performance.md`, "The hit test against the flat array").
///
/// These tests check what that must not change: a search walks the subviews it began with, a removed subview
/// is passed over and let go of once the search ends, and a nested search of the same view walks its own list.
@Suite struct HitTestKeptSubviewsTests {
  let window = makeWindow()
  let container: View
  let back: View
  let front = MutatingHitTestView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

  init() {
    container = makeView(CGRect(x: 0, y: 0, width: 200, height: 200), "container", in: window)
    back = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "back", in: container)
    front.name = "front"
    front.returnsNil = true
    container.addSubview(front)
  }

  @Test("a subview removed during the search is freed once the search ends: the kept list is let go of")
  func removedSubviewFreedAfterSearch() {
    weak var removed: View?
    do {
      let middle = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      container.insertSubview(middle, belowSubview: front)
      removed = middle
    }
    front.beforeHitTest = { removed?.removeFromSuperview() }
    #expect(removed != nil)
    #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === back, "the removed view is passed over")
    #expect(removed == nil, "nothing holds the removed view after the hit test")
  }

  @Test("a search nested in an override walks the list it began with, and so does the search around it")
  func nestedSearchOfTheSameView() {
    weak var middle: View?
    do {
      let view = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "middle")
      container.insertSubview(view, belowSubview: front)
      middle = view
    }
    var nestedResult: View?
    var depth = 0
    front.beforeHitTest = { [unowned container, unowned back] in
      depth += 1
      defer { depth -= 1 }
      if depth == 1 {
        // The outer search began with [back, middle, front]; the nested one begins with [back, front].
        middle?.removeFromSuperview()
        nestedResult = container.hitTest(CGPoint(x: 10, y: 10), with: nil)
      } else {
        // Inside the nested search: back leaves too, and both searches pass over it.
        back.removeFromSuperview()
      }
    }
    #expect(
      window.hitTest(CGPoint(x: 10, y: 10), with: nil) === container, "middle and back were passed over")
    #expect(nestedResult === container, "back was passed over by the nested search too")
    #expect(container.subviews.map(\.name) == ["front"])
    #expect(middle == nil, "the lists kept for both searches were let go of")
  }

  @Test("hidden, alpha and user interaction switched off and back on leave a plain view hittable again")
  func flagsBackOn() {
    let point = CGPoint(x: 150, y: 150)
    #expect(window.hitTest(point, with: nil) === container)
    container.alpha = .nan
    #expect(window.hitTest(point, with: nil) === window, "a NaN alpha is skipped")
    container.alpha = 0.01
    #expect(window.hitTest(point, with: nil) === container, "exactly 0.01 is hittable")
    container.isHidden = true
    #expect(window.hitTest(point, with: nil) === window)
    container.isUserInteractionEnabled = false
    container.isHidden = false
    #expect(window.hitTest(point, with: nil) === window)
    container.isUserInteractionEnabled = true
    #expect(window.hitTest(point, with: nil) === container)
    container.alpha = 0.0099
    #expect(window.hitTest(point, with: nil) === window, "below 0.01 is skipped")
  }

  @Test("a plain subview's bounds are half-open in the inline first steps too: the far edges are outside")
  func halfOpenEdges() {
    let edge = makeView(CGRect(x: 210, y: 0, width: 10, height: 10), "edge", in: window)
    #expect(window.hitTest(CGPoint(x: 210, y: 0), with: nil) === edge)
    #expect(window.hitTest(CGPoint(x: 219.999, y: 9.999), with: nil) === edge)
    #expect(window.hitTest(CGPoint(x: 220, y: 5), with: nil) === window)
    #expect(window.hitTest(CGPoint(x: 215, y: 10), with: nil) === window)
  }
}
