import Foundation
import Testing

@testable import HitTestKit

/// Scene snapshots record where a running animation shows a view, so a page can draw it dashed.
@Suite struct SceneSnapshotPresentationTests {
  @Test("a snapshot records the presentation values of an animated view, and none for a still one")
  func presentation() throws {
    let window = makeWindow()
    let card = makeView(CGRect(x: 0, y: 0, width: 60, height: 60), "card", in: window)
    let still = makeView(CGRect(x: 200, y: 0, width: 60, height: 60), "still", in: window)
    let app = Application(window: window, recordsScenes: true)
    View.animate(withDuration: 1, delay: 0, options: [.curveLinear, .allowUserInteraction]) {
      card.center = CGPoint(x: 130, y: 30)
    }
    try app.wait(.milliseconds(500))
    try app.tap(at: CGPoint(x: 250, y: 30))
    let snapshot = try #require(app.sceneSnapshots.first)
    let cardState = try #require(snapshot.views.first { $0.view.object === card })
    let shown = try #require(cardState.presentation)
    #expect(cardState.center == CGPoint(x: 130, y: 30), "the model value")
    #expect(abs(shown.center.x - 80) < 1, "halfway there on screen: \(shown.center)")
    #expect(snapshot.views.first { $0.view.object === still }?.presentation == nil)
    let text = TraceDocument(app.trace).text(indent: 0)
    #expect(text.contains(#""presentation":{"center":{"x":80"#))
  }
}

/// Between events, an application that records scenes snapshots them after each clock advance: a page shows an
/// animation or a deceleration step by step, and the JSON export stays as it was.
@Suite struct SceneFrameTests {
  @Test("each clock advance adds a frame, not an event snapshot, and the JSON document does not change")
  func framesAfterClockAdvances() throws {
    let window = makeWindow()
    let card = makeView(CGRect(x: 0, y: 0, width: 60, height: 60), "card", in: window)
    let app = Application(window: window, recordsScenes: true)
    try app.tap(at: CGPoint(x: 200, y: 200))
    View.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { card.center = CGPoint(x: 230, y: 30) }
    try app.wait(.milliseconds(500))
    try app.wait(.milliseconds(0))
    #expect(app.sceneSnapshots.count == 2, "the touch-down and the lift")
    #expect(
      app.sceneFrames.map(\.time) == [0.05, 0.55], "the tap's 50 ms and the wait; a zero wait adds none")
    let shown = try #require(app.sceneFrames.last?.views.first { $0.view.object === card }?.presentation)
    #expect(abs(shown.center.x - 130) < 1, "halfway: \(shown.center)")
    var document = TraceDocument()
    document.append(app)
    let text = document.text(indent: 0)
    #expect(text.components(separatedBy: "\"scene\":").count == 3, "the two events' scenes, and no frame")
  }

  @Test("an explorer page draws a step between events from the frame taken after it")
  func pageUsesFrames() throws {
    let window = makeWindow()
    let card = makeView(CGRect(x: 0, y: 0, width: 60, height: 60), "card", in: window)
    let app = Application(window: window, recordsScenes: true)
    View.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { card.center = CGPoint(x: 230, y: 30) }
    try app.wait(.milliseconds(250))
    try app.wait(.milliseconds(250))
    // The whole trace: its animation entry names the card, through which the page finds the application.
    let html = ExplorerPage(app.trace).html
    let start = try #require(html.range(of: "id=\"explorer-data\">"))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    let data = try #require(
      try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8))
        as? [String: Any])
    let recording = try #require((data["recordings"] as? [[String: Any]])?.first)
    let steps = try #require(recording["steps"] as? [[String: Any]])
    let scenes = try #require(recording["scenes"] as? [[String: Any]])
    let drawn = steps.map { $0["scene"] as? Int }
    #expect(drawn == [nil, 0, 1], "no scene before the first advance, then each advance's own frame")
    #expect(scenes.allSatisfy { ($0["svg"] as? String)?.contains("class=\"shown\"") == true })
  }
}
