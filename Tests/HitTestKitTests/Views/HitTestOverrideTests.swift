import HitTestKit
import Testing

/// A view whose touch area reaches `margin` points beyond its bounds on every side.
private final class EnlargedView: View {
  var margin: CGFloat = 10

  override func point(inside point: CGPoint, with event: Event?) -> Bool {
    bounds.insetBy(dx: -margin, dy: -margin).halfOpenContains(point)
  }
}

/// A container that hands the touches it would keep to `target`'s own hit test (the point converted).
private final class ForwardingView: View {
  weak var target: View?

  override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    let hit = super.hitTest(point, with: event)
    guard hit === self, let target else { return hit }
    return target.hitTest(convert(point, to: target), with: event)
  }
}

/// A view that lets touches through itself but not through its subviews (a pass-through overlay).
private final class PassThroughView: View {
  override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    let hit = super.hitTest(point, with: event)
    return hit === self ? nil : hit
  }
}

/// A view that decides alone, without `super`: it takes every point in its bounds, subviews or not.
private final class GreedyView: View {
  override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    bounds.halfOpenContains(point) ? self : nil
  }
}

/// A view whose override calls `super` and returns its answer unchanged, counting the calls.
private final class CountingView: View {
  var calls = 0

  override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    calls += 1
    return super.hitTest(point, with: event)
  }
}

@Suite struct HitTestOverrideTests {
  @Test("a point(inside:) override enlarges the touch area, but only where the superview contains the point")
  func enlargedTouchArea() {
    let window = makeWindow()
    let panel = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "panel", in: window)
    let button = EnlargedView(frame: CGRect(x: 80, y: 40, width: 20, height: 20))
    button.name = "button"
    panel.addSubview(button)
    #expect(window.hitTest(CGPoint(x: 75, y: 45), with: nil) === button, "5 pt left of the button")
    #expect(window.hitTest(CGPoint(x: 69, y: 45), with: nil) === panel, "11 pt left: beyond the margin")
    #expect(window.hitTest(CGPoint(x: 105, y: 45), with: nil) === window, "inside the margin, outside panel")

    let trace = window.hitTestTrace(at: CGPoint(x: 75, y: 45))
    #expect(trace.result === button)
    #expect(
      stepLines(trace) == [
        "0 window: visit (75, 45)",
        "1 window: boundsCheck (x 0, y 0, w 320, h 480) true",
        "1 window: pointInside true",
        "1 window: subviews [panel]",
        "1 panel: visit (75, 45)",
        "2 panel: boundsCheck (x 0, y 0, w 100, h 100) true",
        "2 panel: pointInside true",
        "2 panel: subviews [button]",
        "2 button: visit (-5, 5)",
        "3 button: pointInside true",
        "3 button: subviews []",
        "3 button: defaultResult button",
        "3 button: returned button",
        "2 panel: defaultResult button",
        "2 panel: returned button",
        "1 window: defaultResult button",
        "1 window: returned button",
      ])
    #expect(
      trace.description == """
        hit test at (75, 45) in window
        window (75, 45): inside bounds (x 0, y 0, w 320, h 480); subviews front to back: panel
          panel (75, 45): inside bounds (x 0, y 0, w 100, h 100); subviews front to back: button
            button (-5, 5): point(inside:with:) override said yes without calling super; the point is outside bounds (x 0, y 0, w 20, h 20); no subviews → button
          panel → button
        window → button
        → hit: button

        """)
    #expect(
      window.hitTestTrace(at: CGPoint(x: 105, y: 45)).description == """
        hit test at (105, 45) in window
        window (105, 45): inside bounds (x 0, y 0, w 320, h 480); subviews front to back: panel
          panel (105, 45): outside bounds (x 0, y 0, w 100, h 100) → nil
        window → window
        → hit: window

        """)
  }

  @Test("a point(inside:) override that refuses a point inside the bounds shows as overriding the check")
  func shrunkTouchArea() {
    let window = makeWindow()
    let button = EnlargedView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    button.name = "button"
    button.margin = -10
    window.addSubview(button)
    #expect(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === window)
    #expect(window.hitTest(CGPoint(x: 15, y: 15), with: nil) === button)
    #expect(
      window.hitTestTrace(at: CGPoint(x: 5, y: 5)).description == """
        hit test at (5, 5) in window
        window (5, 5): inside bounds (x 0, y 0, w 320, h 480); subviews front to back: button
          button (5, 5): point(inside:with:) override said no without calling super; the point is inside bounds (x 0, y 0, w 40, h 40) → nil
        window → window
        → hit: window

        """)
  }

  @Test("a hitTest override can forward the touch to another view's hit test")
  func forwarding() {
    let window = makeWindow()
    let target = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "target", in: window)
    let targetChild = makeView(CGRect(x: 40, y: 40, width: 20, height: 20), "targetChild", in: target)
    let container = ForwardingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    container.name = "container"
    container.target = target
    window.addSubview(container)
    let child = makeView(CGRect(x: 0, y: 0, width: 20, height: 20), "child", in: container)
    #expect(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === child, "its own subviews keep their touches")
    #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === targetChild)
    #expect(window.hitTest(CGPoint(x: 80, y: 80), with: nil) === target)

    let trace = window.hitTestTrace(at: CGPoint(x: 50, y: 50))
    #expect(trace.result === targetChild)
    let containerReturn = trace.steps.last { $0.view === container }
    if case .returned(let result, let usedDefault) = containerReturn?.kind {
      #expect(result === targetChild && usedDefault)
    } else {
      Issue.record("container's last step is not its return: \(String(describing: containerReturn))")
    }
    #expect(
      stepLines(trace) == [
        "0 window: visit (50, 50)",
        "1 window: boundsCheck (x 0, y 0, w 320, h 480) true",
        "1 window: pointInside true",
        "1 window: subviews [container, target]",
        "1 container: visit (50, 50)",
        "2 container: boundsCheck (x 0, y 0, w 100, h 100) true",
        "2 container: pointInside true",
        "2 container: subviews [child]",
        "2 child: visit (50, 50)",
        "3 child: boundsCheck (x 0, y 0, w 20, h 20) false",
        "3 child: pointInside false",
        "3 child: defaultResult nil",
        "3 child: returned nil",
        "2 container: defaultResult container",
        "2 target: visit (50, 50)",
        "3 target: boundsCheck (x 0, y 0, w 100, h 100) true",
        "3 target: pointInside true",
        "3 target: subviews [targetChild]",
        "3 targetChild: visit (10, 10)",
        "4 targetChild: boundsCheck (x 0, y 0, w 20, h 20) true",
        "4 targetChild: pointInside true",
        "4 targetChild: subviews []",
        "4 targetChild: defaultResult targetChild",
        "4 targetChild: returned targetChild",
        "3 target: defaultResult targetChild",
        "3 target: returned targetChild",
        "2 container: returned targetChild",
        "1 window: defaultResult targetChild",
        "1 window: returned targetChild",
      ])
    #expect(
      trace.description == """
        hit test at (50, 50) in window
        window (50, 50): inside bounds (x 0, y 0, w 320, h 480); subviews front to back: container, target
          container (50, 50): inside bounds (x 0, y 0, w 100, h 100); subviews front to back: child
            child (50, 50): outside bounds (x 0, y 0, w 20, h 20) → nil
            target (50, 50): inside bounds (x 0, y 0, w 100, h 100); subviews front to back: targetChild
              targetChild (10, 10): inside bounds (x 0, y 0, w 20, h 20); no subviews → targetChild
            target → targetChild
          container → targetChild (returned by its hitTest(_:with:) override; the default search found container)
        window → targetChild
        → hit: targetChild

        """)
  }

  @Test("a pass-through override returns nil for itself, so the touch goes to the view behind")
  func passThrough() {
    let window = makeWindow()
    let back = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "back", in: window)
    let overlay = PassThroughView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    overlay.name = "overlay"
    window.addSubview(overlay)
    let badge = makeView(CGRect(x: 0, y: 0, width: 20, height: 20), "badge", in: overlay)
    #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
    #expect(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === badge)

    let trace = window.hitTestTrace(at: CGPoint(x: 50, y: 50))
    #expect(
      stepLines(trace).filter { $0.contains(" overlay:") } == [
        "1 overlay: visit (50, 50)",
        "2 overlay: boundsCheck (x 0, y 0, w 100, h 100) true",
        "2 overlay: pointInside true",
        "2 overlay: subviews [badge]",
        "2 overlay: defaultResult overlay",
        "2 overlay: returned nil",
      ])
    #expect(
      trace.description == """
        hit test at (50, 50) in window
        window (50, 50): inside bounds (x 0, y 0, w 320, h 480); subviews front to back: overlay, back
          overlay (50, 50): inside bounds (x 0, y 0, w 100, h 100); subviews front to back: badge
            badge (50, 50): outside bounds (x 0, y 0, w 20, h 20) → nil
          overlay → nil (returned by its hitTest(_:with:) override; the default search found overlay)
          back (50, 50): inside bounds (x 0, y 0, w 100, h 100); no subviews → back
        window → back
        → hit: back

        """)
  }

  @Test("an override that does not call super decides alone, and its subviews are never visited")
  func overrideWithoutSuper() {
    let window = makeWindow()
    let greedy = GreedyView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    greedy.name = "greedy"
    window.addSubview(greedy)
    let child = makeView(CGRect(x: 0, y: 0, width: 20, height: 20), "child", in: greedy)
    child.isHidden = false
    #expect(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === greedy)
    greedy.isHidden = true
    #expect(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === greedy, "it skips the hidden check too")
    greedy.isHidden = false

    let trace = window.hitTestTrace(at: CGPoint(x: 5, y: 5))
    #expect(trace.visitedViews.map(\.displayName) == ["window", "greedy"])
    #expect(
      stepLines(trace) == [
        "0 window: visit (5, 5)",
        "1 window: boundsCheck (x 0, y 0, w 320, h 480) true",
        "1 window: pointInside true",
        "1 window: subviews [greedy]",
        "1 greedy: visit (5, 5)",
        "2 greedy: returned greedy (no super)",
        "1 window: defaultResult greedy",
        "1 window: returned greedy",
      ])
    #expect(
      trace.description == """
        hit test at (5, 5) in window
        window (5, 5): inside bounds (x 0, y 0, w 320, h 480); subviews front to back: greedy
          greedy (5, 5): hitTest(_:with:) is overridden and did not call super
          greedy → greedy (returned by its hitTest(_:with:) override, which did not call super)
        window → greedy
        → hit: greedy

        """)
  }

  @Test("an override that calls super and keeps its answer traces exactly as the default")
  func overrideCallingSuper() {
    let window = makeWindow()
    let observed = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    observed.name = "observed"
    window.addSubview(observed)
    let leaf = makeView(CGRect(x: 0, y: 0, width: 20, height: 20), "leaf", in: observed)
    #expect(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === leaf)
    let trace = window.hitTestTrace(at: CGPoint(x: 5, y: 5))
    #expect(observed.calls == 2, "tracing calls the override exactly as an untraced hit test does")

    let plainWindow = makeWindow()
    let plain = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "observed", in: plainWindow)
    _ = makeView(CGRect(x: 0, y: 0, width: 20, height: 20), "leaf", in: plain)
    let plainTrace = plainWindow.hitTestTrace(at: CGPoint(x: 5, y: 5))
    #expect(stepLines(trace) == stepLines(plainTrace))
    #expect(
      trace.description == """
        hit test at (5, 5) in window
        window (5, 5): inside bounds (x 0, y 0, w 320, h 480); subviews front to back: observed
          observed (5, 5): inside bounds (x 0, y 0, w 100, h 100); subviews front to back: leaf
            leaf (5, 5): inside bounds (x 0, y 0, w 20, h 20); no subviews → leaf
          observed → leaf
        window → leaf
        → hit: leaf

        """)
  }
}
