import HitTestKit

// Carousel (hit testing only)
//
// A classic carousel shows the current page in the middle and lets the neighbour pages peek in at the
// sides: the paging container is narrower than the screen and does not clip its content. The peeking
// pages are visible, but a touch on them does not reach the container, so a swipe there would not
// scroll. The fix is a parent spanning the whole width that forwards touches inside itself to the
// container.
//
// HitTestKit has no scroll view yet (it arrives with the scroll-view issue): here `pager` is a plain
// View standing in for the paging scroll view, and the scenario shows only which view a touch goes to.
// Scrolling, paging and the touch delivery that follows come later.

/// A parent that hands every touch inside itself, which none of its subviews took, to `target`.
///
/// The default search runs first, so buttons on the current page keep working; only a search that would
/// end on the parent itself (the peek areas, where no subview's bounds contain the point) is redirected.
private final class ForwardingView: View {
  weak var target: View?

  override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    let hit = super.hitTest(point, with: event)
    return hit === self ? (target ?? self) : hit
  }
}

/// A 320 × 480 window with a carousel strip at y 100: a 200 pt `pager` centered in `container`, three
/// 200 pt pages side by side in it (`page1` is the current one) and a `buyButton` on `page1`.
private func makeCarousel(container: View) -> (window: Window, pager: View, page2: View) {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  window.name = "window"
  container.frame = CGRect(x: 0, y: 100, width: 320, height: 200)
  container.name = "carouselStrip"
  window.addSubview(container)
  let pager = View(frame: CGRect(x: 60, y: 0, width: 200, height: 200))
  pager.name = "pager"
  pager.clipsToBounds = false  // the neighbour pages are drawn outside the pager's bounds
  container.addSubview(pager)
  var pages: [View] = []
  for index in 0..<3 {
    let page = View(frame: CGRect(x: CGFloat(index - 1) * 200, y: 0, width: 200, height: 200))
    page.name = "page\(index)"
    pager.addSubview(page)
    pages.append(page)
  }
  let buyButton = View(frame: CGRect(x: 60, y: 150, width: 80, height: 40))
  buyButton.name = "buyButton"
  pages[1].addSubview(buyButton)
  return (window, pager, pages[2])
}

extension Scenario {
  /// A narrow paging container whose visible neighbour pages only become touchable through forwarding.
  public static let carousel = Scenario(
    name: "carousel",
    title: "Carousel",
    summary: "A narrow pager whose peeking neighbour pages are visible but not touchable, and the fix."
  ) { story in
    let onRightPeek = CGPoint(x: 290, y: 200)
    let onBuyButton = CGPoint(x: 160, y: 270)
    story.say(
      "(Scrolling arrives with the scroll-view issue; pager is a plain View standing in for the scroll "
        + "view, so this shows only where touches go.)")

    do {
      let (window, pager, page2) = makeCarousel(container: View())

      story.scene("The peeking page is visible but not touchable")
      story.say(
        "pager spans x 60–260 of the window; page2 is drawn at x 260–460 because pager does not clip. "
          + "A tap on its visible part, at \(onRightPeek.compactDescription):")
      story.show(window.hitTestTrace(at: onRightPeek))
      story.show(window.explainMiss(of: page2, at: onRightPeek))
      story.show(window.explainMiss(of: pager, at: onRightPeek))
      story.takeaway(
        "clipsToBounds changes drawing only: the search never enters a view whose bounds miss the point.")
    }

    do {
      let strip = ForwardingView()
      let (window, pager, _) = makeCarousel(container: strip)
      strip.target = pager

      story.scene("A full-width parent forwards its touches to the pager")
      story.say(
        "carouselStrip overrides hitTest(_:with:): when its own search ends on itself, it answers pager.")
      story.show(window.hitTestTrace(at: onRightPeek))
      story.say("A tap on the current page's button is not redirected, because the search found a subview:")
      story.show(window.hitTestTrace(at: onBuyButton))
      story.takeaway(
        "forward from a parent that contains the point: the pager gets the peek areas, the pages keep "
          + "their buttons. (The touch reaches pager, not page2: scrolling to it is the scroll view's job.)")
    }
  }
}
