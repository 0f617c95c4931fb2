import HitTestKit
import HitTestKitTesting
import Testing

/// A pushed screen whose whole width is a horizontal paging carousel (three pages), at its first page.
private struct CarouselScene {
  let scene = NavigationScene()
  let carousel = ScrollView(frame: CGRect(x: 0, y: 200, width: 390, height: 300))

  init() {
    let pushed = scene.push("B", animated: false)
    carousel.name = "carousel"
    carousel.contentSize = CGSize(width: 390 * 3, height: 300)
    carousel.isPagingEnabled = true
    pushed.view.addSubview(carousel)
  }
}

@Suite struct SwipeBackConflictTests {
  private func swipeFromEdge(_ app: Application) throws {
    try app.drag(from: CGPoint(x: 5, y: 350), to: CGPoint(x: 300, y: 350), duration: .seconds(0.5))
    try app.wait(.seconds(1))
  }

  @Test("by default the carousel's pan wins at the left edge: it begins first and excludes the edge pan")
  func carouselWinsByDefault() throws {
    let fixture = CarouselScene()
    try swipeFromEdge(fixture.scene.app)
    #expect(fixture.scene.navigation.viewControllers.count == 2)  // no pop
    let trace = fixture.scene.app.trace
    expectTrace(trace, contains: .stateChange(recognizer: "interactivePopGestureRecognizer", to: .failed))
    #expect(trace.description.contains("interactivePopGestureRecognizer: possible → failed"))
  }

  @Test("UIKit's fix: the carousel's pan requires the edge pan to fail, so a swipe from the edge pops")
  func requireToFailLetsThePopWin() throws {
    let fixture = CarouselScene()
    let pop = try #require(fixture.scene.navigation.interactivePopGestureRecognizer)
    fixture.carousel.panGestureRecognizer.require(toFail: pop)
    try swipeFromEdge(fixture.scene.app)
    #expect(fixture.scene.navigation.viewControllers.count == 1)
    #expect(fixture.carousel.contentOffset.x == 0)
  }

  @Test("with the fix, a drag that starts away from the edge still scrolls the carousel at once")
  func fixKeepsTheCarousel() throws {
    let fixture = CarouselScene()
    fixture.carousel.panGestureRecognizer.require(
      toFail: fixture.scene.navigation.interactivePopGestureRecognizer!)
    try fixture.scene.app.drag(
      from: CGPoint(x: 300, y: 350), to: CGPoint(x: 60, y: 350), duration: .seconds(0.3))
    try fixture.scene.app.wait(.seconds(1))
    #expect(fixture.carousel.contentOffset.x == 390)
    #expect(fixture.scene.navigation.viewControllers.count == 2)
  }
}
