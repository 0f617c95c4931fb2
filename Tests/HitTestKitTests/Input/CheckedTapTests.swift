import HitTestKit
import HitTestKitTesting
import Testing

@Suite struct CheckedTapTests {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let app: Application
  let button = RecordingView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))

  init() {
    app = Application(window: window)
    button.name = "button"
    window.addSubview(button)
  }

  @Test("a view that would get the touch is tapped, exactly as tap(at:) taps it")
  func tapsAHittableView() throws {
    let trace = try app.tapExpectingHit(on: button)
    #expect(button.calls == ["began 1", "ended"])
    expectTrace(trace, contains: .handled(.began, by: "button"))
  }

  @Test("a touch on a subview counts: the view's own content gets it")
  func subviewCounts() throws {
    let label = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    label.name = "label"
    button.addSubview(label)
    try app.tapExpectingHit(on: button)
    #expect(button.calls == ["began 1", "ended"])
  }

  @Test("a covered view is not tapped: the error names the cover and nothing happens")
  func coveredViewThrows() throws {
    let cover = RecordingView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    cover.name = "cover"
    window.addSubview(cover)
    let error = try #require(throws: InputError.self) { try app.tapExpectingHit(on: button) }
    guard case .viewWouldNotGetTouch(let view, let explanation) = error else {
      Issue.record("unexpected error \(error)")
      return
    }
    #expect(view == "button")
    #expect(explanation == window.explainMiss(of: button, at: CGPoint(x: 120, y: 120)).description)
    #expect(explanation.contains("cover"))
    #expect(error.description.hasPrefix("nothing was tapped: button did not get the touch at (120, 120)"))
    #expect(cover.calls.isEmpty && button.calls.isEmpty)
    #expect(app.touchesDown.isEmpty)
  }

  @Test("a hidden view is not tapped, and the view behind is left alone")
  func hiddenViewThrows() throws {
    button.isHidden = true
    let error = try #require(throws: InputError.self) { try app.tapExpectingHit(on: button) }
    #expect(error.description.contains("hidden"))
    #expect(button.calls.isEmpty)
  }

  @Test("a point in a view's coordinates is checked at that point")
  func viewLocation() throws {
    let corner = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    corner.name = "corner"
    button.addSubview(corner)
    let sibling = RecordingView(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
    sibling.name = "sibling"
    window.addSubview(sibling)
    #expect(throws: InputError.self) {
      try app.tapExpectingHit(on: ViewLocation(CGPoint(x: 5, y: 5), in: button))
    }
    try app.tapExpectingHit(on: ViewLocation(CGPoint(x: 30, y: 30), in: button))
    #expect(button.calls == ["began 1", "ended"])
    #expect(sibling.calls.isEmpty)
  }

  @Test("a view in a window in front of the view's window takes the touch, so the tap is refused")
  func frontWindowThrows() throws {
    let front = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    front.name = "alert"
    app.addWindow(front)
    let error = try #require(throws: InputError.self) { try app.tapExpectingHit(on: button) }
    #expect(error.description.contains("alert"))
    #expect(button.calls.isEmpty)
  }

  @Test("bad input is refused as by tap(at:): a view outside the application, a non-finite point")
  func badInput() {
    let stray = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    stray.name = "stray"
    #expect(throws: InputError.viewNotInWindow("stray")) { try app.tapExpectingHit(on: stray) }
    #expect(throws: InputError.self) {
      try app.tapExpectingHit(on: ViewLocation(CGPoint(x: CGFloat.nan, y: 0), in: button))
    }
  }
}
