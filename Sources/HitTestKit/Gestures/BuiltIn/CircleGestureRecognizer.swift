import Foundation

/// Recognizes one finger drawing a closed circle (discrete), in the manner of Apple's circle recognizer
/// sample ("Implementing a custom gesture recognizer").
///
/// It collects the finger's positions in window coordinates and decides when the finger lifts: it fits a
/// circle to them (``CircleFit``, Taubin's method) and recognizes (``GestureRecognizer/State/ended``) only
/// if every rule below holds, checked in this order; the first rule broken fails it, with a cause that says
/// in plain words what was wrong with the stroke and gives the numbers (`the points do not lie near one
/// circle: on average 16.3 pt from the best circle (radius 60), 27% of the radius, more than the 20%
/// allowed`). The rules about where the stroke goes come before the fit error, so that a figure 8 or an arc
/// is reported as such rather than as a poor fit:
///
/// 1. **Enough points**: at least ``minimumPointCount`` samples (`too short to judge`).
/// 2. **A circle fits at all**: ``CircleFit/init(points:)`` does not throw (a straight stroke, an S that a
///    line fits better, a finger that did not move; each said in words).
/// 3. **No points in the middle**: no sample lies in a square of side radius/√2 · ``tolerance`` · 2
///    centred on the fitted centre (the inscribed square scaled by the tolerance). A figure 8 or an S
///    crosses there, however well a circle fits it overall.
/// 4. **The stroke covers the circle**: the stroke's bounding box covers more than 1 − ``tolerance`` of
///    the fitted circle's bounding box (overlap area / circle box area). An arc covers only part.
/// 5. **The stroke goes around**: the stroke sweeps at least ``minimumSweep`` degrees around the fitted
///    centre. A nearly straight, slightly curved stroke fits a huge circle well, yet sweeps a few degrees;
///    an S turns one way, then back.
/// 6. **A good fit**: the fit's ``CircleFit/relativeError`` is at most ``tolerance``.
///
/// A second finger, or cancelled touches, fail it at once. ``fitResult`` and ``failureReason`` describe
/// the gesture until ``reset()``: read them in the action callback (recognized) or in the view's
/// `touchesEnded` (failed: the touch then reaches the view, in the same event, before the reset).
///
/// ```swift
/// let circle = CircleGestureRecognizer { recognizer in
///   let fit = (recognizer as! CircleGestureRecognizer).fitResult!
///   print("circled \(fit.center.compactDescription)")
/// }
/// gameView.addGestureRecognizer(circle)
/// ```
open class CircleGestureRecognizer: GestureRecognizer {
  /// The fewest samples judged: 8.
  ///
  /// Fewer points (a flick) say too little about the shape to call it a circle, though three already
  /// determine one.
  public static let minimumPointCount = 8
  /// The smallest angle the stroke must sweep around the fitted centre: 300°, a circle drawn a little
  /// short of closing still counts, an arc or a near-straight line does not.
  public static let minimumSweep: CGFloat = 300
  /// The default ``tolerance``: 0.2, the value in Apple's circle recognizer sample.
  public static let defaultTolerance: CGFloat = 0.2

  /// How sloppy a circle may be, from 0 (perfect) to 1: the largest relative fit error, the scale of the
  /// empty middle, and 1 − the smallest bounding-box overlap (default ``defaultTolerance``).
  public var tolerance: CGFloat = CircleGestureRecognizer.defaultTolerance

  /// The circle fitted when the finger lifted, or `nil` before that (or when no circle fits).
  public private(set) var fitResult: CircleFit?
  /// Why the gesture failed, as in the trace (its description reads `the stroke goes only 180° around its
  /// centre, less than the 300° required`), or `nil` if it has not failed.
  public private(set) var failureReason: Failure?
  /// The finger's positions so far, in window coordinates.
  public private(set) var points: [CGPoint] = []

  private var fingersDown = 0

  /// Fails when more than one finger is down (a circle is drawn with one); otherwise collects the touch's
  /// location as a sample.
  ///
  /// - Parameters:
  ///   - touches: The recognizer's touches that began in this event.
  ///   - event: The event they belong to.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    fingersDown += touches.count
    guard fingersDown == 1 else {
      fail(.tooManyFingers(fingersDown))
      return
    }
    collect(touches)
  }

  /// Collects the moved touch's location as a sample.
  ///
  /// - Parameters:
  ///   - touches: The recognizer's touches that moved in this event.
  ///   - event: The event they belong to.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    collect(touches)
  }

  /// Collects the last sample, then judges the samples: recognizes a circle or fails.
  ///
  /// - Parameters:
  ///   - touches: The recognizer's touches that ended in this event.
  ///   - event: The event they belong to.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    collect(touches)
    fingersDown -= touches.count
    judge()
  }

  /// Fails: a cancelled touch draws no circle.
  ///
  /// - Parameters:
  ///   - touches: The recognizer's touches that were cancelled in this event.
  ///   - event: The event they belong to.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    fail(.touchesCancelled)
  }

  /// Clears the points, the fit and the failure reason.
  open override func reset() {
    super.reset()
    points = []
    fitResult = nil
    failureReason = nil
    fingersDown = 0
  }

  /// Appends the touches' window positions, skipping a repeat of the last point.
  private func collect(_ touches: Set<Touch>) {
    for touch in touches {
      let point = touch.location(in: nil)
      if points.last != point { points.append(point) }
    }
  }

  /// Applies the rules in order and sets the state: ended, or failed with the first rule broken.
  private func judge() {
    guard points.count >= Self.minimumPointCount else {
      fail(.tooShort(points: points.count, minimum: Self.minimumPointCount))
      return
    }
    let fit: CircleFit
    do {
      fit = try CircleFit(points: points)
    } catch {
      fail(.noFit(error))
      return
    }
    fitResult = fit
    if let inside = pointInTheMiddle(of: fit) {
      fail(.passesThroughMiddle(at: inside))
      return
    }
    let overlap = boundingBoxOverlap(with: fit)
    guard overlap > 1 - tolerance else {
      fail(.coversTooLittle(overlap: overlap, required: 1 - tolerance))
      return
    }
    let sweep = sweptDegrees(around: fit.center)
    guard sweep >= Self.minimumSweep else {
      fail(.sweepTooSmall(swept: sweep, required: Self.minimumSweep))
      return
    }
    guard fit.relativeError <= tolerance else {
      let distance = (fit.rmsError * 10).rounded() / 10
      fail(
        .notNearOneCircle(
          distance: distance, radius: fit.radius, relativeError: fit.relativeError, tolerance: tolerance))
      return
    }
    setState(.ended, because: .circleRecognized(fit, sweptDegrees: sweep))
  }

  private func fail(_ reason: Failure) {
    failureReason = reason
    setState(.failed, because: .notACircle(reason))
  }

  /// The first sample inside the inner box of side radius/√2 · tolerance · 2 around the centre.
  private func pointInTheMiddle(of fit: CircleFit) -> CGPoint? {
    let half = fit.radius / 2.squareRoot() * tolerance
    return points.first { abs($0.x - fit.center.x) < half && abs($0.y - fit.center.y) < half }
  }

  /// The area shared by the stroke's bounding box and the circle's, over the circle's.
  private func boundingBoxOverlap(with fit: CircleFit) -> CGFloat {
    let xs = points.map(\.x)
    let ys = points.map(\.y)
    let left = max(xs.min() ?? 0, fit.center.x - fit.radius)
    let right = min(xs.max() ?? 0, fit.center.x + fit.radius)
    let top = max(ys.min() ?? 0, fit.center.y - fit.radius)
    let bottom = min(ys.max() ?? 0, fit.center.y + fit.radius)
    let shared = max(0, right - left) * max(0, bottom - top)
    return shared / (4 * fit.radius * fit.radius)
  }

  /// The absolute sum of the signed turns between consecutive samples around `center`, in degrees.
  private func sweptDegrees(around center: CGPoint) -> CGFloat {
    var total: CGFloat = 0
    for (from, to) in zip(points, points.dropFirst()) {
      var turn = atan2(to.y - center.y, to.x - center.x) - atan2(from.y - center.y, from.x - center.x)
      if turn > .pi { turn -= 2 * .pi }
      if turn < -.pi { turn += 2 * .pi }
      total += turn
    }
    return abs(total) * 180 / .pi
  }
}
