import HitTestKit
import Testing

@testable import HitTestKitTesting

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

  @Test("expectTrace(containsLine:) matches whole lines; it fails naming the missing line and the nearest")
  func traceFails() throws {
    let window = makeWindow()
    let card = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "card", in: window)
    _ = card
    let app = Application(window: window)
    let trace = try app.tap(at: CGPoint(x: 10, y: 10))
    expectTrace(trace, containsLine: "touchesBegan → card [finger 1]")
    withKnownIssue {
      expectTrace(trace, containsLine: "touchesBegan → card")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("the trace has no line \"touchesBegan → card\"") }
    }
    withKnownIssue {
      expectTrace(trace, containsLine: "touchesBegan → window [finger 1]")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("touchesBegan → card [finger 1]") }
    }
  }

  @Test("the near-miss list of a missing line is found by content, not by the line's first word")
  func nearMissesByContent() {
    let lines = [
      "[0.000] event 1: finger 1 began at (10, 10)",
      "feed: touch-down stopped deceleration at (0, 118.5)",
      "touchesBegan → card [finger 1]",
      "finger 1 belongs to card; no gesture recognizers",
    ]
    let near = closestLines(to: "list: touch-down stopped deceleration at (0, 120)", in: lines)
    #expect(near.first == "feed: touch-down stopped deceleration at (0, 118.5)")
    #expect(closestLines(to: "zoom bounced", in: lines).isEmpty, "no shared word, no near miss")
  }
}
