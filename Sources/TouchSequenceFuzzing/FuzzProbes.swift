import HitTestKit
import SeededRandomness

/// What a probe does besides recording: nothing, or input from inside its handlers (as app code may).
final class FuzzBehaviour {
  weak var application: Application?
  /// The scene whose views and recognizers mutations change.
  weak var scene: FuzzScene?
  /// Chance that a `touchesBegan` or an action sends input from inside the handler.
  var reentrancy = 0.0
  /// Chance that a callback (hit test, touch method, delegate, action) changes the scene (``FuzzMutation``).
  var mutationRate = 0.0
  /// Whether those changes include clearing the trace (not from inside a hit test: see `FuzzScene`).
  var allowsClearingTrace = true
  /// How many times a mutation cleared a trace (the state check then reads the recognizers instead).
  var traceClears = 0
  /// Names of recognizers that sent an action while disabled (an invariant: a disabled recognizer sends none).
  var actionsWhileDisabled: [String] = []
  var random: SplitMix64
  let ledger: TouchLedger
  let bounds: CGRect

  init(ledger: TouchLedger, random: SplitMix64, bounds: CGRect) {
    self.ledger = ledger
    self.random = random
    self.bounds = bounds
  }

  /// Maybe changes the scene from inside a hit test: as from any callback, but never clearing the trace there
  /// (see `FuzzScene.tracesClearedDuringHitTests`).
  func maybeMutateDuringHitTest(in place: StaticString) {
    let allowed = allowsClearingTrace
    allowsClearingTrace = allowed && FuzzScene.tracesClearedDuringHitTests
    maybeMutate(in: place)
    allowsClearingTrace = allowed
  }

  /// An action sent by `recognizer`: notes one sent while disabled, then maybe sends input or changes the scene.
  func actionSent(by recognizer: GestureRecognizer) {
    // Disabling a recognizer mid-gesture cancels it, and that `.cancelled` action is sent while it is disabled
    // (the reference's decision list); any other action is not.
    if !recognizer.isEnabled, recognizer.state != .cancelled {
      actionsWhileDisabled.append("\(recognizer.displayName) (\(recognizer.state))")
    }
    maybeReenter()
    maybeMutate(in: "action")
  }

  /// Maybe sends a random input request from inside a handler; a refused one must change nothing.
  func maybeReenter() {
    guard let application, reentrancy > 0, random.chance(reentrancy) else { return }
    let finger = Finger(Int.random(in: 1...4, using: &random))
    let point = random.point(in: bounds)
    switch Int.random(in: 0..<6, using: &random) {
    case 0: _ = try? application.tap(at: point, finger: finger)
    case 1: _ = try? application.touchDown(finger, at: point)
    case 2: _ = try? application.touchUp(finger)
    case 3: _ = try? application.move(finger, to: point)
    case 4: _ = try? application.wait(.milliseconds(Int.random(in: 0...400, using: &random)))
    default: application.cancelAllTouches()
    }
  }
}

/// How a probe view's `hitTest` override behaves.
enum HitTestOverride: CaseIterable {
  case inherited
  /// Extends the touch area 10 pt on every side (the classic enlarged button).
  case enlarged
  /// Passes touches through itself, keeping its subviews hittable (the classic pass-through overlay).
  case passThrough
  /// Removes its front subview and puts it back behind the others during the search.
  case reordersSubviews
}

/// A plain view that records what it is delivered.
final class ProbeView: View {
  weak var behaviour: FuzzBehaviour?
  var override = HitTestOverride.inherited
  var handlesTouches = false

  override func point(inside point: CGPoint, with event: Event?) -> Bool {
    behaviour?.maybeMutateDuringHitTest(in: "point(inside:with:)")
    return super.point(inside: point, with: event)
  }

  override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    behaviour?.maybeMutateDuringHitTest(in: "hitTest(_:with:)")
    switch override {
    case .inherited: return super.hitTest(point, with: event)
    case .enlarged:
      guard !isHidden, isUserInteractionEnabled, alpha >= View.minimumHittableAlpha else { return nil }
      if let hit = super.hitTest(point, with: event) { return hit }
      return bounds.insetBy(dx: -10, dy: -10).contains(point) ? self : nil
    case .passThrough:
      let hit = super.hitTest(point, with: event)
      return hit === self ? nil : hit
    case .reordersSubviews:
      if let front = subviews.last, subviews.count > 1 {
        front.removeFromSuperview()
        insertSubview(front, at: 0)
      }
      return super.hitTest(point, with: event)
    }
  }

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    behaviour?.ledger.record(.began, touches, to: self)
    behaviour?.maybeMutate(in: "touchesBegan")
    behaviour?.maybeReenter()
    if !handlesTouches { super.touchesBegan(touches, with: event) }
  }
  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    behaviour?.ledger.record(.moved, touches, to: self)
    behaviour?.maybeMutate(in: "touchesMoved")
    if !handlesTouches { super.touchesMoved(touches, with: event) }
  }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    behaviour?.ledger.record(.ended, touches, to: self)
    behaviour?.maybeMutate(in: "touchesEnded")
    if !handlesTouches { super.touchesEnded(touches, with: event) }
  }
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    behaviour?.ledger.record(.cancelled, touches, to: self)
    behaviour?.maybeMutate(in: "touchesCancelled")
    if !handlesTouches { super.touchesCancelled(touches, with: event) }
  }
}

/// A button that records what it is delivered (and tracks its touch as a control does).
final class ProbeButton: Button {
  weak var behaviour: FuzzBehaviour?

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    behaviour?.ledger.record(.began, touches, to: self)
    behaviour?.maybeMutate(in: "touchesBegan")
    behaviour?.maybeReenter()
    super.touchesBegan(touches, with: event)
  }
  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    behaviour?.ledger.record(.moved, touches, to: self)
    behaviour?.maybeMutate(in: "touchesMoved")
    super.touchesMoved(touches, with: event)
  }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    behaviour?.ledger.record(.ended, touches, to: self)
    behaviour?.maybeMutate(in: "touchesEnded")
    super.touchesEnded(touches, with: event)
  }
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    behaviour?.ledger.record(.cancelled, touches, to: self)
    behaviour?.maybeMutate(in: "touchesCancelled")
    super.touchesCancelled(touches, with: event)
  }
}

/// A scroll view that records what it is delivered.
final class ProbeScrollView: ScrollView {
  weak var behaviour: FuzzBehaviour?

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    behaviour?.ledger.record(.began, touches, to: self)
    behaviour?.maybeMutate(in: "touchesBegan")
    super.touchesBegan(touches, with: event)
  }
  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    behaviour?.ledger.record(.moved, touches, to: self)
    behaviour?.maybeMutate(in: "touchesMoved")
    super.touchesMoved(touches, with: event)
  }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    behaviour?.ledger.record(.ended, touches, to: self)
    behaviour?.maybeMutate(in: "touchesEnded")
    super.touchesEnded(touches, with: event)
  }
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    behaviour?.ledger.record(.cancelled, touches, to: self)
    behaviour?.maybeMutate(in: "touchesCancelled")
    super.touchesCancelled(touches, with: event)
  }
}

/// A delegate with fixed random answers.
final class FuzzDelegate: GestureRecognizerDelegate {
  let shouldBegin: Bool
  let shouldReceive: Bool
  let simultaneous: Bool
  let requireFailure: Bool
  let beRequiredToFail: Bool

  init(random: inout SplitMix64) {
    shouldBegin = random.chance(0.8)
    shouldReceive = random.chance(0.85)
    simultaneous = random.chance(0.3)
    requireFailure = random.chance(0.15)
    beRequiredToFail = random.chance(0.15)
  }

  /// The behaviour whose mutations the delegate's calls may make.
  weak var behaviour: FuzzBehaviour?

  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    behaviour?.maybeMutate(in: "gestureRecognizerShouldBegin")
    return shouldBegin
  }
  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
    behaviour?.maybeMutate(in: "shouldReceive")
    return shouldReceive
  }
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool {
    behaviour?.maybeMutate(in: "shouldRecognizeSimultaneouslyWith")
    return simultaneous
  }
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
  ) -> Bool {
    behaviour?.maybeMutate(in: "shouldRequireFailureOf")
    return requireFailure
  }
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
  ) -> Bool {
    behaviour?.maybeMutate(in: "shouldBeRequiredToFailBy")
    return beRequiredToFail
  }
}
