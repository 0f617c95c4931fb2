import HitTestKit
import Testing

/// A recognizer that notes, at each touch call, which fingers the event says go to it and to `other`.
private final class AskingRecognizer: GestureRecognizer {
  weak var other: GestureRecognizer?
  var answers: [String] = []

  override func touchesBegan(_ touches: Set<Touch>, with event: Event) { note("began", event) }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event) { note("ended", event) }

  private func note(_ phase: String, _ event: Event) {
    let mine = (event.touches(for: self) ?? []).map(\.finger.number).sorted()
    let others = other.map { (event.touches(for: $0) ?? []).map(\.finger.number).sorted() } ?? []
    answers.append("\(phase) mine \(mine) other \(others)")
  }
}

@Suite struct EventRecognizerTouchesTests {
  let window = makeWindow()
  let left = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  let right = View(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
  fileprivate let onLeft = AskingRecognizer()
  fileprivate let onWindow = AskingRecognizer()
  let app: Application

  init() {
    window.addSubview(left)
    window.addSubview(right)
    left.addGestureRecognizer(onLeft)
    window.addGestureRecognizer(onWindow)
    onLeft.other = onWindow
    onWindow.other = onLeft
    app = Application(window: window, isTracing: false)
  }

  @Test("one finger: each recognizer gets the event's touches, and one not delivered yet gets none")
  func oneFinger() throws {
    try app.touchDown(1, at: CGPoint(x: 50, y: 50))
    try app.touchUp(1)
    #expect(onLeft.answers == ["began mine [1] other []", "ended mine [1] other []"])
    #expect(onWindow.answers == ["began mine [1] other [1]", "ended mine [1] other [1]"])
  }

  @Test("two fingers on two views: the view's recognizer gets its finger, the window's both")
  func twoFingers() throws {
    try app.touchDown([1: CGPoint(x: 50, y: 50), 2: CGPoint(x: 150, y: 50)])
    try app.touchUp(1, 2)
    #expect(onLeft.answers == ["began mine [1] other []", "ended mine [1] other []"])
    #expect(onWindow.answers == ["began mine [1, 2] other [1]", "ended mine [1, 2] other [1]"])
  }

  @Test("a second finger down elsewhere: the view's recognizer gets its stationary finger, the window's both")
  func secondFinger() throws {
    try app.touchDown(1, at: CGPoint(x: 50, y: 50))
    try app.touchDown(2, at: CGPoint(x: 150, y: 50))
    #expect(onLeft.answers == ["began mine [1] other []"])
    #expect(onWindow.answers == ["began mine [1] other [1]", "began mine [1, 2] other [1]"])
  }
}
