import HitTestKit
import HitTestKitTesting
import Testing

@Suite struct SheetPresentationTests {
  @Test("a page sheet slides up to its large detent over a dimming view; the presenter does not disappear")
  func presentsPageSheet() throws {
    let scene = SheetScene()
    var completed = false
    scene.root.present(scene.sheet, animated: true) { completed = true }
    #expect(scene.root.presentedViewController === scene.sheet)
    #expect(scene.sheet.presentingViewController === scene.root)
    #expect(scene.log.entries == ["S.viewWillAppear"])
    let refused = try scene.app.tap(at: CGPoint(x: 200, y: 400))
    expectTrace(refused, contains: .notDelivered(.began, because: .transitionRunning))
    try scene.app.wait(.seconds(PresentationController.transitionDuration))
    #expect(completed)
    #expect(scene.log.entries == ["S.viewWillAppear", "S.viewDidAppear"])
    let sheetController = try #require(scene.sheet.sheetPresentationController)
    let sheetView = try #require(scene.sheet.view.superview)
    #expect(sheetView.frame == CGRect(x: 0, y: 10, width: 390, height: 834))
    #expect(sheetController.dimmingView.superview === sheetView.superview)
    #expect(scene.root.view.window === scene.window)  // the presenting view stays behind a sheet
  }

  @Test("the medium detent is half the window's height")
  func mediumDetent() throws {
    let scene = SheetScene()
    let sheet = try #require(scene.sheet.sheetPresentationController)
    sheet.detents = [.medium(), .large()]
    try scene.present()
    #expect(scene.sheet.view.superview?.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
    sheet.selectedDetentIdentifier = .large
    #expect(scene.sheet.view.superview?.frame.minY == 10)
    #expect(scene.delegate.entries.isEmpty)  // a change in code does not tell the delegate
  }

  @Test("a tap on the dimming view asks shouldDismiss, then willDismiss and didDismiss, in UIKit's order")
  func dimmingTapDismisses() throws {
    let scene = SheetScene()
    let sheet = try #require(scene.sheet.sheetPresentationController)
    sheet.detents = [.medium()]
    try scene.present()
    try scene.app.tap(at: CGPoint(x: 200, y: 200))
    #expect(scene.delegate.entries == ["shouldDismiss", "willDismiss"])
    try scene.app.wait(.seconds(PresentationController.transitionDuration))
    #expect(scene.delegate.entries == ["shouldDismiss", "willDismiss", "didDismiss"])
    #expect(scene.root.presentedViewController == nil)
    #expect(scene.sheet.view.window == nil)
  }

  @Test("with isModalInPresentation, a tap on the dimming view only tells didAttemptToDismiss")
  func modalInPresentation() throws {
    let scene = SheetScene()
    scene.sheet.sheetPresentationController?.detents = [.medium()]
    scene.sheet.isModalInPresentation = true
    try scene.present()
    try scene.app.tap(at: CGPoint(x: 200, y: 200))
    try scene.app.wait(.seconds(1))
    #expect(scene.delegate.entries == ["didAttemptToDismiss"])
    #expect(scene.root.presentedViewController === scene.sheet)
    #expect(scene.app.trace.description.contains("isModalInPresentation is true"))
  }

  @Test("when the delegate's shouldDismiss says no, the sheet stays and hears didAttemptToDismiss")
  func delegateRefuses() throws {
    let scene = SheetScene()
    scene.sheet.sheetPresentationController?.detents = [.medium()]
    scene.delegate.allowsDismissal = false
    try scene.present()
    try scene.app.tap(at: CGPoint(x: 200, y: 200))
    #expect(scene.delegate.entries == ["shouldDismiss", "didAttemptToDismiss"])
    #expect(scene.root.presentedViewController === scene.sheet)
  }

  @Test("at an undimmed detent, touches beside the sheet reach the presenting view")
  func undimmedDetentPassesTouches() throws {
    let scene = SheetScene()
    let sheet = try #require(scene.sheet.sheetPresentationController)
    sheet.detents = [.medium(), .large()]
    sheet.largestUndimmedDetentIdentifier = .medium
    try scene.present()
    let button = Button(frame: CGRect(x: 20, y: 100, width: 100, height: 44))
    var taps = 0
    button.addAction(Action { _ in taps += 1 }, for: .touchUpInside)
    scene.root.view.addSubview(button)
    try scene.app.tap(at: CGPoint(x: 60, y: 120))
    #expect(taps == 1)
    #expect(scene.delegate.entries.isEmpty)
  }

  @Test("a quick drag down dismisses; a short slow one settles back at the detent")
  func dragDown() throws {
    let scene = SheetScene()
    try scene.present()
    try scene.app.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 360), duration: .seconds(1))
    try scene.app.wait(.seconds(1))
    #expect(scene.root.presentedViewController === scene.sheet)
    #expect(scene.sheet.view.superview?.frame.minY == 10)
    try scene.app.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 600), duration: .seconds(0.2))
    try scene.app.wait(.seconds(1))
    #expect(scene.root.presentedViewController == nil)
    #expect(scene.delegate.entries == ["shouldDismiss", "willDismiss", "didDismiss"])
  }

  @Test("a drag up from the medium detent settles at large and tells the delegate")
  func dragBetweenDetents() throws {
    let scene = SheetScene()
    let sheet = try #require(scene.sheet.sheetPresentationController)
    sheet.detents = [.medium(), .large()]
    try scene.present()
    try scene.app.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 200), duration: .seconds(0.3))
    try scene.app.wait(.seconds(1))
    #expect(sheet.selectedDetentIdentifier == .large)
    #expect(scene.sheet.view.superview?.frame.minY == 10)
    #expect(scene.delegate.entries == ["didChangeDetent"])
  }

  @Test("a full-screen cover removes the presenting view, which reappears on dismissal")
  func fullScreenCover() throws {
    let scene = SheetScene(style: .fullScreen)
    try scene.present()
    #expect(
      scene.log.entries == [
        "A.viewWillDisappear", "S.viewWillAppear", "A.viewDidDisappear", "S.viewDidAppear",
      ])
    #expect(scene.root.view.window == nil)
    #expect(scene.sheet.view.frame == scene.window.bounds)
    scene.log.entries = []
    var done = false
    scene.sheet.dismiss(animated: true) { done = true }
    try scene.app.wait(.seconds(PresentationController.transitionDuration))
    #expect(done)
    #expect(
      scene.log.entries == [
        "S.viewWillDisappear", "A.viewWillAppear", "S.viewDidDisappear", "A.viewDidAppear",
      ])
    #expect(scene.root.view.window === scene.window)
    #expect(scene.delegate.entries.isEmpty)  // a dismissal in code does not tell the delegate
  }

  @Test("explainMiss names the sheet's dimming view in front of a presenting view's button")
  func explainMissNamesDimmingView() throws {
    let scene = SheetScene()
    scene.sheet.sheetPresentationController?.detents = [.medium()]
    let button = Button(frame: CGRect(x: 20, y: 100, width: 100, height: 44))
    button.name = "button"
    scene.root.view.addSubview(button)
    try scene.present()
    let explanation = scene.window.explainMiss(of: button, at: CGPoint(x: 60, y: 120))
    guard case .interceptedInFront(let front, let winner, _) = explanation.reason else {
      Issue.record("expected the dimming view in front, got \(explanation.reason)")
      return
    }
    #expect(front.displayName == "transitionView")
    #expect(winner === scene.sheet.sheetPresentationController?.dimmingView)
    #expect(explanation.description.contains("dimmingView"))
  }

  @Test("presenting while already presenting does nothing, traced")
  func alreadyPresenting() throws {
    let scene = SheetScene()
    try scene.present()
    let other = ViewController()
    scene.root.present(other, animated: false)
    #expect(other.presentingViewController == nil)
    #expect(scene.app.trace.description.contains("already presents another one"))
  }
}
