import Foundation

extension ScrollView {
  /// Follows the pan: the content moves with the finger; release settles it.
  func handlePan(_ pan: GestureRecognizer) {
    if panFollowsPinch(pan) { return }  // zooming: the pinch moves the content while it zooms
    switch pan.state {
    case .began:
      stopSettling()
      settlingClock = pan.bookkeeping.environment?.clock ?? window?.application?.clock
      isDragging = true
      dragStartOffset = contentOffset
      note("began dragging at contentOffset \(contentOffset.compactDescription)")
      delegate?.scrollViewWillBeginDragging(self)
      followFinger()
    case .changed:
      followFinger()
    case .ended, .cancelled:
      followFinger()
      isDragging = false
      endDragging(velocity: pan.state == .ended ? fingerVelocity : .zero)
    default:
      break
    }
  }

  /// The finger's velocity in this view's coordinates, points per second.
  private var fingerVelocity: CGPoint {
    panGestureRecognizer.velocity(in: self)
  }

  /// Moves the content with the finger: clamped at the edges, or rubber-banded when the view bounces.
  private func followFinger() {
    let translation = panGestureRecognizer.translation(in: self)
    let range = contentOffsetRange
    var proposed = CGPoint(
      x: canScrollHorizontally ? dragStartOffset.x - translation.x : contentOffset.x,
      y: canScrollVertically ? dragStartOffset.y - translation.y : contentOffset.y)
    proposed.x = limit(proposed.x, range.min.x, range.max.x, dimension: bounds.width)
    proposed.y = limit(proposed.y, range.min.y, range.max.y, dimension: bounds.height)
    contentOffset = proposed
    note("dragged to contentOffset \(contentOffset.compactDescription)")
  }

  /// Within the range: as is.
  ///
  /// Beyond it: UIKit's rubber band `(1 − 1/(x·c/d + 1))·d`, or clamped.
  private func limit(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat, dimension: CGFloat) -> CGFloat {
    if value >= low && value <= high { return value }
    let edge = value < low ? low : high
    guard bounces, dimension > 0 else { return edge }
    let overshoot = abs(value - edge)
    let banded = (1 - 1 / (overshoot * ScrollView.rubberBandConstant / dimension + 1)) * dimension
    return value < low ? edge - banded : edge + banded
  }

  /// The finger lifted: page, decelerate, spring back, or stop.
  private func endDragging(velocity: CGPoint) {
    let contentVelocity = CGPoint(x: -velocity.x, y: -velocity.y)
    let range = contentOffsetRange
    let target: CGPoint?
    if isPagingEnabled {
      target = pageTarget(velocity: contentVelocity)
    } else if !isWithin(range) {
      target = clamped(contentOffset)
    } else {
      target = nil
    }
    let decelerates =
      target.map { $0 != contentOffset }
      ?? (hypot(contentVelocity.x, contentVelocity.y) > ScrollView.minimumDecelerationSpeed)
    note(
      "ended dragging at contentOffset \(contentOffset.compactDescription), velocity "
        + "\(contentVelocity.compactDescription) pt/s" + (decelerates ? "; will decelerate" : ""))
    delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
    guard decelerates else { return }
    isDecelerating = true
    if let target {
      note(
        "settles on \(target.compactDescription)"
          + (isPagingEnabled ? " (page \(pageIndex(of: target)))" : ""))
      settle(from: contentOffset, to: target, elapsed: 0)
    } else {
      decelerate(velocity: contentVelocity)
    }
  }

  /// The page to settle on: the nearest one, or the next in the fling's direction when the fling is fast.
  private func pageTarget(velocity: CGPoint) -> CGPoint {
    func axis(_ offset: CGFloat, _ speed: CGFloat, page: CGFloat, low: CGFloat, high: CGFloat) -> CGFloat {
      guard page > 0 else { return offset }
      let position = offset / page
      let index: CGFloat
      if speed > ScrollView.pagingFlingThreshold {
        index = position.rounded(.up)
      } else if speed < -ScrollView.pagingFlingThreshold {
        index = position.rounded(.down)
      } else {
        index = position.rounded()
      }
      let lastPage = (high / page).rounded(.down)
      return min(max(index, (low / page).rounded(.up)), lastPage) * page
    }
    let range = contentOffsetRange
    return CGPoint(
      x: canScrollHorizontally
        ? axis(contentOffset.x, velocity.x, page: bounds.width, low: range.min.x, high: range.max.x)
        : contentOffset.x,
      y: canScrollVertically
        ? axis(contentOffset.y, velocity.y, page: bounds.height, low: range.min.y, high: range.max.y)
        : contentOffset.y)
  }

  /// The page number of an offset (horizontal pages first).
  func pageIndex(of offset: CGPoint) -> Int {
    if canScrollHorizontally, bounds.width > 0 { return Int((offset.x / bounds.width).rounded()) }
    if bounds.height > 0 { return Int((offset.y / bounds.height).rounded()) }
    return 0
  }

  /// Eases from `start` to `target` over ``settleDuration``, one frame at a time on the virtual clock.
  private func settle(from start: CGPoint, to target: CGPoint, elapsed: TimeInterval) {
    let frame = InputTiming.frameInterval.seconds
    guard let clock = settlingClock ?? window?.application?.clock else {
      // No clock left to animate on (its application is gone): the content settles at once.
      contentOffset = target
      finishDecelerating()
      return
    }
    settleTimer = clock.schedule(
      after: frame, name: "\(displayName) settle", isTraced: false
    ) {
      [weak self] in
      guard let self else { return }
      let time = min(elapsed + frame, ScrollView.settleDuration)
      let progress = 1 - pow(1 - time / ScrollView.settleDuration, 3)  // ease-out cubic
      self.contentOffset = CGPoint(
        x: start.x + (target.x - start.x) * progress, y: start.y + (target.y - start.y) * progress)
      if time >= ScrollView.settleDuration {
        self.finishDecelerating()
      } else {
        self.settle(from: start, to: target, elapsed: time)
      }
    }
  }

  /// UIKit's deceleration: the velocity shrinks by ``decelerationRate`` per millisecond; stops at an edge.
  private func decelerate(velocity: CGPoint) {
    let frame = InputTiming.frameInterval.seconds
    guard let clock = settlingClock ?? window?.application?.clock else {
      finishDecelerating()  // no clock left to animate on: the content stops where it is
      return
    }
    settleTimer = clock.schedule(
      after: frame, name: "\(displayName) deceleration", isTraced: false
    ) { [weak self] in
      guard let self else { return }
      let proposed = CGPoint(
        x: self.contentOffset.x + velocity.x * frame, y: self.contentOffset.y + velocity.y * frame)
      let next = self.clamped(proposed)
      self.contentOffset = next
      let factor = pow(self.decelerationRate, frame * 1000)
      let slower = CGPoint(
        x: next.x == proposed.x ? velocity.x * factor : 0, y: next.y == proposed.y ? velocity.y * factor : 0)
      if hypot(slower.x, slower.y) < ScrollView.minimumDecelerationSpeed {
        self.finishDecelerating()
      } else {
        self.decelerate(velocity: slower)
      }
    }
  }

  private func finishDecelerating() {
    isDecelerating = false
    settleTimer = nil
    let clock = settlingClock ?? window?.application?.clock
    let time = clock.map { " at \(InteractionTraceRenderer.timeText($0.now)) s" } ?? ""
    note("came to rest at contentOffset \(contentOffset.compactDescription)\(time)")
    delegate?.scrollViewDidEndDecelerating(self)
  }

  private func stopSettling() {
    if let settleTimer { (settlingClock ?? window?.application?.clock)?.cancel(settleTimer) }
    settleTimer = nil
    isDecelerating = false
  }

  private func isWithin(_ range: (min: CGPoint, max: CGPoint)) -> Bool {
    contentOffset.x >= range.min.x && contentOffset.x <= range.max.x && contentOffset.y >= range.min.y
      && contentOffset.y <= range.max.y
  }

  private func clamped(_ offset: CGPoint) -> CGPoint {
    let range = contentOffsetRange
    return CGPoint(
      x: min(max(offset.x, range.min.x), range.max.x), y: min(max(offset.y, range.min.y), range.max.y))
  }
}
