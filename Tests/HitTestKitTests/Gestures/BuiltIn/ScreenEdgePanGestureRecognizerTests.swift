import HitTestKit
import HitTestKitTesting
import Testing

@Suite struct ScreenEdgePanGestureRecognizerTests {
  /// A window-sized logging view with a left-edge pan, so touches at the window's edge land on it.
  func edgeScene(_ edges: RectEdge = .left) -> (
    Application, LoggingView, ScreenEdgePanGestureRecognizer, ActionLog
  ) {
    let window = makeWindow()
    let page = LoggingView(frame: window.bounds)
    page.name = "page"
    window.addSubview(page)
    let edge = ScreenEdgePanGestureRecognizer(edges: edges)
    let log = ActionLog()
    log.watch(edge, as: "edge")
    page.addGestureRecognizer(edge)
    return (Application(window: window), page, edge, log)
  }

  @Test("UIKit's initializer settings: one touch, delaysTouchesBegan")
  func defaults() {
    let edge = ScreenEdgePanGestureRecognizer()
    #expect(edge.maximumNumberOfTouches == 1)
    #expect(edge.delaysTouchesBegan)
    #expect(edge.edges.isEmpty)
    #expect(RectEdge.all == [.top, .left, .bottom, .right])
  }

  @Test("a touch within 20 pt of the left edge moving right begins; the view never hears of it")
  func beginsFromEdge() throws {
    let (app, page, edge, log) = edgeScene()
    try app.touchDown(1, at: CGPoint(x: 20, y: 200))
    try app.move(1, to: CGPoint(x: 26, y: 200))
    #expect(edge.state == .possible)
    try app.move(1, to: CGPoint(x: 32, y: 201))
    #expect(edge.state == .began)
    #expect(approx(edge.translation(in: nil), CGPoint(x: 2, y: 0)))
    try app.touchUp(1)
    #expect(log.entries == ["edge began", "edge ended"])
    #expect(page.log.isEmpty, "delayed touchesBegan is dropped when the edge pan recognizes")
  }

  @Test("a touch 20.5 pt from the edge fails and the held touches are replayed to the view")
  func outsideRegion() throws {
    let (app, page, _, log) = edgeScene()
    let down = try app.touchDown(1, at: CGPoint(x: 20.5, y: 200))
    expectTrace(
      down,
      contains: .stateChange(
        recognizer: "edge", from: .possible, to: .failed,
        cause: .beganAwayFromEdge(
          distance: 20.5, edgeRegionWidth: ScreenEdgePanGestureRecognizer.edgeRegionWidth)))
    try app.move(1, to: CGPoint(x: 60, y: 200))
    try app.touchUp(1)
    #expect(log.entries.isEmpty)
    #expect(page.log == ["began", "moved", "ended"])
  }

  @Test("moving along or toward the edge fails")
  func notAway() throws {
    let (app, _, edge, log) = edgeScene()
    try app.touchDown(1, at: CGPoint(x: 10, y: 200))
    let trace = try app.move(1, to: CGPoint(x: 8, y: 230))
    expectTrace(
      trace,
      contains: .stateChange(
        recognizer: "edge", from: .possible, to: .failed,
        because: .notAwayFromEdge))
    try app.touchUp(1)
    #expect(log.entries.isEmpty)
    #expect(edge.state == .possible)
  }

  @Test(
    "moving exactly the pan's 10 pt away from its edge begins, and 9.5 pt does not",
    arguments: [
      (RectEdge.left, CGPoint(x: 5, y: 200), CGVector(dx: 1, dy: 0)),
      (.right, CGPoint(x: 315, y: 200), CGVector(dx: -1, dy: 0)),
      (.top, CGPoint(x: 150, y: 5), CGVector(dx: 0, dy: 1)),
      (.bottom, CGPoint(x: 150, y: 475), CGVector(dx: 0, dy: -1)),
    ])
  func beginsAtTheHysteresis(edge: RectEdge, start: CGPoint, away: CGVector) throws {
    let hysteresis = PanGestureRecognizer.hysteresis
    #expect(hysteresis == 10)
    let (app, _, recognizer, log) = edgeScene(edge)
    try app.touchDown(1, at: start)
    try app.move(1, to: CGPoint(x: start.x + away.dx * 9.5, y: start.y + away.dy * 9.5))
    #expect(recognizer.state == .possible)
    try app.move(1, to: CGPoint(x: start.x + away.dx * hysteresis, y: start.y + away.dy * hysteresis))
    #expect(recognizer.state == .began, "\(edge)")
    try app.touchUp(1)
    #expect(log.entries == ["edge began", "edge ended"])
  }

  @Test("right and bottom edges begin moving left and up; no edges never begins")
  func otherEdges() throws {
    let (app, _, _, log) = edgeScene([.right, .bottom])
    try app.drag(from: CGPoint(x: 310, y: 200), to: CGPoint(x: 250, y: 200))
    try app.drag(from: CGPoint(x: 150, y: 470), to: CGPoint(x: 150, y: 400))
    #expect(log.entries.filter { $0 == "edge began" }.count == 2)

    let (app2, page2, _, log2) = edgeScene([])
    try app2.drag(from: CGPoint(x: 5, y: 200), to: CGPoint(x: 100, y: 200), steps: 2)
    #expect(log2.entries.isEmpty)
    #expect(page2.log == ["began", "moved", "moved", "ended"])
  }
}
