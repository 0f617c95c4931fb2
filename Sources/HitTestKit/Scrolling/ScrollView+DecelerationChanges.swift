import Foundation

/// A deceleration follows what the app changes while it runs, as UIKit's does.
///
/// - An offset set from outside (``ScrollView/contentOffset`` written by the delegate or the app, the recentering
///   of an endless list shown in Apple's WWDC 2011 session "Advanced Scroll View Techniques") moves the content
///   there, and the motion goes on from there: its start, resting point and projection move by the same amount.
/// - Limits that changed (a ``ScrollView/contentSize`` that shrank, new insets) keep the resting point inside the
///   new limits: a fling still inside them runs on and bounces at the new edge (or stops there without
///   ``ScrollView/bounces``); content already past them springs back over ``ScrollView/settleDuration``.
extension ScrollView {
  /// Applies to a decelerating glide what changed since its last frame; see the extension's rules.
  func followChanges(of glide: inout Glide) {
    if let last = glide.lastOffset, last != contentOffset, contentOffset.isFinite {
      let shift = CGPoint(x: contentOffset.x - last.x, y: contentOffset.y - last.y)
      glide.start = Self.shifted(glide.start, by: shift)
      glide.target = Self.shifted(glide.target, by: shift)
      glide.projected = glide.projected.map { Self.shifted($0, by: shift) }
      record(.decelerationFollowedOffset(contentOffset: contentOffset, shift: shift))
    }
    let kept = clamped(glide.target)
    guard kept != glide.target else { return }
    if case .projection = glide.curve, isWithin(contentOffsetRange) {
      // Still inside: the fling runs on toward its projection and meets the new edge on the way.
      glide.projected = glide.projected ?? glide.target
      glide.target = kept
    } else if case .bounce = glide.curve {
      glide.target = kept  // the spring's edge is read from the limits at each frame
    } else {
      glide = Glide(start: contentOffset, target: kept, curve: .easeOut, lastOffset: contentOffset)
    }
    record(.decelerationTargetKeptInRange(kept))
  }

  /// `point` moved by `shift`.
  static func shifted(_ point: CGPoint, by shift: CGPoint) -> CGPoint {
    CGPoint(x: point.x + shift.x, y: point.y + shift.y)
  }
}
