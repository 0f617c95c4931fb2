import HitTestKit
import Testing

// The README's code, verbatim: this file imports only HitTestKit and Testing, as a user's test would.

// README-BEGIN
final class EnlargedButton: View {
  // Answer touches up to 10 pt outside the bounds.
  override func point(inside point: CGPoint, with event: Event?) -> Bool {
    bounds.inset(by: EdgeInsets(all: -10)).halfOpenContains(point)
  }
}

@Test("a tap 6 pt outside the 20 pt button still reaches it")
func tapNearButton() {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let button = EnlargedButton(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
  button.name = "closeButton"
  window.addSubview(button)

  let trace = window.hitTestTrace(at: CGPoint(x: 94, y: 110))
  print(trace)
  #expect(trace.result === button)
}
// README-END

// README-TOUCH-BEGIN
@Test("a button inside a card wins over the card's tap recognizer")
func buttonBeatsCardTap() throws {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let card = View(frame: CGRect(x: 20, y: 20, width: 280, height: 200))
  card.name = "card"
  let close = Button(frame: CGRect(x: 230, y: 10, width: 40, height: 40), title: "close")
  card.addSubview(close)
  window.addSubview(card)
  var log: [String] = []
  card.addGestureRecognizer(TapGestureRecognizer { _ in log.append("card tapped") })
  close.addAction(for: .primaryActionTriggered) { _ in log.append("closed") }

  let app = Application(window: window)
  let trace = try app.tap(at: close)
  print(trace)
  #expect(log == ["closed"])
}
// README-TOUCH-END

// README-CHECKED-TAP-BEGIN
@Test("a covered button is not tapped: the checked tap says what covers it")
func coveredButton() throws {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let button = Button(frame: CGRect(x: 100, y: 100, width: 44, height: 44), title: "OK")
  let toast = View(frame: CGRect(x: 0, y: 80, width: 320, height: 80))
  toast.name = "toast"
  window.addSubview(button)
  window.addSubview(toast)
  let app = Application(window: window)

  let error = try #require(throws: InputError.self) { try app.tapExpectingHit(on: button) }
  print(error)
}
// README-CHECKED-TAP-END

// README-PICTURE-BEGIN
func drawHitTest(in window: Window, at point: CGPoint, toFile path: String) throws {
  let trace = window.hitTestTrace(at: point)
  let picture = ScenePicture(root: window, touchPoints: [.init(point, label: "tap")], trace: trace)
  try picture.writeSVG(toFile: path)  // open it in a browser
}
// README-PICTURE-END
