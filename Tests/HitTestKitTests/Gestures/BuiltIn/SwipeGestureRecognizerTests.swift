import HitTestKit
import HitTestKitTesting
import Testing

@Suite struct SwipeGestureRecognizerTests {
  let start = CGPoint(x: 50, y: 100)

  @Test("49 pt is not enough; 50 pt recognizes during the move, before the lift")
  func distanceThreshold() throws {
    let scene = Scene()
    let swipe = scene.attach(SwipeGestureRecognizer(), as: "swipe")
    var location: CGPoint?
    swipe.addTarget { sender in location = sender.location(in: nil) }
    try scene.app.touchDown(1, at: start)
    try scene.app.wait(.milliseconds(100))
    try scene.app.move(1, to: CGPoint(x: 99, y: 100))
    #expect(scene.actions.entries.isEmpty)
    let trace = try scene.app.move(1, to: CGPoint(x: 100, y: 100))
    #expect(scene.actions.entries == ["swipe ended"])
    expectTrace(
      trace,
      contains: .stateChange(
        recognizer: "swipe", from: .possible, to: .ended,
        cause: .swiped(
          .right, minimumDistance: SwipeGestureRecognizer.minimumDistance,
          maximumDuration: SwipeGestureRecognizer.maximumDuration)))
    #expect(location == start, "location is where the swipe started")
    #expect(scene.card.log == ["began", "moved", "cancelled"])
  }

  @Test("the synthetic swipe helper is recognized once")
  func helper() throws {
    let scene = Scene()
    _ = scene.attach(SwipeGestureRecognizer(), as: "swipe")
    try scene.app.swipe(from: start, direction: .right, distance: 150)
    #expect(scene.actions.entries == ["swipe ended"])
  }

  @Test("lifting before 50 pt fails")
  func liftedEarly() throws {
    let scene = Scene()
    _ = scene.attach(SwipeGestureRecognizer(), as: "swipe")
    try scene.app.touchDown(1, at: start)
    try scene.app.move(1, to: CGPoint(x: 90, y: 100))
    let trace = try scene.app.touchUp(1)
    expectTrace(
      trace,
      contains: .stateChange(
        recognizer: "swipe", from: .possible, to: .failed,
        cause: .liftedBeforeSwiping(minimumDistance: SwipeGestureRecognizer.minimumDistance)))
    #expect(scene.actions.entries.isEmpty)
  }

  @Test("too slow: 50 pt after 0.5 s fails from the timer")
  func tooSlow() throws {
    let scene = Scene()
    _ = scene.attach(SwipeGestureRecognizer(), as: "swipe")
    try scene.app.touchDown(1, at: start)
    try scene.app.move(1, to: CGPoint(x: 80, y: 100))
    let wait = try scene.app.wait(.milliseconds(500))
    expectTrace(
      wait,
      contains: .stateChange(
        recognizer: "swipe", from: .possible, to: .failed,
        cause: .swipeTooSlow(maximumDuration: SwipeGestureRecognizer.maximumDuration)))
    try scene.app.move(1, to: CGPoint(x: 200, y: 100))
    #expect(scene.actions.entries.isEmpty)
  }

  @Test("wrong direction fails; an allowed set of directions recognizes either")
  func directions() throws {
    let scene = Scene()
    let swipe = scene.attach(SwipeGestureRecognizer(), as: "swipe")
    let left = try scene.app.swipe(from: CGPoint(x: 200, y: 100), direction: .left, distance: 100)
    expectTrace(
      left,
      contains: .stateChange(
        recognizer: "swipe", from: .possible, to: .failed, cause: .swipedWrongWay(.left, allowed: .right)))
    swipe.direction = [.left, .up]
    try scene.app.wait(.seconds(1))
    try scene.app.swipe(from: CGPoint(x: 200, y: 100), direction: .left, distance: 100)
    try scene.app.wait(.seconds(1))
    try scene.app.swipe(from: CGPoint(x: 100, y: 200), direction: .up, distance: 100)
    try scene.app.wait(.seconds(1))
    try scene.app.swipe(from: CGPoint(x: 100, y: 100), direction: .down, distance: 100)
    #expect(scene.actions.entries == ["swipe ended", "swipe ended"])
  }

  @Test("perpendicular movement up to half the distance is allowed; more fails")
  func slant() throws {
    let scene = Scene()
    _ = scene.attach(SwipeGestureRecognizer(), as: "swipe")
    try scene.app.touchDown(1, at: start)
    try scene.app.move(1, to: CGPoint(x: 110, y: 130))
    try scene.app.touchUp(1)
    #expect(scene.actions.entries == ["swipe ended"])
    try scene.app.wait(.seconds(1))
    try scene.app.touchDown(1, at: start)
    let trace = try scene.app.move(1, to: CGPoint(x: 110, y: 130.5))
    expectTrace(
      trace,
      contains: .stateChange(
        recognizer: "swipe", from: .possible, to: .failed,
        because: .swipeTooSlanted))
  }

  @Test("more fingers than required fail; two required swipe together")
  func touchCount() throws {
    let scene = Scene()
    let swipe = scene.attach(SwipeGestureRecognizer(), as: "swipe")
    try scene.app.touchDown(1, at: start)
    let trace = try scene.app.touchDown(2, at: CGPoint(x: 50, y: 150))
    expectTrace(
      trace,
      contains: .stateChange(
        recognizer: "swipe", from: .possible, to: .failed, cause: .tooManyFingers(down: 2, required: 1)
      ))
    try scene.app.touchUp(1, 2)

    swipe.numberOfTouchesRequired = 2
    var location: CGPoint?
    swipe.addTarget { sender in location = sender.location(in: nil) }
    try scene.app.wait(.seconds(1))
    try scene.app.touchDown([1: start, 2: CGPoint(x: 50, y: 150)])
    try scene.app.move([1: CGPoint(x: 120, y: 100)])
    #expect(scene.actions.entries.isEmpty, "the second finger has not travelled yet")
    try scene.app.move([2: CGPoint(x: 120, y: 150)])
    #expect(scene.actions.entries == ["swipe ended"])
    #expect(location == CGPoint(x: 50, y: 125))
  }
}
