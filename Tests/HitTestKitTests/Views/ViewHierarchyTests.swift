import HitTestKit
import Testing

@Suite struct ViewHierarchyTests {
  /// A parent with four children `a`, `b`, `c`, `d`, back to front.
  private func family() -> (parent: View, a: View, b: View, c: View, d: View) {
    let parent = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "parent")
    let a = makeView(.zero, "a", in: parent)
    let b = makeView(.zero, "b", in: parent)
    let c = makeView(.zero, "c", in: parent)
    let d = makeView(.zero, "d", in: parent)
    return (parent, a, b, c, d)
  }

  private func names(_ view: View) -> [String] { view.subviews.map(\.displayName) }

  @Test("addSubview puts the view on top and sets its superview")
  func addSubview() {
    let (parent, a, _, _, d) = family()
    #expect(names(parent) == ["a", "b", "c", "d"])
    #expect(a.superview === parent && d.superview === parent)
  }

  @Test("adding a view that is already a subview brings it to the front")
  func addExistingSubview() {
    let (parent, a, _, _, _) = family()
    parent.addSubview(a)
    #expect(names(parent) == ["b", "c", "d", "a"])
  }

  @Test(
    "insertSubview(at:) clamps the index to the subviews",
    arguments: [
      (0, ["new", "a", "b", "c", "d"]), (2, ["a", "b", "new", "c", "d"]),
      (4, ["a", "b", "c", "d", "new"]), (99, ["a", "b", "c", "d", "new"]), (-3, ["new", "a", "b", "c", "d"]),
    ])
  func insertAtIndex(index: Int, expected: [String]) {
    let (parent, _, _, _, _) = family()
    parent.insertSubview(makeView(.zero, "new"), at: index)
    #expect(names(parent) == expected)
  }

  @Test(
    "insertSubview(at:) within the same superview lands before the view that was at the index",
    arguments: [
      ("a", 2, ["b", "a", "c", "d"]), ("d", 1, ["a", "d", "b", "c"]), ("b", 1, ["a", "b", "c", "d"]),
      ("a", 4, ["b", "c", "d", "a"]), ("c", 0, ["c", "a", "b", "d"]),
    ])
  func insertAtIndexSameSuperview(moving: String, index: Int, expected: [String]) throws {
    let (parent, _, _, _, _) = family()
    let view = try #require(parent.subviews.first { $0.displayName == moving })
    parent.insertSubview(view, at: index)
    #expect(names(parent) == expected)
    #expect(view.superview === parent)
  }

  @Test("insertSubview(aboveSubview:) and (belowSubview:) place the view next to the sibling")
  func insertAboveBelow() {
    let (parent, a, b, c, d) = family()
    parent.insertSubview(a, aboveSubview: c)
    #expect(names(parent) == ["b", "c", "a", "d"])
    parent.insertSubview(d, belowSubview: b)
    #expect(names(parent) == ["d", "b", "c", "a"])
    parent.insertSubview(makeView(.zero, "e"), aboveSubview: d)
    #expect(names(parent) == ["d", "e", "b", "c", "a"])
    parent.insertSubview(makeView(.zero, "f"), belowSubview: a)
    #expect(names(parent) == ["d", "e", "b", "c", "f", "a"])
  }

  @Test("inserting above or below a view that is not a subview adds on top or at the back")
  func insertNextToStranger() {
    let (parent, _, _, _, _) = family()
    let stranger = makeView(.zero, "stranger")
    parent.insertSubview(makeView(.zero, "top"), aboveSubview: stranger)
    parent.insertSubview(makeView(.zero, "bottom"), belowSubview: stranger)
    #expect(names(parent) == ["bottom", "a", "b", "c", "d", "top"])
  }

  @Test("bringSubviewToFront and sendSubviewToBack reorder, and ignore views that are not subviews")
  func frontAndBack() {
    let (parent, a, _, c, d) = family()
    parent.bringSubviewToFront(a)
    #expect(names(parent) == ["b", "c", "d", "a"])
    parent.sendSubviewToBack(d)
    #expect(names(parent) == ["d", "b", "c", "a"])
    parent.bringSubviewToFront(a)
    #expect(names(parent) == ["d", "b", "c", "a"])
    let stranger = makeView(.zero, "stranger", in: c)
    parent.bringSubviewToFront(stranger)
    parent.sendSubviewToBack(stranger)
    #expect(names(parent) == ["d", "b", "c", "a"])
    #expect(stranger.superview === c)
  }

  @Test("the order of subviews decides the hit test: the front one wins")
  func orderDecidesHitTest() {
    let window = makeWindow()
    let a = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "a", in: window)
    let b = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "b", in: window)
    #expect(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === b)
    window.bringSubviewToFront(a)
    #expect(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === a)
    window.insertSubview(a, belowSubview: b)
    #expect(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === b)
  }

  @Test("adding a view to another superview moves it out of the first")
  func moveBetweenSuperviews() {
    let window = makeWindow()
    let left = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "left", in: window)
    let right = makeView(CGRect(x: 200, y: 0, width: 100, height: 100), "right", in: window)
    let item = makeView(CGRect(x: 10, y: 10, width: 20, height: 20), "item", in: left)
    _ = makeView(.zero, "other", in: right)
    right.insertSubview(item, at: 0)
    #expect(left.subviews.isEmpty)
    #expect(names(right) == ["item", "other"])
    #expect(item.superview === right)
    #expect(window.hitTest(CGPoint(x: 215, y: 15), with: nil) === item)
    #expect(window.hitTest(CGPoint(x: 15, y: 15), with: nil) === left)
  }

  @Test("removeFromSuperview detaches the view, and does nothing for a root")
  func removeFromSuperview() {
    let (parent, a, b, _, _) = family()
    b.removeFromSuperview()
    #expect(names(parent) == ["a", "c", "d"])
    #expect(b.superview == nil)
    b.removeFromSuperview()
    #expect(b.superview == nil)
    parent.removeFromSuperview()
    #expect(a.superview === parent)
  }

  @Test("isDescendant(of:) counts the view itself and every ancestor, nothing else")
  func isDescendant() {
    let (parent, a, b, _, _) = family()
    let grandchild = makeView(.zero, "grandchild", in: a)
    #expect(grandchild.isDescendant(of: grandchild))
    #expect(grandchild.isDescendant(of: a))
    #expect(grandchild.isDescendant(of: parent))
    #expect(!grandchild.isDescendant(of: b))
    #expect(!parent.isDescendant(of: a))
    #expect(!a.isDescendant(of: b))
  }

  @Test("window is the window at the root, or nil when the root is a plain view")
  func window() {
    let window = makeWindow()
    let card = makeView(.zero, "card", in: window)
    let label = makeView(.zero, "label", in: card)
    #expect(label.window === window)
    #expect(card.window === window)
    #expect(window.window === window)
    card.removeFromSuperview()
    #expect(label.window == nil)
    #expect(card.window == nil)
  }

  @Test("a view whose ancestors were freed is its own root: no window, a descendant of itself only")
  func freedAncestors() {
    let label = View(frame: .zero)
    weak var freedWindow: Window?
    do {
      let window = makeWindow()
      let card = makeView(.zero, "card", in: window)
      card.addSubview(label)
      freedWindow = window
      #expect(label.window === window)
      #expect(label.isDescendant(of: window))
    }
    #expect(freedWindow == nil)
    #expect(label.superview == nil)
    #expect(label.window == nil)
    #expect(label.isDescendant(of: label))
    #expect(!label.isDescendant(of: View(frame: .zero)))
  }

  @Test(
    "an unnamed view is named by its class and its number among the same-class views added to its superview")
  func defaultNames() {
    final class Button: View {}
    let root = View()
    #expect(root.name == "view")
    #expect(root.displayName == "view")
    let first = View()
    let button = Button()
    let second = View()
    root.addSubview(first)
    root.addSubview(button)
    root.addSubview(second)
    #expect(first.displayName == "View#1")
    #expect(button.displayName == "Button#1")
    #expect(second.displayName == "View#2")
    // The names are kept for good: reordering, removing or moving renumbers nothing (issue 23).
    root.sendSubviewToBack(second)
    #expect(second.displayName == "View#2")
    #expect(first.displayName == "View#1")
    first.removeFromSuperview()
    #expect(first.displayName == "View#1")
    let third = View()
    root.addSubview(third)
    #expect(third.displayName == "View#3")
  }

  @Test("an explicit name replaces the default one until it is set back to nil")
  func renaming() {
    let root = View()
    let view = View()
    root.addSubview(View())
    root.addSubview(view)
    view.name = "closeButton"
    #expect(view.name == "closeButton")
    #expect(view.displayName == "closeButton")
    #expect(view.description == "closeButton (x 0, y 0, w 0, h 0)")
    view.name = nil
    #expect(view.name == "View#2")
    #expect(view.displayName == "View#2")
  }

  @Test("adding a view into its own subtree stops with a precondition failure")
  func addIntoOwnSubtree() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let card = makeView(.zero, "card")
      let label = makeView(.zero, "label", in: makeView(.zero, "row", in: card))
      label.addSubview(card)
    }
    // An optimised (-O) build stops without printing a precondition's message (Swift's documented rule
    // for `precondition`), so the message is checked in debug builds only.
    #if DEBUG
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("Cannot add card as a subview of label: card contains label"))
    #else
      _ = result
    #endif
    await #expect(processExitsWith: .failure) {
      let view = View()
      view.addSubview(view)
    }
  }
}
