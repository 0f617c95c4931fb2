import HitTestKit
import HitTestKitTesting
import Testing

@Suite struct PanGestureRecognizerTests {
  let start = CGPoint(x: 100, y: 100)

  @Test("9.9 pt along each axis does not begin (per-axis, not Euclidean); 10 pt along x does")
  func threshold() throws {
    let scene = Scene()
    let pan = scene.attach(PanGestureRecognizer(), as: "pan")
    try scene.app.touchDown(1, at: start)
    try scene.app.move(1, to: CGPoint(x: 109.9, y: 109.9))
    #expect(pan.state == .possible)
    let trace = try scene.app.move(1, to: CGPoint(x: 110, y: 109.9))
    #expect(pan.state == .began)
    expectTrace(
      trace,
      contains: .stateChange(
        recognizer: "pan", from: .possible, to: .began, because: .panBegan)
    )
    #expect(approx(pan.translation(in: nil), .zero))
    #expect(scene.actions.entries == ["pan began"])
  }

  @Test("the hysteresis is removed per axis at began and the offset stays: (12, 3) reports (2, 0)")
  func hysteresisRemoved() throws {
    let scene = Scene()
    let pan = scene.attach(PanGestureRecognizer(), as: "pan")
    try scene.app.touchDown(1, at: start)
    try scene.app.move(1, to: CGPoint(x: 112, y: 103))
    #expect(approx(pan.translation(in: nil), CGPoint(x: 2, y: 0)))
    try scene.app.move(1, to: CGPoint(x: 150, y: 80))
    #expect(approx(pan.translation(in: nil), CGPoint(x: 40, y: -23)))
    #expect(pan.state == .changed)
    try scene.app.move(1, to: CGPoint(x: 80, y: 100))
    #expect(approx(pan.translation(in: nil), CGPoint(x: -30, y: -3)))
  }

  @Test("negative directions are pulled toward zero too")
  func negativeHysteresis() throws {
    let scene = Scene()
    let pan = scene.attach(PanGestureRecognizer(), as: "pan")
    try scene.app.touchDown(1, at: start)
    try scene.app.move(1, to: CGPoint(x: 95, y: 85))
    #expect(approx(pan.translation(in: nil), CGPoint(x: 0, y: -5)))
  }

  @Test("translation(in:) follows a view's coordinate system; setTranslation rebases")
  func translationInViewAndSet() throws {
    let scene = Scene()
    scene.card.transform = CGAffineTransform(scaleX: 2, y: 2)
    let pan = scene.attach(PanGestureRecognizer(), as: "pan")
    try scene.app.touchDown(1, at: CGPoint(x: 120, y: 120))
    try scene.app.move(1, to: CGPoint(x: 150, y: 120))
    #expect(approx(pan.translation(in: nil), CGPoint(x: 20, y: 0)))
    #expect(approx(pan.translation(in: scene.card), CGPoint(x: 10, y: 0)), "the card is scaled 2×")
    pan.setTranslation(.zero, in: nil)
    try scene.app.move(1, to: CGPoint(x: 160, y: 130))
    #expect(approx(pan.translation(in: nil), CGPoint(x: 10, y: 10)))
    pan.setTranslation(CGPoint(x: 5, y: 0), in: scene.card)
    #expect(approx(pan.translation(in: nil), CGPoint(x: 10, y: 0)))
  }

  @Test("velocity is in points per second from event timestamps, smoothed 0.2 new + 0.8 old")
  func velocity() throws {
    let scene = Scene()
    let pan = scene.attach(PanGestureRecognizer(), as: "pan")
    try scene.app.touchDown(1, at: start)
    try scene.app.wait(.milliseconds(100))
    try scene.app.move(1, to: CGPoint(x: 120, y: 100))
    #expect(approx(pan.velocity(in: nil), CGPoint(x: 200, y: 0), 1e-3), "first sample as is")
    try scene.app.wait(.milliseconds(100))
    try scene.app.move(1, to: CGPoint(x: 160, y: 90))
    #expect(approx(pan.velocity(in: nil), CGPoint(x: 0.2 * 400 + 0.8 * 200, y: 0.2 * -100), 1e-3))
  }

  @Test(
    "a move within the clock's tolerance of the last event is at the same instant: no velocity sample",
    arguments: [Double.leastNonzeroMagnitude, 1e-12])
  func velocityIgnoresMovesAtTheSameInstant(interval: TimeInterval) throws {
    let scene = Scene()
    let pan = scene.attach(PanGestureRecognizer(), as: "pan")
    try scene.app.touchDown(1, at: start)
    // A timer due within the clock's tolerance fires in a wait of zero and moves the clock by that much.
    scene.app.clock.schedule(after: interval, name: "tick") {}
    try scene.app.wait(.zero)
    #expect(scene.app.clock.now == interval)
    try scene.app.move(1, to: CGPoint(x: 160, y: 40))
    #expect(pan.state == .began)
    #expect(pan.velocity(in: nil) == .zero, "no interval to divide by, as for moves at one timestamp")
    try scene.app.wait(.milliseconds(10))
    try scene.app.move(1, to: CGPoint(x: 170, y: 40))
    #expect(approx(pan.velocity(in: nil), CGPoint(x: 1_000, y: 0), 1e-3), "the next sample is taken as is")
  }

  @Test("ends when every finger lifts; a pan that never began fails")
  func endsOnLift() throws {
    let scene = Scene()
    _ = scene.attach(PanGestureRecognizer(), as: "pan")
    try scene.app.touchDown([1: start, 2: CGPoint(x: 140, y: 100)])
    try scene.app.move([1: CGPoint(x: 130, y: 100), 2: CGPoint(x: 170, y: 100)])
    try scene.app.touchUp(1)
    #expect(!scene.actions.entries.contains("pan ended"), "one finger is still down")
    try scene.app.move(2, to: CGPoint(x: 200, y: 100))
    try scene.app.touchUp(2)
    // The lift of finger 1 is the pan's next event after began: UIKit promotes it to changed (§5.4).
    #expect(scene.actions.entries == ["pan began", "pan changed", "pan changed", "pan ended"])

    let trace = try scene.app.tap(at: start)
    expectTrace(
      trace,
      contains: .stateChange(
        recognizer: "pan", from: .possible, to: .failed,
        cause: .liftedBeforeMoving(hysteresis: PanGestureRecognizer.hysteresis)))
  }

  @Test("a finger lifting mid-pan does not make the translation jump")
  func continuousAcrossLift() throws {
    let scene = Scene()
    let pan = scene.attach(PanGestureRecognizer(), as: "pan")
    try scene.app.touchDown([1: start, 2: CGPoint(x: 140, y: 100)])
    try scene.app.move([1: CGPoint(x: 120, y: 100), 2: CGPoint(x: 160, y: 100)])
    #expect(approx(pan.translation(in: nil), CGPoint(x: 10, y: 0)))
    try scene.app.touchUp(2)
    try scene.app.move(1, to: CGPoint(x: 125, y: 100))
    #expect(approx(pan.translation(in: nil), CGPoint(x: 15, y: 0)))
  }

  @Test("cancelled touches cancel a recognized pan and fail a possible one")
  func cancelledTouches() throws {
    let scene = Scene()
    _ = scene.attach(PanGestureRecognizer(), as: "pan")
    try scene.app.touchDown(1, at: start)
    try scene.app.move(1, to: CGPoint(x: 130, y: 100))
    try scene.app.cancelTouches([1])
    #expect(scene.actions.entries == ["pan began", "pan cancelled"])

    try scene.app.touchDown(1, at: start)
    let trace = try scene.app.cancelTouches([1])
    expectTrace(
      trace,
      contains: .stateChange(recognizer: "pan", from: .possible, to: .failed, cause: .touchesCancelled))
  }

  @Test("touches beyond maximumNumberOfTouches are ignored")
  func maximumTouches() throws {
    let scene = Scene()
    let pan = scene.attach(PanGestureRecognizer(), as: "pan")
    pan.maximumNumberOfTouches = 1
    try scene.app.touchDown(1, at: start)
    let trace = try scene.app.touchDown(2, at: CGPoint(x: 150, y: 150))
    expectTrace(trace, contains: .ignoresTouch(recognizer: "pan", finger: 2, reason: .ignoreCalled))
    try scene.app.move(2, to: CGPoint(x: 190, y: 150))
    #expect(pan.state == .possible, "the ignored finger does not move the pan")
    try scene.app.move(1, to: CGPoint(x: 130, y: 100))
    #expect(approx(pan.translation(in: nil), CGPoint(x: 20, y: 0)))
    #expect(pan.numberOfTouches == 1)
  }

  @Test("a finger lifted while others stay down leaves the recognizer, which keeps tracking the others")
  func liftedFingerLeaves() throws {
    let scene = Scene()
    let pan = scene.attach(PanGestureRecognizer(), as: "pan")
    pan.delaysTouchesEnded = false  // a lifted touch is done with at once
    try scene.app.touchDown(1, at: start)
    try scene.app.touchDown(2, at: CGPoint(x: 150, y: 150))
    #expect(pan.numberOfTouches == 2)
    try scene.app.touchUp(2)
    #expect(pan.numberOfTouches == 1)
    try scene.app.touchDown(3, at: CGPoint(x: 160, y: 150))
    try scene.app.touchUp(1)
    #expect(pan.numberOfTouches == 1 && pan.location(ofTouch: 0, in: nil) == CGPoint(x: 160, y: 150))
    try scene.app.touchUp(3)
    #expect(pan.numberOfTouches == 0 && pan.state == .possible)
  }

  @Test("minimumNumberOfTouches 2: one finger moving does not begin")
  func minimumTouches() throws {
    let scene = Scene()
    let pan = scene.attach(PanGestureRecognizer(), as: "pan")
    pan.minimumNumberOfTouches = 2
    try scene.app.touchDown(1, at: start)
    try scene.app.move(1, to: CGPoint(x: 150, y: 100))
    #expect(pan.state == .possible)
    try scene.app.touchDown(2, at: CGPoint(x: 150, y: 150))
    try scene.app.move([1: CGPoint(x: 170, y: 100), 2: CGPoint(x: 170, y: 150)])
    #expect(pan.state == .began)
  }

  @Test("a pan that begins late because of require(toFail:) starts from zero")
  func lateBeginStartsAtZero() throws {
    let scene = Scene()
    let pan = scene.attach(PanGestureRecognizer(), as: "pan")
    let press = scene.attach(LongPressGestureRecognizer(), as: "press")
    press.allowableMovement = 100
    pan.require(toFail: press)
    try scene.app.touchDown(1, at: start)
    let waiting = try scene.app.move(1, to: CGPoint(x: 130, y: 100))
    expectTrace(waiting, contains: .waiting(recognizer: "pan", for: "press"))
    try scene.app.move(1, to: CGPoint(x: 180, y: 100))
    #expect(pan.state == .possible)
    var translations: [CGPoint] = []
    pan.addTarget { sender in
      translations.append((sender as? PanGestureRecognizer)?.translation(in: nil) ?? .zero)
    }
    try scene.app.move(1, to: CGPoint(x: 210, y: 100))
    #expect(pan.state == .began)
    #expect(approx(translations[0], .zero), "the translation starts at zero when the pan finally begins")
    try scene.app.move(1, to: CGPoint(x: 220, y: 105))
    #expect(approx(pan.translation(in: nil), CGPoint(x: 10, y: 5)))
  }
}
