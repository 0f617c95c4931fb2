import HitTestKit
import HitTestKitTesting
import Testing

/// Issue 10, fault 4: several fingers down in one event on a single-touch view, or on two exclusive-touch
/// buttons.
///
/// The first finger of the event (finger order) gets the view; the reason for the others is true.
@Suite struct MultiTouchAdmissionTests {
  let window = makeWindow()
  let app: Application

  init() {
    app = Application(window: window)
  }

  @Test("two fingers in one event on a view without isMultipleTouchEnabled: finger 1 gets it")
  func singleTouchView() throws {
    let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    view.name = "pad"
    window.addSubview(view)
    let trace = try app.touchDown([2: CGPoint(x: 10, y: 10), 1: CGPoint(x: 150, y: 150)])
    expectTrace(trace, contains: .delivered(.began, to: "pad", fingers: [1]))
    expectTrace(
      trace,
      contains: .notDelivered(
        .began, to: "pad", finger: 2,
        reason: .multipleTouchDisabled(
          view: TracedObject(view), other: .init(finger: 1, view: TracedObject(view), isInSameEvent: true))))
    expectTrace(
      trace,
      lacks: .notDelivered(
        reason: .multipleTouchDisabled(
          view: TracedObject(view), other: .init(finger: 1, view: TracedObject(view), isInSameEvent: false))))
    try app.touchUp([1, 2])
    #expect(view.calls == ["began 1", "ended"])
  }

  @Test("a finger on a single-touch view that already tracks one keeps the 'already has a touch' reason")
  func laterEvent() throws {
    let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    view.name = "pad"
    window.addSubview(view)
    try app.touchDown(1, at: CGPoint(x: 10, y: 10))
    let trace = try app.touchDown(2, at: CGPoint(x: 20, y: 20))
    expectTrace(
      trace,
      contains: .notDelivered(
        .began, to: "pad", finger: 2,
        reason: .multipleTouchDisabled(
          view: TracedObject(view), other: .init(finger: 1, view: TracedObject(view), isInSameEvent: false))))
  }

  @Test("two exclusive-touch buttons touched in one event: the first finger's button gets its touch")
  func exclusiveButtons() throws {
    let left = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 44), title: "left")
    let right = Button(frame: CGRect(x: 150, y: 0, width: 100, height: 44), title: "right")
    left.name = "left"
    right.name = "right"
    var sent: [String] = []
    left.addAction(for: .touchUpInside) { _ in sent.append("left") }
    right.addAction(for: .touchUpInside) { _ in sent.append("right") }
    for button in [left, right] {
      button.isExclusiveTouch = true
      window.addSubview(button)
    }
    let trace = try app.touchDown([1: CGPoint(x: 200, y: 20), 2: CGPoint(x: 50, y: 20)])
    expectTrace(trace, contains: .delivered(.began, to: "right", fingers: [1]))
    expectTrace(
      trace,
      contains: .notDelivered(
        .began, to: "left", finger: 2,
        reason: .exclusiveTouchElsewhere(
          other: .init(finger: 1, view: TracedObject(right), isInSameEvent: true))))
    try app.touchUp([1, 2])
    #expect(sent == ["right"])
  }

  @Test("an exclusive-touch view touched in the same event as another view is refused its touch")
  func exclusiveAfterPlain() throws {
    let plain = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    plain.name = "plain"
    let exclusive = RecordingView(frame: CGRect(x: 150, y: 0, width: 100, height: 100))
    exclusive.name = "exclusive"
    exclusive.isExclusiveTouch = true
    window.addSubview(plain)
    window.addSubview(exclusive)
    let trace = try app.touchDown([1: CGPoint(x: 10, y: 10), 2: CGPoint(x: 160, y: 10)])
    expectTrace(
      trace,
      contains: .notDelivered(
        .began, to: "exclusive", finger: 2,
        reason: .exclusiveTouch(
          view: TracedObject(exclusive),
          other: .init(finger: 1, view: TracedObject(plain), isInSameEvent: true))))
    #expect(plain.calls == ["began 1"])
    #expect(exclusive.calls.isEmpty)
  }
}
