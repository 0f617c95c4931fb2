import HitTestKit

// Enlarged touch area
//
// Apple's guidelines ask for touch targets of at least 44 × 44 pt, but designs often draw smaller
// controls: a 20 pt close button. The classic fix keeps the drawing and enlarges only the area that
// answers touches. There are two ways to do it, and one trap that both fall into.

/// How far beyond its bounds each enlarged button answers touches, on every side.
private let touchMargin: CGFloat = 10

/// The touch area: the bounds grown by `touchMargin` on every side (negative insets grow a rectangle).
private func enlargedArea(of view: View) -> CGRect {
  view.bounds.inset(by: EdgeInsets(all: -touchMargin))
}

/// Way 1: override `hitTest(_:with:)`.
///
/// Ask the default algorithm first (it searches subviews and skips hidden, disabled and transparent views);
/// when it finds nothing, claim points in the enlarged area ourselves — after repeating the skip rules, which
/// an override that answers alone must not forget.
private final class HitTestEnlargedButton: View {
  override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    if let hit = super.hitTest(point, with: event) { return hit }
    guard !isHidden, isUserInteractionEnabled, alpha >= View.minimumHittableAlpha else { return nil }
    return enlargedArea(of: self).halfOpenContains(point) ? self : nil
  }
}

/// Way 2: override `point(inside:with:)`.
///
/// The default `hitTest(_:with:)` asks it before anything else, so the skip rules and the subview search stay
/// the default ones: this is the smaller, safer override.
private final class PointInsideEnlargedButton: View {
  override func point(inside point: CGPoint, with event: Event?) -> Bool {
    enlargedArea(of: self).halfOpenContains(point)
  }
}

/// The fix for the trap: a superview that also says "inside" for points its subviews claim beyond its
/// bounds.
///
/// It asks each touchable subview's `point(inside:with:)`, so the subview's own rule decides.
private final class ToolbarConsultingSubviews: View {
  override func point(inside point: CGPoint, with event: Event?) -> Bool {
    if super.point(inside: point, with: event) { return true }
    return subviews.contains { subview in
      !subview.isHidden && subview.isUserInteractionEnabled
        && subview.point(inside: convert(point, to: subview), with: event)
    }
  }
}

/// Builds a 320 × 480 window named `window`.
private func makeWindow() -> Window {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  window.name = "window"
  return window
}

extension Scenario {
  /// A 20 pt button enlarged by 10 pt on every side, two ways, and the superview trap with its fixes.
  public static let enlargedTouchArea = Scenario(
    name: "enlarged-touch-area",
    title: "Enlarged touch area",
    summary: "A 20 pt button that answers touches up to 10 pt outside its edges, and the superview trap."
  ) { story in
    // Scene 1: the button sits in the middle of a tall panel, far from the panel's edges.
    do {
      let window = makeWindow()
      let panel = View(frame: CGRect(x: 0, y: 60, width: 320, height: 200))
      panel.name = "panel"
      window.addSubview(panel)
      let closeButton = HitTestEnlargedButton(frame: CGRect(x: 150, y: 40, width: 20, height: 20))
      closeButton.name = "closeButton"
      panel.addSubview(closeButton)

      story.scene("A hitTest(_:with:) override: a tap 6 pt left of the 20 pt button")
      story.say(
        "closeButton is at \(closeButton.frame.compactDescription) in panel; the tap is at (144, 110).")
      story.say("The default search finds nothing in the button, then the override claims the point.")
      story.show(window.hitTestTrace(at: CGPoint(x: 144, y: 110)))
      story.takeaway(
        "an override that answers on its own replaces the default result; it must repeat the skip rules.")
    }

    // Scene 2: the same button, enlarged the smaller way.
    do {
      let window = makeWindow()
      let panel = View(frame: CGRect(x: 0, y: 60, width: 320, height: 200))
      panel.name = "panel"
      window.addSubview(panel)
      let closeButton = PointInsideEnlargedButton(frame: CGRect(x: 150, y: 40, width: 20, height: 20))
      closeButton.name = "closeButton"
      panel.addSubview(closeButton)

      story.scene("A point(inside:with:) override: the same tap")
      story.show(window.hitTestTrace(at: CGPoint(x: 144, y: 110)))
      story.say("11 pt outside is beyond the 10 pt margin:")
      story.show(window.hitTestTrace(at: CGPoint(x: 139, y: 110)))
      story.takeaway("override point(inside:with:) to grow a touch area; the default hitTest does the rest.")
    }

    // Scenes 3 and 4: the button sits 2 pt below the top edge of a 44 pt toolbar.
    do {
      let window = makeWindow()
      let toolbar = View(frame: CGRect(x: 0, y: 100, width: 320, height: 44))
      toolbar.name = "toolbar"
      window.addSubview(toolbar)
      let closeButton = PointInsideEnlargedButton(frame: CGRect(x: 150, y: 2, width: 20, height: 20))
      closeButton.name = "closeButton"
      toolbar.addSubview(closeButton)
      let above = CGPoint(x: 160, y: 96)

      story.scene("The trap: the button near its superview's edge")
      story.say(
        "closeButton is at \(closeButton.frame.compactDescription) in toolbar, whose frame is "
          + "\(toolbar.frame.compactDescription).")
      story.say(
        "A tap 6 pt above the button, at \(above.compactDescription), is inside the enlarged area but above "
          + "the toolbar.")
      story.show(window.hitTestTrace(at: above))
      story.show(window.explainMiss(of: closeButton, at: above))
      story.takeaway(
        "a touch area can only grow within every ancestor's bounds: the search never enters a superview "
          + "that does not contain the point.")

      story.scene("Fix 1: enlarge the superview")
      story.say("Grow the toolbar by 10 pt upwards and move the button down by 10 pt: it stays where it was.")
      toolbar.frame = CGRect(x: 0, y: 90, width: 320, height: 54)
      closeButton.frame = CGRect(x: 150, y: 12, width: 20, height: 20)
      story.show(window.hitTestTrace(at: above))
      story.takeaway("the simplest fix is geometry: give the superview room for its subviews' touch areas.")
    }

    do {
      let window = makeWindow()
      let toolbar = ToolbarConsultingSubviews(frame: CGRect(x: 0, y: 100, width: 320, height: 44))
      toolbar.name = "toolbar"
      window.addSubview(toolbar)
      let closeButton = PointInsideEnlargedButton(frame: CGRect(x: 150, y: 2, width: 20, height: 20))
      closeButton.name = "closeButton"
      toolbar.addSubview(closeButton)

      story.scene("Fix 2: let the superview consult its subviews")
      story.say(
        "toolbar keeps its frame \(toolbar.frame.compactDescription) but overrides point(inside:with:): "
          + "outside its bounds it asks each subview's point(inside:with:).")
      story.show(window.hitTestTrace(at: CGPoint(x: 160, y: 96)))
      story.takeaway(
        "when the superview cannot grow, make its point(inside:with:) say yes where a subview would.")
    }
  }
}
