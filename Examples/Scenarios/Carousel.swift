import HitTestKit

// Carousel: a paging scroll view whose neighbour pages peek in at the sides
//
// A classic carousel shows the current page in the middle and lets its neighbours peek in at the sides:
// the paging ScrollView is narrower than the screen (a page is the scroll view's width) and does not clip
// (clipsToBounds = false), so the pages beside the current one are drawn outside its bounds. They are
// visible, but a touch there does not reach the scroll view (hit testing never enters a view whose bounds
// miss the point), so a swipe over a neighbour does nothing.
//
// Two well-known fixes (reference §8.11, §8.12):
// - forwarding: the full-width container overrides hitTest(_:with:) and answers the scroll view whenever
//   its own search would end on itself, so every touch inside the container reaches the scroll view and
//   its pan;
// - moving the pan: container.addGestureRecognizer(scrollView.panGestureRecognizer). Recognizers are
//   collected from the hit view and its ancestors, so a touch anywhere in the container drives the pan,
//   while hit testing stays untouched.
// They differ for taps: with forwarding, a tap on a neighbour's content hits the scroll view itself; with
// the pan moved, hit testing is normal, so the same tap hits the container, and everything the container
// holds keeps its own touches.

/// A container that hands every touch inside itself, which none of its subviews took, to `target`.
///
/// The default search runs first, so the current page's button keeps working; only a search that would end
/// on the container itself (the peek areas, where no subview's bounds contain the point) is redirected.
private final class ForwardingView: View {
  weak var target: View?

  override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    let hit = super.hitTest(point, with: event)
    return hit === self ? (target ?? self) : hit
  }
}

/// How the carousel makes its peek areas work.
private enum Fix {
  case none, forwarding, panOnContainer
}

/// A 320 × 480 window with a carousel strip at y 100: a 200 pt paging `scrollView` centred in the strip,
/// five 200 pt pages side by side in it, each with a `buyN` button.
private struct Carousel {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let app: Application
  let strip: View
  let scrollView = ScrollView(frame: CGRect(x: 60, y: 0, width: 200, height: 200))

  init(fix: Fix) {
    app = Application(window: window, recordsScenes: true)
    window.name = "window"
    let forwarding = ForwardingView(frame: CGRect(x: 0, y: 100, width: 320, height: 200))
    strip = fix == .forwarding ? forwarding : View(frame: CGRect(x: 0, y: 100, width: 320, height: 200))
    strip.name = "carouselStrip"
    window.addSubview(strip)
    scrollView.name = "scrollView"
    scrollView.isPagingEnabled = true
    scrollView.clipsToBounds = false  // the neighbour pages are drawn outside the scroll view's bounds
    scrollView.contentSize = CGSize(width: 1000, height: 200)
    strip.addSubview(scrollView)
    for index in 0..<5 {
      let page = View(frame: CGRect(x: CGFloat(index) * 200, y: 0, width: 200, height: 200))
      page.name = "page\(index)"
      scrollView.addSubview(page)
      let buy = Button(frame: CGRect(x: 60, y: 150, width: 80, height: 40), title: "buy\(index)")
      page.addSubview(buy)
    }
    switch fix {
    case .none: break
    case .forwarding: forwarding.target = scrollView
    case .panOnContainer: strip.addGestureRecognizer(scrollView.panGestureRecognizer)
    }
  }

  /// The page the scroll view rests on.
  var page: Int { Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded()) }

  /// Swipes left from `point`, waits for the content to settle, and returns the trace.
  func swipeLeft(from point: CGPoint) -> InteractionTrace {
    var trace = (try? app.swipe(from: point, direction: .left, distance: 120)) ?? InteractionTrace()
    trace.append((try? app.wait(.milliseconds(400))) ?? InteractionTrace())
    return trace
  }
}

extension Scenario {
  /// A narrow paging scroll view whose visible neighbour pages only become touchable through a fix.
  public static let carousel = Scenario(
    name: "carousel",
    title: "Carousel",
    summary:
      "A narrow paging scroll view whose peeking neighbours are visible but not touchable, and two fixes."
  ) { story in
    let onRightPeek = CGPoint(x: 290, y: 200)
    let onNeighbourBuy = CGPoint(x: 290, y: 270)
    let onCurrentBuy = CGPoint(x: 160, y: 270)

    do {
      let carousel = Carousel(fix: .none)
      story.scene("The peeking page is visible but not touchable")
      story.say(
        "scrollView spans x 60–260 of the window; page1 is drawn at x 260–460 because scrollView does not "
          + "clip. A swipe to the left starting on it, at \(onRightPeek.compactDescription):")
      story.show(carousel.swipeLeft(from: onRightPeek))
      story.say("Page reached: \(carousel.page)")
      story.show(carousel.window.explainMiss(of: carousel.scrollView, at: onRightPeek))
      story.takeaway(
        "clipsToBounds changes drawing only: the search never enters a view whose bounds miss the point.")
    }

    do {
      let carousel = Carousel(fix: .forwarding)
      story.scene("Fix 1: the container forwards its touches to the scroll view")
      story.say(
        "carouselStrip overrides hitTest(_:with:): when its own search ends on itself, it answers "
          + "scrollView. The same swipe over the right-hand neighbour:")
      story.show(carousel.swipeLeft(from: onRightPeek))
      story.say("Page reached: \(carousel.page)")
      story.say("Another swipe to the left, this time starting over the left-hand neighbour at (30, 200):")
      _ = carousel.swipeLeft(from: CGPoint(x: 30, y: 200))
      story.say("Page reached: \(carousel.page)")
      story.say("A tap on the current page's button is not redirected, because the search found a subview:")
      story.show(carousel.window.hitTestTrace(at: onCurrentBuy))
      story.say("A tap on the neighbour's button, drawn at \(onNeighbourBuy.compactDescription):")
      story.show(carousel.window.hitTestTrace(at: onNeighbourBuy))
      story.takeaway(
        "forwarding makes the whole strip drag the pages; a tap on a neighbour's content hits the scroll "
          + "view itself, not the content.")
    }

    do {
      let carousel = Carousel(fix: .panOnContainer)
      story.scene("Fix 2: the scroll view's pan recognizer moves to the container")
      story.say(
        "carouselStrip.addGestureRecognizer(scrollView.panGestureRecognizer): hit testing is unchanged, "
          + "but the container is an ancestor of every hit view in the strip, so its recognizers see them all:"
      )
      story.show(carousel.swipeLeft(from: onRightPeek))
      story.say("Page reached: \(carousel.page)")
      story.say("The tap on the neighbour's button now hits the container (normal hit testing):")
      story.show(carousel.window.hitTestTrace(at: onNeighbourBuy))
      story.takeaway(
        "moving the pan makes the whole strip drag the pages and leaves hit testing alone: what the "
          + "container holds keeps its own touches, and a neighbour's content stays out of reach.")
    }
  }
}
