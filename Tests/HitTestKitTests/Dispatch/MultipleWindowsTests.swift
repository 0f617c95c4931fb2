import HitTestKit
import HitTestKitTesting
import Testing

/// Several windows: a touch-down goes to the front-most window whose hit test claims the point (UIKit's
/// rule); the windows behind are asked only when the ones in front return nothing.
@Suite struct MultipleWindowsTests {
  /// A back window and a front window, each with a card at the same place, in one application.
  private struct TwoWindows {
    let back = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let front: Window
    let backCard = LoggingView(frame: CGRect(x: 20, y: 20, width: 200, height: 400))
    let frontCard = LoggingView(frame: CGRect(x: 20, y: 20, width: 200, height: 200))
    let app: Application

    /// The front window covers `frontFrame` of the screen.
    init(frontFrame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480)) {
      front = Window(frame: frontFrame)
      (back.name, front.name, backCard.name, frontCard.name) = ("back", "front", "backCard", "frontCard")
      back.addSubview(backCard)
      front.addSubview(frontCard)
      app = Application(window: back)
      app.addWindow(front)
    }
  }

  @Test("where both windows claim the point, the front one gets the touch and the back one is not asked")
  func frontWindowWins() throws {
    let scene = TwoWindows()
    let trace = try scene.app.tap(at: CGPoint(x: 50, y: 50))
    #expect(scene.frontCard.log == ["began", "ended"])
    #expect(scene.backCard.log.isEmpty)
    #expect(trace.entries(matching: .hitTest()).count == 1, "the front window claimed it: one hit test")
    expectTrace(trace, contains: .hitTest(finger: 1, result: "frontCard"))
    expectTrace(trace, lacks: .hitTest(result: "backCard"))
  }

  @Test("where the front window returns nothing, the window behind it is hit-tested next")
  func fallsThroughToBackWindow() throws {
    let scene = TwoWindows(frontFrame: CGRect(x: 0, y: 0, width: 320, height: 240))
    let trace = try scene.app.tap(at: CGPoint(x: 50, y: 300))
    #expect(scene.backCard.log == ["began", "ended"])
    #expect(scene.frontCard.log.isEmpty)
    expectTrace(
      trace,
      containsInOrder: [.hitTest(finger: 1, result: "nothing"), .hitTest(finger: 1, result: "backCard")])
  }

  @Test(
    "the windows' order is the order they were added: adding the back window again brings it to the front")
  func addingAgainBringsToFront() throws {
    let scene = TwoWindows()
    scene.app.addWindow(scene.back)
    try scene.app.tap(at: CGPoint(x: 50, y: 50))
    #expect(scene.backCard.log == ["began", "ended"])
    #expect(scene.frontCard.log.isEmpty)
  }
}
