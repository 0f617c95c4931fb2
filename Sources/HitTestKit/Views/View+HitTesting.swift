extension View {
  /// The alpha below which a view is skipped by hit testing, with its subtree: 0.01.
  ///
  /// Apple's `hitTest(_:with:)` documentation: the method ignores views "that have an alpha level less than
  /// 0.01". So exactly 0.01 is hittable (a HitTestKit decision at an undocumented boundary:
  /// reimplementations disagree). Each view's own alpha is tested; ancestors' alphas are not multiplied.
  public static let minimumHittableAlpha: CGFloat = 0.01
}

extension View {
  /// The default hit-test algorithm; ``hitTest(_:with:)`` documents it.
  func defaultHitTest(_ point: CGPoint, with event: Event?) -> View? {
    guard let recorder = event?.hitTestRecorder else {
      return defaultSearch(point, with: event, recorder: nil)
    }
    let openedVisit = recorder.enterDefaultAlgorithm(of: self, at: point)
    let result = defaultSearch(point, with: event, recorder: recorder)
    recorder.leaveDefaultAlgorithm(of: self, result: result, closingVisit: openedVisit)
    return result
  }

  @inline(__always)
  private func defaultSearch(_ point: CGPoint, with event: Event?, recorder: HitTestRecorder?) -> View? {
    // The flags are tested inline first: this is the hot path, and the reason is only built when needed.
    // `!(alpha >= minimum)` so that a NaN alpha is skipped too.
    if isHidden || !isUserInteractionEnabled || !(alpha >= View.minimumHittableAlpha) || !point.isFinite {
      if let recorder, let reason = skipReason(at: point) { recorder.note(.skipped(reason), in: self) }
      return nil
    }
    let inside = self.point(inside: point, with: event)
    recorder?.notePointInside(inside, in: self)
    guard inside else { return nil }
    // A snapshot (a copy of the array reference, no copying of elements): an override further down may add
    // or remove subviews of this view while the search runs.
    let subviews = self.subviews
    let changeCount = subviewsChangeCount
    recorder?.noteSubviews(of: self)
    var index = subviews.count
    while index > 0 {
      index -= 1
      let subview = subviews[index]
      guard subviewsChangeCount == changeCount || subview.parent === self else {
        recorder?.passOver(subview, reason: .removedDuringHitTest)
        continue
      }
      guard let converted = subview.convertFromSuperview(point) else {
        recorder?.passOver(subview, reason: .uninvertible(subview.transform))
        continue
      }
      guard converted.isFinite else {
        recorder?.passOver(subview, reason: .nonFiniteGeometry)
        continue
      }
      recorder?.beginVisit(subview, at: converted)
      let hit = subview.hitTest(converted, with: event)
      recorder?.endVisit(subview, returned: hit)
      if let hit { return hit }
    }
    return self
  }

  /// The default containment test; ``point(inside:with:)`` documents it.
  @inline(__always)
  func defaultPointInside(_ point: CGPoint, with event: Event?) -> Bool {
    let contains = bounds.halfOpenContains(point)
    event?.hitTestRecorder?.noteBoundsCheck(bounds, contains: contains, in: self)
    return contains
  }

  /// Why the default hit test skips this view before looking inside it, or `nil` if it does not.
  func skipReason(at point: CGPoint) -> HitTestTrace.SkipReason? {
    if isHidden { return .hidden }
    if !isUserInteractionEnabled { return .userInteractionDisabled }
    // `!(alpha >= minimum)` so that a NaN alpha is skipped too.
    if !(alpha >= View.minimumHittableAlpha) { return .alphaBelowMinimum(alpha) }
    if !point.isFinite { return .nonFinitePoint(point) }
    return nil
  }
}
