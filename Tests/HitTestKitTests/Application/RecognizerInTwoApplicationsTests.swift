import HitTestKit
import HitTestKitTesting
import Testing

/// A recognizer takes part in one application's gesture at a time.
///
/// HitTestKit's decision: UIKit has one application per process. Its view may move to another application's window while its touches are down: it keeps its gesture
/// where it began, and the other application's touches pass it by, traced, until it is reset.
@Suite struct RecognizerInTwoApplicationsTests {
  @Test("a recognizer whose gesture is under way in one application ignores another application's touch")
  func ignoresTheOtherApplicationsTouch() throws {
    let firstWindow = makeWindow()
    let secondWindow = makeWindow()
    let first = Application(window: firstWindow)
    let second = Application(window: secondWindow)
    let box = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "box", in: firstWindow)
    var taps = 0
    let tap = TapGestureRecognizer { _ in taps += 1 }
    tap.name = "tap"
    box.addGestureRecognizer(tap)

    try first.touchDown(1, at: CGPoint(x: 50, y: 50))
    // The view moves to the second application while the first one's finger is down.
    secondWindow.addSubview(box)
    let down = try second.touchDown(1, at: CGPoint(x: 50, y: 50))
    expectTrace(down, contains: .ignoresTouch(recognizer: "tap", finger: 1, reason: .inAnotherApplication))
    expectTrace(down, contains: .touchBound(finger: 1, view: "box", recognizers: []))
    try second.touchUp(1)
    #expect(taps == 0)

    // The first application's gesture goes on where it began: its lift recognizes the tap.
    try first.touchUp(1)
    #expect(taps == 1)
    #expect(tap.state == .possible)  // reset after recognizing

    // Reset, it takes part in the second application's next gesture.
    let again = try second.touchDown(1, at: CGPoint(x: 50, y: 50))
    expectTrace(again, contains: .touchBound(finger: 1, view: "box", recognizers: ["tap"]))
    try second.touchUp(1)
    #expect(taps == 2)
  }

  @Test(
    "a recognizer whose first application went away mid-gesture takes part in another application's gesture afresh"
  )
  func firstApplicationGone() throws {
    let firstWindow = makeWindow()
    let secondWindow = makeWindow()
    let second = Application(window: secondWindow)
    let box = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "box", in: firstWindow)
    var taps = 0
    let tap = TapGestureRecognizer { _ in taps += 1 }
    tap.name = "tap"
    box.addGestureRecognizer(tap)
    do {
      let first = Application(window: firstWindow)
      try first.touchDown(1, at: CGPoint(x: 50, y: 50))
    }  // the first application goes away with its finger down
    secondWindow.addSubview(box)
    let down = try second.touchDown(1, at: CGPoint(x: 50, y: 50))
    expectTrace(down, contains: .touchBound(finger: 1, view: "box", recognizers: ["tap"]))
    try second.touchUp(1)
    #expect(taps == 1)
  }
}
