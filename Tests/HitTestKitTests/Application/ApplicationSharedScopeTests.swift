import Testing

@testable import HitTestKit

/// `Application.shared` names the application whose dispatcher runs the code: during an event, during a timer (a
/// recognizer recognized by its interval), and inside another application driven from a handler.
@Suite struct ApplicationSharedScopeTests {
  @Test("a tap recognized when the double tap's interval runs out (a timer) sees its own application")
  func sharedInsideTimerRecognition() throws {
    let window = makeWindow()
    let application = Application(window: window)
    let card = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.addSubview(card)
    let doubleTap = TapGestureRecognizer()
    doubleTap.numberOfTapsRequired = 2
    var seen: [ObjectIdentifier] = []
    let tap = TapGestureRecognizer { _ in seen.append(ObjectIdentifier(Application.shared)) }
    tap.require(toFail: doubleTap)
    card.addGestureRecognizer(tap)
    card.addGestureRecognizer(doubleTap)
    try application.touchDown(1, at: CGPoint(x: 50, y: 50))
    try application.touchUp(1)
    #expect(seen.isEmpty)  // the double tap may still come
    try application.wait(.milliseconds(400))
    #expect(seen == [ObjectIdentifier(application)])
  }

  @Test("an application driven from another's handler names itself inside, and the outer one after")
  func nestedApplications() throws {
    let outerWindow = makeWindow()
    let outer = Application(window: outerWindow)
    let innerWindow = makeWindow()
    let inner = Application(window: innerWindow)
    var seen: [String] = []
    let innerButton = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    innerButton.addAction(for: .touchUpInside) { _ in
      seen.append(Application.shared === inner ? "inner" : "other")
    }
    innerWindow.addSubview(innerButton)
    let outerButton = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    outerButton.addAction(for: .touchUpInside) { _ in
      seen.append(Application.shared === outer ? "outer" : "other")
      _ = try? inner.tap(at: CGPoint(x: 50, y: 22))
      seen.append(Application.shared === outer ? "outer" : "other")
    }
    outerWindow.addSubview(outerButton)
    try outer.tap(at: CGPoint(x: 50, y: 22))
    #expect(seen == ["outer", "inner", "outer"])
  }
}
