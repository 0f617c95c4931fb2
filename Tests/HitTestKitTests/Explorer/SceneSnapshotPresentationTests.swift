import HitTestKit
import Testing

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
