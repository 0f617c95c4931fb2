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
    zoomState.clock = window?.application?.clock ?? zoomState.clock
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

  /// Eases scale and offset to their targets, one frame at a time on the virtual clock (ease-out cubic, as the
  /// settling of dragging), then sends `scrollViewDidEndZooming`.
  ///
  /// Without a clock (the view is in no application) it jumps to the end.
  func animateZoom(of view: View, to scale: CGFloat, offset: CGPoint, isBounce: Bool) {
    zoomState.isBouncing = isBounce
    guard let clock = zoomState.clock ?? window?.application?.clock else {
      applyZoomScale(scale, to: view)
      contentOffset = offset
      delegate?.scrollViewDidZoom(self)
      finishZoomAnimation(of: view)
      return
    }
    zoomState.clock = clock
    zoomState.target = ZoomTarget(view: view, scale: scale, offset: offset)
    zoomFrame(from: (zoomState.scale, contentOffset), elapsed: 0, on: clock)
  }

  /// Schedules the next frame of the zoom animation toward ``ZoomState/target``.
  private func zoomFrame(
    from start: (scale: CGFloat, offset: CGPoint), elapsed: TimeInterval, on clock: VirtualClock
  ) {
    let frame = InputTiming.frameInterval.seconds
    // The clock is captured weakly: it keeps this closure until the frame is due, so a strong capture would keep
    // the clock (and the closure) alive after its application is gone.
    zoomState.timer = clock.schedule(after: frame, name: "\(displayName) zoom", isTraced: false) {
      [weak self, weak clock] in
      guard let self, let clock else { return }
      guard let target = self.zoomState.target, let view = target.view, view.superview === self else {
        self.completeZoomAnimation()  // the zoomed view left: the scale still ends at its target
        return
      }
      let time = Swift.min(elapsed + frame, Self.zoomAnimationDuration)
      let progress = 1 - pow(1 - time / Self.zoomAnimationDuration, 3)
      guard time < Self.zoomAnimationDuration else {
        self.completeZoomAnimation()
        return
      }
      self.applyZoomScale(start.scale + (target.scale - start.scale) * progress, to: view)
      self.contentOffset = CGPoint(
        x: start.offset.x + (target.offset.x - start.offset.x) * progress,
        y: start.offset.y + (target.offset.y - start.offset.y) * progress)
      self.delegate?.scrollViewDidZoom(self)
      self.zoomFrame(from: start, elapsed: time, on: clock)
    }
  }

  /// Ends a zoom animation: notes where it rests and tells the delegate `scrollViewDidEndZooming`.
  private func finishZoomAnimation(of view: View?) {
    zoomState.timer = nil
    zoomState.target = nil
    zoomState.isBouncing = false
    record(.zoomCameToRest(scale: zoomState.scale, contentOffset: contentOffset, time: zoomState.clock?.now))
    delegate?.scrollViewDidEndZooming(self, with: view, atScale: zoomState.scale)
  }

  /// Completes a running zoom animation at once (its last frame, then `scrollViewDidEndZooming`): a new pinch,
  /// drag or programmatic zoom interrupts it, so the scale never rests outside the limits.
  ///
  /// When the zoomed view has left the scroll view, the scale and offset still take their final values (the
  /// view keeps the transform it had).
  func completeZoomAnimation() {
    guard let timer = zoomState.timer else { return }
    zoomState.clock?.cancel(timer)
    zoomState.timer = nil
    guard let target = zoomState.target else {
      finishZoomAnimation(of: nil)
      return
    }
    if let view = target.view, view.superview === self {
      applyZoomScale(target.scale, to: view)
    } else {
      zoomState.scale = target.scale  // the zoomed view left (or is gone): only the scale is left to set
    }
    contentOffset = target.offset
    delegate?.scrollViewDidZoom(self)
    finishZoomAnimation(of: target.view)
  }
}
