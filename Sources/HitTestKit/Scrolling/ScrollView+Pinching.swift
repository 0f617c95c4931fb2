import Foundation

extension ScrollView {
  /// Follows the pinch: the scale is the scale at the pinch's start × the pinch's ``PinchGestureRecognizer/scale``,
  /// around the point of the zoomed view that was under the fingers' centroid when it began.
  ///
  /// That point stays under the centroid as the scale changes and as the centroid moves (two fingers that move
  /// together also pan). Past the limits the scale is rubber-banded (``zoomBounceLimit``) with ``bouncesZoom``,
  /// or clamped without it. On release, scale and offset ease back within their limits over
  /// ``zoomAnimationDuration`` (``isZoomBouncing`` meanwhile), then the delegate hears `scrollViewDidEndZooming`.
  func handlePinch(_ pinch: GestureRecognizer) {
    guard let pinch = pinch as? PinchGestureRecognizer else { return }
    switch pinch.state {
    case .began:
      completeZoomAnimation()
      guard let view = zoomingView() else { return }
      stopSettling()  // the pinch moves the content from here
      motionClock = pinch.applicationClock ?? window?.application?.clock
      let zoom = PinchZoom(
        startScale: zoomState.scale, anchor: zoomAnchor(under: visibleCentroid(of: pinch), of: view))
      // A drag in progress goes on, but its actions belong to the pinch now.
      var drag = motion.drag
      drag?.followsPinch = true
      motion = .zooming(zoom, drag: drag)
      record(.beganZooming(scale: zoom.startScale, anchor: zoom.anchor, view: TracedObject(view)))
      delegate?.scrollViewWillBeginZooming(self, with: view)
      followPinch(pinch, zoom: zoom, view: view)
    case .changed:
      guard case .zooming(let zoom, _) = motion, let view = zoomingView() else { return }
      followPinch(pinch, zoom: zoom, view: view)
    case .ended, .cancelled:
      guard case .zooming(let zoom, let drag) = motion else { return }
      // The pan's gesture, if it goes on, still belongs to the pinch; once over (or never begun) it is free again.
      motion = drag.map(Motion.dragging) ?? .idle
      endPinch(pinch, zoom: zoom)
    default:
      break
    }
  }

  /// Sets the scale the fingers ask for (banded or clamped) and the offset that keeps the anchor under them.
  private func followPinch(_ pinch: PinchGestureRecognizer, zoom: PinchZoom, view: View) {
    let asked = zoom.startScale * pinch.scale
    guard asked.isFinite, asked > 0 else { return }
    let scale = bandedZoomScale(asked, from: zoom.startScale)
    guard zoomedSize(of: view, scale).width.isFinite, zoomedSize(of: view, scale).height.isFinite else {
      return
    }
    applyZoomScale(scale, to: view)
    var offset = offsetPlacing(zoom.anchor, of: view, at: visibleCentroid(of: pinch), scale: scale)
    if !bounces { offset = clampedOffset(offset, contentSize: contentSize) }
    contentOffset = offset
    let range = zoomScaleRange
    let past: ZoomLimit? =
      scale > range.upperBound
      ? .maximum(range.upperBound) : scale < range.lowerBound ? .minimum(range.lowerBound) : nil
    record(
      .pinchZoomed(scale: scale, anchor: zoom.anchor, view: TracedObject(view), rubberBand: past))
    delegate?.scrollViewDidZoom(self)
  }

  /// The pinch's centroid relative to the scroll view's top-left corner (not to its content).
  private func visibleCentroid(of pinch: GestureRecognizer) -> CGPoint {
    let location = pinch.location(in: self)
    return CGPoint(x: location.x - contentOffset.x, y: location.y - contentOffset.y)
  }

  /// The scale a pinch shows for the scale its fingers ask for: as asked within the limits, banded beyond.
  ///
  /// Beyond ``zoomScaleRange`` it is rubber-banded in the logarithm of the scale with ``bouncesZoom`` (at most
  /// ``zoomBounceLimit`` × past the limit), or clamped without it. A pinch that starts with the scale outside the
  /// limits (they changed since) starts where the scale is and moves the way the fingers move: the range is
  /// widened to the start scale, so the band begins there (issue 32 row 11; release brings it back within the
  /// limits as usual).
  func bandedZoomScale(_ asked: CGFloat, from start: CGFloat? = nil) -> CGFloat {
    let limits = zoomScaleRange
    let range =
      start.map { Swift.min(limits.lowerBound, $0)...Swift.max(limits.upperBound, $0) } ?? limits
    if range.contains(asked) { return asked }
    let limit = asked > range.upperBound ? range.upperBound : range.lowerBound
    guard bouncesZoom else { return limit }
    let band = log(Self.zoomBounceLimit)
    let overshoot = abs(log(asked / limit))
    let banded = (1 - 1 / (overshoot * Self.rubberBandConstant / band + 1)) * band
    return asked > limit ? limit * exp(banded) : limit / exp(banded)
  }

  /// The fingers lifted: scale and offset spring back within their limits, then `scrollViewDidEndZooming`.
  private func endPinch(_ pinch: PinchGestureRecognizer, zoom: PinchZoom) {
    guard let view = zoomingView() else {
      // The zoomed view left mid-pinch: a rubber-banded scale comes back within the limits at once.
      zoomState.scale = clampedZoomScale(zoomState.scale)
      record(.endedZoomingWithoutView(scale: zoomState.scale))
      delegate?.scrollViewDidEndZooming(self, with: nil, atScale: zoomState.scale)
      return
    }
    let scale = clampedZoomScale(zoomState.scale)
    let anchored =
      scale == zoomState.scale
      ? contentOffset
      : offsetPlacing(zoom.anchor, of: view, at: visibleCentroid(of: pinch), scale: scale)
    let offset = clampedOffset(anchored, contentSize: zoomedSize(of: view, scale))
    guard scale != zoomState.scale || offset != contentOffset else {
      record(.endedZooming(scale: scale, .rests))
      delegate?.scrollViewDidEndZooming(self, with: view, atScale: scale)
      return
    }
    record(
      .endedZooming(
        scale: zoomState.scale,
        scale != zoomState.scale
          ? .bouncesBack(scale: scale, contentOffset: offset) : .springsBack(contentOffset: offset)))
    animateZoom(of: view, to: scale, offset: offset, isBounce: scale != zoomState.scale)
  }

  /// Whether the pinch can begin: the limits allow zooming and the delegate gives a view (the trace says why
  /// not).
  func pinchShouldBegin() -> Bool {
    let limits = zoomLimits
    guard limits.allowZooming else {
      record(.pinchRefused(limits))
      return false
    }
    return zoomingView() != nil
  }

  /// Handles the pan's action while a pinch owns the content: the pan keeps ``isDragging`` and the delegate's
  /// dragging calls, but the pinch moves the content (it already follows the centroid).
  ///
  /// A pan that begins first completes a running zoom animation.
  ///
  /// - Returns: `true` when the pinch owns the pan's action.
  func panFollowsPinch(_ pan: GestureRecognizer) -> Bool {
    if pan.state == .began { completeZoomAnimation() }
    guard pinchOwnsPan else { return false }
    switch pan.state {
    case .began:
      motion = motion.replacingDrag(
        with: Drag(startOffset: contentOffset, lockedAxis: nil, isLockDecided: true, followsPinch: true))
      record(.beganDraggingWhileZooming)
      delegate?.scrollViewWillBeginDragging(self)
    case .ended, .cancelled:
      guard isDragging else { break }
      motion = motion.replacingDrag(with: nil)
      delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
    default:
      break
    }
    return true
  }
}

extension ScrollView {
  /// Whether the pan's actions belong to a pinch: while a pinch zooms, and for the rest of a drag that went with
  /// one.
  var pinchOwnsPan: Bool {
    if case .zooming = motion { return true }
    return motion.drag?.followsPinch ?? false
  }
}

/// The scroll view's own answers for its pan and pinch, given through ``ScrollView/RecognizerDelegate``.
extension ScrollView {
  /// Whether the two are the scroll view's own pan and pinch, which recognize together as in UIKit.
  func ownRecognizersRecognizeTogether(_ first: GestureRecognizer, _ second: GestureRecognizer) -> Bool {
    guard let pinch = zoomState.pinch else { return false }
    return (first === panGestureRecognizer && second === pinch)
      || (first === pinch && second === panGestureRecognizer)
  }

  /// Notes, when a second finger comes down on a scroll view that cannot zoom because of its limits (it has no
  /// pinch), why it does not zoom.
  func noteSecondFingerWithoutZooming(_ recognizer: GestureRecognizer, touch: Touch) {
    if recognizer === panGestureRecognizer, zoomState.pinch == nil,
      panGestureRecognizer.receivedTouches.contains(where: { $0 !== touch && $0.isDown })
    {
      record(.secondFingerDoesNotZoom(zoomLimits))
    }
  }
}
