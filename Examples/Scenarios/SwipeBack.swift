import HitTestKit

// Swipe back over a carousel: the navigation controller's edge pan against a horizontal scroll view
//
// A list pushes a photos screen whose whole width is a paging carousel. The navigation controller's
// interactivePopGestureRecognizer is a left-edge ScreenEdgePanGestureRecognizer on its own view; the carousel's
// pan is on the carousel, deeper. A swipe from the left edge over the carousel: which one wins? (openradar
// 19031955; "UIScrollView and navigation controller slide back gesture conflict", mo4tech)
// - Both may begin: the edge pan because the finger came down within 20 pt of the left edge and moved right, the
//   carousel's because it can scroll horizontally (at its first page it rubber-bands).
// - The carousel's pan is collected first (its view is closer to the finger), begins first, and excludes the edge
//   pan: the carousel bounces and the screen stays. That is UIKit's observed behaviour, and the complaint.
// - UIKit's usual fix: `carousel.panGestureRecognizer.require(toFail: navigationController.interactivePop…)`. The
//   carousel's pan now waits: away from the edge the edge pan fails at touch-down and the carousel scrolls at
//   once; at the edge the edge pan begins and the carousel's pan fails.
// And the transition itself: the stack changes at once, the views slide for 0.35 s on the virtual clock, and a
// touch that begins meanwhile is refused.

/// A 390 × 844 window with a navigation controller whose root is `list`; `photos` has a 3-page carousel.
private struct SwipeBackScreen {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let app: Application
  let navigation: NavigationController
  let list = ViewController()
  let photos = ViewController()
  let carousel = ScrollView(frame: CGRect(x: 0, y: 200, width: 390, height: 300))
  let likeButton = Button(frame: CGRect(x: 20, y: 600, width: 120, height: 44))

  init(pushed: Bool = true) {
    window.name = "window"
    list.title = "list"
    photos.title = "photos"
    navigation = NavigationController(rootViewController: list)
    navigation.title = "navigation"
    window.rootViewController = navigation
    app = Application(window: window)
    navigation.view.name = "navigation.view"
    list.view.name = "list.view"
    photos.view.name = "photos.view"
    carousel.name = "carousel"
    carousel.isPagingEnabled = true
    carousel.contentSize = CGSize(width: 390 * 3, height: 300)
    photos.view.addSubview(carousel)
    likeButton.name = "likeButton"
    photos.view.addSubview(likeButton)
    if pushed { navigation.pushViewController(photos, animated: false) }
    app.clearTrace()
  }

  /// The stack, top last, and the carousel's page.
  var outcome: String {
    let stack = navigation.viewControllers.map { $0.title ?? "?" }.joined(separator: " → ")
    return "stack: \(stack); carousel page \(Int((carousel.contentOffset.x / 390).rounded()))"
  }

  /// A swipe from 5 pt off the left edge, 300 pt to the right in 0.5 s, then time for everything to settle.
  func swipeFromEdge(to x: CGFloat = 305) throws(InputError) -> InteractionTrace {
    var trace = try app.drag(
      from: CGPoint(x: 5, y: 350), to: CGPoint(x: x, y: 350), duration: .seconds(0.5), steps: 5)
    trace.append(try app.wait(.seconds(1)))
    return trace
  }
}

extension Scenario {
  /// The swipe back against a carousel at the left edge, the fix, and touches refused during a push.
  public static let swipeBack = Scenario(
    name: "swipe-back",
    title: "Swipe back over a carousel",
    summary:
      "A pushed screen with a paging carousel: the carousel's pan beats the navigation controller's edge pan "
      + "until it is told to wait for it; a push slides for 0.35 s and refuses touches meanwhile.",
    summarizesTraces: true
  ) { story in
    do {
      let screen = SwipeBackScreen(pushed: false)
      story.scene("A push slides on the virtual clock, and refuses touches meanwhile")
      story.say("list pushes photos, animated:")
      screen.navigation.pushViewController(screen.photos, animated: true)
      story.show(screen.app.trace)
      screen.app.clearTrace()
      story.say("0.1 s later the finger taps where likeButton will be:")
      story.perform { () throws(InputError) in
        var trace = try screen.app.wait(.seconds(0.1))
        trace.append(try screen.app.tap(at: CGPoint(x: 80, y: 622)))
        return trace
      }
      story.show(screen.window.explainMiss(of: screen.likeButton, at: CGPoint(x: 80, y: 622)))
      _ = try? screen.app.wait(.seconds(0.35))
      story.say(screen.outcome)
      story.takeaway(
        "the stack changes at once, the views slide for NavigationController.transitionDuration, and a touch "
          + "that begins during the slide reaches no view and no recognizer.")
    }

    do {
      let screen = SwipeBackScreen()
      story.scene("By default the carousel wins the swipe from the edge")
      story.say("A swipe from (5, 350) to the right, over the carousel at its first page:")
      story.perform { () throws(InputError) in try screen.swipeFromEdge() }
      story.say(screen.outcome)
      story.takeaway(
        "both pans may begin; the carousel's is closer to the finger, begins first and excludes the edge pan. The "
          + "carousel rubber-bands and springs back; the screen stays.")
    }

    do {
      let screen = SwipeBackScreen()
      story.scene("The fix: the carousel's pan requires the edge pan to fail")
      story.say("carousel.panGestureRecognizer.require(toFail: navigation.interactivePopGestureRecognizer!)")
      screen.carousel.panGestureRecognizer.require(toFail: screen.navigation.interactivePopGestureRecognizer!)
      story.perform { () throws(InputError) in try screen.swipeFromEdge() }
      story.say(screen.outcome)
      let again = SwipeBackScreen()
      again.carousel.panGestureRecognizer.require(toFail: again.navigation.interactivePopGestureRecognizer!)
      story.say(
        "With the fix, a drag that starts in the middle of the carousel, from (300, 350) to (60, 350):")
      story.perform { () throws(InputError) in
        var trace = try again.app.drag(
          from: CGPoint(x: 300, y: 350), to: CGPoint(x: 60, y: 350), duration: .seconds(0.3), steps: 5)
        trace.append(try again.app.wait(.seconds(1)))
        return trace
      }
      story.say(again.outcome)
      story.takeaway(
        "the edge pan fails at once away from the edge, so the carousel still scrolls there; at the edge the "
          + "carousel's pan waits, the edge pan begins, and the pop follows the finger.")
    }

    do {
      let screen = SwipeBackScreen()
      screen.carousel.panGestureRecognizer.require(toFail: screen.navigation.interactivePopGestureRecognizer!)
      story.scene("A slow swipe released before the middle slides back")
      story.say("From (5, 350) to (150, 350), slowly (2 s), then released:")
      story.perform { () throws(InputError) in
        var trace = try screen.app.drag(
          from: CGPoint(x: 5, y: 350), to: CGPoint(x: 150, y: 350), duration: .seconds(2), steps: 8)
        trace.append(try screen.app.wait(.seconds(1)))
        return trace
      }
      story.say(screen.outcome)
      story.takeaway(
        "released at less than half the width and slower than a flick, the pop is cancelled: photos slides back "
          + "and stays on top (its viewWillDisappear is not followed by viewDidDisappear).")
    }
  }
}
