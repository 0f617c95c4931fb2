import HitTestKit
import Testing

/// A view whose `hitTest` override runs a closure first (to change the hierarchy mid-search), then the default.
final class MutatingHitTestView: View {
  var beforeHitTest: (() -> Void)?
  var returnsNil = false
  override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    beforeHitTest?()
    return returnsNil ? nil : super.hitTest(point, with: event)
  }
}

/// Issue 10, fault 5: subviews added or removed inside a `hitTest` override.
///
/// The default search walks the subviews as they were when it began; those removed meanwhile are passed over;
/// added ones wait for the next.
@Suite struct HitTestMutationTests {
  let window = makeWindow()
  let container: View
  let back: View
  let middle: View
  let front = MutatingHitTestView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

  init() {
    container = makeView(CGRect(x: 0, y: 0, width: 200, height: 200), "container", in: window)
    back = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "back", in: container)
    middle = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "middle", in: container)
    front.name = "front"
    front.returnsNil = true
    container.addSubview(front)
  }

  @Test("an override that removes every sibling does not trap; the removed views are passed over")
  func removeSiblings() {
    front.beforeHitTest = { [unowned container] in
      for subview in container.subviews where subview.name != "front" { subview.removeFromSuperview() }
    }
    #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === container)
    #expect(container.subviews.map(\.name) == ["front"])
  }

  @Test("the trace says a subview was removed during the hit test")
  func removalTraced() throws {
    let app = Application(window: window)
    front.beforeHitTest = { [unowned middle] in middle.removeFromSuperview() }
    let trace = try app.touchDown(1, at: CGPoint(x: 10, y: 10))
    let hitTests = trace.entries.compactMap { entry -> HitTestTrace? in
      if case .hitTest(_, let hitTest) = entry.kind { return hitTest }
      return nil
    }
    let hitTest = try #require(hitTests.first)
    #expect(
      hitTest.description.contains(
        "middle: not tried, it was removed from its superview during this hit test"))
    #expect(app.touchesDown[1]?.view === back, "back, still there, is found behind the removed middle")
  }

  @Test("an override that moves the front subview behind the others does not make the search skip one")
  func reorder() {
    front.returnsNil = false
    front.frame = CGRect(x: 150, y: 150, width: 40, height: 40)  // not under the point
    front.beforeHitTest = { [unowned container, unowned front] in
      front.removeFromSuperview()
      container.insertSubview(front, at: 0)
    }
    #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === middle)
    #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === middle, "front is at the back now")
  }

  @Test("a subview added during the search is visited from the next hit test on")
  func addedDuringSearch() {
    let added = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "added")
    front.beforeHitTest = { [unowned container] in
      if added.superview == nil { container.addSubview(added) }
    }
    #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === middle)
    #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === added)
  }

  @Test("an override that empties its own subviews before calling super finds itself")
  func removeOwnSubviews() {
    let child = makeView(CGRect(x: 0, y: 0, width: 50, height: 50), "child", in: front)
    _ = child
    front.returnsNil = false
    front.beforeHitTest = { [unowned front] in
      for subview in front.subviews { subview.removeFromSuperview() }
    }
    #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === front)
  }
}
