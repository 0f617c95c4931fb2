import HitTestKit
import Testing

/// A view whose `point(inside:)` refuses a 10 pt band inside its edges.
private final class ShrunkView: View {
  override func point(inside point: CGPoint, with event: Event?) -> Bool {
    bounds.insetBy(dx: 10, dy: 10).halfOpenContains(point)
  }
}

/// A view whose `hitTest` never lets anything inside it be hit, without calling `super`.
private final class BlockingView: View {
  override func hitTest(_ point: CGPoint, with event: Event?) -> View? { nil }
}

/// A view whose `hitTest` calls `super` and sends whatever it finds to `target` instead.
private final class RedirectingView: View {
  weak var target: View?

  override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    super.hitTest(point, with: event) == nil ? nil : target
  }
}

/// What makes the default hit test skip a view.
enum Blocker: String, CaseIterable, CustomTestStringConvertible {
  case hidden, interactionDisabled, nearlyTransparent

  func apply(to view: View) {
    switch self {
    case .hidden: view.isHidden = true
    case .interactionDisabled: view.isUserInteractionEnabled = false
    case .nearlyTransparent: view.alpha = 0.0099
    }
  }

  var expectedReason: HitTestTrace.SkipReason {
    switch self {
    case .hidden: .hidden
    case .interactionDisabled: .userInteractionDisabled
    case .nearlyTransparent: .alphaBelowMinimum(0.0099)
    }
  }

  var testDescription: String { rawValue }
}

@Suite struct ExplainMissTests {
  /// window ⊃ card (0, 0, 100, 100) ⊃ button (10, 10, 30, 30).
  private func scene() -> (window: Window, card: View, button: View) {
    let window = makeWindow()
    let card = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "card", in: window)
    let button = makeView(CGRect(x: 10, y: 10, width: 30, height: 30), "button", in: card)
    return (window, card, button)
  }

  @Test("a view that is the result was hit")
  func wasHit() {
    let (window, _, button) = scene()
    let explanation = window.explainMiss(of: button, at: CGPoint(x: 15, y: 15))
    guard case .wasHit = explanation.reason else {
      Issue.record("unexpected reason \(explanation.reason)")
      return
    }
    #expect(explanation.trace.result === button)
    #expect(explanation.description == "button got the touch at (15, 15): it is the hit-test result.")
  }

  @Test("a superview misses the touch when one of its subviews takes it")
  func subviewWasHit() {
    let (window, card, button) = scene()
    let explanation = window.explainMiss(of: card, at: CGPoint(x: 15, y: 15))
    guard case .subviewWasHit(let subview) = explanation.reason else {
      Issue.record("unexpected reason \(explanation.reason)")
      return
    }
    #expect(subview === button)
    #expect(
      explanation.description == """
        card did not get the touch at (15, 15): its subview button did. The search returns the deepest view \
        that contains the point, so a subview in front wins over its superview.
        """)
  }

  @Test("a view outside the hierarchy is reported as such")
  func notInHierarchy() {
    let (window, _, _) = scene()
    let stray = makeView(CGRect(x: 0, y: 0, width: 50, height: 50), "stray")
    let explanation = window.explainMiss(of: stray, at: CGPoint(x: 5, y: 5))
    guard case .notInHierarchy = explanation.reason else {
      Issue.record("unexpected reason \(explanation.reason)")
      return
    }
    #expect(
      explanation.description == "stray did not get the touch at (5, 5): it is not in window's hierarchy.")
  }

  @Test(
    "a hidden, interaction-disabled or nearly transparent view or ancestor is named as skipped",
    arguments: Blocker.allCases, [false, true])
  func skipped(blocker: Blocker, onAncestor: Bool) {
    let (window, card, button) = scene()
    let culpritView = onAncestor ? card : button
    blocker.apply(to: culpritView)
    let explanation = window.explainMiss(of: button, at: CGPoint(x: 15, y: 15))
    guard case .skipped(let culprit, let reason) = explanation.reason else {
      Issue.record("unexpected reason \(explanation.reason)")
      return
    }
    #expect(culprit === culpritView)
    #expect(reason == blocker.expectedReason)
    let whose = onAncestor ? "its ancestor card" : "it"
    #expect(
      explanation.description
        == "button did not get the touch at (15, 15): \(whose) \(blocker.expectedReason).")
  }

  @Test("exactly 0.01 alpha is not a reason to miss")
  func alphaBoundary() {
    let (window, card, button) = scene()
    card.alpha = 0.01
    button.alpha = 0.01
    guard case .wasHit = window.explainMiss(of: button, at: CGPoint(x: 15, y: 15)).reason else {
      Issue.record("0.01 should be hittable")
      return
    }
  }

  @Test("a point outside an ancestor's bounds, where the view is drawn, is visible but not touchable")
  func outsideAncestorUnderPoint() {
    let (window, card, _) = scene()
    let badge = makeView(CGRect(x: 90, y: -10, width: 30, height: 30), "badge", in: card)
    let explanation = window.explainMiss(of: badge, at: CGPoint(x: 110, y: 5))
    guard case .outsideBounds(let culprit, let point, let bounds, let underPoint) = explanation.reason else {
      Issue.record("unexpected reason \(explanation.reason)")
      return
    }
    #expect(culprit === card)
    #expect(point == CGPoint(x: 110, y: 5))
    #expect(bounds == card.bounds)
    #expect(underPoint)
    #expect(
      explanation.description == """
        badge did not get the touch at (110, 5): the point is outside the bounds of its ancestor card \
        ((110, 5) in card, bounds (x 0, y 0, w 100, h 100)). badge is drawn there because card does not \
        clip its subviews, but hit testing never looks outside an ancestor's bounds: visible is not touchable.
        """)
  }

  @Test("a point outside both the ancestor and the view is outside, with nothing drawn there")
  func outsideAncestorNotUnderPoint() {
    let (window, card, button) = scene()
    let explanation = window.explainMiss(of: button, at: CGPoint(x: 200, y: 300))
    guard case .outsideBounds(let culprit, let point, _, let underPoint) = explanation.reason else {
      Issue.record("unexpected reason \(explanation.reason)")
      return
    }
    #expect(culprit === card)
    #expect(point == CGPoint(x: 200, y: 300))
    #expect(!underPoint)
    #expect(
      explanation.description == """
        button did not get the touch at (200, 300): the point is outside the bounds of its ancestor card \
        ((200, 300) in card, bounds (x 0, y 0, w 100, h 100)).
        """)
  }

  @Test("a point outside the view's own bounds names the view itself")
  func outsideOwnBounds() {
    let (window, card, button) = scene()
    card.bounds.origin = CGPoint(x: 5, y: 0)
    let explanation = window.explainMiss(of: button, at: CGPoint(x: 50, y: 50))
    guard case .outsideBounds(let culprit, let point, let bounds, let underPoint) = explanation.reason else {
      Issue.record("unexpected reason \(explanation.reason)")
      return
    }
    #expect(culprit === button)
    #expect(point == CGPoint(x: 45, y: 40))
    #expect(bounds == CGRect(x: 0, y: 0, width: 30, height: 30))
    #expect(!underPoint)
    #expect(
      explanation.description == """
        button did not get the touch at (50, 50): the point is outside its bounds \
        ((45, 40) in button, bounds (x 0, y 0, w 30, h 30)).
        """)
  }

  @Test(
    "a point(inside:) override that says no, on the view or on an ancestor, is named",
    arguments: [false, true])
  func pointInsideRefused(onAncestor: Bool) {
    let window = makeWindow()
    let card =
      (onAncestor
        ? ShrunkView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        : View(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
    card.name = "card"
    window.addSubview(card)
    let button =
      onAncestor
      ? View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      : ShrunkView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    button.name = "button"
    card.addSubview(button)
    let explanation = window.explainMiss(of: button, at: CGPoint(x: 5, y: 5))
    guard case .pointInsideOverrideRefused(let culprit, let point) = explanation.reason else {
      Issue.record("unexpected reason \(explanation.reason)")
      return
    }
    #expect(culprit === (onAncestor ? card : button))
    #expect(point == CGPoint(x: 5, y: 5))
    let whose = onAncestor ? "its ancestor card's" : "its"
    #expect(
      explanation.description
        == "button did not get the touch at (5, 5): \(whose) point(inside:with:) override said no at (5, 5).")
  }

  @Test("an ancestor's hitTest override that returns nil without calling super is named")
  func blockingOverride() {
    let window = makeWindow()
    let card = BlockingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    card.name = "card"
    window.addSubview(card)
    let button = makeView(CGRect(x: 10, y: 10, width: 30, height: 30), "button", in: card)
    let explanation = window.explainMiss(of: button, at: CGPoint(x: 15, y: 15))
    guard case .hitTestOverride(let culprit, let returned) = explanation.reason else {
      Issue.record("unexpected reason \(explanation.reason)")
      return
    }
    #expect(culprit === card)
    #expect(returned == nil)
    #expect(
      explanation.description
        == "button did not get the touch at (15, 15): card's hitTest(_:with:) override returned nil.")
  }

  @Test("an ancestor's hitTest override that replaces what super found is named")
  func redirectingOverride() {
    let window = makeWindow()
    let other = makeView(CGRect(x: 200, y: 200, width: 50, height: 50), "other", in: window)
    let card = RedirectingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    card.name = "card"
    card.target = other
    window.addSubview(card)
    let button = makeView(CGRect(x: 10, y: 10, width: 30, height: 30), "button", in: card)
    let explanation = window.explainMiss(of: button, at: CGPoint(x: 15, y: 15))
    guard case .hitTestOverride(let culprit, let returned) = explanation.reason else {
      Issue.record("unexpected reason \(explanation.reason)")
      return
    }
    #expect(culprit === card)
    #expect(returned === other)
    #expect(
      explanation.description
        == "button did not get the touch at (15, 15): card's hitTest(_:with:) override returned other.")
  }

  @Test("of two nested overrides that both replace the result, the innermost one is named")
  func innermostRedirectingOverride() {
    let window = makeWindow()
    let first = makeView(CGRect(x: 200, y: 200, width: 50, height: 50), "first", in: window)
    let second = makeView(CGRect(x: 260, y: 200, width: 50, height: 50), "second", in: window)
    let outer = RedirectingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    outer.name = "outer"
    outer.target = first
    window.addSubview(outer)
    let inner = RedirectingView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
    inner.name = "inner"
    inner.target = second
    outer.addSubview(inner)
    let button = makeView(CGRect(x: 10, y: 10, width: 30, height: 30), "button", in: inner)
    let explanation = window.explainMiss(of: button, at: CGPoint(x: 15, y: 15))
    guard case .hitTestOverride(let culprit, let returned) = explanation.reason else {
      Issue.record("unexpected reason \(explanation.reason)")
      return
    }
    #expect(culprit === inner, "inner replaced button first; outer only replaced inner's answer")
    #expect(returned === second)
  }

  @Test("a view's own hitTest override that refuses is named as its own")
  func ownOverride() {
    let window = makeWindow()
    let button = BlockingView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
    button.name = "button"
    window.addSubview(button)
    let explanation = window.explainMiss(of: button, at: CGPoint(x: 15, y: 15))
    guard case .hitTestOverride(let culprit, nil) = explanation.reason else {
      Issue.record("unexpected reason \(explanation.reason)")
      return
    }
    #expect(culprit === button)
    #expect(
      explanation.description
        == "button did not get the touch at (15, 15): its own hitTest(_:with:) override returned nil.")
  }

  @Test("a sibling branch in front takes the touch, and the winner is a subview of that branch")
  func interceptedInFront() {
    let (window, _, button) = scene()
    let sheet = makeView(CGRect(x: 0, y: 0, width: 60, height: 60), "sheet", in: window)
    let field = makeView(CGRect(x: 10, y: 10, width: 20, height: 20), "field", in: sheet)
    let explanation = window.explainMiss(of: button, at: CGPoint(x: 15, y: 15))
    guard case .interceptedInFront(let front, let winner, _) = explanation.reason else {
      Issue.record("unexpected reason \(explanation.reason)")
      return
    }
    #expect(front === sheet)
    #expect(winner === field)
    #expect(
      explanation.description == """
        button did not get the touch at (15, 15): sheet, in front of its ancestor card, took the touch (its \
        subview field is the hit). Subviews are tried front to back and the first hit wins.
        """)
  }

  @Test("a front sibling of the view itself that takes the touch is named without a winner detail")
  func interceptedBySibling() {
    let (window, card, button) = scene()
    let cover = makeView(CGRect(x: 0, y: 0, width: 50, height: 50), "cover", in: card)
    let explanation = window.explainMiss(of: button, at: CGPoint(x: 15, y: 15))
    guard case .interceptedInFront(let front, let winner, _) = explanation.reason else {
      Issue.record("unexpected reason \(explanation.reason)")
      return
    }
    #expect(front === cover && winner === cover)
    #expect(
      explanation.description == """
        button did not get the touch at (15, 15): cover, in front of it, took the touch. Subviews are tried \
        front to back and the first hit wins.
        """)
  }

  @Test(
    "a singular transform on the view or an ancestor makes the search pass over it", arguments: [false, true])
  func passedOverSingular(onAncestor: Bool) {
    let (window, card, button) = scene()
    let flattened = onAncestor ? card : button
    let singular = CGAffineTransform(scaleX: 0, y: 1)
    flattened.transform = singular
    let explanation = window.explainMiss(of: button, at: CGPoint(x: 25, y: 25))
    guard case .passedOver(let culprit, let reason) = explanation.reason else {
      Issue.record("unexpected reason \(explanation.reason)")
      return
    }
    #expect(culprit === flattened)
    #expect(reason == .nonInvertibleTransform(singular))
    #expect(
      explanation.description == """
        button did not get the touch at (25, 25): \(onAncestor ? "its ancestor card" : "it") was not tried \
        because it has a transform that cannot be inverted, [a 0, b 0, c 0, d 1, tx 0, ty 0] (a view \
        flattened to a line or a point is not hittable).
        """)
  }
}
