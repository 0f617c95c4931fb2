import HitTestKit
import HitTestKitTesting
import Testing

@Suite struct InputBoundaryTests {
  private func app() -> Application {
    let window = makeWindow()
    _ = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), "box", in: window)
    return Application(window: window)
  }

  @Test("empty finger sets are refused with InputError.noFingers, and no event is sent")
  func emptyFingerSets() throws {
    let app = app()
    #expect(throws: InputError.noFingers) { try app.touchDown([:]) }
    #expect(throws: InputError.noFingers) { try app.move([:]) }
    #expect(throws: InputError.noFingers) { try app.touchUp([]) }
    #expect(throws: InputError.noFingers) { try app.cancelTouches([]) }
    try app.touchDown(at: CGPoint(x: 10, y: 10))
    #expect(throws: InputError.noFingers) { try app.move([:]) }
    #expect(throws: InputError.noFingers) { try app.touchUp([]) }
    #expect(app.touchesDown.count == 1)
    expectTrace(app.trace, lacks: .event(number: 2))
    try app.touchUp()
    #expect(app.cancelAllTouches().lines.isEmpty, "cancelling all touches with none down is fine")
  }

  @Test("a finger is numbered from 1 to Finger.validNumbers.upperBound; 0, negatives and Int.max are refused")
  func fingerNumbers() throws {
    let app = app()
    for number in [0, -7, Int.max, Int.min, Finger.validNumbers.upperBound + 1] {
      let finger = Finger(number)
      #expect(throws: InputError.invalidFinger(finger)) {
        try app.touchDown(finger, at: CGPoint(x: 10, y: 10))
      }
      #expect(throws: InputError.invalidFinger(finger)) { try app.touchDown([finger: CGPoint(x: 10, y: 10)]) }
      #expect(throws: InputError.invalidFinger(finger)) { try app.move([finger: CGPoint(x: 10, y: 10)]) }
      #expect(throws: InputError.invalidFinger(finger)) { try app.touchUp([finger]) }
      #expect(throws: InputError.invalidFinger(finger)) {
        try app.tap(at: CGPoint(x: 10, y: 10), finger: finger)
      }
    }
    #expect(app.touchesDown.isEmpty)
    #expect(app.trace.lines.isEmpty)
    let last = Finger(Finger.validNumbers.upperBound)
    try app.touchDown(last, at: CGPoint(x: 10, y: 10))
    try app.touchUp(last)
    #expect(InputError.invalidFinger(0).description.contains("number fingers from 1 to 1000000"))
  }

  @Test("N fingers down in one event, then up in one event, cost time linear in N")
  func manyFingersAtOnce() throws {
    let app = Application(window: makeWindow(), isTracing: false)
    var placements: [Finger: CGPoint] = [:]
    for number in 1...3_000 { placements[Finger(number)] = CGPoint(x: number % 300, y: number / 300) }
    try app.touchDown(placements)
    #expect(app.touchesDown.count == 3_000)
    try app.move([Finger(1_500): CGPoint(x: 5, y: 5)])
    try app.touchUp(placements.keys.sorted())
    #expect(app.touchesDown.isEmpty)
  }

  @Test("a drag of 20,000 steps is planned and run (planning no longer replays the plan at each step)")
  func longDrag() throws {
    let window = makeWindow()
    let app = Application(window: window, isTracing: false)
    try app.drag(
      from: CGPoint(x: 10, y: 10), to: CGPoint(x: 200, y: 300), duration: .seconds(20), steps: 20_000)
    #expect(app.touchesDown.isEmpty)
    #expect(abs(app.clock.now - 20) < 1e-6)
  }
}
