import HitTestKit
import SeededRandomness

/// What a probe does besides recording: nothing, or input from inside its handlers (as app code may).
final class FuzzBehaviour {
  weak var application: Application?
  /// Chance that a `touchesBegan` or an action sends input from inside the handler.
  var reentrancy = 0.0
  var random: SplitMix64
  let ledger: TouchLedger
  let bounds: CGRect

  init(ledger: TouchLedger, random: SplitMix64, bounds: CGRect) {
    self.ledger = ledger
    self.random = random
    self.bounds = bounds
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

  override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
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
    behaviour?.maybeReenter()
    if !handlesTouches { super.touchesBegan(touches, with: event) }
  }
  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    behaviour?.ledger.record(.moved, touches, to: self)
    if !handlesTouches { super.touchesMoved(touches, with: event) }
  }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    behaviour?.ledger.record(.ended, touches, to: self)
    if !handlesTouches { super.touchesEnded(touches, with: event) }
  }
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    behaviour?.ledger.record(.cancelled, touches, to: self)
    if !handlesTouches { super.touchesCancelled(touches, with: event) }
  }
}

/// A button that records what it is delivered (and tracks its touch as a control does).
final class ProbeButton: Button {
  weak var behaviour: FuzzBehaviour?

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    behaviour?.ledger.record(.began, touches, to: self)
    behaviour?.maybeReenter()
    super.touchesBegan(touches, with: event)
  }
  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    behaviour?.ledger.record(.moved, touches, to: self)
    super.touchesMoved(touches, with: event)
  }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    behaviour?.ledger.record(.ended, touches, to: self)
    super.touchesEnded(touches, with: event)
  }
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    behaviour?.ledger.record(.cancelled, touches, to: self)
    super.touchesCancelled(touches, with: event)
  }
}

/// A scroll view that records what it is delivered.
final class ProbeScrollView: ScrollView {
  weak var behaviour: FuzzBehaviour?

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    behaviour?.ledger.record(.began, touches, to: self)
    super.touchesBegan(touches, with: event)
  }
  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    behaviour?.ledger.record(.moved, touches, to: self)
    super.touchesMoved(touches, with: event)
  }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    behaviour?.ledger.record(.ended, touches, to: self)
    super.touchesEnded(touches, with: event)
  }
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    behaviour?.ledger.record(.cancelled, touches, to: self)
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

  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { shouldBegin }
  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
    shouldReceive
  }
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool { simultaneous }
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
  ) -> Bool { requireFailure }
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
  ) -> Bool { beRequiredToFail }
}
