// The causes of recognizer transitions in the JSON export: `kind` is GestureNote.Cause.Kind's raw value (one
// name per rule, shared with TracePattern), then the case's fields by label; one exhaustive switch, without
// `default`, so a new cause does not compile until it is encoded here (see InteractionTrace.Kind+JSON.swift).

extension TraceJSONEncoder {
  /// Why a recognizer changed state: `{"kind": "movedBeyondLimit", "distance": 14, "limit": 10}`.
  ///
  /// Unlabelled values take the name of what they are: `recognizer` or `view` for the object an arbitration
  /// names, `text` for a subclass's words, `scale` and `rotation` for a pinch's and rotation's values,
  /// `direction` for a swipe's, `fit` and `failure` for a circle's.
  mutating func encode(_ cause: InteractionTrace.GestureNote.Cause) -> JSONValue {
    .object([("kind", .string(cause.kind.rawValue))] + fields(of: cause))
  }

  /// The fields of a cause, after its kind.
  private mutating func fields(of cause: InteractionTrace.GestureNote.Cause) -> [(String, JSONValue)] {
    switch cause {
    case .unspecified, .delegateRefusedToBegin, .stillBeganAtNextEvent, .disabled, .removedFromView,
      .touchesCancelled, .allFingersLifted, .fingerLifted, .movedWhileHeld, .noEdgesWatched,
      .pointerEntered, .pointerMoved, .pointerExited,
      .fingersSwipedDifferentWays, .contentTouchesNotDelayed:
      return []
    case .described(let text): return [("text", .string(text))]
    case .requiredRecognizerRecognized(let other), .requiredRecognizerFailed(let other),
      .circularRequirement(let other), .excludedBy(let other), .excludedByRecognizing(let other):
      return [("recognizer", reference(other))]
    case .viewRefusedToBegin(let view): return [("view", reference(view))]
    case .tooManyFingers(let down, let required):
      return [("down", .integer(down)), ("required", .integer(required))]
    case .movedBeyondLimit(let distance, let limit):
      return [("distance", number(distance)), ("limit", number(limit))]
    case .tapEnded(let tap, let of): return [("tap", .integer(tap)), ("of", .integer(of))]
    case .tapFingerCount(let fingers, let required):
      return [("fingers", .integer(fingers)), ("required", .integer(required))]
    case .noNextTap(let tap, let of, let within):
      return [("tap", .integer(tap)), ("of", .integer(of)), ("within", seconds(within))]
    case .held(let duration): return [("duration", seconds(duration))]
    case .noTouchDownWithin(let interval, let afterTap):
      return [("interval", seconds(interval)), ("afterTap", .integer(afterTap))]
    case .liftedTooSoon(let held, let minimum):
      return [("held", seconds(held)), ("minimum", seconds(minimum))]
    case .panBegan(let translation, let hysteresis, let axis):
      return [
        ("translation", point(translation)), ("hysteresis", number(hysteresis)), ("axis", encode(axis)),
      ]
    case .panMoved(let by): return [("by", point(by))]
    case .liftedBeforeMoving(let hysteresis), .liftedBeforePinching(let hysteresis),
      .liftedBeforeTurning(let hysteresis):
      return [("hysteresis", number(hysteresis))]
    case .beganAwayFromEdge(let distance, let width):
      return [("distance", number(distance)), ("edgeRegionWidth", number(width))]
    case .notAwayFromEdge(let translation): return [("translation", point(translation))]
    case .pinchBegan(let change, let hysteresis):
      return [("change", number(change)), ("hysteresis", number(hysteresis))]
    case .scaleChanged(let scale): return [("scale", number(scale))]
    case .rotationBegan(let turned, let hysteresis):
      return [("turned", number(turned)), ("hysteresis", number(hysteresis))]
    case .rotationChanged(let rotation): return [("rotation", number(rotation))]
    case .swiped(let direction, let distance, let duration):
      return [
        ("direction", directions(direction)), ("minimumDistance", number(distance)),
        ("maximumDuration", seconds(duration)),
      ]
    case .swipeTooSlow(let duration): return [("maximumDuration", seconds(duration))]
    case .swipeTooSlanted(let across, let along, let slant):
      return [("across", number(across)), ("along", number(along)), ("maximumSlant", number(slant))]
    case .swipedWrongWay(let direction, let allowed):
      return [("direction", directions(direction)), ("allowed", directions(allowed))]
    case .liftedBeforeSwiping(let distance): return [("minimumDistance", number(distance))]
    case .circleRecognized(let fit, let swept):
      let fit: JSONValue = .object([
        ("center", point(fit.center)), ("radius", number(fit.radius)), ("rmsError", number(fit.rmsError)),
      ])
      return [("fit", fit), ("sweptDegrees", number(swept))]
    case .notACircle(let failure): return [("failure", encode(failure))]
    case .contentTouchDelayPassed(let delay), .liftedBeforeContentTouchDelay(let delay):
      return [("delay", seconds(delay))]
    case .movedAlongFixedAxis(let limit): return [("limit", number(limit))]
    case .caughtMovingContent(let scrollView): return [("scrollView", reference(scrollView))]
    }
  }

  /// The axis a pan began along: `"x"` or `"y"`.
  private func encode(_ axis: InteractionTrace.GestureNote.Cause.Axis) -> JSONValue {
    switch axis {
    case .x: "x"
    case .y: "y"
    }
  }

  /// Swipe directions, as UIKit names them, in its bit order: `["right", "up"]`.
  private func directions(_ directions: SwipeGestureRecognizer.Direction) -> JSONValue {
    let named: [(SwipeGestureRecognizer.Direction, JSONValue)] = [
      (.right, "right"), (.left, "left"), (.up, "up"), (.down, "down"),
    ]
    return .array(named.filter { directions.contains($0.0) }.map(\.1))
  }

  /// Why a stroke is not a circle: `{"kind": "sweepTooSmall", "swept": 180, "required": 300}`.
  private func encode(_ failure: CircleGestureRecognizer.Failure) -> JSONValue {
    switch failure {
    case .tooManyFingers(let fingers): .object([("kind", "tooManyFingers"), ("fingers", .integer(fingers))])
    case .touchesCancelled: .object([("kind", "touchesCancelled")])
    case .tooShort(let points, let minimum):
      .object([("kind", "tooShort"), ("points", .integer(points)), ("minimum", .integer(minimum))])
    case .noFit(let error): .object([("kind", "noFit"), ("error", encode(error))])
    case .passesThroughMiddle(let at): .object([("kind", "passesThroughMiddle"), ("at", point(at))])
    case .coversTooLittle(let overlap, let required):
      .object([("kind", "coversTooLittle"), ("overlap", number(overlap)), ("required", number(required))])
    case .sweepTooSmall(let swept, let required):
      .object([("kind", "sweepTooSmall"), ("swept", number(swept)), ("required", number(required))])
    case .notNearOneCircle(let distance, let radius, let relativeError, let tolerance):
      .object([
        ("kind", "notNearOneCircle"), ("distance", number(distance)), ("radius", number(radius)),
        ("relativeError", number(relativeError)), ("tolerance", number(tolerance)),
      ])
    }
  }

  /// Why no circle fits: `{"kind": "tooFewPoints", "count": 2}`.
  private func encode(_ error: CircleFitError) -> JSONValue {
    switch error {
    case .tooFewPoints(let count): .object([("kind", "tooFewPoints"), ("count", .integer(count))])
    case .nonFinitePoint(let index): .object([("kind", "nonFinitePoint"), ("index", .integer(index))])
    case .coincident: .object([("kind", "coincident")])
    case .collinear: .object([("kind", "collinear")])
    case .lineFitsBetter: .object([("kind", "lineFitsBetter")])
    case .didNotConverge: .object([("kind", "didNotConverge")])
    }
  }
}
