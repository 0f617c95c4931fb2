import HitTestKit
import Testing

/// A view that counts the touch calls it receives.
private final class CountingView: View {
  var calls: [String] = []
  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { calls.append("began") }
  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { calls.append("moved") }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { calls.append("ended") }
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { calls.append("cancelled") }
}

/// The common UIKit subclass: a scroll view that forwards its touches to its next responder, calling `super` too.
private final class ForwardingScrollView: ScrollView {
  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    super.touchesBegan(touches, with: event)
    next?.touchesBegan(touches, with: event)
  }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    super.touchesEnded(touches, with: event)
    next?.touchesEnded(touches, with: event)
  }
}

@Suite struct ScrollViewResponderChainTests {
  private func scene(_ scrollView: ScrollView) -> (Application, CountingView, View) {
    let window = makeWindow()
    let container = CountingView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    container.name = "container"
    window.addSubview(container)
    scrollView.name = "scrollView"
    scrollView.delaysContentTouches = false
    scrollView.contentSize = CGSize(width: 320, height: 2_000)
    container.addSubview(scrollView)
    let content = makeView(CGRect(x: 0, y: 0, width: 320, height: 100), "content", in: scrollView)
    return (Application(window: window), container, content)
  }

  @Test("a scroll view does not pass touches on to its next responder")
  func scrollViewEndsTheChain() throws {
    let (app, container, _) = scene(ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400)))
    let trace = try app.tap(at: CGPoint(x: 50, y: 50))  // on plain content, which passes the touch up
    #expect(container.calls.isEmpty)
    #expect(
      trace.lines.contains { $0.hasSuffix("content passes touchesBegan up the responder chain → scrollView") }
    )
    #expect(trace.lines.contains { $0.hasSuffix("touchesBegan handled by scrollView") })
    try app.tap(at: CGPoint(x: 50, y: 300))  // on the scroll view's background
    #expect(container.calls.isEmpty)
  }

  @Test("a scroll view subclass that forwards to next delivers each call to the superview once")
  func forwardingSubclassDeliversOnce() throws {
    let (app, container, _) = scene(ForwardingScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400)))
    try app.tap(at: CGPoint(x: 50, y: 50))
    #expect(container.calls == ["began", "ended"])
    try app.tap(at: CGPoint(x: 50, y: 300))
    #expect(container.calls == ["began", "ended", "began", "ended"])
  }
}
