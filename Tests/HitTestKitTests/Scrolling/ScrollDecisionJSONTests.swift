import HitTestKit
import Testing

/// This round's scroll decisions in the JSON export: each has its kind and the fields that decided it.
@Suite struct ScrollDecisionJSONTests {
  /// A traced 320 × 400 scroll view over `height` pt of content, flung up by 200 pt in 200 ms, then given time.
  private func flungTrace(contentHeight height: CGFloat, paging: Bool = false) throws -> String {
    let window = makeWindow()
    let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    scrollView.name = "list"
    scrollView.contentSize = CGSize(width: 320, height: height)
    scrollView.isPagingEnabled = paging
    window.addSubview(scrollView)
    let app = Application(window: window)
    try app.drag(
      from: CGPoint(x: 160, y: 350), to: CGPoint(x: 160, y: 150), duration: .milliseconds(200), steps: 10)
    try app.wait(.seconds(3))
    return TraceDocument(app.trace).text(indent: 0)
  }

  @Test("a fling's bounce at the edge is exported with its offset, velocity and the spring's frequency")
  func bouncedAtEdge() throws {
    let text = try flungTrace(contentHeight: 700)
    #expect(
      text.contains(#""decision":{"kind":"bouncedAtEdge","contentOffset":{"x":0,"y":300},"velocity":{"#))
    #expect(text.contains(#""frequency":12"#))
  }

  @Test("a paging release is exported with its choice: the speed and pagingFlingThreshold")
  func pagingChoice() throws {
    let text = try flungTrace(contentHeight: 2000, paging: true)
    #expect(
      text.contains(#""kind":"paging","target":{"x":0,"y":400},"page":1,"choice":{"kind":"fling","speed":"#))
    #expect(text.contains(#""threshold":300"#))
  }
}
