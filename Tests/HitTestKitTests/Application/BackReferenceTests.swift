import HitTestKit
import Testing

/// References that point back without owning their object (a recognizer's view, a window's application, a
/// failure requirement, a control's tracked touch) are not weak, for speed, but read `nil` once their object is
/// gone, as weak references did: each is cleared as its object goes away.
///
/// These scenarios free the object first and then use what referred to it (AddressSanitizer reports a
/// reference that was not cleared).
@Suite struct BackReferenceTests {
  @Test("a recognizer that outlives its view reads view nil, and can be attached again")
  func recognizerOutlivesView() throws {
    let tap = TapGestureRecognizer()
    do {
      let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      view.addGestureRecognizer(tap)
      #expect(tap.view === view)
    }
    #expect(tap.view == nil)
    let window = makeWindow()
    let target = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(target)
    target.addGestureRecognizer(tap)
    var taps = 0
    tap.addTarget { _ in taps += 1 }
    let app = Application(window: window, isTracing: false)
    try app.tap(at: CGPoint(x: 50, y: 50))
    #expect(tap.view === target)
    #expect(taps == 1)
  }

  @Test("a window that outlives its application reads application nil; another application may then take it")
  func windowOutlivesApplication() {
    let window = makeWindow()
    do {
      let app = Application(window: window, isTracing: false)
      #expect(window.application === app)
    }
    #expect(window.application == nil)
    let kept = Application(isTracing: false)
    do {
      let first = Application(window: window, isTracing: false)
      #expect(window.application === first)
    }
    // A window belongs to one application at a time (WindowOwnershipTests): the first is gone.
    kept.addWindow(window)
    #expect(window.application === kept)
  }

  @Test(
    "a recognizer that outlives its application has no clock: no timer, time zero", arguments: [false, true])
  func recognizerOutlivesApplication(fingerLeftDown: Bool) throws {
    let window = makeWindow()
    let view = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "pad", in: window)
    let press = LongPressGestureRecognizer()
    view.addGestureRecognizer(press)
    do {
      let app = Application(window: window, isTracing: false)
      try app.touchDown(1, at: CGPoint(x: 50, y: 50))
      if !fingerLeftDown { try app.touchUp(1) }
      #expect(press.now == app.clock.now)
    }
    #expect(press.now == 0)
    #expect(press.scheduleTimer(after: 1, name: "orphan") {} == nil)
    press.isEnabled = false  // reaches no environment
    #expect(press.state == .possible)
  }

  @Test(
    "a freed recognizer leaves the failure requirements it was in, on either side", arguments: [false, true])
  func freedFailureRequirement(freeRequired: Bool) throws {
    let window = makeWindow()
    let view = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "pad", in: window)
    var ended: [String] = []
    let single = TapGestureRecognizer { _ in ended.append("single") }
    let kept: TapGestureRecognizer
    do {
      let double = TapGestureRecognizer { _ in ended.append("double") }
      double.numberOfTapsRequired = 2
      single.require(toFail: double)
      if freeRequired {
        kept = single
        view.addGestureRecognizer(single)
      } else {
        kept = double
        view.addGestureRecognizer(double)
      }
    }
    let app = Application(window: window, isTracing: false)
    try app.tap(at: CGPoint(x: 50, y: 50))
    if freeRequired {
      #expect(ended == ["single"], "the freed double tap is no longer waited for")
    } else {
      try app.tap(at: CGPoint(x: 50, y: 50))
      #expect(ended == ["double"], "the freed single tap no longer waits for it")
    }
    #expect(kept.view === view)
  }

  @Test("a control whose tracked touch went away with its application tracks the next touch")
  func controlOutlivesTrackedTouch() throws {
    let window = makeWindow()
    let button = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(button)
    let log = ControlEventLog(button)
    do {
      let app = Application(window: window, isTracing: false)
      try app.touchDown(1, at: CGPoint(x: 50, y: 50))
    }
    #expect(log.events == ["touchDown"])
    let app = Application(window: window, isTracing: false)
    try app.tap(at: CGPoint(x: 50, y: 50))
    #expect(log.events == ["touchDown", "touchDown", "touchUpInside", "primaryActionTriggered"])
  }
}
