import HitTestKit
import HitTestKitTesting
import Testing

/// A view that runs a closure from each of its `touchesBegan` and `touchesEnded` calls (input from handlers).
final class HandlerView: View {
  var onBegan: ((Set<Touch>) -> Void)?
  var onEnded: ((Set<Touch>) -> Void)?
  var began: [Finger] = []
  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    began += touches.map(\.finger).sorted()
    onBegan?(touches)
  }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { onEnded?(touches) }
}

/// Issue 10, fault 1: a request made from a handler is validated at call time against the fingers as they will
/// be once everything already queued has run, and a composite is queued whole or refused whole.
@Suite struct InputFromHandlerTests {
  let window = makeWindow()
  let app: Application
  let view = HandlerView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))

  init() {
    app = Application(window: window)
    view.name = "pad"
    view.isMultipleTouchEnabled = true
    window.addSubview(view)
  }

  @Test("tap(at:finger: 2) from touchesBegan is queued whole and leaves no finger down (the reported fault)")
  func tapFromHandler() throws {
    var thrown: (any Error)?
    view.onBegan = { [unowned app] touches in
      guard touches.contains(where: { $0.finger == 1 }) else { return }
      do throws(InputError) { try app.tap(at: CGPoint(x: 50, y: 50), finger: 2) } catch { thrown = error }
    }
    let trace = try app.touchDown(1, at: CGPoint(x: 10, y: 10))
    #expect(thrown == nil)
    #expect(
      trace.lines.filter { $0.hasPrefix("queued until the current event finishes") } == [
        "queued until the current event finishes: touch down [finger 2]",
        "queued until the current event finishes: wait 0.05 seconds",
        "queued until the current event finishes: touch up [finger 2]",
      ])
    expectTrace(trace, lacks: .inputFailed())
    expectTrace(trace, lacks: .inputRefused())
    #expect(app.touchesDown.keys.sorted() == [1], "finger 2 came down and went up again")
    try app.touchUp(1)
    view.onBegan = nil
    try app.tap(at: CGPoint(x: 50, y: 50), finger: 2)  // finger 2 is free again
    #expect(app.touchesDown.isEmpty)
  }

  @Test("a composite refused in any part queues nothing, throws the typed error and is traced once")
  func compositeRefusedWhole() throws {
    var errors: [InputError] = []
    view.onBegan = { [unowned app] _ in
      do throws(InputError) { try app.tap(at: CGPoint(x: 50, y: 50), finger: 1) } catch {
        errors.append(error)
      }  // finger 1 is down
      do throws(InputError) {
        try app.drag(from: CGPoint(x: 5, y: 5), to: CGPoint(x: 9, y: 9), steps: 0, finger: 3)
      } catch { errors.append(error) }
    }
    let trace = try app.touchDown(1, at: CGPoint(x: 10, y: 10))
    #expect(errors == [.fingerAlreadyDown(1), .invalidStepCount(0)])
    #expect(
      trace.lines.filter { $0.hasPrefix("input refused") } == [
        "input refused, nothing queued: finger 1 is already down; lift it with touchUp first",
        "input refused, nothing queued: 0 steps requested; a movement needs at least 1",
      ])
    expectTrace(trace, lacks: .queued())
    expectTrace(trace, lacks: .inputFailed())
    #expect(app.touchesDown.keys.sorted() == [1])
  }

  @Test("queued primitives are validated against the fingers projected through the queue")
  func projectedPrimitives() throws {
    var errors: [InputError] = []
    view.onBegan = { [unowned app] touches in
      guard touches.contains(where: { $0.finger == 1 }) else { return }
      do throws(InputError) {
        try app.touchDown(2, at: CGPoint(x: 40, y: 40))
        try app.touchUp(2)
        try app.touchUp(1)  // finger 1 is down now and until the queue lifts it
      } catch { errors.append(error) }
      // Finger 2 is already lifted by the queue, and so will finger 1 be.
      do throws(InputError) { try app.touchUp(2) } catch { errors.append(error) }
      do throws(InputError) { try app.move(1, to: CGPoint(x: 1, y: 1)) } catch { errors.append(error) }
    }
    let trace = try app.touchDown(1, at: CGPoint(x: 10, y: 10))
    #expect(errors == [.fingerNotDown(2), .fingerNotDown(1)])
    #expect(trace.entries(matching: .inputRefused()).count == 2)
    expectTrace(trace, lacks: .inputFailed())
    #expect(app.touchesDown.isEmpty)
    #expect(view.began == [1, 2])
  }

  @Test("input queued by a queued request's handler runs after the rest of the queue, in order")
  func nestedQueues() throws {
    let other = HandlerView(frame: CGRect(x: 0, y: 250, width: 100, height: 100))
    other.name = "other"
    window.addSubview(other)
    var errors: [InputError] = []
    view.onBegan = { [unowned app] _ in
      do throws(InputError) { try app.tap(at: CGPoint(x: 50, y: 300), finger: 2) } catch {
        errors.append(error)
      }
    }
    other.onBegan = { [unowned app] touches in
      guard touches.contains(where: { $0.finger == 2 }) else { return }
      do throws(InputError) {
        try app.touchUp(1)  // finger 1 is still down: accepted, queued after the tap's wait and lift
        try app.touchDown(1, at: CGPoint(x: 60, y: 300))  // down again once lifted: accepted
        try app.touchUp(1)
      } catch { errors.append(error) }
    }
    let trace = try app.touchDown(1, at: CGPoint(x: 10, y: 10))
    #expect(errors.isEmpty)
    #expect(
      trace.lines.filter { $0.hasPrefix("queued until") }.map {
        $0.replacingOccurrences(of: "queued until the current event finishes: ", with: "")
      }
        == [
          "touch down [finger 2]", "wait 0.05 seconds", "touch up [finger 2]", "touch up [finger 1]",
          "touch down [finger 1]", "touch up [finger 1]",
        ])
    #expect(app.touchesDown.isEmpty)
    #expect(other.began == [2, 1])
  }

  @Test("from touchesEnded, the lifting finger may come down again but may not be lifted twice")
  func fromTouchesEnded() throws {
    var errors: [InputError] = []
    var downs = 0
    view.onEnded = { [unowned app] _ in
      guard downs == 0 else { return }
      downs += 1
      do throws(InputError) { try app.touchUp(1) } catch { errors.append(error) }
      do throws(InputError) { try app.touchDown(1, at: CGPoint(x: 20, y: 20)) } catch { errors.append(error) }
    }
    try app.touchDown(1, at: CGPoint(x: 10, y: 10))
    let trace = try app.touchUp(1)
    #expect(errors == [.fingerNotDown(1)])
    expectTrace(trace, contains: .queued(.touchDown([.init(finger: 1, location: CGPoint(x: 20, y: 20))])))
    #expect(app.touchesDown.keys.sorted() == [1])
  }

  @Test("cancelAllTouches from a handler cancels the fingers that will be down after the queue")
  func cancelAllFromHandler() throws {
    view.onBegan = { [unowned app] touches in
      guard touches.contains(where: { $0.finger == 1 }) else { return }
      _ = try? app.touchDown(2, at: CGPoint(x: 30, y: 30))
      app.cancelAllTouches()
    }
    let trace = try app.touchDown(1, at: CGPoint(x: 10, y: 10))
    expectTrace(trace, contains: .queued(.cancel([1, 2])))
    #expect(app.touchesDown.isEmpty)
  }

  @Test("input from a timer's handler (a long press beginning) runs at the timer's time, after it settles")
  func fromTimerHandler() throws {
    var downAt: [TimeInterval] = []
    let press = LongPressGestureRecognizer { [unowned app] recognizer in
      guard recognizer.state == .began else { return }
      _ = try? app.tap(at: CGPoint(x: 150, y: 150), finger: 2)
    }
    press.cancelsTouchesInView = false
    view.addGestureRecognizer(press)
    view.onBegan = { [unowned app] touches in
      if touches.contains(where: { $0.finger == 2 }) { downAt.append(app.clock.now) }
    }
    try app.touchDown(1, at: CGPoint(x: 10, y: 10))
    let trace = try app.wait(.seconds(2))
    expectTrace(trace, contains: .queued(.touchDown([.init(finger: 2, location: CGPoint(x: 150, y: 150))])))
    #expect(downAt.count == 1)
    #expect(abs((downAt.first ?? 0) - LongPressGestureRecognizer.defaultMinimumPressDuration) < 1e-9)
    #expect(app.touchesDown.keys.sorted() == [1])
  }
}
