import Foundation
import HitTestKit
import Testing

/// The calls a spy subclass of a built-in recognizer received, in order.
final class SpyLog {
  var calls: [String] = []
}

/// A `TapGestureRecognizer` subclass that records its calls and calls `super`.
final class SpyTap: TapGestureRecognizer {
  let log = SpyLog()
  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    log.calls.append("began")
    super.touchesBegan(touches, with: event)
  }
  override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    if log.calls.last != "moved" { log.calls.append("moved") }
    super.touchesMoved(touches, with: event)
  }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    log.calls.append("ended")
    super.touchesEnded(touches, with: event)
  }
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    log.calls.append("cancelled")
    super.touchesCancelled(touches, with: event)
  }
  override func reset() {
    log.calls.append("reset")
    super.reset()
  }
}

/// A `LongPressGestureRecognizer` subclass that records its calls and calls `super`.
final class SpyLongPress: LongPressGestureRecognizer {
  let log = SpyLog()
  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    log.calls.append("began")
    super.touchesBegan(touches, with: event)
  }
  override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    if log.calls.last != "moved" { log.calls.append("moved") }
    super.touchesMoved(touches, with: event)
  }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    log.calls.append("ended")
    super.touchesEnded(touches, with: event)
  }
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    log.calls.append("cancelled")
    super.touchesCancelled(touches, with: event)
  }
  override func reset() {
    log.calls.append("reset")
    super.reset()
  }
}

/// A `PanGestureRecognizer` subclass that records its calls and calls `super`.
final class SpyPan: PanGestureRecognizer {
  let log = SpyLog()
  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    log.calls.append("began")
    super.touchesBegan(touches, with: event)
  }
  override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    if log.calls.last != "moved" { log.calls.append("moved") }
    super.touchesMoved(touches, with: event)
  }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    log.calls.append("ended")
    super.touchesEnded(touches, with: event)
  }
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    log.calls.append("cancelled")
    super.touchesCancelled(touches, with: event)
  }
  override func reset() {
    log.calls.append("reset")
    super.reset()
  }
}

/// A `PinchGestureRecognizer` subclass that records its calls and calls `super`.
final class SpyPinch: PinchGestureRecognizer {
  let log = SpyLog()
  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    log.calls.append("began")
    super.touchesBegan(touches, with: event)
  }
  override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    if log.calls.last != "moved" { log.calls.append("moved") }
    super.touchesMoved(touches, with: event)
  }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    log.calls.append("ended")
    super.touchesEnded(touches, with: event)
  }
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    log.calls.append("cancelled")
    super.touchesCancelled(touches, with: event)
  }
  override func reset() {
    log.calls.append("reset")
    super.reset()
  }
}

/// A `RotationGestureRecognizer` subclass that records its calls and calls `super`.
final class SpyRotation: RotationGestureRecognizer {
  let log = SpyLog()
  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    log.calls.append("began")
    super.touchesBegan(touches, with: event)
  }
  override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    if log.calls.last != "moved" { log.calls.append("moved") }
    super.touchesMoved(touches, with: event)
  }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    log.calls.append("ended")
    super.touchesEnded(touches, with: event)
  }
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    log.calls.append("cancelled")
    super.touchesCancelled(touches, with: event)
  }
  override func reset() {
    log.calls.append("reset")
    super.reset()
  }
}

/// A `SwipeGestureRecognizer` subclass that records its calls and calls `super`.
final class SpySwipe: SwipeGestureRecognizer {
  let log = SpyLog()
  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    log.calls.append("began")
    super.touchesBegan(touches, with: event)
  }
  override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    if log.calls.last != "moved" { log.calls.append("moved") }
    super.touchesMoved(touches, with: event)
  }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    log.calls.append("ended")
    super.touchesEnded(touches, with: event)
  }
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    log.calls.append("cancelled")
    super.touchesCancelled(touches, with: event)
  }
  override func reset() {
    log.calls.append("reset")
    super.reset()
  }
}

/// A `ScreenEdgePanGestureRecognizer` subclass that records its calls and calls `super`.
final class SpyScreenEdgePan: ScreenEdgePanGestureRecognizer {
  let log = SpyLog()
  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    log.calls.append("began")
    super.touchesBegan(touches, with: event)
  }
  override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    if log.calls.last != "moved" { log.calls.append("moved") }
    super.touchesMoved(touches, with: event)
  }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    log.calls.append("ended")
    super.touchesEnded(touches, with: event)
  }
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    log.calls.append("cancelled")
    super.touchesCancelled(touches, with: event)
  }
  override func reset() {
    log.calls.append("reset")
    super.reset()
  }
}

/// A `CircleGestureRecognizer` subclass that records its calls and calls `super`.
final class SpyCircle: CircleGestureRecognizer {
  let log = SpyLog()
  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    log.calls.append("began")
    super.touchesBegan(touches, with: event)
  }
  override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    if log.calls.last != "moved" { log.calls.append("moved") }
    super.touchesMoved(touches, with: event)
  }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    log.calls.append("ended")
    super.touchesEnded(touches, with: event)
  }
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    log.calls.append("cancelled")
    super.touchesCancelled(touches, with: event)
  }
  override func reset() {
    log.calls.append("reset")
    super.reset()
  }
}

/// Issue 21: the built-in recognizers can be subclassed, as UIKit's can.
@Suite struct BuiltInSubclassTests {
  private let center = CGPoint(x: 120, y: 120)

  @Test("a tap subclass that overrides the touch methods and reset, calling super, still recognizes")
  func tap() throws {
    let scene = Scene()
    let spy = scene.attach(SpyTap(), as: "spy")
    try scene.app.tap(at: center)
    #expect(spy.log.calls == ["began", "ended", "reset"])
    #expect(scene.actions.entries == ["spy ended"])
  }

  @Test("a double-tap subclass recognizes two taps")
  func doubleTap() throws {
    let scene = Scene()
    let spy = scene.attach(SpyTap(), as: "spy")
    spy.numberOfTapsRequired = 2
    try scene.app.doubleTap(at: center)
    #expect(spy.log.calls == ["began", "ended", "began", "ended", "reset"])
    #expect(scene.actions.entries == ["spy ended"])
  }

  @Test("a long-press subclass still recognizes")
  func longPress() throws {
    let scene = Scene()
    let spy = scene.attach(SpyLongPress(), as: "spy")
    try scene.app.longPress(at: center)
    #expect(spy.log.calls == ["began", "ended", "reset"])
    #expect(scene.actions.entries == ["spy began", "spy ended"])
  }

  @Test("a pan subclass still recognizes")
  func pan() throws {
    let scene = Scene()
    let spy = scene.attach(SpyPan(), as: "spy")
    try scene.app.drag(from: CGPoint(x: 40, y: 100), to: CGPoint(x: 200, y: 100))
    #expect(spy.log.calls == ["began", "moved", "ended", "reset"])
    #expect(scene.actions.entries.first == "spy began" && scene.actions.entries.last == "spy ended")
  }

  @Test("a pinch subclass still recognizes")
  func pinch() throws {
    let scene = Scene()
    let spy = scene.attach(SpyPinch(), as: "spy")
    var lastScale: CGFloat = 0
    spy.addTarget { lastScale = ($0 as! PinchGestureRecognizer).scale }
    try scene.app.pinch(center: center, fromDistance: 40, toDistance: 120)
    #expect(spy.log.calls.first == "began" && spy.log.calls.last == "reset")
    #expect(scene.actions.entries.first == "spy began" && scene.actions.entries.last == "spy ended")
    #expect(lastScale > 2)
  }

  @Test("a rotation subclass still recognizes")
  func rotation() throws {
    let scene = Scene()
    let spy = scene.attach(SpyRotation(), as: "spy")
    try scene.app.rotate(center: center, radius: 50, by: .pi / 2)
    #expect(spy.log.calls.first == "began" && spy.log.calls.last == "reset")
    #expect(scene.actions.entries.first == "spy began" && scene.actions.entries.last == "spy ended")
  }

  @Test("a swipe subclass still recognizes")
  func swipe() throws {
    let scene = Scene()
    let spy = scene.attach(SpySwipe(), as: "spy")
    try scene.app.swipe(from: CGPoint(x: 40, y: 100), direction: .right)
    #expect(
      spy.log.calls.first == "began" && spy.log.calls.contains("moved") && spy.log.calls.last == "reset")
    #expect(scene.actions.entries == ["spy ended"])
  }

  @Test("a screen-edge pan subclass still recognizes")
  func screenEdgePan() throws {
    let scene = Scene()
    let window = scene.window
    let spy = SpyScreenEdgePan(edges: .left)
    scene.actions.watch(spy, as: "spy")
    window.addGestureRecognizer(spy)
    try scene.app.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 200, y: 300))
    #expect(spy.log.calls == ["began", "moved", "ended", "reset"])
    #expect(scene.actions.entries.first == "spy began" && scene.actions.entries.last == "spy ended")
  }

  @Test("a circle subclass still recognizes")
  func circle() throws {
    let scene = Scene()
    let spy = scene.attach(SpyCircle(), as: "spy")
    let points = (0...40).map { step -> CGPoint in
      let angle = CGFloat(step) / 40 * 2 * .pi
      return CGPoint(x: 120 + 60 * cos(angle), y: 120 + 60 * sin(angle))
    }
    try scene.app.touchDown(1, at: points[0])
    for point in points.dropFirst() {
      try scene.app.wait(.milliseconds(16))
      try scene.app.move(1, to: point)
    }
    try scene.app.touchUp(1)
    #expect(spy.log.calls == ["began", "moved", "ended", "reset"])
    #expect(scene.actions.entries == ["spy ended"])
  }
}
