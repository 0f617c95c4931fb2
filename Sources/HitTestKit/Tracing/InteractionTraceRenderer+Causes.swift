extension InteractionTraceRenderer {
  /// A state change's cause in words (empty for ``InteractionTrace/GestureNote/Cause/unspecified``): every
  /// number is the field the recognizer filled from the constant that decided it.
  static func text(of cause: InteractionTrace.GestureNote.Cause) -> String {
    switch cause {
    case .unspecified: ""
    case .described(let text): text
    case .requiredRecognizerRecognized(let other): "\(other), which it requires to fail, recognized"
    case .requiredRecognizerFailed(let other): "\(other) failed"
    case .circularRequirement(let other):
      "it requires \(other) to fail, which waits for it to fail (a circular requirement)"
    case .excludedBy(let other): "\(other) recognized first and excludes it"
    case .excludedByRecognizing(let other): "\(other) is already recognizing and excludes it"
    case .viewRefusedToBegin(let view): "\(view).gestureRecognizerShouldBegin said no"
    case .delegateRefusedToBegin: "the delegate's gestureRecognizerShouldBegin said no"
    case .stillBeganAtNextEvent: "still began at its next event"
    case .disabled: "disabled"
    case .removedFromView: "removed from its view"
    case .touchesCancelled: "touches cancelled"
    // The built-in recognizers' causes.
    case .tooManyFingers(let down, let required): "\(down) fingers down > numberOfTouchesRequired \(required)"
    case .movedBeyondLimit(let distance, let limit):
      "moved \(distance.compactDescription) pt > allowableMovement \(limit.compactDescription) pt"
    case .allFingersLifted: "all fingers lifted"
    case .fingerLifted: "finger lifted"
    case .tapEnded(let tap, let required): "tap \(tap) of \(required) ended"
    case .tapFingerCount(let fingers, let required):
      "tap with \(fingers) finger(s), numberOfTouchesRequired \(required)"
    case .noNextTap(let tap, let required, let interval): "no tap \(tap) of \(required) within \(interval) s"
    case .held(let duration): "held \(duration) s without moving"
    case .movedWhileHeld: "moved"
    case .noTouchDownWithin(let interval, let tap): "no touch-down within \(interval) s after tap \(tap)"
    case .liftedTooSoon(let held, let minimum):
      "lifted after \(CGFloat(held).compactDescription) s < minimumPressDuration \(minimum) s"
    case .panBegan(let translation, let hysteresis, let axis):
      "centroid moved \(translation.compactDescription) pt, ≥ \(hysteresis.compactDescription) pt along \(axis)"
    case .panMoved(let delta): "moved \(delta.compactDescription) pt"
    case .liftedBeforeMoving(let hysteresis):
      "all fingers lifted before moving \(hysteresis.compactDescription) pt"
    case .beganAwayFromEdge(let distance, let width):
      "began \(distance.compactDescription) pt from the nearest watched edge > edgeRegionWidth "
        + "\(width.compactDescription) pt"
    case .noEdgesWatched: "edges is empty"
    case .pointerEntered: "the pointer entered its view"
    case .pointerMoved: "the pointer moved over its view"
    case .pointerExited: "the pointer left its view"
    case .notAwayFromEdge(let translation):
      "moved \(translation.compactDescription) pt, not away from the edge it began at"
    case .pinchBegan(let change, let hysteresis):
      "distance changed \(change.compactDescription) pt, > \(hysteresis.compactDescription) pt"
    case .scaleChanged(let scale): "scale \(scale.compactDescription)"
    case .liftedBeforePinching(let hysteresis):
      "all fingers lifted before the distance changed \(hysteresis.compactDescription) pt"
    case .rotationBegan(let turned, let hysteresis):
      "turned \(degrees(turned).compactDescription)°, > \(degrees(hysteresis).compactDescription)°"
    case .rotationChanged(let rotation): "rotation \(rotation.compactDescription) rad"
    case .liftedBeforeTurning(let hysteresis):
      "all fingers lifted before turning \(degrees(hysteresis).compactDescription)°"
    case .swiped(let direction, let distance, let duration):
      "swiped \(name(of: direction)) ≥ \(distance.compactDescription) pt within \(duration) s"
    case .swipeTooSlow(let duration): "too slow: no swipe within \(duration) s"
    case .swipeTooSlanted(let across, let along, let slant):
      "too slanted: \(across.compactDescription) pt across > \(fraction(slant)) of \(along.compactDescription) pt along"
    case .swipedWrongWay(let way, let allowed): "swiped \(name(of: way)), direction is \(names(of: allowed))"
    case .fingersSwipedDifferentWays: "fingers swiped different ways"
    case .liftedBeforeSwiping(let distance): "lifted before travelling \(distance.compactDescription) pt"
    case .circleRecognized(let fit, let sweep):
      "circle at \(fit.center.compactDescription) radius \(fit.radius.compactDescription), "
        + "fit error \(fit.relativeError.compactDescription), swept \(Int(sweep.rounded()))°"
    case .notACircle(let failure): failure.description
    // A scroll view's recognizers.
    case .contentTouchesNotDelayed: "delaysContentTouches is false"
    case .contentTouchDelayPassed(let delay):
      "\(CGFloat(delay).compactDescription) s passed without scrolling"
    case .movedAlongFixedAxis(let limit):
      "moved more than \(limit.compactDescription) pt along an axis that cannot scroll"
    case .liftedBeforeContentTouchDelay(let delay):
      "the finger lifted before \(CGFloat(delay).compactDescription) s"
    case .caughtMovingContent(let scrollView): "the touch-down caught \(scrollView)'s moving content"
    }
  }

  /// Radians as degrees.
  private static func degrees(_ radians: CGFloat) -> CGFloat { radians * 180 / .pi }

  /// A swipe's maximum slant as a fraction of the distance along: `half` for 0.5.
  private static func fraction(_ slant: CGFloat) -> String {
    slant == 0.5 ? "half" : "\(slant.compactDescription) ×"
  }

  /// One swipe direction's name.
  static func name(of direction: SwipeGestureRecognizer.Direction) -> String {
    switch direction {
    case .right: "right"
    case .left: "left"
    case .up: "up"
    default: "down"
    }
  }

  /// A set of swipe directions' names, joined by `+` (`empty` for none).
  static func names(of directions: SwipeGestureRecognizer.Direction) -> String {
    let names = [SwipeGestureRecognizer.Direction.right, .left, .up, .down].filter { directions.contains($0) }
      .map { name(of: $0) }
    return names.isEmpty ? "empty" : names.joined(separator: "+")
  }
}

extension CircleGestureRecognizer.Failure: CustomStringConvertible {
  /// Why the stroke is not a circle, in words for whoever drew it; numbers from the fields the recognizer filled
  /// from its constants.
  public var description: String {
    switch self {
    case .tooManyFingers(let count): "\(count) fingers down; a circle is drawn with one"
    case .touchesCancelled: "touches cancelled"
    case .tooShort(let points, let minimum):
      "too short to judge: \(points) points, and a circle needs at least \(minimum)"
    case .noFit(.collinear): "the stroke is straight, and no circle fits a straight line"
    case .noFit(.lineFitsBetter):
      "the stroke bends one way, then the other, like an S: a straight line fits it better than any circle"
    case .noFit(.coincident): "the finger did not move"
    case .noFit(let error): "no circle fits the points: \(error)"
    case .passesThroughMiddle(let point):
      "the stroke passes through the middle of its circle, at \(point.compactDescription): a circle "
        + "stays away from its centre, a figure 8 crosses it"
    case .coversTooLittle(let overlap, let required):
      "the stroke covers only \(Self.percent(overlap)) of its circle's bounding box, less than the "
        + "\(Self.percent(required)) required: an arc or a squiggle, not a circle"
    case .sweepTooSmall(let swept, let required):
      "the stroke goes only \(Int(swept.rounded()))° around its centre, less than the \(Int(required))° required"
    case .notNearOneCircle(let distance, let radius, let relativeError, let tolerance):
      "the points do not lie near one circle: on average \(distance.compactDescription) pt from the best "
        + "circle (radius \(radius.rounded().compactDescription)), \(Self.percent(relativeError)) of "
        + "the radius, more than the \(Self.percent(tolerance)) allowed"
    }
  }

  /// `fraction` as a whole percentage: 0.27 → "27%".
  private static func percent(_ fraction: CGFloat) -> String {
    "\(Int((fraction * 100).rounded()))%"
  }
}
