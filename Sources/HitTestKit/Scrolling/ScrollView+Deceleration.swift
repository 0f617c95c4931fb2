import Foundation

extension ScrollView {
  /// How close to its target decelerating content must come before it stops there, exactly: 0.5 pt along
  /// each axis (a HitTestKit decision: UIKit's stopping rule is not documented, reference §8.9).
  public static let decelerationRestDistance: CGFloat = 0.5

  /// Whether the content is moving on its own right now: decelerating or animating its offset, on a clock
  /// that still exists (a settle whose application is gone can never advance, so nothing is moving).
  var isMovingOnItsOwn: Bool {
    (isDecelerating || isAnimatingScroll) && settlingClock != nil
  }

  /// The larger of the two axis distances between two offsets.
  static func restDistance(from start: CGPoint, to target: CGPoint) -> CGFloat {
    max(abs(target.x - start.x), abs(target.y - start.y))
  }

  /// Moves from `start` to `target` as a velocity that shrinks by ``decelerationRate`` each millisecond, one
  /// frame at a time on the virtual clock, and ends exactly on `target`.
  ///
  /// After `t` ms the content has covered the fraction `1 − rᵗ` of the way: the motion of Apple's
  /// projection (a velocity ×r each millisecond), scaled so that it ends on the target, which the delegate
  /// may have moved. It stops once less than ``decelerationRestDistance`` remains along each axis.
  func decelerate(from start: CGPoint, to target: CGPoint, elapsed: TimeInterval) {
    let frame = InputTiming.frameInterval.seconds
    guard let clock = settlingClock ?? window?.application?.clock else {
      contentOffset = target  // no clock left to animate on (its application is gone): it arrives at once
      finishSettling()
      return
    }
    let rate = decelerationRate.rawValue
    settleTimer = clock.schedule(after: frame, name: "\(displayName) deceleration", isTraced: false) {
      [weak self] in
      guard let self else { return }
      let time = elapsed + frame
      let covered = 1 - pow(rate, time * 1000)
      let next = CGPoint(
        x: start.x + (target.x - start.x) * covered, y: start.y + (target.y - start.y) * covered)
      let arrives = Self.restDistance(from: next, to: target) < ScrollView.decelerationRestDistance
      guard self.moveFrame(to: arrives ? target : next) else { return }
      if arrives {
        self.finishSettling()
      } else {
        self.decelerate(from: start, to: target, elapsed: time)
      }
    }
  }

  /// Eases from `start` to `target` over ``settleDuration``, one frame at a time on the virtual clock: a page,
  /// a spring back from past an edge, or an animated ``setContentOffset(_:animated:)``.
  func settle(from start: CGPoint, to target: CGPoint, elapsed: TimeInterval) {
    let frame = InputTiming.frameInterval.seconds
    guard let clock = settlingClock ?? window?.application?.clock else {
      contentOffset = target  // no clock left to animate on (its application is gone): it settles at once
      finishSettling()
      return
    }
    settleTimer = clock.schedule(after: frame, name: "\(displayName) settle", isTraced: false) {
      [weak self] in
      guard let self else { return }
      let time = min(elapsed + frame, ScrollView.settleDuration)
      let progress = 1 - pow(1 - time / ScrollView.settleDuration, 3)  // ease-out cubic
      let next = CGPoint(
        x: start.x + (target.x - start.x) * progress, y: start.y + (target.y - start.y) * progress)
      guard self.moveFrame(to: next) else { return }
      if time >= ScrollView.settleDuration {
        self.finishSettling()
      } else {
        self.settle(from: start, to: target, elapsed: time)
      }
    }
  }

  /// One frame of motion: moves the content, and tells whether the motion goes on — false when the delegate,
  /// told of the scroll, stopped it or started another (`setContentOffset`).
  private func moveFrame(to offset: CGPoint) -> Bool {
    settleTimer = nil  // this frame's timer fired
    contentOffset = offset
    return settleTimer == nil && (isDecelerating || isAnimatingScroll)
  }

  /// The content arrived: deceleration ends with `scrollViewDidEndDecelerating`, an animated offset change
  /// with `scrollViewDidEndScrollingAnimation`.
  private func finishSettling() {
    let wasAnimation = isAnimatingScroll
    isDecelerating = false
    isAnimatingScroll = false
    settleTimer = nil
    let clock = settlingClock ?? window?.application?.clock
    record(.cameToRest(contentOffset: contentOffset, time: clock?.now))
    if wasAnimation {
      delegate?.scrollViewDidEndScrollingAnimation(self)
    } else {
      delegate?.scrollViewDidEndDecelerating(self)
    }
  }

  /// Stops deceleration or an animated offset change where the content is, without telling the delegate.
  func stopSettling() {
    if let settleTimer { (settlingClock ?? window?.application?.clock)?.cancel(settleTimer) }
    settleTimer = nil
    isDecelerating = false
    isAnimatingScroll = false
  }

  /// A touch-down caught the moving content: it stops where it is, and the content does not get the touch
  /// (``ScrollViewPanGestureRecognizer`` begins the pan at once and takes it).
  ///
  /// Stopped deceleration still ends with `scrollViewDidEndDecelerating` (iOS 13 and later call it here;
  /// iOS 9 and 10 did not, as developers report in "How to detect when a UIScrollView has finished
  /// scrolling", Stack Overflow question 993280); a stopped animation sends no delegate call.
  func catchMovingContent() {
    let wasDecelerating = isDecelerating
    stopSettling()
    record(
      .caughtMovingContent(
        wasDecelerating ? .deceleration : .scrollingAnimation, contentOffset: contentOffset))
    if wasDecelerating { delegate?.scrollViewDidEndDecelerating(self) }
  }
}
