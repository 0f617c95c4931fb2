import Foundation

extension ScrollView {
  /// Follows the pan: the content moves with the finger; release projects a resting point and settles there.
  func handlePan(_ pan: GestureRecognizer) {
    if panFollowsPinch(pan) { return }  // zooming: the pinch moves the content while it zooms
    switch pan.state {
    case .began:
      stopSettling()
      motionClock = pan.applicationClock ?? window?.application?.clock
      motion = motion.replacingDrag(
        with: Drag(startOffset: contentOffset, lockedAxis: nil, isLockDecided: !isDirectionalLockEnabled))
      record(.beganDragging(contentOffset: contentOffset))
      delegate?.scrollViewWillBeginDragging(self)
      followFinger()
    case .changed:
      followFinger()
    case .ended, .cancelled:
      followFinger()
      guard let drag = motion.drag else { return }  // a motion that replaced the drag ended it
      motion = motion.replacingDrag(with: nil)
      endDragging(velocity: pan.state == .ended ? fingerVelocity : .zero, lockedAxis: drag.lockedAxis)
    default:
      break
    }
  }

  /// The finger's velocity in this view's coordinates, points per second.
  private var fingerVelocity: CGPoint {
    panGestureRecognizer.velocity(in: self)
  }

  /// Moves the content with the finger along the axes the drag moves (``dragMoves(along:lockedAxis:)``): clamped at the
  /// edges, or rubber-banded when the view bounces.
  private func followFinger() {
    guard var drag = motion.drag else { return }  // a motion that replaced the drag ended it
    decideDirectionalLock(of: &drag)
    motion = motion.replacingDrag(with: drag)
    let translation = panGestureRecognizer.translation(in: self)
    let range = contentOffsetRange
    let start = drag.startOffset
    var proposed = CGPoint(
      x: dragMoves(along: .horizontal, lockedAxis: drag.lockedAxis) ? start.x - translation.x : start.x,
      y: dragMoves(along: .vertical, lockedAxis: drag.lockedAxis) ? start.y - translation.y : start.y)
    proposed.x = limit(proposed.x, range.min.x, range.max.x, dimension: bounds.width)
    proposed.y = limit(proposed.y, range.min.y, range.max.y, dimension: bounds.height)
    contentOffset = proposed
    record(.dragged(contentOffset: contentOffset))
  }

  /// Within the range: as is.
  ///
  /// Beyond it: UIKit's rubber band `(1 − 1/(x·c/d + 1))·d`, or clamped.
  private func limit(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat, dimension: CGFloat) -> CGFloat {
    if value >= low && value <= high { return value }
    let edge = value < low ? low : high
    guard bounces, dimension > 0 else { return edge }
    return edge + Self.rubberBand(value - edge, dimension: dimension)
  }

  /// The finger lifted: work out the resting point, let the delegate change it, then page, decelerate, spring
  /// back, or stop — telling the delegate in UIKit's order (willEndDragging, didEndDragging,
  /// willBeginDecelerating).
  private func endDragging(velocity: CGPoint, lockedAxis: DragAxis?) {
    let contentVelocity = CGPoint(
      x: dragMoves(along: .horizontal, lockedAxis: lockedAxis) ? -velocity.x : 0,
      y: dragMoves(along: .vertical, lockedAxis: lockedAxis) ? -velocity.y : 0)
    let natural = restingTarget(velocity: contentVelocity)
    var target = natural
    if let delegate {
      let perMillisecond = CGPoint(x: contentVelocity.x / 1000, y: contentVelocity.y / 1000)
      withUnsafeMutablePointer(to: &target) { pointer in
        delegate.scrollViewWillEndDragging(self, withVelocity: perMillisecond, targetContentOffset: pointer)
      }
      if target != natural { target = acceptedTarget(target, natural: natural) }
    }
    let decelerates =
      Self.restDistance(from: contentOffset, to: target) >= ScrollView.decelerationRestDistance
    if !decelerates { contentOffset = target }
    let settling: Settling? =
      !decelerates
      ? nil
      : isPagingEnabled
        ? .paging(
          target: target, page: pageIndex(of: target), choice: pageTarget(velocity: contentVelocity).choice)
        : isWithin(contentOffsetRange)
          ? .decelerating(target: target, rate: decelerationRate.rawValue) : .springingBack(target: target)
    record(.endedDragging(contentOffset: contentOffset, velocity: contentVelocity, settling: settling))
    delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
    guard decelerates, !isAnimatingOffset else { return }  // the delegate may have started an animation
    completeZoomAnimation()  // a programmatic zoom that ran during the drag ends before the content moves
    let curve: Glide.Curve =
      if case .decelerating(_, let rate) = settling { .projection(rate: rate) } else { .easeOut }
    // A fling whose projection leaves the content runs toward it and meets the edge on the way (bouncing there,
    // or stopping without `bounces`); a target the delegate moved is where it ends.
    let projection = projectedOffset(velocity: contentVelocity)
    let projected: CGPoint? =
      if case .decelerating = settling, target == natural, projection != target { projection } else { nil }
    let glide = Glide(start: contentOffset, target: target, curve: curve, projected: projected)
    motion = .decelerating(glide)
    delegate?.scrollViewWillBeginDecelerating(self)
    guard isDecelerating else { return }  // the delegate stopped it (setContentOffset)
    startGliding(
      .decelerating(Glide(start: contentOffset, target: target, curve: curve, projected: projected)))
  }

  /// Where released content comes to rest before the delegate has its say: the page in the fling's
  /// direction with paging; back inside the range when pulled past an edge; otherwise Apple's projection
  /// (``DecelerationRate-swift.struct``) clamped to the range, or where it is when the release is slower than
  /// ``minimumDecelerationSpeed``.
  private func restingTarget(velocity: CGPoint) -> CGPoint {
    if isPagingEnabled { return pageTarget(velocity: velocity).target }
    if !isWithin(contentOffsetRange) { return clamped(contentOffset) }
    return clamped(projectedOffset(velocity: velocity))
  }

  /// Apple's projection of where content released at `velocity` (points per second) would stop if it had no
  /// edges; where it is when the release is no faster than ``minimumDecelerationSpeed`` (measured as the speed
  /// along the release's direction, so a diagonal release counts both axes).
  func projectedOffset(velocity: CGPoint) -> CGPoint {
    guard hypot(velocity.x, velocity.y) > ScrollView.minimumDecelerationSpeed else { return contentOffset }
    let rate = decelerationRate
    return CGPoint(
      x: contentOffset.x + rate.projectedDistance(velocity: velocity.x / 1000),
      y: contentOffset.y + rate.projectedDistance(velocity: velocity.y / 1000))
  }

  /// The target the delegate set, as used: ignored with paging (UIKit ignores it too, reference §8.9) or
  /// when not finite; otherwise kept inside the content range.
  private func acceptedTarget(_ target: CGPoint, natural: CGPoint) -> CGPoint {
    if isPagingEnabled {
      record(.delegateMovedTarget(target, natural: natural, .ignoredWithPaging))
      return natural
    }
    guard target.isFinite else {
      record(.delegateMovedTarget(target, natural: natural, .ignoredNotFinite))
      return natural
    }
    let kept = clamped(target)
    record(.delegateMovedTarget(target, natural: natural, kept == target ? .accepted : .keptInRange(kept)))
    return kept
  }

  /// The page to settle on, and why: the next one in the fling's direction when the release along the paging
  /// axis is faster than ``pagingFlingThreshold`` (strictly), else the nearest one.
  func pageTarget(velocity: CGPoint) -> (target: CGPoint, choice: PageChoice) {
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
    let target = CGPoint(
      x: canScrollHorizontally
        ? axis(contentOffset.x, velocity.x, page: bounds.width, low: range.min.x, high: range.max.x)
        : contentOffset.x,
      y: canScrollVertically
        ? axis(contentOffset.y, velocity.y, page: bounds.height, low: range.min.y, high: range.max.y)
        : contentOffset.y)
    let speed = canScrollHorizontally && bounds.width > 0 ? velocity.x : velocity.y
    let choice: PageChoice =
      abs(speed) > ScrollView.pagingFlingThreshold ? .fling(speed: speed) : .nearestPage(speed: speed)
    return (target, choice)
  }

  /// The page number of an offset (horizontal pages first), clamped to `Int`'s range: an offset so large that
  /// its page number is not an `Int` (beyond about 9.2 × 10¹⁸ pages) names the first or last `Int` page
  /// (a HitTestKit decision: UIKit has no page number).
  func pageIndex(of offset: CGPoint) -> Int {
    if canScrollHorizontally, bounds.width > 0 { return Self.clampedPage(offset.x / bounds.width) }
    if bounds.height > 0 { return Self.clampedPage(offset.y / bounds.height) }
    return 0
  }

  /// `position` rounded to the nearest whole page, within `Int`'s range (NaN gives page 0).
  static func clampedPage(_ position: CGFloat) -> Int {
    let rounded = position.rounded()
    guard !rounded.isNaN else { return 0 }
    if rounded >= CGFloat(Int.max) { return Int.max }
    if rounded <= CGFloat(Int.min) { return Int.min }
    return Int(rounded)
  }

  func isWithin(_ range: (min: CGPoint, max: CGPoint)) -> Bool {
    contentOffset.x >= range.min.x && contentOffset.x <= range.max.x && contentOffset.y >= range.min.y
      && contentOffset.y <= range.max.y
  }

  func clamped(_ offset: CGPoint) -> CGPoint {
    let range = contentOffsetRange
    return CGPoint(
      x: min(max(offset.x, range.min.x), range.max.x), y: min(max(offset.y, range.min.y), range.max.y))
  }
}
