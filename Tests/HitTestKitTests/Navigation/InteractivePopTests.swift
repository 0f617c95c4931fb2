import HitTestKit
import HitTestKitTesting
import Testing

@Suite struct InteractivePopTests {
  /// Drags finger 1 from the left edge to `x` at mid-height in `steps` moves of `interval` seconds each.
  private func dragFromEdge(
    _ app: Application, to x: CGFloat, steps: Int = 10, interval: Double = 0.02, lift: Bool = true
  ) throws {
    try app.touchDown(at: CGPoint(x: 5, y: 400))
    for step in 1...steps {
      try app.wait(.seconds(interval))
      try app.move(to: CGPoint(x: 5 + (x - 5) * CGFloat(step) / CGFloat(steps), y: 400))
    }
    if lift { try app.touchUp() }
  }

  @Test("the interactive pop is a left-edge pan on the navigation controller's view")
  func recognizerShape() throws {
    let scene = NavigationScene()
    let pop = try #require(
      scene.navigation.interactivePopGestureRecognizer as? ScreenEdgePanGestureRecognizer)
    #expect(pop.edges == .left)
    #expect(pop.view === scene.navigation.view)
  }

  @Test("with only the root controller, its delegate does not let the pop begin")
  func refusedAtRoot() throws {
    let scene = NavigationScene()
    try dragFromEdge(scene.app, to: 300)
    #expect(scene.navigation.viewControllers.count == 1)
    #expect(scene.app.trace.description.contains("the delegate's gestureRecognizerShouldBegin said no"))
  }

  @Test("the popping view follows the finger, and a release past the middle completes the pop")
  func followsAndCompletes() throws {
    let scene = NavigationScene()
    let pushed = scene.push("B", animated: false)
    scene.log.entries = []
    try dragFromEdge(scene.app, to: 260, steps: 20, interval: 0.1, lift: false)
    #expect(scene.navigation.viewControllers.count == 1)  // the stack changes as the pop begins, as in UIKit
    let x = pushed.view.frame.minX
    #expect(x > 200 && x <= 255)
    #expect(scene.root.view.frame.minX < 0)
    #expect(scene.log.entries == ["B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear"])
    try scene.app.touchUp()
    try scene.app.wait(.seconds(NavigationController.transitionDuration))
    #expect(scene.navigation.topViewController === scene.root)
    #expect(scene.log.entries.suffix(3) == ["B.viewDidDisappear", "A.viewDidAppear", "B.didMove(nil)"])
    #expect(
      scene.app.trace.description.contains("past 50% (interactivePopCompletionProgress), so it completes"))
  }

  @Test("a slow release before the middle slides back: the popped controller is restored, UIKit's callbacks")
  func cancelsBeforeMiddle() throws {
    let scene = NavigationScene()
    let pushed = scene.push("B", animated: false)
    scene.log.entries = []
    try dragFromEdge(scene.app, to: 120, steps: 10, interval: 0.1)
    try scene.app.wait(.seconds(NavigationController.transitionDuration))
    #expect(scene.navigation.topViewController === pushed)
    #expect(pushed.view.frame.minX == 0)
    #expect(scene.root.view.superview == nil)
    #expect(
      scene.log.entries == [
        "B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear", "A.viewWillDisappear",
        "B.viewWillAppear",
        "A.viewDidDisappear", "B.viewDidAppear",
      ])
  }

  @Test("a quick flick completes the pop before the middle", arguments: [0.005])
  func flickCompletes(interval: Double) throws {
    let scene = NavigationScene()
    _ = scene.push("B", animated: false)
    try dragFromEdge(scene.app, to: 120, steps: 4, interval: interval)
    try scene.app.wait(.seconds(NavigationController.transitionDuration))
    #expect(scene.navigation.topViewController === scene.root)
    #expect(scene.app.trace.description.contains("a flick right"))
  }

  @Test("a second finger that comes down during the interactive pop is refused")
  func secondFingerRefused() throws {
    let scene = NavigationScene()
    _ = scene.push("B", animated: false)
    try dragFromEdge(scene.app, to: 150, lift: false)
    let trace = try scene.app.touchDown(2, at: CGPoint(x: 300, y: 300))
    expectTrace(trace, contains: .notDelivered(.began, finger: 2, because: .transitionRunning))
    try scene.app.touchUp(1, 2)
  }

  @Test("a delegate of your own that lets the pop begin at the root does nothing, traced")
  func replacedDelegateAtRoot() throws {
    final class AlwaysBegin: GestureRecognizerDelegate {
      func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
    }
    let scene = NavigationScene()
    let delegate = AlwaysBegin()
    withExtendedLifetime(delegate) {
      scene.navigation.interactivePopGestureRecognizer?.delegate = delegate
      try? dragFromEdge(scene.app, to: 300)
    }
    #expect(scene.navigation.viewControllers.count == 1)
    #expect(scene.app.trace.description.contains("interactive pop ignored: only the root view controller"))
  }
}
