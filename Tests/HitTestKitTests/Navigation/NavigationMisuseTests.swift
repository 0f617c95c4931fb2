import HitTestKit
import Testing

@Suite struct NavigationMisuseTests {
  @Test("pushing a controller that is on the stack already stops with UIKit's message")
  func pushingTwiceStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let root = ViewController()
      let navigation = NavigationController(rootViewController: root)
      navigation.pushViewController(root, animated: false)
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("pushing the same view controller instance more than once is not supported"))
  }

  @Test("pushing a navigation controller stops with UIKit's message")
  func pushingNavigationControllerStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let navigation = NavigationController(rootViewController: ViewController())
      navigation.pushViewController(NavigationController(), animated: false)
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("pushing a navigation controller is not supported"))
  }

  @Test("an empty detent list stops with a message")
  func emptyDetentsStop() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      ViewController().sheetPresentationController?.detents = []
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("must contain at least one detent"))
  }

  @Test("a custom presentation style stops with a message: custom transitions are out of scope")
  func customStyleStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = ModalPresentationStyle.custom.resolved
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("out of scope"))
  }

  @Test("presenting from a view controller whose view is in no window does nothing")
  func presentOutsideWindow() {
    let presenter = ViewController()
    let sheet = ViewController()
    presenter.present(sheet, animated: true)
    #expect(presenter.presentedViewController == nil)
    #expect(sheet.presentingViewController == nil)
  }

  @Test("a push outside a window changes only the stack, with no appearance calls")
  func pushOutsideWindow() {
    let log = EventLog()
    let navigation = NavigationController(rootViewController: LoggingController("A", log: log))
    let pushed = LoggingController("B", log: log)
    navigation.pushViewController(pushed, animated: true)
    #expect(navigation.topViewController === pushed)
    #expect(
      log.entries == ["A.willMove(parent)", "A.didMove(parent)", "B.willMove(parent)", "B.didMove(parent)"])
  }
}
