import HitTestKit
import Testing

/// UIPageControl's rules: a tap right of the current indicator goes to the next page, left to the previous,
/// one page at a time, with `valueChanged`; code sets the page silently; counts and pages are clamped.
@Suite struct PageControlTests {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let application: Application
  let pages = PageControl(frame: CGRect(x: 0, y: 400, width: 320, height: 26))
  private let log = Log()

  final class Log {
    var pages: [Int] = []
  }

  init() {
    application = Application(window: window)
    window.addSubview(pages)
    pages.numberOfPages = 5
    let log = self.log
    pages.addAction(for: .valueChanged) { control in log.pages.append((control as! PageControl).currentPage) }
  }

  @Test func indicatorsAre16PointsApartCentredInTheBounds() {
    #expect(pages.size(forNumberOfPages: 5) == CGSize(width: 80, height: 26))
    #expect(pages.indicatorCenter(forPage: 0) == CGPoint(x: 128, y: 13))
    #expect(pages.indicatorCenter(forPage: 4) == CGPoint(x: 192, y: 13))
  }

  @Test func aTapRightOfTheCurrentIndicatorMovesOnePageOnEvenFarAway() throws {
    try application.tap(at: CGPoint(x: 300, y: 410))
    try application.wait(.seconds(1))
    try application.tap(at: CGPoint(x: 300, y: 410))
    #expect(pages.currentPage == 2)
    #expect(log.pages == [1, 2])
  }

  @Test func aTapLeftOfTheCurrentIndicatorGoesBackAndStopsAtTheFirstPage() throws {
    pages.currentPage = 1
    try application.tap(at: CGPoint(x: 20, y: 410))
    try application.wait(.seconds(1))
    try application.tap(at: CGPoint(x: 20, y: 410))
    #expect(pages.currentPage == 0)
    #expect(log.pages == [0], "the second tap, past the first page, changes nothing and sends nothing")
  }

  @Test func settingThePageInCodeClampsItAndSendsNothing() {
    pages.currentPage = 9
    #expect(pages.currentPage == 4)
    pages.currentPage = -3
    #expect(pages.currentPage == 0)
    pages.currentPage = 3
    pages.numberOfPages = 2
    #expect(pages.currentPage == 1)
    pages.numberOfPages = -1
    #expect(pages.numberOfPages == 0 && pages.currentPage == 0)
    #expect(log.pages.isEmpty)
  }

  @Test func hiddenForASinglePageItTakesNoTouch() throws {
    pages.hidesForSinglePage = true
    pages.numberOfPages = 1
    #expect(pages.isHiddenForSinglePage)
    #expect(window.hitTest(CGPoint(x: 300, y: 410), with: nil) === window)
    pages.numberOfPages = 2
    #expect(window.hitTest(CGPoint(x: 300, y: 410), with: nil) === pages)
  }

  @Test func aTapThatLiftsOutsideTheSlopChangesNothing() throws {
    try application.touchDown(1, at: CGPoint(x: 300, y: 410))
    try application.move(1, to: CGPoint(x: 300, y: 200))
    try application.touchUp(1)
    #expect(pages.currentPage == 0 && log.pages.isEmpty)
  }
}
