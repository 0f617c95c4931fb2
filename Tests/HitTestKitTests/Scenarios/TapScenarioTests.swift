import HitTestKit
import HitTestKitTesting
import Testing

/// A view that logs its touch calls.
final class LoggingView: View {
  var log: [String] = []
  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { log.append("began") }
  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { log.append("moved") }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { log.append("ended") }
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { log.append("cancelled") }
}

@Suite struct TapScenarioTests {
  @Test("a tap reaches the view under the finger")
  func tapReachesView() throws {
    let window = makeWindow()
    let card = LoggingView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
    card.name = "card"
    window.addSubview(card)
    let app = Application(window: window)
    let trace = try app.tap(at: CGPoint(x: 30, y: 30))
    #expect(card.log == ["began", "ended"])
    expectTrace(trace, contains: .handled(.ended, by: "card"))

  }

  @Test("a tap recognizer cancels the view's touch and fires")
  func tapRecognizer() throws {
    let window = makeWindow()
    let card = LoggingView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
    card.name = "card"
    window.addSubview(card)
    var fired = 0
    let tap = TapGestureRecognizer { _ in fired += 1 }
    card.addGestureRecognizer(tap)
    let app = Application(window: window)
    let trace = try app.tap(at: CGPoint(x: 30, y: 30))
    #expect(fired == 1)
    #expect(card.log == ["began", "cancelled"])
    expectTrace(trace, contains: .delivered(.cancelled, to: "card", fingers: [1]))

  }

  @Test("single tap waits for the double tap to fail")
  func singleWaitsForDouble() throws {
    let window = makeWindow()
    let card = LoggingView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
    card.name = "card"
    window.addSubview(card)
    var log: [String] = []
    let single = TapGestureRecognizer { _ in log.append("single") }
    single.name = "single"
    let double = TapGestureRecognizer { _ in log.append("double") }
    double.name = "double"
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    card.addGestureRecognizer(single)
    card.addGestureRecognizer(double)
    let app = Application(window: window)
    var trace = try app.tap(at: CGPoint(x: 30, y: 30))
    #expect(log.isEmpty)
    trace.append(try app.wait(.milliseconds(400)))
    #expect(log == ["single"])

    log = []
    let second = try app.doubleTap(at: CGPoint(x: 30, y: 30))
    #expect(log == ["double"])
    expectTrace(
      second,
      contains: .stateChange(
        recognizer: "single", from: .possible, to: .failed,
        cause: .requiredRecognizerRecognized(TracedObject(double))))
    #expect(card.log.suffix(2) == ["began", "cancelled"], "the view's touches end as cancelled")

  }
}
