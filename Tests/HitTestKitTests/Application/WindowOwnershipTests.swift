import HitTestKit
import HitTestKitTesting
import Testing

@Suite struct WindowOwnershipTests {
  @Test("a window belongs to one application: giving it to a second one stops with a precondition naming it")
  func windowGivenToTwoApplications() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      window.name = "mainWindow"
      let first = Application(window: window)
      let second = Application(window: window)
      _ = (first, second)
    }
    #if DEBUG
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(
        message.contains(
          "Cannot add mainWindow to this application: it already belongs to another application"))
    #else
      _ = result
    #endif
  }

  @Test("a window belongs to one application: adding it again to its own application brings it to the front")
  func windowAddedAgainToItsApplication() {
    let back = makeWindow()
    let front = makeWindow()
    let app = Application(window: back)
    app.addWindow(front)
    app.addWindow(back)
    #expect(app.windows.count == 2)
    #expect(app.windows.last === back)
    #expect(back.application === app)
  }

  @Test("a window belongs to one application: once that application is gone, another may take it")
  func windowOutlivesItsApplication() throws {
    let window = makeWindow()
    let view = makeView(CGRect(x: 0, y: 0, width: 50, height: 50), "box", in: window)
    do { _ = Application(window: window) }
    #expect(window.application == nil)
    let app = Application(window: window)
    let trace = try app.tap(at: CGPoint(x: 10, y: 10))
    expectTrace(trace, contains: .delivered(.began, to: "box"))
    _ = view
  }
}
