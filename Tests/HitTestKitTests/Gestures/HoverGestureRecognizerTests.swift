import HitTestKit
import HitTestKitTesting
import Testing

/// UIHoverGestureRecognizer's rule: began when the pointer comes over its view (through the hit test), changed
/// as it moves over it, ended when it leaves the view or the window; it takes no touch.
@Suite struct HoverGestureRecognizerTests {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let application: Application
  let card = View(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
  let badge = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
  let hover: HoverGestureRecognizer
  private let log = Log()

  final class Log {
    var entries: [String] = []
  }

  init() {
    application = Application(window: window)
    card.name = "card"
    badge.name = "badge"
    window.addSubview(card)
    card.addSubview(badge)
    let log = self.log
    hover = HoverGestureRecognizer(action: { recognizer in
      let point = recognizer.location(in: recognizer.view)
      log.entries.append("\(recognizer.state) \(Int(point.x)),\(Int(point.y))")
    })
    hover.name = "hover"
    card.addGestureRecognizer(hover)
  }

  @Test func thePointerEnteringMovingAndLeavingBeginsChangesAndEnds() throws {
    try application.hover(at: CGPoint(x: 10, y: 10))
    #expect(log.entries.isEmpty, "not over the card")
    try application.hover(at: CGPoint(x: 60, y: 70))
    try application.hover(at: CGPoint(x: 65, y: 65))  // over the badge, a subview: still over the card
    let trace = try application.hover(at: CGPoint(x: 200, y: 200))
    #expect(log.entries == ["began 10,20", "changed 15,15", "ended 150,150"])
    #expect(hover.state == .possible, "reset after it ended")
    expectTrace(trace, containsLine: "hover: changed → ended (the pointer left its view)")
  }

  @Test func thePointerLeavingTheWindowEndsTheHover() throws {
    try application.hover(at: CGPoint(x: 60, y: 70))
    application.endHover()
    #expect(log.entries == ["began 10,20", "ended 10,20"])
    #expect(hover.location(in: nil) == .zero, "no pointer once reset")
  }

  @Test func aViewThatTakesNoTouchesIsNotHoveredThrough() throws {
    card.isUserInteractionEnabled = false
    try application.hover(at: CGPoint(x: 60, y: 70))
    #expect(log.entries.isEmpty)
  }

  @Test func aHoverRecognizerTakesNoTouch() throws {
    var taps = 0
    card.addGestureRecognizer(TapGestureRecognizer(action: { _ in taps += 1 }))
    try application.tap(at: CGPoint(x: 60, y: 70))
    #expect(taps == 1)
    #expect(log.entries.isEmpty)
    #expect(hover.allowedTouchTypes.isEmpty)
  }

  @Test func aDisabledHoverRecognizerDoesNotBegin() throws {
    hover.isEnabled = false
    try application.hover(at: CGPoint(x: 60, y: 70))
    #expect(log.entries.isEmpty)
  }

  @Test func aNonFiniteLocationIsRefusedAndChangesNothing() throws {
    try application.hover(at: CGPoint(x: 60, y: 70))
    #expect(throws: InputError.self) { try application.hover(at: CGPoint(x: CGFloat.infinity, y: 0)) }
    #expect(log.entries == ["began 10,20"])
  }
}
