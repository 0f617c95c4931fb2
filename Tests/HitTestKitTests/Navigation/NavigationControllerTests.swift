import HitTestKit
import HitTestKitTesting
import Testing

@Suite struct NavigationControllerTests {
  @Test("a push changes the stack at once and calls the appearance methods in UIKit's order around the slide")
  func pushOrder() throws {
    let scene = NavigationScene()
    let pushed = scene.push("B")
    #expect(scene.navigation.viewControllers.map { $0 as? LoggingController } == [scene.root, pushed])
    #expect(scene.navigation.topViewController === pushed)
    #expect(pushed.navigationController === scene.navigation)
    #expect(scene.log.entries == ["B.willMove(parent)", "A.viewWillDisappear", "B.viewWillAppear"])
    try scene.app.wait(.seconds(NavigationController.transitionDuration))
    #expect(
      scene.log.entries.suffix(3) == ["A.viewDidDisappear", "B.viewDidAppear", "B.didMove(parent)"])
    #expect(scene.root.view.superview == nil)
    #expect(pushed.view.frame == scene.navigation.view.bounds)
  }

  @Test("a pop returns the popped controller and mirrors the push's order")
  func popOrder() throws {
    let scene = NavigationScene()
    let pushed = scene.push("B", animated: false)
    scene.log.entries = []
    let popped = scene.navigation.popViewController(animated: true)
    #expect(popped === pushed)
    #expect(scene.navigation.viewControllers.count == 1)
    #expect(pushed.navigationController == nil)
    try scene.app.wait(.seconds(NavigationController.transitionDuration))
    #expect(
      scene.log.entries == [
        "B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear",
        "B.didMove(nil)",
      ])
    #expect(pushed.view.superview == nil)
  }

  @Test("the views slide on the virtual clock: half way through, the presentation frames are between")
  func slideIsAnimated() throws {
    let scene = NavigationScene()
    let pushed = scene.push("B")
    try scene.app.wait(.seconds(NavigationController.transitionDuration / 2))
    let shown = try #require(pushed.view.layer.presentation())
    #expect(shown.frame.minX > 0 && shown.frame.minX < 390)
    let covered = try #require(scene.root.view.layer.presentation())
    #expect(covered.frame.minX < 0 && covered.frame.minX > -390 * NavigationController.coveredViewShift)
  }

  @Test(
    "a touch that begins during a transition is refused, with the transition named; after it, touches work")
  func touchesRefusedDuringTransition() throws {
    let scene = NavigationScene()
    let pushed = scene.push("B")
    let button = Button(frame: CGRect(x: 100, y: 100, width: 80, height: 44))
    var taps = 0
    button.addAction(Action { _ in taps += 1 }, for: .touchUpInside)
    pushed.view.addSubview(button)
    let trace = try scene.app.tap(at: CGPoint(x: 140, y: 120))
    #expect(taps == 0)
    expectTrace(trace, contains: .notDelivered(.began, because: .transitionRunning))
    #expect(trace.description.contains("NavigationController's transition is running"))
    try scene.app.wait(.seconds(NavigationController.transitionDuration))
    try scene.app.tap(at: CGPoint(x: 140, y: 120))
    #expect(taps == 1)
  }

  @Test("explainMiss names the running transition")
  func explainMissNamesTransition() throws {
    let scene = NavigationScene()
    let pushed = scene.push("B", animated: false)
    let target = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    target.name = "target"
    pushed.view.addSubview(target)
    scene.navigation.popViewController(animated: true)
    let explanation = scene.window.explainMiss(of: scene.root.view, at: CGPoint(x: 200, y: 200))
    guard case .transitionRunning(let controller) = explanation.reason else {
      Issue.record("expected the transition, got \(explanation.reason)")
      return
    }
    #expect(controller === scene.navigation)
    #expect(explanation.description.contains("transition"))
  }

  @Test("pop with only the root, and a push during a transition, do nothing and are traced")
  func refusedRequests() throws {
    let scene = NavigationScene()
    #expect(scene.navigation.popViewController(animated: true) == nil)
    #expect(scene.navigation.popToRootViewController(animated: true)?.isEmpty == true)
    _ = scene.push("B")
    let late = LoggingController("C", log: scene.log)
    scene.navigation.pushViewController(late, animated: true)
    #expect(scene.navigation.viewControllers.count == 2)
    let text = scene.app.trace.description
    #expect(text.contains("pop ignored: only the root view controller is on the stack"))
    #expect(text.contains("push ignored: a transition is running"))
  }

  @Test("popToRootViewController pops every controller above the root, bottom first")
  func popToRoot() throws {
    let scene = NavigationScene()
    let b = scene.push("B", animated: false)
    let c = scene.push("C", animated: false)
    let popped = try #require(scene.navigation.popToRootViewController(animated: true))
    #expect(popped.map { $0 as? LoggingController } == [b, c])
    try scene.app.wait(.seconds(NavigationController.transitionDuration))
    #expect(scene.navigation.topViewController === scene.root)
    #expect(scene.root.view.superview === scene.navigation.view)
    #expect(b.view.superview == nil && c.view.superview == nil)
  }

  @Test(
    "a push whose view leaves the window mid-slide (under a full-screen cover) still ends; touches work after"
  )
  func pushInterruptedByCover() throws {
    // Found by the fuzzer: the transition was removed from the window the view was in at its end, none by then,
    // so the window refused every touch for ever.
    let scene = NavigationScene()
    let cover = ViewController()
    cover.modalPresentationStyle = .fullScreen
    scene.root.present(cover, animated: true)
    _ = scene.push("B")
    try scene.app.wait(.seconds(NavigationController.transitionDuration))
    #expect(scene.navigation.view.window == nil)
    let button = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    var taps = 0
    button.addAction(Action { _ in taps += 1 }, for: .touchUpInside)
    cover.view.addSubview(button)
    try scene.app.tap(at: CGPoint(x: 50, y: 50))
    #expect(taps == 1)
    #expect(scene.app.trace.description.contains("push finished"))
  }

  @Test("a navigation decision is exported as JSON with its operation and controllers")
  func exportedAsJSON() throws {
    let scene = NavigationScene()
    _ = scene.push("B")
    let json = TraceDocument(scene.app.trace).text(indent: 0)
    #expect(json.contains(#""kind":"navigation""#))
    #expect(json.contains(#""kind":"began","operation":"push""#))
  }
}
