import HitTestKit

// Pass-through overlay
//
// A full-screen overlay (a coach mark, a floating toolbar, a HUD) sits on top of the app. It should
// keep its own buttons working, yet let every other touch reach the views below. A plain overlay
// swallows everything; switching off its user interaction switches off its buttons too. The trick is a
// `hitTest(_:with:)` override that refuses only the overlay itself.

/// An overlay that lets touches through wherever none of its subviews takes them.
///
/// The default search runs as usual; if it ends on the overlay itself (no subview contained the point),
/// the override answers `nil`, which tells the window's search to go on with the views behind.
private final class PassThroughView: View {
  override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    let hit = super.hitTest(point, with: event)
    return hit === self ? nil : hit
  }
}

/// The app below the overlay: a full-screen map with a pin at (150, 300, 20, 20), in a 320 × 480 window.
private func makeApp() -> (window: Window, mapPin: View) {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  window.name = "window"
  let map = View(frame: window.bounds)
  map.name = "map"
  window.addSubview(map)
  let mapPin = View(frame: CGRect(x: 150, y: 300, width: 20, height: 20))
  mapPin.name = "mapPin"
  map.addSubview(mapPin)
  return (window, mapPin)
}

/// Puts `overlay` over the whole window, with a 44 pt `menuButton` in its top-right corner.
private func install(_ overlay: View, in window: Window) -> View {
  overlay.frame = window.bounds
  overlay.name = "overlay"
  window.addSubview(overlay)
  let menuButton = View(frame: CGRect(x: 266, y: 10, width: 44, height: 44))
  menuButton.name = "menuButton"
  overlay.addSubview(menuButton)
  return menuButton
}

extension Scenario {
  /// A full-screen overlay that lets touches through to the views below while its own buttons still work.
  public static let passThroughOverlay = Scenario(
    name: "pass-through-overlay",
    title: "Pass-through overlay",
    summary: "A full-screen overlay whose own buttons work while every other touch reaches the views below."
  ) { story in
    let onPin = CGPoint(x: 160, y: 310)
    let onMenu = CGPoint(x: 280, y: 30)

    do {
      let (window, mapPin) = makeApp()
      _ = install(View(), in: window)

      story.scene("A plain overlay swallows every touch")
      story.say("The overlay is in front of the map and contains every point, so its search ends on itself.")
      story.show(window.hitTestTrace(at: onPin))
      story.show(window.explainMiss(of: mapPin, at: onPin))
      story.takeaway("a view in front that contains the point wins, even if it draws nothing there.")
    }

    do {
      let (window, _) = makeApp()
      _ = install(PassThroughView(), in: window)

      story.scene("A hitTest(_:with:) override that refuses the overlay itself")
      story.say("The default search still ends on the overlay, but the override turns that into nil:")
      story.show(window.hitTestTrace(at: onPin))
      story.say("On the overlay's button the search ends on menuButton, which the override lets through:")
      story.show(window.hitTestTrace(at: onMenu))
      story.takeaway(
        "returning nil from hitTest(_:with:) means \"not here\": the superview tries the views behind.")
    }

    do {
      let (window, _) = makeApp()
      let overlay = View()
      let menuButton = install(overlay, in: window)
      overlay.isUserInteractionEnabled = false

      story.scene("The tempting shortcut: isUserInteractionEnabled = false on the overlay")
      story.say("Touches on the map get through, since the overlay and its whole subtree are skipped…")
      story.show(window.hitTestTrace(at: onPin))
      story.say("…and so is the overlay's own button:")
      story.show(window.hitTestTrace(at: onMenu))
      story.show(window.explainMiss(of: menuButton, at: onMenu))
      story.takeaway(
        "isUserInteractionEnabled = false switches off a whole subtree; to let touches through only "
          + "where the overlay is empty, override hitTest(_:with:).")
    }
  }
}
