import Foundation

extension ScrollView {
  /// How close to its target decelerating content must come before it stops there, exactly: 0.5 pt along
  /// each axis (a HitTestKit decision: UIKit's stopping rule is not documented, reference §8.9).
  public static let decelerationRestDistance: CGFloat = 0.5

  /// Whether the content is moving on its own right now: decelerating or animating its offset, on a clock
  /// that still exists (a settle whose application is gone can never advance, so nothing is moving).
  var isMovingOnItsOwn: Bool {
    motion.glide != nil && motionClock != nil
  }

  /// The larger of the two axis distances between two offsets.
  static func restDistance(from start: CGPoint, to target: CGPoint) -> CGFloat {
    max(abs(target.x - start.x), abs(target.y - start.y))
  }

  /// Starts moving the content on its own along `glide`: deceleration after a drag, or an animated offset.
  ///
  /// Without a clock to animate on (its application is gone) it arrives at once.
  func startGliding(_ motion: Motion) {
    self.motion = motion
    guard let glide = motion.glide, !scheduleFrame() else { return }
    contentOffset = glide.target
    finishSettling()
  }

  /// One frame of a glide.
  ///
  /// With ``Glide/Curve/projection(rate:)`` the content moves as a velocity that shrinks by the rate each
  /// millisecond: after `t` ms it has covered the fraction `1 − rᵗ` of the way (the motion of Apple's projection,
  /// scaled so that it ends on the target, which the delegate may have moved), and it stops once less than
  /// ``decelerationRestDistance`` remains along each axis. A fling that reaches the content's edge bounces there
  /// with ``bounces`` (ScrollView+EdgeBounce), else stops at the edge. With ``Glide/Curve/easeOut`` it follows
  /// ``easeOut(_:)`` over ``settleDuration``.
  ///
  /// A deceleration follows what changed meanwhile (ScrollView+DecelerationChanges): an offset set from outside
  /// moves the whole motion with it, and limits that shrank keep its resting point inside them.
  func advanceGlide(_ glide: Glide) {
    var glide = glide
    if isDecelerating { followChanges(of: &glide) }
    let step = InputTiming.frameInterval.seconds
    var next: CGPoint
    var arrives: Bool
    switch glide.curve {
    case .projection(let rate):
      glide.elapsed += step
      let end = glide.projected ?? glide.target
      let point = Self.interpolate(glide.start, end, 1 - pow(rate, glide.elapsed * 1000))
      if isDecelerating, let bounce = edgeBounce(of: glide, at: point, rate: rate) {
        glide = bounce
        (next, arrives) = (bounce.start, false)
      } else {
        // Without a bounce, content that reaches an edge stops there.
        next = clamped(point)
        arrives =
          Self.restDistance(from: point, to: end) < ScrollView.decelerationRestDistance
          || (!bounces
            && Self.restDistance(from: next, to: glide.target) < ScrollView.decelerationRestDistance)
        if arrives { next = glide.target }
      }
    case .easeOut:
      glide.elapsed = min(glide.elapsed + step, ScrollView.settleDuration)
      next = Self.interpolate(
        glide.start, glide.target, Self.easeOut(glide.elapsed / ScrollView.settleDuration))
      arrives = glide.elapsed >= ScrollView.settleDuration
    case .bounce(let bounce):
      glide.elapsed += step
      (next, arrives) = bouncePosition(of: glide, bounce)
    }
    glide.lastOffset = next
    contentOffset = next
    // The delegate, told of the scroll, may have stopped the motion or started another (`setContentOffset`).
    guard frameTimer == nil, motion.glide != nil else { return }
    if arrives {
      finishSettling()
    } else {
      motion = isDecelerating ? .decelerating(glide) : .animatingOffset(glide)
      guard !scheduleFrame() else { return }
      // No clock left to animate on (its application is gone): it arrives at once.
      contentOffset = glide.target
      finishSettling()
    }
  }

  /// The content arrived: deceleration ends with `scrollViewDidEndDecelerating`, an animated offset change
  /// with `scrollViewDidEndScrollingAnimation`.
  func finishSettling() {
    let wasAnimation = isAnimatingOffset
    motion = .idle
    frameTimer = nil
    record(.cameToRest(contentOffset: contentOffset, time: frameClock?.now))
    if wasAnimation {
      delegate?.scrollViewDidEndScrollingAnimation(self)
    } else {
      delegate?.scrollViewDidEndDecelerating(self)
    }
  }

  /// Whether an animated ``setContentOffset(_:animated:)`` is running (it ends with
  /// ``ScrollViewDelegate/scrollViewDidEndScrollingAnimation(_:)``, not with deceleration).
  var isAnimatingOffset: Bool {
    if case .animatingOffset = motion { true } else { false }
  }

  /// Stops deceleration or an animated offset change where the content is, without telling the delegate.
  func stopSettling() {
    guard motion.glide != nil else { return }
    cancelFrame()
    motion = .idle
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
