import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HitTestUIKit
#endif

// UIKit scroll-view code as apps write it (issue 24): a delegate with UIKit's exact
// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` signature that snaps to rows, and
// `decelerationRate` set with `.fast` and `UIScrollView.DecelerationRate(rawValue:)`.

/// Snaps the resting point to 100 pt rows, as table views with fixed-height cells do.
private final class RowSnapper: NSObject, UIScrollViewDelegate {
  var velocities: [CGPoint] = []

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    velocities.append(velocity)
    targetContentOffset.pointee.y = (targetContentOffset.pointee.y / 100).rounded() * 100
  }
}

@Suite struct UIScrollViewDecelerationIdiomTests {
  @Test("UIKit's delegate signature compiles and its changed target is where the content rests")
  func snapsToRows() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let scrollView = UIScrollView(frame: window.bounds)
    scrollView.contentSize = CGSize(width: 320, height: 3000)
    scrollView.decelerationRate = .fast
    scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: 0.995)
    let snapper = RowSnapper()
    scrollView.delegate = snapper
    window.addSubview(scrollView)
    let app = UIApplication(window: window)
    try app.drag(
      from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: .milliseconds(200), steps: 10)
    try app.wait(.seconds(5))
    #expect(scrollView.decelerationRate.rawValue == 0.995)
    #expect(snapper.velocities.count == 1)
    #expect(scrollView.contentOffset.y.truncatingRemainder(dividingBy: 100) == 0)
    #expect(scrollView.contentOffset.y > 200)
  }
}

/// A fling whose move came an instant after the touch-down: a zero-length animation ends first and moves the
/// clock by the least time there is.
@Suite struct UIScrollViewInstantMoveIdiomTests {
  @Test("a drag whose move comes an instant after the touch-down comes to rest, at a finite offset")
  func dragAnInstantAfterTouchDownRests() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let scrollView = UIScrollView(frame: window.bounds)
    scrollView.contentSize = CGSize(width: 320, height: 3000)
    window.addSubview(scrollView)
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    window.addSubview(badge)
    let app = UIApplication(window: window)
    try app.touchDown(at: CGPoint(x: 160, y: 400))
    UIView.animate(withDuration: .leastNonzeroMagnitude) { badge.alpha = 0.5 }
    try app.wait(.zero)
    try app.move(to: CGPoint(x: 160, y: 100))
    try app.touchUp()
    try app.wait(.seconds(5))
    #expect(!scrollView.isDecelerating)
    #expect(scrollView.contentOffset.y.isFinite && scrollView.contentOffset.y == 290)
  }

  @Test("a fling of an enormous but finite speed comes to rest on the content's edge, at a finite offset")
  func enormousFlingRestsAtTheEdge() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let scrollView = UIScrollView(frame: window.bounds)
    scrollView.contentSize = CGSize(width: 320, height: 3000)
    window.addSubview(scrollView)
    let app = UIApplication(window: window)
    try app.touchDown(at: CGPoint(x: 160, y: 400))
    try app.wait(.milliseconds(16))
    // About 1.7e308 pt/s upward, near the largest finite speed: the content flings down, far past its end.
    try app.move(to: CGPoint(x: 160, y: -2.7e306))
    try app.touchUp()
    try app.wait(.seconds(10))
    #expect(!scrollView.isDecelerating, "at rest")
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 2520), "on the bottom edge")
  }
}
