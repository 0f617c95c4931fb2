import Foundation
import HitTestKit
import Testing

/// Stylus input: a touch of type `.stylus` with UIKit's force and angles, coalesced and predicted samples per
/// event, `allowedTouchTypes` honoured, and bad readings refused with nothing changed.
@Suite struct StylusInputTests {
  final class Canvas: View {
    var forces: [CGFloat] = []
    var types: [Touch.TouchType] = []
    var coalesced: [[CGPoint]] = []
    var predicted: [[CGPoint]] = []
    var coalescedTimes: [[TimeInterval]] = []

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { record(touches, event) }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { record(touches, event) }

    private func record(_ touches: Set<Touch>, _ event: Event?) {
      guard let touch = touches.first, let event else { return }
      forces.append(touch.force)
      types.append(touch.type)
      let samples = event.coalescedTouches(for: touch) ?? []
      coalesced.append(samples.map { $0.location(in: self) })
      coalescedTimes.append(samples.map(\.timestamp))
      predicted.append((event.predictedTouches(for: touch) ?? []).map { $0.location(in: self) })
    }
  }

  let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let application: Application
  let canvas = Canvas(frame: CGRect(x: 20, y: 20, width: 280, height: 400))

  init() {
    application = Application(window: window)
    window.addSubview(canvas)
  }

  @Test func aStylusTouchReportsItsTypeForceAndAngles() throws {
    try application.stylusDown(
      at: CGPoint(x: 100, y: 100), force: 2.5, altitudeAngle: .pi / 4, azimuthAngle: .pi / 2)
    #expect(canvas.types == [.stylus])
    #expect(canvas.forces == [2.5])
  }

  @Test func theAzimuthIsReadInTheViewsCoordinates() throws {
    var angles: [CGFloat] = []
    let rotated = View(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
    rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
    canvas.addSubview(rotated)
    let probe = ProbeView(frame: rotated.bounds) { [unowned rotated] touch in
      angles = [touch.azimuthAngle(in: nil), touch.azimuthAngle(in: rotated), touch.altitudeAngle]
    }
    rotated.addSubview(probe)
    try application.stylusDown(at: rotated, azimuthAngle: 0)
    #expect(abs(angles[0]) < 1e-9)
    #expect(
      abs(angles[1] + .pi / 2) < 1e-9, "pointing along the window's x axis is the rotated view's -y axis")
    #expect(angles[2] == .pi / 2)
  }

  @Test func aMoveThroughSeveralReadingsDeliversThemAsCoalescedAndPredictedTouches() throws {
    try application.stylusDown(at: CGPoint(x: 40, y: 40))
    try application.wait(.milliseconds(16))
    try application.stylusMove(
      through: [
        StylusSample(location: CGPoint(x: 44, y: 40), force: 1),
        StylusSample(location: CGPoint(x: 48, y: 40), force: 1.5),
        StylusSample(location: CGPoint(x: 52, y: 40), force: 2),
      ],
      predicted: [StylusSample(location: CGPoint(x: 56, y: 40))])
    #expect(canvas.forces == [1, 2])
    #expect(canvas.coalesced.last == [CGPoint(x: 24, y: 20), CGPoint(x: 28, y: 20), CGPoint(x: 32, y: 20)])
    #expect(canvas.predicted.last == [CGPoint(x: 36, y: 20)])
    let times = try #require(canvas.coalescedTimes.last)
    #expect(times.count == 3 && times[0] < times[1] && times[1] < times[2])
    #expect(abs(times[2] - 0.016) < 1e-9)
    // The next event has one sample again.
    try application.move(1, to: CGPoint(x: 60, y: 40))
    #expect(canvas.coalesced.last?.count == 1 && canvas.predicted.last == [])
    #expect(canvas.forces.last == 2, "a plain move keeps the stylus's last reading")
  }

  @Test func aFingersTouchStaysAFingersTouch() throws {
    try application.touchDown(1, at: CGPoint(x: 40, y: 40))
    #expect(canvas.types == [.direct] && canvas.forces == [0])
    #expect(throws: InputError.notAStylus(1)) {
      try application.stylusMove(1, through: [StylusSample(location: CGPoint(x: 50, y: 50))])
    }
  }

  @Test func aRecognizerThatAllowsOnlyFingersIgnoresTheStylus() throws {
    var fingerTaps = 0
    var anyTaps = 0
    let fingersOnly = TapGestureRecognizer(action: { _ in fingerTaps += 1 })
    fingersOnly.allowedTouchTypes = [NSNumber(value: Touch.TouchType.direct.rawValue)]
    let any = TapGestureRecognizer(action: { _ in anyTaps += 1 })
    canvas.addGestureRecognizer(fingersOnly)
    canvas.addGestureRecognizer(any)
    try application.stylusDown(at: CGPoint(x: 100, y: 100))
    try application.touchUp(1)
    #expect(fingerTaps == 0 && anyTaps == 1)
  }

  @Test(
    "a reading out of range is refused, naming the value, and nothing changes",
    arguments: [
      (CGFloat(-0.1), CGFloat.pi / 2, CGFloat(0), InputError.invalidParameter(name: "force", value: -0.1)),
      (.nan, .pi / 2, 0, .invalidParameter(name: "force", value: .nan)),
      (7, .pi / 2, 0, .invalidParameter(name: "force", value: 7)),
      (1, 2, 0, .invalidParameter(name: "altitudeAngle", value: 2)),
      (1, -0.5, 0, .invalidParameter(name: "altitudeAngle", value: -0.5)),
      (1, .pi / 2, .infinity, .invalidParameter(name: "azimuthAngle", value: .infinity)),
    ])
  func badReadingsAreRefused(force: CGFloat, altitude: CGFloat, azimuth: CGFloat, expected: InputError) throws
  {
    do {
      try application.stylusDown(
        at: CGPoint(x: 50, y: 50), force: force, altitudeAngle: altitude, azimuthAngle: azimuth)
      Issue.record("accepted a bad reading")
    } catch {
      #expect(error.description == expected.description)
    }
    #expect(canvas.forces.isEmpty)
    try application.stylusDown(at: CGPoint(x: 50, y: 50))
    #expect(throws: InputError.noFingers) { try application.stylusMove(through: []) }
    let nonFinite = #expect(throws: InputError.self) {
      try application.stylusMove(through: [StylusSample(location: CGPoint(x: CGFloat.nan, y: 0))])
    }
    #expect(nonFinite?.description == "location (nan, 0) is not finite; pass finite window coordinates")
    #expect(canvas.forces == [1], "the refused moves delivered nothing")
  }

  @Test func aStylusCannotGoDownTwiceOrMoveWhenUp() throws {
    try application.stylusDown(2, at: CGPoint(x: 50, y: 50))
    #expect(throws: InputError.fingerAlreadyDown(2)) {
      try application.stylusDown(2, at: CGPoint(x: 60, y: 60))
    }
    try application.touchUp(2)
    #expect(throws: InputError.fingerNotDown(2)) {
      try application.stylusMove(2, through: [StylusSample(location: CGPoint(x: 70, y: 70))])
    }
  }
}

/// A view that calls `onTouch` with each touch that begins in it.
private final class ProbeView: View {
  let onTouch: (Touch) -> Void
  init(frame: CGRect, onTouch: @escaping (Touch) -> Void) {
    self.onTouch = onTouch
    super.init(frame: frame)
  }
  required init?(coder: NSCoder) { nil }
  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { touches.forEach(onTouch) }
}
