import Foundation
import HitTestKit
import Testing

/// A view that keeps the event and touch it got at `touchesBegan`.
private final class EventKeeper: View {
  var event: Event?
  var touch: Touch?
  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    self.event = event
    self.touch = touches.first
  }
}

/// Touch kinds and stylus data report UIKit's values for a finger; recognizers get only the types they allow.
@Suite struct TouchTypeTests {
  @Test("a synthetic finger is a direct touch with no force, upright, pointing along x")
  func fingerHasUIKitFingerValues() throws {
    let scene = Scene()
    try scene.app.touchDown(1, at: CGPoint(x: 50, y: 50))
    let touch = try #require(scene.app.touchesDown[1])
    #expect(touch.type == .direct)
    #expect(touch.force == 0)
    #expect(abs(touch.maximumPossibleForce - 20 / 3) < 1e-9)
    #expect(touch.altitudeAngle == .pi / 2)
    #expect(touch.azimuthAngle(in: nil) == 0)
    #expect(touch.azimuthAngle(in: scene.card) == 0)
    #expect(touch.azimuthUnitVector(in: scene.card) == CGVector(dx: 1, dy: 0))
  }

  @Test("touch types have UIKit's raw values, and stylus is pencil")
  func touchTypesHaveUIKitRawValues() {
    #expect(Touch.TouchType.direct.rawValue == 0)
    #expect(Touch.TouchType.indirect.rawValue == 1)
    #expect(Touch.TouchType.pencil.rawValue == 2)
    #expect(Touch.TouchType.indirectPointer.rawValue == 3)
    #expect(Touch.TouchType.stylus == .pencil)
    #expect(Touch.TouchType(rawValue: 9) == nil)
  }

  @Test("coalesced touches are the touch itself, predicted touches none; a touch not in the event gets nil")
  func coalescedAndPredictedTouches() throws {
    let scene = Scene()
    let keeper = EventKeeper(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scene.card.addSubview(keeper)
    // The keeper holds the event, whose touches hold the keeper: let go of them when the test ends.
    defer { (keeper.event, keeper.touch) = (nil, nil) }
    try scene.app.touchDown(1, at: keeper)
    let event = try #require(keeper.event)
    let touch = try #require(keeper.touch)
    #expect(event.coalescedTouches(for: touch) == [touch])
    #expect(event.predictedTouches(for: touch) == [])
    try scene.app.touchUp()
    try scene.app.touchDown(2, at: keeper)
    let other = try #require(keeper.touch)
    #expect(other != touch)
    #expect(event.coalescedTouches(for: other) == nil)
    #expect(event.predictedTouches(for: other) == nil)
  }

  @Test("a recognizer allows every touch type by default")
  func everyTypeAllowedByDefault() {
    let recognizer = TapGestureRecognizer()
    #expect(recognizer.allowedTouchTypes.map(\.intValue) == [0, 1, 2, 3])
  }

  @Test(
    "a recognizer that allows only the pencil is not bound to a finger; numbers naming no type are ignored")
  func pencilOnlyRecognizerGetsNoFinger() throws {
    let scene = Scene()
    let pencilOnly = TapGestureRecognizer()
    pencilOnly.allowedTouchTypes = [NSNumber(value: Touch.TouchType.pencil.rawValue), NSNumber(value: 42)]
    #expect(pencilOnly.allowedTouchTypes.map(\.intValue) == [2])
    let fingers = TapGestureRecognizer()
    fingers.allowedTouchTypes = [NSNumber(value: Touch.TouchType.direct.rawValue)]
    scene.card.addGestureRecognizer(pencilOnly)
    scene.card.addGestureRecognizer(fingers)
    try scene.app.touchDown(1, at: scene.card)
    let touch = try #require(scene.app.touchesDown[1])
    #expect(touch.gestureRecognizers.map { ObjectIdentifier($0) } == [ObjectIdentifier(fingers)])
    try scene.app.touchUp()
    #expect(pencilOnly.state == .possible)
  }

  @Test("a recognizer that allows no type gets no touch")
  func emptyAllowedTypesGetNothing() throws {
    let scene = Scene()
    let none = TapGestureRecognizer()
    none.allowedTouchTypes = []
    scene.card.addGestureRecognizer(none)
    try scene.app.touchDown(1, at: scene.card)
    #expect(scene.app.touchesDown[1]?.gestureRecognizers.isEmpty == true)
  }
}
