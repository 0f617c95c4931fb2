import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HitTestUIKit
#endif

// A UIScrollView subclass that adopts UIGestureRecognizerDelegate itself, as public code does to let a nested
// scroll view's pan run with its parent's: it compiles without `override`, and its answers are asked, because
// the scroll view is its pan's delegate.

/// An outer scroll view that scrolls together with any other recognizer.
private final class SimultaneousScrollView: UIScrollView, UIGestureRecognizerDelegate {
  var asked = 0

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    asked += 1
    return true
  }
}

/// A scroll view whose pan refuses every touch.
private final class UntouchableScrollView: UIScrollView, UIGestureRecognizerDelegate {
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
    gestureRecognizer != panGestureRecognizer
  }
}

@Suite struct UIScrollViewSubclassDelegateIdiomTests {
  /// `outer`, full screen, holding a vertical scroll view; both have content taller than their bounds.
  private func nested<Outer: UIScrollView>(_ outer: Outer) -> (UIApplication, Outer, UIScrollView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    outer.frame = window.bounds
    outer.contentSize = CGSize(width: 320, height: 2000)
    let inner = UIScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 200))
    inner.contentSize = CGSize(width: 320, height: 1000)
    outer.addSubview(inner)
    window.addSubview(outer)
    return (UIApplication(window: window), outer, inner)
  }

  @Test("by default the inner scroll view takes a vertical drag and the outer one stays")
  func innerWins() throws {
    let (app, outer, inner) = nested(UIScrollView(frame: .zero))
    try app.drag(from: CGPoint(x: 160, y: 250), to: CGPoint(x: 160, y: 150), duration: .milliseconds(400))
    #expect(inner.contentOffset.y > 0)
    #expect(outer.contentOffset.y == 0)
  }

  @Test("a subclass's shouldRecognizeSimultaneouslyWith is asked, and true lets both scroll")
  func subclassAnswerIsAsked() throws {
    let (app, outer, inner) = nested(SimultaneousScrollView(frame: .zero))
    try app.drag(from: CGPoint(x: 160, y: 250), to: CGPoint(x: 160, y: 150), duration: .milliseconds(400))
    #expect(outer.asked > 0)
    #expect(inner.contentOffset.y > 0)
    #expect(outer.contentOffset.y > 0)
  }

  @Test("a subclass's shouldReceive false keeps its pan from scrolling")
  func subclassRefusesTouches() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let scrollView = UntouchableScrollView(frame: window.bounds)
    scrollView.contentSize = CGSize(width: 320, height: 2000)
    window.addSubview(scrollView)
    let app = UIApplication(window: window)
    try app.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: .milliseconds(400))
    #expect(scrollView.contentOffset.y == 0)
  }
}
