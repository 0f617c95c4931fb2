import Foundation

extension ScrollView {
  /// Moves `view` to `scale` and the content to `offset`: at once (the delegate hears `scrollViewDidZoom`), or
  /// animated over ``zoomAnimationDuration`` between `scrollViewWillBeginZooming` and `scrollViewDidEndZooming`.
  ///
  /// A zoom already animating is first completed at once. Nothing happens when scale and offset are already
  /// there.
  func zoom(_ view: View, to scale: CGFloat, offset: CGPoint, animated: Bool) {
    completeZoomAnimation()
    let isThere =
      scale == zoomState.scale && offset == contentOffset && view.transform == zoomTransform(scale)
      && view.frame.origin == .zero
    guard !isThere else { return }
    motionClock = window?.application?.clock ?? motionClock
    guard animated else {
      applyZoomScale(scale, to: view)
      contentOffset = offset
      record(.zoomed(scale: scale, contentOffset: contentOffset))
      delegate?.scrollViewDidZoom(self)
      return
    }
    record(.animatesZoom(from: zoomState.scale, to: scale, contentOffset: offset))
    delegate?.scrollViewWillBeginZooming(self, with: view)
    animateZoom(of: view, to: scale, offset: offset, isBounce: false)
  }

  /// The transform of the zoomed view at `scale`.
  func zoomTransform(_ scale: CGFloat) -> CGAffineTransform { CGAffineTransform(scaleX: scale, y: scale) }

  /// Eases scale and offset to their targets, one frame at a time on the virtual clock (``easeOut(_:)`` over
  /// ``zoomAnimationDuration``, as the settling of dragging), then sends `scrollViewDidEndZooming`.
  ///
  /// A glide (deceleration or an animated offset) stops where it is first: the zoom moves the content from here.
  /// A drag in progress goes on. Without a clock (the view is in no application) it jumps to the end.
  func animateZoom(of view: View, to scale: CGFloat, offset: CGPoint, isBounce: Bool) {
    stopSettling()
    motion = .animatingZoom(
      ZoomAnimation(
        view: view, startScale: zoomState.scale, startOffset: contentOffset, scale: scale, offset: offset,
        isBounce: isBounce),
      drag: motion.drag)
    guard !scheduleFrame() else { return }
    motion = motion.drag.map(Motion.dragging) ?? .idle  // over before the delegate hears of it
    applyZoomScale(scale, to: view)
    contentOffset = offset
    delegate?.scrollViewDidZoom(self)
    finishZoomAnimation(of: view, scale: scale)
  }

  /// One frame of the zoom animation; the last one completes it.
  func advanceZoom(_ animation: ZoomAnimation) {
    guard let view = animation.view, view.superview === self else {
      completeZoomAnimation()  // the zoomed view left: the scale still ends at its target
      return
    }
    var animation = animation
    animation.elapsed = Swift.min(
      animation.elapsed + InputTiming.frameInterval.seconds, Self.zoomAnimationDuration)
    guard animation.elapsed < Self.zoomAnimationDuration else {
      completeZoomAnimation()
      return
    }
    let progress = Self.easeOut(animation.elapsed / Self.zoomAnimationDuration)
    motion = .animatingZoom(animation, drag: motion.drag)
    applyZoomScale(animation.startScale + (animation.scale - animation.startScale) * progress, to: view)
    contentOffset = Self.interpolate(animation.startOffset, animation.offset, progress)
    delegate?.scrollViewDidZoom(self)
    // The delegate, told of the zoom, may have ended the animation or started another.
    guard frameTimer == nil, case .animatingZoom = motion, !scheduleFrame() else { return }
    completeZoomAnimation()  // no clock left to animate on: it ends at once
  }

  /// Ends a zoom animation at `scale`: records where it rests and tells the delegate `scrollViewDidEndZooming`.
  ///
  /// The motion was ended before the delegate heard `scrollViewDidZoom`, so a delegate that starts a pinch or
  /// another zoom from there keeps it (issue 32: a pinch that began inside that call was undone here, and its
  /// scale stayed past the limits).
  private func finishZoomAnimation(of view: View?, scale: CGFloat) {
    if case .animatingZoom = motion { motion = motion.drag.map(Motion.dragging) ?? .idle }
    record(.zoomCameToRest(scale: scale, contentOffset: contentOffset, time: frameClock?.now))
    delegate?.scrollViewDidEndZooming(self, with: view, atScale: scale)
  }

  /// Completes a running zoom animation at once (its last frame, then `scrollViewDidEndZooming`): a new pinch,
  /// drag or programmatic zoom interrupts it, so the scale never rests outside the limits.
  ///
  /// When the zoomed view has left the scroll view, the scale and offset still take their final values (the
  /// view keeps the transform it had).
  func completeZoomAnimation() {
    guard case .animatingZoom(let animation, let drag) = motion else { return }
    cancelFrame()
    motion = drag.map(Motion.dragging) ?? .idle  // over before the delegate hears of it
    if let view = animation.view, view.superview === self {
      applyZoomScale(animation.scale, to: view)
    } else {
      zoomState.scale = animation.scale  // the zoomed view left (or is gone): only the scale is left to set
    }
    contentOffset = animation.offset
    delegate?.scrollViewDidZoom(self)
    finishZoomAnimation(of: animation.view, scale: animation.scale)
  }
}
