import HitTestKit
import Testing

@testable import HitTestKitTesting

/// What the expectations attach when they fail: the trace, a picture of the scene and an explorer page.
@Suite struct FailureAttachmentTests {
  @Test(
    "a failed expectHit attaches the trace, an SVG of the scene with the point and the hit path, and a page")
  func hitTestAttachments() {
    let window = makeWindow()
    let card = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "card", in: window)
    let button = makeView(CGRect(x: 90, y: 0, width: 40, height: 40), "button", in: card)
    let point = CGPoint(x: 110, y: 10)
    let attachments = FailureAttachments(
      hitTest: window.hitTestTrace(at: point), in: window, point: point, expected: button)
    #expect(
      attachments.files.map(\.name) == ["hit-test-trace.txt", "hit-test-scene.svg", "hit-test-explorer.html"])
    let svg = attachments.files[1].content
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.contains("tap meant for button"))
    #expect(svg.contains("point (110, 10) in window → hit: window"))
  }

  @Test("a failed expectTrace attaches a picture only when a finger went down, and an explorer page always")
  func interactionAttachments() throws {
    let window = makeWindow()
    let app = Application(window: window)
    #expect(
      FailureAttachments(interaction: InteractionTrace()).files.map(\.name) == [
        "interaction-trace.txt", "interaction-explorer.html",
      ])
    let trace = try app.tap(at: CGPoint(x: 10, y: 10))
    let files = FailureAttachments(interaction: trace).files
    #expect(
      files.map(\.name) == ["interaction-trace.txt", "interaction-scene.svg", "interaction-explorer.html"])
    #expect(files[1].content.contains("finger 1"))
    #expect(files[2].content.hasPrefix("<!DOCTYPE html>"))
  }
}
