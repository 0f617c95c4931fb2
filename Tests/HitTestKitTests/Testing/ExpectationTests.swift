import HitTestKit
import HitTestKitTesting
import Testing

@Suite struct ExpectationTests {
  @Test("expectHit passes when the view is the result")
  func hitPasses() {
    let window = makeWindow()
    let button = makeView(CGRect(x: 10, y: 10, width: 44, height: 44), "button", in: window)
    expectHit(button, at: CGPoint(x: 20, y: 20), in: window)
    expectNoHit(at: CGPoint(x: 200, y: 200), in: window)
  }

  @Test("expectHit fails with the explanation of the miss")
  func hitFailsWithExplanation() {
    let window = makeWindow()
    let card = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "card", in: window)
    let button = makeView(CGRect(x: 90, y: 0, width: 40, height: 40), "button", in: card)
    withKnownIssue {
      expectHit(button, at: CGPoint(x: 110, y: 10), in: window)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("outside the bounds of its ancestor card") }
    }
  }

  @Test("expectTrace fails by naming the missing line and the nearest ones")
  func traceFails() throws {
    let window = makeWindow()
    let card = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "card", in: window)
    _ = card
    let app = Application(window: window)
    let trace = try app.tap(at: CGPoint(x: 10, y: 10))
    expectTrace(trace, contains: "touchesBegan → card [finger 1]")
    withKnownIssue {
      expectTrace(trace, contains: "touchesBegan → window [finger 1]")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("touchesBegan → card [finger 1]") }
    }
  }
}
