import Foundation
import HitTestKit
import HitTestKitTesting
import Testing

/// Strokes for the circle recognizer: each is a list of window points drawn with one finger.
enum Stroke {
  /// A circle of `radius` around `center`, `steps` + 1 points, starting at 3 o'clock, a full turn.
  static func circle(center: CGPoint, radius: CGFloat, steps: Int = 40, wobble: CGFloat = 0) -> [CGPoint] {
    (0...steps).map { step in
      let angle = CGFloat(step) / CGFloat(steps) * 2 * .pi
      let r = radius * (1 + wobble * sin(5 * angle))
      return CGPoint(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
    }
  }

  /// A straight line, or a very slightly bowed one (`bow` pt at its middle).
  static func line(from start: CGPoint, to end: CGPoint, bow: CGFloat = 0, steps: Int = 40) -> [CGPoint] {
    (0...steps).map { step in
      let t = CGFloat(step) / CGFloat(steps)
      return CGPoint(
        x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t + bow * sin(t * .pi))
    }
  }

  /// An S: two half circles of `radius`, stacked, turning opposite ways.
  static func sShape(center: CGPoint, radius: CGFloat, steps: Int = 40) -> [CGPoint] {
    (0...steps).map { step in
      let t = CGFloat(step) / CGFloat(steps) * 2 * .pi
      if t <= .pi {
        return CGPoint(x: center.x - radius * sin(t), y: center.y - radius - radius * cos(t))
      }
      let u = t - .pi
      return CGPoint(x: center.x + radius * sin(u), y: center.y + radius - radius * cos(u))
    }
  }

  /// A figure 8 (a lemniscate of Gerono, lying on its side), crossing at `center`.
  static func figureEight(center: CGPoint, size: CGFloat, steps: Int = 40) -> [CGPoint] {
    (0...steps).map { step in
      let t = CGFloat(step) / CGFloat(steps) * 2 * .pi
      return CGPoint(x: center.x + size * sin(t), y: center.y + size * sin(t) * cos(t))
    }
  }
}

/// A 320 × 480 window whose `board` carries a circle recognizer, with the application driving it.
final class CircleBoard {
  let window = makeWindow()
  let board = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let circle = CircleGestureRecognizer()
  let app: Application
  var recognized: [CircleFit] = []

  init() {
    board.name = "board"
    window.addSubview(board)
    circle.name = "circle"
    board.addGestureRecognizer(circle)
    app = Application(window: window)
    circle.addTarget { [unowned self] recognizer in
      if let fit = (recognizer as? CircleGestureRecognizer)?.fitResult { self.recognized.append(fit) }
    }
  }

  /// Draws `points` with finger 1, 16 ms between samples, and returns the trace.
  @discardableResult
  func draw(_ points: [CGPoint]) throws -> InteractionTrace {
    var trace = try app.touchDown(1, at: points[0])
    for point in points.dropFirst() {
      trace.append(try app.wait(.milliseconds(16)))
      trace.append(try app.move(1, to: point))
    }
    trace.append(try app.touchUp(1))
    return trace
  }

  /// The cause of the circle's failure in `trace`, or nil.
  func failure(in trace: InteractionTrace) -> CircleGestureRecognizer.Failure? {
    for entry in trace.entries {
      if case .gesture(let recognizer, .transition(.possible, .failed, .notACircle(let failure))) = entry.kind,
        recognizer.object === circle
      {
        return failure
      }
    }
    return nil
  }
}

@Suite struct CircleGestureRecognizerTests {
  let center = CGPoint(x: 160, y: 240)

  @Test("a drawn circle is recognized, with its fit")
  func circleRecognizes() throws {
    let board = CircleBoard()
    let trace = try board.draw(Stroke.circle(center: center, radius: 80))
    #expect(board.recognized.count == 1)
    let fit = try #require(board.recognized.first)
    #expect(abs(fit.center.x - 160) < 0.01 && abs(fit.center.y - 240) < 0.01)
    #expect(abs(fit.radius - 80) < 0.01)
    #expect(board.failure(in: trace) == nil)
    expectTrace(
      trace,
      contains: .stateChange(
        recognizer: "circle", from: .possible, to: .ended, because: .circleRecognized))
  }

  @Test("a slightly wobbly circle is still a circle")
  func wobblyCircleRecognizes() throws {
    let board = CircleBoard()
    try board.draw(Stroke.circle(center: center, radius: 80, wobble: 0.08))
    #expect(board.recognized.count == 1)
  }

  @Test("a sloppy circle fails on the fit error")
  func sloppyCircle() throws {
    let board = CircleBoard()
    let trace = try board.draw(Stroke.circle(center: center, radius: 80, wobble: 0.4))
    #expect(board.recognized.isEmpty)
    let reason = try #require(board.failure(in: trace))
    guard case .notNearOneCircle(_, _, let relativeError, let tolerance) = reason else {
      Issue.record("expected notNearOneCircle, got \(reason)")
      return
    }
    #expect(relativeError > tolerance && tolerance == CircleGestureRecognizer.defaultTolerance)
  }

  @Test("a straight line has no circle")
  func straightLine() throws {
    let board = CircleBoard()
    let trace = try board.draw(Stroke.line(from: CGPoint(x: 20, y: 100), to: CGPoint(x: 300, y: 100)))
    #expect(board.failure(in: trace) == .noFit(.collinear))
  }

  @Test("a nearly straight line fits a huge circle but sweeps too little")
  func nearlyStraightLine() throws {
    let board = CircleBoard()
    let trace = try board.draw(
      Stroke.line(from: CGPoint(x: 20, y: 100), to: CGPoint(x: 300, y: 100), bow: 2))
    switch try #require(board.failure(in: trace)) {
    case .sweepTooSmall, .coversTooLittle: break
    case let reason: Issue.record("expected too small a sweep or cover, got \(reason)")
    }
  }

  @Test("an arc fails on the bounding box overlap")
  func arc() throws {
    let board = CircleBoard()
    let half = Array(Stroke.circle(center: center, radius: 80).prefix(21))
    let trace = try board.draw(half)
    let reason = try #require(board.failure(in: trace))
    guard case .coversTooLittle(let overlap, let required) = reason else {
      Issue.record("expected coversTooLittle, got \(reason)")
      return
    }
    #expect(abs(overlap - 0.5) < 0.005 && abs(required - 0.8) < 1e-9)
  }

  @Test("a symmetric S fails: a straight line fits it better than any circle")
  func sShape() throws {
    let board = CircleBoard()
    let trace = try board.draw(Stroke.sShape(center: center, radius: 60))
    #expect(board.failure(in: trace) == .noFit(.lineFitsBetter))
  }

  @Test("a figure 8 fails on points in the middle")
  func figureEight() throws {
    let board = CircleBoard()
    let trace = try board.draw(Stroke.figureEight(center: center, size: 100))
    let reason = try #require(board.failure(in: trace))
    guard case .passesThroughMiddle = reason else {
      Issue.record("expected passesThroughMiddle, got \(reason)")
      return
    }
  }

  @Test("a flick has too few points")
  func tooFewPoints() throws {
    let board = CircleBoard()
    let trace = try board.draw(Array(Stroke.circle(center: center, radius: 80).prefix(5)))
    #expect(
      board.failure(in: trace) == .tooShort(points: 5, minimum: CircleGestureRecognizer.minimumPointCount))
  }

  @Test("a second finger fails the circle")
  func twoFingers() throws {
    let board = CircleBoard()
    let points = Stroke.circle(center: center, radius: 80)
    let app = board.app
    var trace = try app.touchDown(1, at: points[0])
    trace.append(try app.move(1, to: points[1]))
    trace.append(try app.touchDown(2, at: CGPoint(x: 20, y: 20)))
    #expect(board.failure(in: trace) == .tooManyFingers(2))
    for point in points.dropFirst(2) { try app.move(1, to: point) }
    try app.touchUp(1, 2)
    #expect(board.recognized.isEmpty)
  }

  @Test("cancelled touches fail the circle")
  func cancelFails() throws {
    let board = CircleBoard()
    let points = Stroke.circle(center: center, radius: 80)
    try board.app.touchDown(1, at: points[0])
    for point in points.dropFirst().prefix(30) { try board.app.move(1, to: point) }
    let trace = board.app.cancelAllTouches()
    #expect(board.failure(in: trace) == .touchesCancelled)
    #expect(board.recognized.isEmpty)
  }

  @Test("reset clears the points, the fit and the failure reason")
  func resetClears() throws {
    let board = CircleBoard()
    let points = Stroke.circle(center: center, radius: 80)
    try board.app.touchDown(1, at: points[0])
    for point in points.dropFirst().prefix(10) { try board.app.move(1, to: point) }
    #expect(board.circle.points.count == 11)
    try board.app.touchUp(1)
    // The system reset the recognizer at the end of the event in which it failed (an arc).
    #expect(board.circle.state == .possible)
    #expect(board.circle.points.isEmpty)
    #expect(board.circle.fitResult == nil)
    #expect(board.circle.failureReason == nil)
  }

  @Test("a recognizer that never saw a touch judges nothing")
  func standalone() {
    let circle = CircleGestureRecognizer()
    #expect(circle.tolerance == 0.2)
    #expect(circle.state == .possible && circle.fitResult == nil && circle.failureReason == nil)
  }
}
