import HitTestKit
import HitTestKitTesting
import Testing

/// The README's `TracePattern` expectations hold for its scenario (a button inside a card with a tap recognizer).
@Suite struct ReadmeExpectationTests {
  @Test("the README's expectHit and TracePattern lines pass on its scenario")
  func readmeExpectationsHold() throws {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let card = View(frame: CGRect(x: 20, y: 20, width: 280, height: 200))
    card.name = "card"
    let close = Button(frame: CGRect(x: 230, y: 10, width: 40, height: 40), title: "close")
    card.addSubview(close)
    window.addSubview(card)
    card.addGestureRecognizer(TapGestureRecognizer { _ in })
    let app = Application(window: window)
    let trace = try app.tap(at: close)
    // As in the README:
    expectHit(close, at: CGPoint(x: 270, y: 50), in: window)
    expectTrace(
      trace, contains: .controlEvents(control: "close", events: [.touchUpInside, .primaryActionTriggered]))
    expectTrace(trace, contains: .stateChange(to: .failed, because: .viewRefusedToBegin))
  }
}
