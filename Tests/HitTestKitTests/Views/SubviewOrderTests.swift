import SeededRandomness
import Testing

@testable import HitTestKit

/// The subview list keeps UIKit's order through every way of adding, moving and removing subviews, at both ends
/// and in long lists (where it splits itself in two to remove from either end at once).
@Suite struct SubviewOrderTests {
  /// A parent with `count` subviews named `0`, `1`, … back to front.
  private func parent(with count: Int) -> (parent: View, children: [View]) {
    let parent = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "parent")
    let children = (0..<count).map {
      makeView(CGRect(x: 0, y: 0, width: 10, height: 10), "\($0)", in: parent)
    }
    return (parent, children)
  }

  private func names(_ view: View) -> [String] { view.subviews.map(\.displayName) }

  @Test("removing subviews one by one from the back, then reading them, keeps the order of the rest")
  func removeFromBack() {
    let (parent, children) = parent(with: 100)
    for (index, child) in children.enumerated() {
      child.removeFromSuperview()
      #expect(child.superview == nil)
      if index % 7 == 0 {
        #expect(names(parent) == (index + 1..<100).map(String.init))
      }
    }
    #expect(parent.subviews.isEmpty)
  }

  @Test("removing from both ends in turn keeps the order of what is left, whether or not it is read between")
  func removeFromBothEnds() {
    for readsBetween in [false, true] {
      let (parent, children) = parent(with: 101)
      var expected = children.map(\.displayName)
      var (low, high) = (0, 100)
      while low <= high {
        if (low + high) % 3 == 0 {
          children[low].removeFromSuperview()
          expected.removeFirst()
          low += 1
        } else {
          children[high].removeFromSuperview()
          expected.removeLast()
          high -= 1
        }
        if readsBetween { #expect(names(parent) == expected) }
      }
      #expect(parent.subviews.isEmpty)
    }
  }

  @Test(
    "removing from the front end, after a removal at the back split the list, keeps the order of the rest")
  func removeFromFrontAfterSplit() {
    let (parent, children) = parent(with: 100)
    children[0].removeFromSuperview()  // at the back: the list splits in two
    // From the front: one half empties, then the other splits again.
    for child in children.reversed().prefix(60) { child.removeFromSuperview() }
    #expect(parent.hitTest(CGPoint(x: 5, y: 5), with: nil) === children[39])
    #expect(names(parent) == (1..<40).map(String.init))
  }

  @Test("the hit test finds the frontmost subview after the back ones were removed, before subviews is read")
  func hitTestAfterRemovingFromBack() throws {
    let (parent, children) = parent(with: 64)
    for child in children.prefix(40) { child.removeFromSuperview() }
    let hit = try #require(parent.hitTest(CGPoint(x: 5, y: 5), with: nil))
    #expect(hit === children[63])
    children[63].removeFromSuperview()
    #expect(parent.hitTest(CGPoint(x: 5, y: 5), with: nil) === children[62])
    #expect(names(parent) == (40..<63).map(String.init))
  }

  @Test("a subview removed from the back end of a long list is released at once")
  func removedSubviewIsReleased() {
    let parent = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "parent")
    weak var first: View?
    do {
      let children = (0..<64).map { makeView(.zero, "\($0)", in: parent) }
      first = children[0]
    }
    first?.removeFromSuperview()
    #expect(first == nil)
    #expect(names(parent) == (1..<64).map(String.init))
  }

  @Test(
    "insertSubview, exchanges by bring-to-front and send-to-back, removal and moves between superviews match an array"
  )
  func randomOperationsMatchAnArray() {
    var random = SplitMix64(seed: 23)
    let parents = [parent(with: 48).parent, parent(with: 3).parent]
    var models = parents.map { $0.subviews }
    var spare: [View] = []
    for step in 0..<3_000 {
      let which = Int(random.next() % 2)
      let parent = parents[which]
      let count = models[which].count
      switch random.next() % 8 {
      case 0, 1:
        // A new view, or one removed earlier, inserted at a random index (clamped, as UIKit does).
        let view = spare.popLast() ?? makeView(.zero, "n\(step)")
        let index = Int(random.next() % UInt64(count + 3)) - 1
        parent.insertSubview(view, at: index)
        models[which].insert(view, at: min(max(index, 0), count))
      case 2 where count > 0:
        // Removal near either end or anywhere.
        let index = [0, count - 1, Int(random.next() % UInt64(count))][Int(random.next() % 3)]
        let view = models[which].remove(at: index)
        view.removeFromSuperview()
        spare.append(view)
      case 3 where count > 0:
        let view = models[which].remove(at: Int(random.next() % UInt64(count)))
        parent.bringSubviewToFront(view)
        models[which].append(view)
      case 4 where count > 0:
        let view = models[which].remove(at: Int(random.next() % UInt64(count)))
        parent.sendSubviewToBack(view)
        models[which].insert(view, at: 0)
      case 5 where count > 0:
        // Moved to the other superview, on top.
        let view = models[which].remove(at: Int(random.next() % UInt64(count)))
        parents[1 - which].addSubview(view)
        models[1 - which].append(view)
      case 6 where count > 1:
        // Moved within its superview, just above or below a sibling.
        let view = models[which].remove(at: Int(random.next() % UInt64(count)))
        let siblingIndex = Int(random.next() % UInt64(count - 1))
        let sibling = models[which][siblingIndex]
        if random.next() % 2 == 0 {
          parent.insertSubview(view, aboveSubview: sibling)
          models[which].insert(view, at: siblingIndex + 1)
        } else {
          parent.insertSubview(view, belowSubview: sibling)
          models[which].insert(view, at: siblingIndex)
        }
      default:
        // Read now and then: reading joins the list's two halves.
        #expect(parent.subviews.map(ObjectIdentifier.init) == models[which].map(ObjectIdentifier.init))
      }
      #expect(parent.subviewList.count == models[which].count)
      for view in models[which].prefix(2) + models[which].suffix(2) {
        #expect(view.superview === parent, "step \(step)")
      }
    }
    for (parent, model) in zip(parents, models) {
      #expect(parent.subviews.map(ObjectIdentifier.init) == model.map(ObjectIdentifier.init))
      #expect(model.allSatisfy { $0.superview === parent })
    }
    #expect(spare.allSatisfy { $0.superview == nil })
  }

  @Test("the subview list's index and subscript agree at both ends after it split in two")
  func listIndexAfterSplit() {
    let views = (0..<40).map { _ in View() }
    var list = View.SubviewList(views)
    list.remove(at: 0)  // splits: the back half moves to the head
    list.insert(views[0], at: 0)
    for (index, view) in views.enumerated() {
      #expect(list.index(of: view) == index)
      #expect(list[index] === view)
    }
    #expect(list.index(of: View()) == nil)
    #expect(list.joined().map(ObjectIdentifier.init) == views.map(ObjectIdentifier.init))
  }
}
