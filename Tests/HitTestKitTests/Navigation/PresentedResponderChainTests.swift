import HitTestKit
import HitTestKitTesting
import Testing

/// UIKit's responder chain through view controllers (reference §4.3): a presented controller's next responder is the
/// controller that presented it; a window's root controller's is the window, even while a full-screen presentation has
/// taken its view out of the window.
@Suite struct PresentedResponderChainTests {
  /// The responders from `responder` up, named by their view's or controller's label.
  private func chain(from responder: Responder) -> [String] {
    var names: [String] = []
    var current: Responder? = responder
    while let next = current {
      switch next {
      case let controller as LoggingController: names.append("controller \(controller.label)")
      case let view as View: names.append(view.name ?? "\(type(of: view))")
      case is Application: names.append("application")
      default: names.append("\(type(of: next))")
      }
      current = next.next
    }
    return names
  }

  @Test(
    "a presented controller's next responder is the controller that presented it, then that one's window",
    arguments: [ModalPresentationStyle.fullScreen, .pageSheet, .overFullScreen])
  func presentedControllerForwardsToPresenter(style: ModalPresentationStyle) throws {
    let scene = SheetScene(style: style)
    try scene.present()
    let sheetView = try #require(scene.sheet.viewIfLoaded)
    #expect(scene.sheet.next === scene.root)
    #expect(chain(from: sheetView) == ["S", "controller S", "controller A", "window", "application"])
  }

  @Test("a touch the presented screen leaves unhandled goes on to the controller that presented it")
  func unhandledTouchReachesThePresenter() throws {
    let scene = SheetScene(style: .fullScreen)
    try scene.present()
    let trace = try scene.app.tap(at: CGPoint(x: 195, y: 422))
    expectTrace(trace, contains: .forwarded(.began, from: "S", to: "A"))
  }

  @Test("once dismissed, the controller is no longer in its presenter's chain")
  func dismissedControllerLeavesTheChain() throws {
    let scene = SheetScene(style: .fullScreen)
    try scene.present()
    scene.root.dismiss(animated: false)
    #expect(scene.sheet.next == nil)
    #expect(scene.root.next === scene.window)
  }

  @Test("a window's root controller stops naming it as its window once replaced")
  func replacedRootControllerLeavesTheWindow() throws {
    let scene = SheetScene()
    let other = LoggingController("B", log: scene.log)
    scene.window.rootViewController = other
    #expect(scene.root.next == nil)
    #expect(other.next === scene.window)
  }
}
