import HitTestKit
import HitTestKitTesting
import Testing

/// `isExclusiveTouch` on the touched view itself (issue 31: the suite caught only an exclusive view elsewhere).
@Suite struct ExclusiveTouchOnViewTests {
  @Test("a touch that begins in an exclusive-touch view while another view tracks a finger is not delivered")
  func exclusiveViewRefusesTouchWhileOthersTrack() throws {
    let window = makeWindow()
    let left = LoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    left.name = "left"
    let right = LoggingView(frame: CGRect(x: 150, y: 0, width: 100, height: 100))
    right.name = "right"
    right.isExclusiveTouch = true
    window.isMultipleTouchEnabled = true
    window.addSubview(left)
    window.addSubview(right)
    let app = Application(window: window)
    try app.touchDown(1, at: CGPoint(x: 50, y: 50))
    let second = try app.touchDown(2, at: CGPoint(x: 200, y: 50))
    expectTrace(second, contains: .notDelivered(.began, to: "right", because: .exclusiveTouch))
    #expect(right.log.isEmpty)
    #expect(left.log == ["began"])
    try app.touchUp(1, 2)
    #expect(right.log.isEmpty, "a refused touch gets nothing later either")
  }

  @Test("alone, an exclusive-touch view gets its touch")
  func exclusiveViewAloneGetsTouch() throws {
    let window = makeWindow()
    let right = LoggingView(frame: CGRect(x: 150, y: 0, width: 100, height: 100))
    right.isExclusiveTouch = true
    window.addSubview(right)
    let app = Application(window: window)
    try app.tap(at: CGPoint(x: 200, y: 50))
    #expect(right.log == ["began", "ended"])
  }
}
